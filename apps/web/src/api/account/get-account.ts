import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Account } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** Every query of the caller's account lives under this key. */
export const ACCOUNT_KEY = ['account'] as const;

/** GET /auth/me: the caller's account as the server stores it, the role and approval state that decide access. */
export const fetchAccount = () => api.get<Account>(apiPaths.me);

/** Keyed by the session's subject, so another sign-in in the same tab never reads the last one's account. */
export const accountQuery = (userId: string) =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, userId], queryFn: fetchAccount, staleTime: 30_000 });

export function useAccount(userId: string | null) {
  return useQuery({ ...accountQuery(userId ?? 'anonymous'), enabled: userId !== null });
}
