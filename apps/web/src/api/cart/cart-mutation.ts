import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@labwise/domain';
import { CART_KEY } from './cart';

/** A cart change: the cart it answers with replaces the cached one, so every view of the cart agrees. */
export function useCartMutation<V>(call: (variables: V) => Promise<Cart>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (cart) => client.setQueryData(CART_KEY, cart) });
}
