import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Cart } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** The caller's cart; every change answers with the new cart, which replaces this entry. */
export const CART_KEY = ['cart'] as const;

/** GET /cart. */
export const fetchCart = () => api.get<Cart>(apiPaths.cart);

export const cartQuery = () => queryOptions({ queryKey: CART_KEY, queryFn: fetchCart });

export function useCart(enabled: boolean) {
  return useQuery({ ...cartQuery(), enabled });
}
