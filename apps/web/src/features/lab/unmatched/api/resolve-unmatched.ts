import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type ResolveUnmatchedRequest, type ResolveUnmatchedResult } from '@labwise/domain';
import { ORDERS_KEY } from '../../../../api/orders/list-orders';
import { api } from '../../../../lib/api-client';
import { LAB_INTERFACE_KEY } from './unmatched-results';

export const resolveUnmatched = (id: string, body: ResolveUnmatchedRequest) =>
  api.post<ResolveUnmatchedResult>(apiPaths.unmatchedResolve(id), body);

/** Attaching results moves an order on, so the order lists refresh too. */
export function useResolveUnmatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveUnmatchedRequest }) => resolveUnmatched(id, body),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: LAB_INTERFACE_KEY }), client.invalidateQueries({ queryKey: ORDERS_KEY })]);
    },
  });
}
