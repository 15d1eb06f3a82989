import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPaths, type ReleasedResults } from '@labwise/domain';
import { api, type ListPage } from '../../lib/api-client';
import { ORDERS_KEY, pageSearch } from './list-orders';

/** GET /patients/me/results: one page of the patient's own released results (newest release first). */
export const fetchReleasedResults = (cursor?: string): Promise<ListPage<ReleasedResults>> =>
  api.getPage<ReleasedResults>(`${apiPaths.myReleasedResults}${pageSearch({ cursor })}`);

/** Under the orders (a release changes it), though the path is the patient's; page by page (Load more). */
export const releasedResultsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'released'],
    queryFn: ({ pageParam }) => fetchReleasedResults(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<ReleasedResults>) => last.nextCursor ?? undefined,
  });
