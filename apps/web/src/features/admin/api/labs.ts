import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type AdminLab, type AdminLabInput, type LabClosure, type LabClosureInput, type LabOffering, type LabOfferingInput, type PartnershipRequest } from '@labwise/domain';
import { LABS_KEY } from '../../../api/labs/lab-network';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';

export const adminLabsQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, 'labs'], queryFn: () => api.get<AdminLab[]>(apiPaths.adminLabs) });

export const labOfferingsQuery = (labId: string) =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'labs', labId, 'tests'], queryFn: () => api.get<LabOffering[]>(apiPaths.adminLabTests(labId)) });

export type PartnershipStatus = 'open' | 'accepted' | 'declined' | 'all';
export const partnershipRequestsQuery = (status: PartnershipStatus) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'partnership-requests', status],
    queryFn: () => api.get<PartnershipRequest[]>(`${apiPaths.adminPartnershipRequests}?status=${status}`),
  });

/** Lab changes show in the admin lists and in everyone's lab network. */
function useLabMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ADMIN_KEY }), client.invalidateQueries({ queryKey: LABS_KEY })]);
    },
  });
}

export const useSaveLab = () =>
  useLabMutation(({ id, body }: { id: string | null; body: AdminLabInput }) =>
    id ? api.put<AdminLab>(apiPaths.adminLab(id), body) : api.post<AdminLab>(apiPaths.adminLabs, body),
  );
export const useSaveOffering = () =>
  useLabMutation(({ labId, testId, body }: { labId: string; testId: string; body: LabOfferingInput }) =>
    api.put<{ done: true }>(apiPaths.adminLabTest(labId, testId), body),
  );
export const useRemoveOffering = () =>
  useLabMutation(({ labId, testId }: { labId: string; testId: string }) => api.delete<{ done: true }>(apiPaths.adminLabTest(labId, testId)));
export const useDecidePartnership = () =>
  useLabMutation(({ id, decision }: { id: string; decision: 'accepted' | 'declined' }) =>
    api.post<{ done: true }>(apiPaths.adminPartnershipDecision(id), { decision }),
  );
export const useAddClosure = () =>
  useLabMutation(({ labId, body }: { labId: string; body: LabClosureInput }) => api.post<LabClosure>(apiPaths.adminLabClosures(labId), body));
export const useRemoveClosure = () =>
  useLabMutation(({ labId, id }: { labId: string; id: string }) => api.delete<{ done: true }>(apiPaths.adminLabClosure(labId, id)));
