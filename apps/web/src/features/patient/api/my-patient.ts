import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PatientRecord } from '@labwise/domain';
import { api, ApiRequestError } from '../../../lib/api-client';

/** GET /api/v1/patients/me: the signed-in patient's record. */
export const fetchMyPatient = () => api.get<PatientRecord>('/api/v1/patients/me');

export const myPatientQuery = () => queryOptions({ queryKey: ['patients', 'me'], queryFn: fetchMyPatient });

export const useMyPatient = () => useQuery(myPatientQuery());

/** The server's 404 for a patient who has no record yet (not a failure: there is simply nothing to show). */
export const isNoRecord = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
