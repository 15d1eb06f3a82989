import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, type PatientSummary } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { PATIENTS_KEY } from './my-patient';

/** Rows per page of My Patients. */
export const PATIENTS_PAGE_SIZE = 20;

/** Without a limit, the server's default page (the checkout's patient choice). */
export type PatientListParams = { q?: string; offset?: number; limit?: number; consent?: 'missing' };

/** GET /patients: the doctor's patients by name, searched (name, e-mail, phone) on the server. */
export const fetchPatients = (params: PatientListParams = {}) => {
  const query = new URLSearchParams();
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  if (params.q) query.set('q', params.q);
  if (params.offset) query.set('offset', String(params.offset));
  if (params.consent) query.set('consent', params.consent);
  const search = query.toString();
  return api.get<PatientSummary[]>(search ? `${apiPaths.patients}?${search}` : apiPaths.patients);
};

export const patientsQuery = (params: PatientListParams = {}) =>
  queryOptions({ queryKey: [...PATIENTS_KEY, 'list', params], queryFn: () => fetchPatients(params), placeholderData: keepPreviousData });

/** One page of the list: one row more is asked for, to know whether a next page exists. */
export const patientsPageQuery = (q: string, page: number, pageSize = PATIENTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...PATIENTS_KEY, 'list', { q, page, pageSize }],
    queryFn: async () => {
      const rows = await fetchPatients({ q, offset: page * pageSize, limit: pageSize + 1 });
      return { rows: rows.slice(0, pageSize), hasNext: rows.length > pageSize };
    },
    placeholderData: keepPreviousData,
  });

/** Patients who have not given consent to data processing yet (the doctor dashboard's alert). */
export const missingConsentQuery = (limit: number) => patientsQuery({ limit, consent: 'missing' });
