import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type UnmatchedCandidate } from '@labwise/domain';
import { api } from '../../../../lib/api-client';
import { unmatchedResultsQuery } from './unmatched-results';

/** The lab's orders that can take a held message's results; those agreeing on the patient first. */
export const fetchUnmatchedCandidates = (id: string) => api.get<UnmatchedCandidate[]>(apiPaths.unmatchedCandidates(id));

export const unmatchedCandidatesQuery = (id: string) =>
  queryOptions({ queryKey: [...unmatchedResultsQuery().queryKey, id, 'candidates'], queryFn: () => fetchUnmatchedCandidates(id) });

export const useUnmatchedCandidates = (id: string | null) => useQuery({ ...unmatchedCandidatesQuery(id ?? ''), enabled: id !== null });
