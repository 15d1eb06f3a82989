import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FailedAlert } from './failed-alert';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What stands in while the first answer is on its way (a Spinner or a SkeletonList). */
  loading: ReactNode;
  /** Words put before the server's message when the query fails, saying what could not be loaded. */
  failure?: string;
  /** What shows when there is nothing to list; without it the content renders even when empty. */
  empty?: ReactNode;
  /** When the answer counts as empty; by default, when it is an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The four states of an area one query fills, always in the same order: loading, failed (with
 * Retry, so a list that failed offline comes back without reloading the page), empty, then the
 * content. One place, so every list says the same thing the same way while it waits or fails.
 */
export function QueryStates<T>({
  query,
  loading,
  failure,
  empty,
  isEmpty = isEmptyList,
  children,
}: Props<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <FailedAlert retrying={query.isFetching} onRetry={() => void query.refetch()}>
        {failure && `${failure} `}
        {query.error.message}
      </FailedAlert>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
