import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CheckoutRequest, type Order } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { CART_KEY } from '../cart/cart';
import { ORDERS_KEY } from './list-orders';

/** POST /lab-orders: the cart becomes one order per lab. One checkout is one Idempotency-Key: a retried click replays the same orders. */
export const placeOrder = (request: CheckoutRequest, key: string) => api.post<Order[]>(apiPaths.labOrders, request, { 'Idempotency-Key': key });

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: CheckoutRequest; key: string }) => placeOrder(request, key),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: CART_KEY }), client.invalidateQueries({ queryKey: ORDERS_KEY })]);
    },
  });
}
