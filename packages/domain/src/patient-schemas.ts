import { z } from 'zod';
import { SEXES } from './catalog';
import { PATIENT_STATUSES } from './order-status';

/** A patient as their doctor's lists show them (brief §3 Patient). */
export const patientSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** patientAge: whole years from the date of birth, else the age the doctor gave plus the years since. */
  age: z.number().int().nullable(),
  sexAtBirth: z.enum(SEXES),
  status: z.enum(PATIENT_STATUSES),
  hasAccount: z.boolean(),
  consentGiven: z.boolean(),
  lastActivityAt: z.string().nullable(),
  /** When the doctor last sent an invitation that is still open (not accepted, not expired); null otherwise. */
  invitePendingSince: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

export const patientListQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  /** Rows to skip (pagination; the list is ordered by name). */
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** `missing`: only patients who have not given consent to data processing yet. */
  consent: z.enum(['missing']).optional(),
});
