import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** The caller's account as the server stores it: the role and approval state that decide access. */
export const accountQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId],
    queryFn: () => api.get<Account>('/api/v1/auth/me'),
    staleTime: 30_000,
  });

export function useAccount(userId: string | null) {
  return useQuery({ ...accountQuery(userId ?? 'anonymous'), enabled: userId !== null });
}
