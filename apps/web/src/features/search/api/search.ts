import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, SEARCH_MAX_LENGTH, type SearchResults } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export const fetchSearch = (q: string) => api.get<SearchResults>(`${apiPaths.search}?q=${encodeURIComponent(q)}`);

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: () => fetchSearch(q),
    // Results go stale fast (orders move); a short window still spares repeated keystrokes.
    staleTime: 15_000,
  });

/** Whether the text can be searched: 1 to 100 characters once trimmed (the server's rule). */
export const isSearchable = (q: string) => q.length >= 1 && q.length <= SEARCH_MAX_LENGTH;

/** Palette results for already-debounced, trimmed text; the previous answer stays while typing. */
export function useSearch(q: string) {
  return useQuery({ ...searchQuery(q), enabled: isSearchable(q), placeholderData: keepPreviousData });
}
