import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveUnmatchedRequest, ResolveUnmatchedResult } from '@labwise/domain';
import { api } from '../../../../lib/api-client';

export const resolveUnmatched = (id: string, body: ResolveUnmatchedRequest) =>
  api.post<ResolveUnmatchedResult>(`/api/v1/lab-interface/unmatched/${id}/resolve`, body);

/** Attaching results moves an order on, so the order lists refresh too. */
export function useResolveUnmatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveUnmatchedRequest }) => resolveUnmatched(id, body),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['lab-interface'] }), client.invalidateQueries({ queryKey: ['orders'] })]);
    },
  });
}
