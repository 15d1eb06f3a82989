import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultation } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export const pendingConsultationsQuery = () =>
  queryOptions({ queryKey: ['consultations', 'pending'], queryFn: () => api.get<Consultation[]>('/api/v1/consultations?status=pending') });

export function useDecideConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) => api.post<Consultation>(`/api/v1/consultations/${id}/${decision}`, {}),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['consultations'] });
    },
  });
}
