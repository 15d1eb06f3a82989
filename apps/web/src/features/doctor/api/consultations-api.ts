import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultation } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { refreshAlerts } from '../../../lib/alert-queries';

export const pendingConsultationsQuery = () =>
  queryOptions({ queryKey: ['consultations', 'pending'], queryFn: () => api.get<Consultation[]>('/api/v1/consultations?status=pending') });

export function useDecideConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) => api.post<Consultation>(`/api/v1/consultations/${id}/${decision}`, {}),
    onSuccess: async () => {
      // Accepting or declining changes the Alerts count and marks the request's notification read.
      await refreshAlerts(client);
    },
  });
}
