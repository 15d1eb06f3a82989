import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type AdminUser, type Role, type UserStatus } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';

export type UserFilter = { q: string; role: Role | ''; status: UserStatus | '' };
export const USERS_LIMIT = 200;

function search(filter: UserFilter): string {
  const params = new URLSearchParams({ limit: String(USERS_LIMIT) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.role) params.set('role', filter.role);
  if (filter.status) params.set('status', filter.status);
  return params.toString();
}

export const adminUsersQuery = (filter: UserFilter) =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'users', filter], queryFn: () => api.get<AdminUser[]>(`${apiPaths.adminUsers}?${search(filter)}`) });

export const pendingUsersQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'users', 'pending'], queryFn: () => api.get<AdminUser[]>(`${apiPaths.adminUsers}?requested=true&limit=200`) });

export type UserChange = { role?: Role; status?: 'active' | 'disabled'; labId?: string | null };

/** Every user operation refreshes the lists and the dashboard figures. */
function useUserMutation<V>(fn: (vars: V) => Promise<AdminUser>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}

export const useUpdateUser = () =>
  useUserMutation(({ id, change }: { id: string; change: UserChange }) => api.patch<AdminUser>(apiPaths.adminUser(id), change));
export const useApproveUser = () => useUserMutation((id: string) => api.post<AdminUser>(apiPaths.adminUserApprove(id)));
export const useRejectUser = () => useUserMutation((id: string) => api.post<AdminUser>(apiPaths.adminUserReject(id)));
