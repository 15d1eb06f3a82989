import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, type CatalogPage } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** Every query of the catalog lives under this key (an administrator's catalog change refreshes it). */
export const CATALOG_KEY = ['catalog'] as const;

export type CatalogFilters = { q: string; category: string; labId: string; price: string; sort: string };

/** GET /catalog/tests?…: one page of the catalog, filtered and sorted on the server. */
export const fetchCatalog = (filters: CatalogFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return api.get<CatalogPage>(`${apiPaths.catalogTests}?${params.toString()}`);
};

export const catalogQuery = (filters: CatalogFilters) =>
  queryOptions({ queryKey: [...CATALOG_KEY, filters], queryFn: () => fetchCatalog(filters), placeholderData: keepPreviousData });
