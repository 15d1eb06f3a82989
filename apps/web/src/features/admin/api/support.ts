import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery, DeliveryState, SupportOrder } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** One order's status, lab and dates by its number (support). Asked only once a number is entered. */
export const supportOrderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['admin', 'support-order', orderNumber],
    queryFn: () => api.get<SupportOrder>(`/api/v1/admin/support/orders/${encodeURIComponent(orderNumber)}`),
    enabled: orderNumber !== '',
    // A missing or malformed number is an answer, not a hiccup to retry.
    retry: false,
  });

export const deliveriesQuery = (status: DeliveryState | '') =>
  queryOptions({
    queryKey: ['admin', 'deliveries', status],
    queryFn: () => api.get<Delivery[]>(`/api/v1/admin/deliveries?${new URLSearchParams({ limit: '50', ...(status ? { status } : {}) }).toString()}`),
  });

export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ queued: true }>(`/api/v1/admin/deliveries/${id}/retry`),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['admin', 'deliveries'] });
      await client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
