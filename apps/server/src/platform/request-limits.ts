import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from '../http/errors';
import { routedPath } from '../http/routed-path';

/** Counts one request against a limit; throws 429 (API error shape, Retry-After) once it is spent. */
export type RequestLimiter = (request: FastifyRequest) => Promise<void>;

export type LimitOptions = {
  /** Names the counters (and their Redis keys): one name per limit. */
  name: string;
  max: number;
  windowMs: number;
  /** Whose requests are counted together; null counts nothing (e.g. no key id was sent). */
  key: (request: FastifyRequest) => string | null;
  /** What the 429 says. */
  detail: string;
  /** Shared counters for several nodes; each process counts for itself without it. */
  redis?: Redis | undefined;
};

/**
 * A request limit built on @fastify/rate-limit's counters (in memory, or in Redis when configured),
 * called from a hook where the caller chooses (e.g. after authentication, to count per user).
 * Each limit registers the plugin in a scope of its own, so its route-level configuration and
 * counters never mix with another limit's. A Redis failure lets requests through rather than
 * failing them.
 */
export async function createRequestLimiter(app: FastifyInstance, options: LimitOptions): Promise<RequestLimiter> {
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(options.redis ? { redis: options.redis, nameSpace: `labwise-${options.name}-` } : {}),
    });
    check = scope.createRateLimit({
      max: options.max,
      timeWindow: options.windowMs,
      skipOnError: true,
      keyGenerator: (request) => options.key(request) ?? '',
    });
  });
  const limit = check!;
  return async (request) => {
    if (options.key(request) === null) return;
    const outcome = await limit(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    throw new AppError(429, 'Too Many Requests', options.detail, { 'Retry-After': String(Math.max(1, outcome.ttlInSeconds)) });
  };
}

/** Requests to the JSON and FHIR APIs, judged on the routed path (see routedPath). */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return path !== null && (path.startsWith('/api/') || path.startsWith('/fhir/'));
}
