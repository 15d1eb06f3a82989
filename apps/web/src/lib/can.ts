import { useCallback } from 'react';
import { roleHolds, type Permission, type Role, type UserStatus } from '@labwise/domain';
import { useCurrentAccount } from './current-account';

/** Who is asking: a stored account (role and state) or a signed-in session user (role only). */
export type Asker = { role: Role; status?: UserStatus };

/**
 * Whether the caller holds a permission, read from domain's permission table, the same table the
 * server guards its routes with. The web hides or shows controls with this, never by comparing
 * roles; the server still decides.
 */
export function accountCan(asker: Asker, permission: Permission): boolean {
  return roleHolds(permission, asker.role, asker.status === 'pending_approval');
}

/** can(permission) for the account of the dashboard shell (pages below it). */
export function useCan(): (permission: Permission) => boolean {
  const account = useCurrentAccount();
  return useCallback((permission: Permission) => accountCan(account, permission), [account]);
}
