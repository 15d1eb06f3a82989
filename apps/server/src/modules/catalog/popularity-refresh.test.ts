import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { startPopularityRefresh } from './popularity-refresh';

/** The hourly refresh: runs at once, then on every tick; a failure is logged and the next tick tries again. */
function fakes(results: (number | Error)[]) {
  const execute = vi.fn(async () => {
    const next = results.shift() ?? 0;
    if (next instanceof Error) throw next;
    return { rows: [{ changed: next }] };
  });
  const log = { info: vi.fn(), error: vi.fn() };
  return {
    db: { execute } as unknown as Executor,
    execute,
    log,
    logger: log as unknown as FastifyBaseLogger,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startPopularityRefresh', () => {
  it('refreshes at start and on every tick until stopped', async () => {
    const { db, execute, log, logger } = fakes([3, 0]);
    const refresh = startPopularityRefresh(db, logger, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ changed: 3 }, 'test popularity refreshed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(execute).toHaveBeenCalledTimes(2);
    await refresh.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('logs a failed refresh and tries again at the next tick', async () => {
    const failure = new Error('connection lost');
    const { db, execute, log, logger } = fakes([failure, 1]);
    const refresh = startPopularityRefresh(db, logger, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'test popularity refresh failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith({ changed: 1 }, 'test popularity refreshed');
    await refresh.stop();
  });
});
