import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type AdminTest, type AdminTestInput, type AdminTestSummary } from '@labwise/domain';
import { CATALOG_KEY } from '../../../api/catalog/catalog-tests';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';

export type TestStatusFilter = 'all' | 'active' | 'inactive';

export const adminTestsQuery = (q: string, status: TestStatusFilter) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'tests', { q, status }],
    queryFn: () => api.get<AdminTestSummary[]>(`${apiPaths.adminCatalogTests}?${new URLSearchParams({ ...(q.trim() ? { q: q.trim() } : {}), status, limit: '500' }).toString()}`),
  });

export const adminTestQuery = (id: string) =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'test', id], queryFn: () => api.get<AdminTest>(apiPaths.adminCatalogTest(id)) });

/** After any catalog change the admin lists and everyone's catalog views are stale. */
function useCatalogMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ADMIN_KEY }), client.invalidateQueries({ queryKey: CATALOG_KEY })]);
    },
  });
}

export const useSaveTest = () =>
  useCatalogMutation(({ id, body }: { id: string | null; body: AdminTestInput }) =>
    id ? api.put<AdminTest>(apiPaths.adminCatalogTest(id), body) : api.post<AdminTest>(apiPaths.adminCatalogTests, body),
  );
export const useSetTestActive = () =>
  useCatalogMutation(({ id, active }: { id: string; active: boolean }) => api.patch<AdminTest>(apiPaths.adminCatalogTest(id), { active }));
export const useDeleteTest = () => useCatalogMutation((id: string) => api.delete<{ deleted: true }>(apiPaths.adminCatalogTest(id)));
