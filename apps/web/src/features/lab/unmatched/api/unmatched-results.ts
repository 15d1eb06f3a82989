import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type UnmatchedResult } from '@labwise/domain';
import { api } from '../../../../lib/api-client';

/** Results the lab's system delivered that matched no order, newest first. */
export const fetchUnmatchedResults = () => api.get<UnmatchedResult[]>(apiPaths.unmatchedResults);

/** Every query of the lab interface's held results lives under this key. */
export const LAB_INTERFACE_KEY = ['lab-interface'] as const;

export const unmatchedResultsQuery = () => queryOptions({ queryKey: [...LAB_INTERFACE_KEY, 'unmatched'], queryFn: fetchUnmatchedResults });

export const useUnmatchedResults = (enabled = true) => useQuery({ ...unmatchedResultsQuery(), enabled });
