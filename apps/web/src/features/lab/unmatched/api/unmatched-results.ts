import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnmatchedResult } from '@labwise/domain';
import { api } from '../../../../lib/api-client';

/** Results the lab's system delivered that matched no order, newest first. */
export const fetchUnmatchedResults = () => api.get<UnmatchedResult[]>('/api/v1/lab-interface/unmatched');

export const unmatchedResultsQuery = () => queryOptions({ queryKey: ['lab-interface', 'unmatched'], queryFn: fetchUnmatchedResults });

export const useUnmatchedResults = (enabled = true) => useQuery({ ...unmatchedResultsQuery(), enabled });
