import { Redis } from 'ioredis';

/**
 * Where request-rate counters live. Without REDIS_URL each node counts for itself (in memory);
 * with it every node shares one counter per client, so several nodes enforce one limit.
 * The per-account sign-in lockout is in the database and is shared either way.
 */
export type RateLimitStore = { redis?: Redis; close(): Promise<void> };

export function createRateLimitStore(redisUrl: string | undefined, keyPrefix = 'labwise:'): RateLimitStore {
  if (!redisUrl) return { close: async () => undefined };
  const redis = new Redis(redisUrl, {
    keyPrefix,
    // Fail fast: a request must not hang on an unreachable Redis (the limiter then lets it through).
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  // Connection errors surface per command; an idle disconnect must not crash the process.
  redis.on('error', () => undefined);
  return {
    redis,
    close: async () => {
      redis.disconnect();
    },
  };
}
