import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnmatchedCandidate } from '@labwise/domain';
import { api } from '../../../../lib/api-client';

/** The lab's orders that can take a held message's results; those agreeing on the patient first. */
export const fetchUnmatchedCandidates = (id: string) => api.get<UnmatchedCandidate[]>(`/api/v1/lab-interface/unmatched/${id}/candidates`);

export const unmatchedCandidatesQuery = (id: string) =>
  queryOptions({ queryKey: ['lab-interface', 'unmatched', id, 'candidates'], queryFn: () => fetchUnmatchedCandidates(id) });

export const useUnmatchedCandidates = (id: string | null) => useQuery({ ...unmatchedCandidatesQuery(id ?? ''), enabled: id !== null });
