import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Account, type Role } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ACCOUNT_KEY } from './get-account';

/** POST /auth/role-request: asks an administrator for another role; the account keeps its current role until then. */
export const requestRole = (role: Role) => api.post<Account>(apiPaths.roleRequest, { role });

export function useRequestRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestRole,
    // The shell's account query then shows the waiting request.
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}
