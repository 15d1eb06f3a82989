import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type InterfaceCredential, type IssuedInterfaceCredential } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';

export const interfaceCredentialsQuery = (labId: string) =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'labs', labId, 'interface-credentials'], queryFn: () => api.get<InterfaceCredential[]>(apiPaths.adminInterfaceCredentials(labId)) });

export function useIssueCredential(labId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<IssuedInterfaceCredential>(apiPaths.adminInterfaceCredentials(labId)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: interfaceCredentialsQuery(labId).queryKey });
    },
  });
}

export function useRevokeCredential(labId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) => api.delete<unknown>(apiPaths.adminInterfaceCredential(labId, credentialId)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: interfaceCredentialsQuery(labId).queryKey });
    },
  });
}
