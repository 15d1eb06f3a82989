import { queryOptions } from '@tanstack/react-query';
import { PATIENT_PROFILE_MESSAGES, type PatientRecord } from '@labwise/domain';
import { api, ApiRequestError } from '../../../lib/api-client';

/** GET /api/v1/patients/me: the signed-in patient's record (the same cache entry the patient dashboard reads). */
export const fetchMyRecord = () => api.get<PatientRecord>('/api/v1/patients/me');

export const myRecordQuery = () => queryOptions({ queryKey: ['patients', 'me'], queryFn: fetchMyRecord });

/** The server's answer for a patient who has no record yet (any other failure is not this). */
export const isNoRecord = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404 && error.message === PATIENT_PROFILE_MESSAGES.noRecord;

/**
 * The route guard's own reading of the record: no record is an answer (null), not a failure, so a
 * refetch never takes the guard back to "checking" and the page below stays put.
 */
export const onboardingRecordQuery = () =>
  queryOptions({
    queryKey: ['patients', 'me', 'onboarding'],
    queryFn: async (): Promise<PatientRecord | null> => {
      try {
        return await fetchMyRecord();
      } catch (error) {
        if (isNoRecord(error)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });

/**
 * Whether the patient still has to give their date of birth, sex at birth and consent: no record,
 * or a record that says so explicitly (an answer of another shape never blocks the way).
 */
export const needsOnboarding = (record: PatientRecord | null) => record === null || record.consent_given === false || record.date_of_birth === null;
