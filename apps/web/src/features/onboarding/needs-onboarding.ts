import type { PatientRecord } from '@labwise/domain';

/**
 * Whether the patient still has to give their date of birth, sex at birth and consent: no record,
 * or a record that says so explicitly (an answer of another shape never blocks the way).
 */
export const needsOnboarding = (record: PatientRecord | null) => record === null || record.consent_given === false || record.date_of_birth === null;
