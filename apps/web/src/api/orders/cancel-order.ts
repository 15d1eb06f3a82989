import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type OrderDetail } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';
import { orderQuery } from './order-detail';

/** POST /lab-orders/{id}/cancel, with the reason; answers with the cancelled order. */
export const cancelOrder = (id: string, reason: string) => api.post<OrderDetail>(apiPaths.labOrderCancel(id), { reason });

export function useCancelOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(id, reason),
    onSuccess: async (order) => {
      client.setQueryData(orderQuery(id).queryKey, order);
      await client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
