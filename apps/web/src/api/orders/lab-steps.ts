import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from './list-orders';

/** A lab workflow step: on success every order query is refreshed (lists, summary, details). */
export function useOrderStep<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }) });
}
