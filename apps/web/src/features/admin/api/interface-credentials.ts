import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterfaceCredential, IssuedInterfaceCredential } from '@labwise/domain';
import { api } from '../../../lib/api-client';

const base = (labId: string) => `/api/v1/admin/labs/${labId}/interface-credentials`;

export const interfaceCredentialsQuery = (labId: string) =>
  queryOptions({ queryKey: ['admin', 'labs', labId, 'interface-credentials'], queryFn: () => api.get<InterfaceCredential[]>(base(labId)) });

export function useIssueCredential(labId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<IssuedInterfaceCredential>(base(labId)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: interfaceCredentialsQuery(labId).queryKey });
    },
  });
}

export function useRevokeCredential(labId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) => api.delete<unknown>(`${base(labId)}/${credentialId}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: interfaceCredentialsQuery(labId).queryKey });
    },
  });
}
