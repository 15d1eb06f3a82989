import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type DoctorStats } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { PATIENTS_KEY } from './my-patient';

/** GET /patients/stats: the doctor dashboard's four figures (its Alerts card counts unread critical results and requests). */
export const fetchPatientStats = () => api.get<DoctorStats>(apiPaths.patientStats);

export const patientStatsQuery = () => queryOptions({ queryKey: [...PATIENTS_KEY, 'stats'], queryFn: fetchPatientStats, refetchInterval: 60_000 });
