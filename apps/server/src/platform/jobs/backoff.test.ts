import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  const base = { baseMs: 1_000, capMs: 60_000 };

  it('doubles the ceiling per failed try and waits in its upper half', () => {
    const low = [1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, { ...base, random: () => 0 }));
    const high = [1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, { ...base, random: () => 1 }));
    expect(low).toEqual([500, 1_000, 2_000, 4_000, 8_000]);
    expect(high).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never exceeds the cap, however many tries failed', () => {
    for (const attempt of [7, 8, 20, 100, 10_000]) {
      expect(backoffDelayMs(attempt, { ...base, random: () => 1 })).toBe(60_000);
      expect(backoffDelayMs(attempt, { ...base, random: () => 0 })).toBe(30_000);
    }
  });

  it('spreads retries of messages that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelayMs(4, base)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(4_000);
  });
});
