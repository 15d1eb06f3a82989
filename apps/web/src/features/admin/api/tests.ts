import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTest, AdminTestInput, AdminTestSummary } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export type TestStatusFilter = 'all' | 'active' | 'inactive';

export const adminTestsQuery = (q: string, status: TestStatusFilter) =>
  queryOptions({
    queryKey: ['admin', 'tests', { q, status }],
    queryFn: () => api.get<AdminTestSummary[]>(`/api/v1/admin/catalog/tests?${new URLSearchParams({ ...(q.trim() ? { q: q.trim() } : {}), status, limit: '500' }).toString()}`),
  });

export const adminTestQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'test', id], queryFn: () => api.get<AdminTest>(`/api/v1/admin/catalog/tests/${id}`) });

/** After any catalog change the admin lists and everyone's catalog views are stale. */
function useCatalogMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: ['catalog'] })]);
    },
  });
}

export const useSaveTest = () =>
  useCatalogMutation(({ id, body }: { id: string | null; body: AdminTestInput }) =>
    id ? api.put<AdminTest>(`/api/v1/admin/catalog/tests/${id}`, body) : api.post<AdminTest>('/api/v1/admin/catalog/tests', body),
  );
export const useSetTestActive = () =>
  useCatalogMutation(({ id, active }: { id: string; active: boolean }) => api.patch<AdminTest>(`/api/v1/admin/catalog/tests/${id}`, { active }));
export const useDeleteTest = () => useCatalogMutation((id: string) => api.delete<{ deleted: true }>(`/api/v1/admin/catalog/tests/${id}`));
