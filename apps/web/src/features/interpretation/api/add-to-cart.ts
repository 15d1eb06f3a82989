import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** The cart's query key, as the catalog's cart drawer reads it. */
export const CART_QUERY_KEY = ['cart'] as const;

/** POST /api/v1/cart/lines: one catalog test into the caller's cart (an existing line's quantity goes up). */
export const addToCart = (testId: string) => api.post<Cart>('/api/v1/cart/lines', { testId });

/** 'Add to cart' for a suggested next step; the cached cart is refetched so every view of it agrees. */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
