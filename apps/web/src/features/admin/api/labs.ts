import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLab, AdminLabInput, LabOffering, LabOfferingInput, PartnershipRequest } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export const adminLabsQuery = () => queryOptions({ queryKey: ['admin', 'labs'], queryFn: () => api.get<AdminLab[]>('/api/v1/admin/labs') });

export const labOfferingsQuery = (labId: string) =>
  queryOptions({ queryKey: ['admin', 'labs', labId, 'tests'], queryFn: () => api.get<LabOffering[]>(`/api/v1/admin/labs/${labId}/tests`) });

export type PartnershipStatus = 'open' | 'accepted' | 'declined' | 'all';
export const partnershipRequestsQuery = (status: PartnershipStatus) =>
  queryOptions({
    queryKey: ['admin', 'partnership-requests', status],
    queryFn: () => api.get<PartnershipRequest[]>(`/api/v1/admin/partnership-requests?status=${status}`),
  });

/** Lab changes show in the admin lists and in everyone's lab network. */
function useLabMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: ['labs'] })]);
    },
  });
}

export const useSaveLab = () =>
  useLabMutation(({ id, body }: { id: string | null; body: AdminLabInput }) =>
    id ? api.put<AdminLab>(`/api/v1/admin/labs/${id}`, body) : api.post<AdminLab>('/api/v1/admin/labs', body),
  );
export const useSaveOffering = () =>
  useLabMutation(({ labId, testId, body }: { labId: string; testId: string; body: LabOfferingInput }) =>
    api.put<{ done: true }>(`/api/v1/admin/labs/${labId}/tests/${testId}`, body),
  );
export const useRemoveOffering = () =>
  useLabMutation(({ labId, testId }: { labId: string; testId: string }) => api.delete<{ done: true }>(`/api/v1/admin/labs/${labId}/tests/${testId}`));
export const useDecidePartnership = () =>
  useLabMutation(({ id, decision }: { id: string; decision: 'accepted' | 'declined' }) =>
    api.post<{ done: true }>(`/api/v1/admin/partnership-requests/${id}/decision`, { decision }),
  );
