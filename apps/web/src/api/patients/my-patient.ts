import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, PATIENT_PROFILE_MESSAGES, type PatientRecord } from '@labwise/domain';
import { api, ApiRequestError } from '../../lib/api-client';

/** Every query of patients (records, lists, figures) lives under this key. */
export const PATIENTS_KEY = ['patients'] as const;

/**
 * The server's answer for a patient who has no record yet (404 with that message): not a failure,
 * simply nothing yet. Any other error, a 404 included, is a failure.
 */
export const isNoRecord = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404 && error.message === PATIENT_PROFILE_MESSAGES.noRecord;

/** GET /patients/me: the signed-in patient's record, or null while they have none. */
export async function fetchMyPatient(): Promise<PatientRecord | null> {
  try {
    return await api.get<PatientRecord>(apiPaths.myPatient);
  } catch (error) {
    if (isNoRecord(error)) return null;
    throw error;
  }
}

/**
 * One entry for every screen that reads the record (the onboarding gate and page, the patient
 * dashboard); each decides what null means for it. No record being an answer, a refetch never
 * takes a screen back to loading.
 */
export const myPatientQuery = () => queryOptions({ queryKey: [...PATIENTS_KEY, 'me'], queryFn: fetchMyPatient });

export const useMyPatient = () => useQuery(myPatientQuery());
