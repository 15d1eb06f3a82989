import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Brief §7 defaults: 3 retries, back-off from 1 s doubling to 30 s, refetch on focus/reconnect, 5 min cache. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Client errors (4xx) will not change on retry; network failures and 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
