import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, Role } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** Asks an administrator for another role; the account keeps its current role until then. */
export const requestRole = (role: Role) => api.post<Account>('/api/v1/auth/role-request', { role });

export function useRequestRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestRole,
    // The shell's account query (keyed by the session's subject) then shows the waiting request.
    onSuccess: () => client.invalidateQueries({ queryKey: ['account'] }),
  });
}
