import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query defaults', () => {
  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times, but never a 4xx', () => {
    expect(shouldRetry(2, new Error('network'))).toBe(true);
    expect(shouldRetry(3, new Error('network'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(404, 'missing'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(503, 'down'))).toBe(true);
  });

  it('keeps inactive data 5 minutes and refetches on focus and reconnect', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.gcTime).toBe(300_000);
    expect(queries.refetchOnWindowFocus).toBe(true);
    expect(queries.refetchOnReconnect).toBe(true);
  });
});
