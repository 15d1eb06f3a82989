import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LabDetail, LabNetwork } from '@labwise/domain';
import { api } from '../../lib/api-client';

export const labNetworkQuery = () => queryOptions({ queryKey: ['labs'], queryFn: () => api.get<LabNetwork>('/api/v1/labs') });
export const labDetailQuery = (id: string) => queryOptions({ queryKey: ['labs', id], queryFn: () => api.get<LabDetail>(`/api/v1/labs/${id}`) });
export const usePartnershipRequest = () =>
  useMutation({ mutationFn: (labId: string) => api.post<{ done: true }>(`/api/v1/labs/${labId}/partnership-requests`, {}) });
