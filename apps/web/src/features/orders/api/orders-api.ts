import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderDetail, ReleasedResults } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export const myOrdersQuery = () => queryOptions({ queryKey: ['orders', 'mine'], queryFn: () => api.get<Order[]>('/api/v1/lab-orders') });
/** My Results: the patient's own released results, every order at once (newest release first). */
export const releasedResultsQuery = () =>
  queryOptions({ queryKey: ['orders', 'released'], queryFn: () => api.get<ReleasedResults[]>('/api/v1/patients/me/results') });
export const orderQuery = (id: string) => queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => api.get<OrderDetail>(`/api/v1/lab-orders/${id}`) });

export function useCancelOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post<OrderDetail>(`/api/v1/lab-orders/${id}/cancel`, { reason }),
    onSuccess: async (order) => {
      client.setQueryData(orderQuery(id).queryKey, order);
      await client.invalidateQueries({ queryKey: ['orders', 'mine'] });
    },
  });
}
