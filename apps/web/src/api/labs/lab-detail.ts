import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type LabDetail } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { LABS_KEY } from './lab-network';

/** GET /labs/{id}: one lab with its tests and recent orders. */
export const fetchLabDetail = (id: string) => api.get<LabDetail>(apiPaths.lab(id));

export const labDetailQuery = (id: string) => queryOptions({ queryKey: [...LABS_KEY, id], queryFn: () => fetchLabDetail(id) });

/** The name of the lab a technician belongs to (null while loading, or without a lab). */
export function useLabName(labId: string | null): string | null {
  // A lab's name changes rarely: kept for a while, from the same cache entry as the lab network's details.
  const lab = useQuery({ ...labDetailQuery(labId ?? ''), staleTime: 5 * 60_000, enabled: labId !== null });
  return labId ? (lab.data?.lab.name ?? null) : null;
}
