import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_LIMIT, activityCursor, apiPaths, type ActivityItem } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { PATIENTS_KEY } from './my-patient';
import type { PatientRef } from './patient-analytics';

/** GET /patients/{id}/activity: a page of events (ACTIVITY_LIMIT, 10), newest first, after the cursor `before` when given. */
export function fetchPatientActivity(patient: PatientRef, before?: string) {
  const query = new URLSearchParams({ limit: String(ACTIVITY_LIMIT), ...(before ? { before } : {}) });
  return api.get<ActivityItem[]>(`${apiPaths.patientActivity(patient)}?${query.toString()}`);
}

/** Pages of activity: a full page may have more after it, a short one is the end. */
export const patientActivityQuery = (patient: PatientRef) =>
  infiniteQueryOptions({
    queryKey: [...PATIENTS_KEY, patient, 'activity'],
    queryFn: ({ pageParam }) => fetchPatientActivity(patient, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ActivityItem[]) => (last.length === ACTIVITY_LIMIT ? activityCursor(last.at(-1)!) : undefined),
  });

export const usePatientActivity = (patient: PatientRef) => useInfiniteQuery(patientActivityQuery(patient));
