import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type CatalogTest } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { CATALOG_KEY } from './catalog-tests';

/** GET /catalog/tests/{id}: one test by id (a link such as the search palette's `?test=`). */
export const fetchCatalogTest = (id: string) => api.get<CatalogTest>(apiPaths.catalogTest(id));

export const catalogTestQuery = (id: string) => queryOptions({ queryKey: [...CATALOG_KEY, 'test', id], queryFn: () => fetchCatalogTest(id) });
