import { z } from 'zod';
import { isPlausibleBirthDate } from './birth-date';
import { SEXES } from './catalog';
import { PATIENT_PROFILE_MESSAGES } from './patient-overview-schemas';
import { phoneNumber } from './phone';

// Its own module: the phone rule brings libphonenumber's metadata, which only the profile form
// and the server need, not every screen that reads a patient record.
/** PUT /api/v1/patients/{id}: only these fields; any other key is refused (no mass assignment). */
export const patientProfileUpdate = z
  .strictObject({
    full_name: z.string(PATIENT_PROFILE_MESSAGES.fullName).trim().min(1, PATIENT_PROFILE_MESSAGES.fullName).max(120, PATIENT_PROFILE_MESSAGES.fullName).optional(),
    phone: phoneNumber(PATIENT_PROFILE_MESSAGES.phone, { defaultCountry: 'US' }).nullable().optional(),
    date_of_birth: z
      .string(PATIENT_PROFILE_MESSAGES.dateOfBirth)
      .regex(/^\d{4}-\d{2}-\d{2}$/, PATIENT_PROFILE_MESSAGES.dateOfBirth)
      .refine(isPlausibleBirthDate, PATIENT_PROFILE_MESSAGES.dateOfBirth)
      .nullable()
      .optional(),
    sex: z.enum(SEXES, PATIENT_PROFILE_MESSAGES.sex).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), PATIENT_PROFILE_MESSAGES.empty);
export type PatientProfileUpdate = z.infer<typeof patientProfileUpdate>;
