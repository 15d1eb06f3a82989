import { queryOptions } from '@tanstack/react-query';
import type { DoctorStats } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { DOCTOR_STATS_KEY } from '../../../lib/alert-queries';

/** GET /api/v1/patients/stats: the doctor dashboard's four figures. */
export const doctorStatsQuery = () =>
  queryOptions({ queryKey: DOCTOR_STATS_KEY, queryFn: () => api.get<DoctorStats>('/api/v1/patients/stats'), refetchInterval: 60_000 });
