import { useEffect, useMemo } from 'react';
import { useAuth } from './auth-context';
import { useConfig } from './config-context';
import { toSessionUser, type SessionUser } from './auth';

export type Session =
  | { status: 'loading' }
  | { status: 'unauthenticated'; error?: string }
  | { status: 'authenticated'; user: SessionUser; accessToken: string };

/** The identity state of brief §4: loading, then authenticated or not. Invalid users are cleared. */
export function useSession(): Session {
  const auth = useAuth();
  const { identity } = useConfig();
  const user = useMemo(() => toSessionUser(auth.user, identity.roleClaim), [auth.user, identity.roleClaim]);
  const invalid = Boolean(auth.user) && !user;

  useEffect(() => {
    if (invalid) void auth.removeUser();
  }, [invalid, auth]);

  if (auth.isLoading || auth.activeNavigator) return { status: 'loading' };
  if (auth.isAuthenticated && user && auth.user) {
    return { status: 'authenticated', user, accessToken: auth.user.access_token };
  }
  return { status: 'unauthenticated', ...(auth.error ? { error: auth.error.message } : {}) };
}
