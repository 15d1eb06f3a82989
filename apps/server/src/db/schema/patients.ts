import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PATIENT_STATUSES, SEXES, type PatientStatus, type Sex } from '@labwise/domain';
import { at, id, oneOf, optionalRef, timestamps } from './helpers';
import { users } from './users';

/**
 * A patient record. It can exist before its person has an account: a doctor creates it and the
 * invite links it to the user who accepts.
 */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    userId: optionalRef(() => users.id),
    fullName: text().notNull(),
    email: text(),
    phone: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** The age a doctor gave when creating the record (years, at createdAt), until the patient gives a date of birth. */
    statedAge: integer(),
    sexAtBirth: text().$type<Sex>().notNull().default('unknown'),
    status: text().$type<PatientStatus>().notNull().default('new'),
    primaryDoctorId: optionalRef(() => users.id),
    consentGivenAt: at(),
    consentVersion: text(),
    createdBy: optionalRef(() => users.id),
    ...timestamps(),
    lastActivityAt: at(),
  },
  (t) => [
    uniqueIndex('patients_user_key').on(t.userId),
    index('patients_doctor_idx').on(t.primaryDoctorId, t.fullName),
    oneOf('patients_sex_check', t.sexAtBirth, SEXES),
    oneOf('patients_status_check', t.status, PATIENT_STATUSES),
  ],
);
