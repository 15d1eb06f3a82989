import { queryOptions } from '@tanstack/react-query';
import type { PatientAnalytics } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** A patient's record id, or `me` for the signed-in patient's own (loaded alongside the record). */
export type PatientRef = string;

/** GET /api/v1/patients/{id}/analytics: the dashboard's stat cards. */
export const fetchPatientAnalytics = (patient: PatientRef) => api.get<PatientAnalytics>(`/api/v1/patients/${encodeURIComponent(patient)}/analytics`);

export const patientAnalyticsQuery = (patient: PatientRef) =>
  queryOptions({ queryKey: ['patients', patient, 'analytics'], queryFn: () => fetchPatientAnalytics(patient) });
