import { describe, expect, it } from 'vitest';
import { interpretResults } from '../src/index';
import { RESULTS_ALL } from './results';
import { resultsFigures } from './results-metrics';

/**
 * The results gate, on the whole results set (development and held out): lab results read back
 * into an assessment must put the expected condition first (or nothing first when results are
 * normal) in at least 90% of the cases, and a case with a critical value is never left below
 * urgent. Held-out cases are not listed on failure.
 */
export const RESULTS_TARGETS = { top1: 0.9, criticalBelowUrgent: 0 } as const;

describe('results gate (results set, development and held out)', () => {
  const f = resultsFigures(interpretResults, 'results', RESULTS_ALL);

  it('covers the whole set with its critical cases', () => {
    expect(f.cases).toBe(RESULTS_ALL.length);
    expect(f.critical).toBeGreaterThanOrEqual(8);
  });

  it(`puts the expected condition first in at least ${RESULTS_TARGETS.top1 * 100}% of the cases`, () => {
    expect(f.top1).toBeGreaterThanOrEqual(RESULTS_TARGETS.top1);
  });

  it('never leaves a critical value below urgent', () => {
    expect(f.criticalBelowUrgent).toBe(RESULTS_TARGETS.criticalBelowUrgent);
  });

  it('never triages below the lowest safe level', () => {
    expect(f.unsafe).toBe(0);
  });
});
