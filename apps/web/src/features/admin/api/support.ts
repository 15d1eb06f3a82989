import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Delivery, type DeliveryState, type SupportOrder } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';
import { adminOverviewQuery } from './overview';

/** One order's status, lab and dates by its number (support). Asked only once a number is entered. */
export const supportOrderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'support-order', orderNumber],
    queryFn: () => api.get<SupportOrder>(apiPaths.adminSupportOrder(orderNumber)),
    enabled: orderNumber !== '',
    // A missing or malformed number is an answer, not a hiccup to retry.
    retry: false,
  });

export const deliveriesQuery = (status: DeliveryState | '') =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'deliveries', status],
    queryFn: () => api.get<Delivery[]>(`${apiPaths.adminDeliveries}?${new URLSearchParams({ limit: '50', ...(status ? { status } : {}) }).toString()}`),
  });

export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ queued: true }>(apiPaths.adminDeliveryRetry(id)),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: [...ADMIN_KEY, 'deliveries'] });
      await client.invalidateQueries({ queryKey: adminOverviewQuery().queryKey });
    },
  });
}
