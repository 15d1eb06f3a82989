import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const discardUnmatched = (id: string, reason: string) => api.post<{ done: true }>(`/api/v1/lab-interface/unmatched/${id}/discard`, { reason });

export function useDiscardUnmatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => discardUnmatched(id, reason),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['lab-interface'] });
    },
  });
}
