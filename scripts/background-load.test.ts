import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedLoad, startBackgroundLoad } from './background-load.mjs';

type Load = { pids: number[]; stop: () => void };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, limitMs: number) {
  const end = Date.now() + limitMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe('background load for the loaded e2e run', () => {
  const started: Load[] = [];
  afterEach(() => started.splice(0).forEach((load) => load.stop()));
  const start = (count: number, seconds: number): Load => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const load = startBackgroundLoad(count, seconds);
    started.push(load);
    return load;
  };

  it('reads the number of processes from E2E_BACKGROUND_LOAD, refusing nonsense', () => {
    expect(requestedLoad({})).toBe(0);
    expect(requestedLoad({ E2E_BACKGROUND_LOAD: '2' })).toBe(2);
    expect(requestedLoad({ E2E_BACKGROUND_LOAD: 'two' })).toBe(0);
    expect(requestedLoad({ E2E_BACKGROUND_LOAD: '-1' })).toBe(0);
    expect(requestedLoad({ E2E_BACKGROUND_LOAD: '1000' })).toBe(0);
  });

  it('starts busy processes that end when stopped', async () => {
    const { pids, stop } = start(2, 60);
    expect(pids).toHaveLength(2);
    expect(pids.every(alive)).toBe(true);
    stop();
    expect(await until(() => !pids.some(alive), 10_000)).toBe(true);
  });

  it('ends by itself at its time bound', async () => {
    const { pids } = start(1, 1);
    expect(await until(() => !alive(pids[0] ?? -1), 15_000)).toBe(true);
  });
});
