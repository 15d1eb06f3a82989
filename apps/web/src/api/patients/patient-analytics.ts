import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type PatientAnalytics } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { PATIENTS_KEY } from './my-patient';

/** A patient's record id, or `me` for the signed-in patient's own (loaded alongside the record). */
export type PatientRef = string;

/** GET /patients/{id}/analytics: the dashboard's stat cards. */
export const fetchPatientAnalytics = (patient: PatientRef) => api.get<PatientAnalytics>(apiPaths.patientAnalytics(patient));

export const patientAnalyticsQuery = (patient: PatientRef) =>
  queryOptions({ queryKey: [...PATIENTS_KEY, patient, 'analytics'], queryFn: () => fetchPatientAnalytics(patient) });
