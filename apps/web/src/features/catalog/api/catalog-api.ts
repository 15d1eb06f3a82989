import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CatalogPage, CatalogTest, CheckoutPreview, CheckoutRequest, LabNetwork, Order, PatientSummary } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export type CatalogFilters = { q: string; category: string; labId: string; price: string; sort: string };

export const catalogQuery = (filters: CatalogFilters) =>
  queryOptions({
    queryKey: ['catalog', filters],
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      return api.get<CatalogPage>(`/api/v1/catalog/tests?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

/** One test by id (a link such as the search palette's `?test=`). */
export const catalogTestQuery = (id: string) =>
  queryOptions({ queryKey: ['catalog', 'test', id], queryFn: () => api.get<CatalogTest>(`/api/v1/catalog/tests/${encodeURIComponent(id)}`) });

export const labNetworkQuery = () =>
  queryOptions({ queryKey: ['labs'], queryFn: () => api.get<LabNetwork>('/api/v1/labs'), staleTime: 60_000 });

export const cartQuery = () => queryOptions({ queryKey: ['cart'], queryFn: () => api.get<Cart>('/api/v1/cart') });

export function useCart(enabled: boolean) {
  return useQuery({ ...cartQuery(), enabled });
}

/** Cart changes answer with the new cart, which replaces the cached one. */
function useCartMutation<V>(call: (variables: V) => Promise<Cart>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (cart) => client.setQueryData(cartQuery().queryKey, cart) });
}

export const useAddToCart = () => useCartMutation((testId: string) => api.post<Cart>('/api/v1/cart/lines', { testId }));
export const useRemoveFromCart = () => useCartMutation((testId: string) => api.delete<Cart>(`/api/v1/cart/lines/${testId}`));
export const useSetQuantity = () =>
  useCartMutation(({ testId, quantity }: { testId: string; quantity: number }) => api.put<Cart>(`/api/v1/cart/lines/${testId}`, { quantity }));

/** One checkout is one Idempotency-Key: a retried click replays the same orders. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: CheckoutRequest; key: string }) =>
      api.post<Order[]>('/api/v1/lab-orders', request, { 'Idempotency-Key': key }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['cart'] }), client.invalidateQueries({ queryKey: ['orders'] })]);
    },
  });
}

/** A doctor orders for one of their patients. */
export const myPatientsQuery = () =>
  queryOptions({ queryKey: ['patients', 'mine'], queryFn: () => api.get<PatientSummary[]>('/api/v1/patients') });

/** Where each test would go with this lab choice; refreshed when the cart or the choice changes. */
export const checkoutPreviewQuery = (labId: string, cartTotal: number, cartSize: number) =>
  queryOptions({
    queryKey: ['checkout-preview', labId, cartTotal, cartSize],
    queryFn: () => api.post<CheckoutPreview>('/api/v1/lab-orders/preview', labId ? { labId } : {}),
    retry: false,
  });
