import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderDetail } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export const myOrdersQuery = () => queryOptions({ queryKey: ['orders', 'mine'], queryFn: () => api.get<Order[]>('/api/v1/lab-orders') });
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
