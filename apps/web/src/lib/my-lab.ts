import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabDetail } from '@labwise/domain';
import { api } from './api-client';

/** GET /api/v1/labs/{id}: the same cache entry as the lab network's details. */
const labQuery = (labId: string) =>
  queryOptions({ queryKey: ['labs', labId], queryFn: () => api.get<LabDetail>(`/api/v1/labs/${labId}`), staleTime: 5 * 60_000 });

/** The name of the lab a technician belongs to (null while loading, or without a lab). */
export function useLabName(labId: string | null): string | null {
  const lab = useQuery({ ...labQuery(labId ?? ''), enabled: labId !== null });
  return labId ? (lab.data?.lab.name ?? null) : null;
}
