import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { refreshPopularity } from './repository';

/** Orders leave the popularity window one by one as time passes; hourly keeps the lag small and the cost negligible. */
export const POPULARITY_REFRESH_MS = 60 * 60 * 1000;

export type PopularityRefresh = { stop: () => Promise<void> };

/**
 * Runs the popularity refresh (ADR 0052) now and then every `everyMs` in this process. Several
 * processes may each run it: the database serialises refreshes, and a second one finds nothing
 * to change. A failed refresh is logged and tried again at the next tick.
 */
export function startPopularityRefresh(
  db: Executor,
  log: FastifyBaseLogger,
  everyMs = POPULARITY_REFRESH_MS,
): PopularityRefresh {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = refreshPopularity(db).then(
      (changed) => log.info({ changed }, 'test popularity refreshed'),
      (err: unknown) => log.error({ err }, 'test popularity refresh failed'),
    );
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
