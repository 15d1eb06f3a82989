import { apiPaths, type Account, type Role } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** POST /auth/assign-role: the role chosen at sign-up, for an account that has none yet. */
export const assignRole = (role: Role) => api.post<Account>(apiPaths.assignRole, { role });
