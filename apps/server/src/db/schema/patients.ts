import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PATIENT_STATUSES, SEXES, type PatientStatus, type Sex } from '@labwise/domain';
import { at, createdAt, id, oneOf, updatedAt } from './helpers';
import { users } from './users';

/**
 * A patient record. It can exist before its person has an account: a doctor creates it and the
 * invite links it to the user who accepts.
 */
export const patients = pgTable(
  'patients',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fullName: text().notNull(),
    email: text(),
    phone: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** The age a doctor gave when creating the record (years, at createdAt), until the patient gives a date of birth. */
    statedAge: integer(),
    sexAtBirth: text().$type<Sex>().notNull().default('unknown'),
    status: text().$type<PatientStatus>().notNull().default('new'),
    primaryDoctorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    consentGivenAt: at(),
    consentVersion: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastActivityAt: at(),
  },
  (t) => [
    uniqueIndex('patients_user_key').on(t.userId),
    index('patients_doctor_idx').on(t.primaryDoctorId, t.fullName),
    oneOf('patients_sex_check', t.sexAtBirth, SEXES),
    oneOf('patients_status_check', t.status, PATIENT_STATUSES),
  ],
);
