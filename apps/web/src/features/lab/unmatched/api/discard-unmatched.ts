import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@labwise/domain';
import { api } from '../../../../lib/api-client';
import { LAB_INTERFACE_KEY } from './unmatched-results';

export const discardUnmatched = (id: string, reason: string) => api.post<{ done: true }>(apiPaths.unmatchedDiscard(id), { reason });

export function useDiscardUnmatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => discardUnmatched(id, reason),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: LAB_INTERFACE_KEY });
    },
  });
}
