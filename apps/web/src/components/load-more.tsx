import { Loader2 } from 'lucide-react';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '../lib/api-client';
import { FailedAlert } from './failed-alert';
import { Button } from './ui/button';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage' | 'error'
>;

/** Every row of the pages loaded so far, in order (empty before the first page arrives). */
export const rowsOf = <T,>(data: InfiniteData<ListPage<T>> | undefined): T[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/**
 * The end of a list loaded page by page (ADR 0051): a "Load more" button while the server has a
 * next page, "Loading more…" while it comes, and what went wrong with Retry when it did not.
 * Nothing on the last page. `what` names the rows ("orders").
 */
export function LoadMore({ query, what }: { query: PagedQuery; what: string }) {
  if (!query.hasNextPage) return null;
  if (query.isFetchNextPageError && !query.isFetchingNextPage) {
    return (
      <FailedAlert onRetry={() => void query.fetchNextPage()}>
        More {what} could not be loaded. {query.error?.message}
      </FailedAlert>
    );
  }
  return (
    <div className="flex justify-center">
      {/* aria-disabled, not disabled, while loading: a disabled button would drop the keyboard focus. */}
      <Button
        variant="outline"
        aria-busy={query.isFetchingNextPage}
        aria-disabled={query.isFetchingNextPage}
        onClick={() => {
          if (!query.isFetchingNextPage) void query.fetchNextPage();
        }}
      >
        {query.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {query.isFetchingNextPage ? `Loading more ${what}…` : `Load more ${what}`}
      </Button>
    </div>
  );
}

/**
 * A list loaded page by page, seen as one query of the rows so far, for QueryStates: it fails
 * only when the first page did (a failed later page shows at LoadMore, under the rows it keeps).
 */
export function rowsQuery<T>(query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>): UseQueryResult<T[]> {
  const failedFirst = query.isError && query.data === undefined;
  // The same states TanStack gives a plain query; only data and the failure are the list's own.
  return {
    ...query,
    data: query.data ? rowsOf(query.data) : undefined,
    isError: failedFirst,
    isSuccess: query.data !== undefined,
  } as UseQueryResult<T[]>;
}
