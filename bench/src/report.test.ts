import { describe, expect, it } from 'vitest';
import type { ScenarioFigures } from './api';
import type { LoadResult } from './http-load';
import type { OpenLoopResult } from './open-loop';
import { rows, type BenchResults } from './report';
import type { ScenarioKind } from './scenarios';

const closed = (rps: number, errors = 0): LoadResult => ({
  steps: [{ name: 'get', rps, count: rps * 5, p50: 1, p95: 2, p99: 3, max: 4, errors }],
  failures: 0,
  errors,
  seconds: 5,
  errorSamples: [],
});
const open = (rate: number, p99: number, dropped = 0): OpenLoopResult => ({
  offeredRate: rate,
  achievedRate: rate,
  steps: [{ name: 'get', count: rate * 5, p50: 1, p99, p999: p99 + 1, max: p99 + 2, errors: 0 }],
  sent: rate * 5 - dropped,
  dropped,
  errors: 0,
  seconds: 5,
  errorSamples: [],
});

function figures(kind: ScenarioKind, limitRps: number | null, maxRps: number, p99: [number, number], dropped = 0): ScenarioFigures {
  return {
    scenario: { id: kind, name: kind, kind, steps: [{ name: 'get', build: () => ({ path: '/' }) }], nextJob: () => null, headline: 0 },
    limit: limitRps === null ? null : closed(limitRps),
    max: closed(maxRps),
    open: [
      { share: 0.5, result: open(maxRps / 2, p99[0], dropped) },
      { share: 0.8, result: open(maxRps * 0.8, p99[1]) },
    ],
    limitOpen: null,
  };
}

function verdicts(f: ScenarioFigures) {
  const results: BenchResults = {
    startedAt: new Date(),
    settings: { scale: 0.05, connections: 50, seconds: 5, soakSeconds: 0 },
    dataset: null,
    limits: [],
    scenarios: [f],
    soak: null,
    inProcess: [],
    frontend: null,
    notes: [],
  };
  return rows(results)
    .filter((r) => r.target)
    .map((r) => [r.load.replace(/:.*/, ''), r.ratio, r.target, r.met]);
}

describe('the issue 20 verdicts of a scenario', () => {
  it('judges a list on its share of the limit, p99 at half its max and p99 at 80%', () => {
    expect(verdicts(figures('list', 1000, 850, [20, 60]))).toEqual([
      ['max, 50 conn.', '', '0 errors', 'met'],
      ['max, 50 conn.', '85% of its limit', '≥ 80% of its limit, 0 errors', 'met'],
      ['open loop at 50% of max', '', 'p99 ≤ 25 ms, 0 errors, none dropped', 'met'],
      ['open loop at 80% of max', '', 'p99 ≤ 50 ms, 0 errors, none dropped', '**missed**'],
    ]);
  });

  it('holds writes to half their limit and p99 ≤ 100 ms, and fails a run that dropped requests', () => {
    const [, max, half] = verdicts(figures('write', 100, 55, [90, 500], 3));
    expect(max).toEqual(['max, 50 conn.', '55% of its limit', '≥ 50% of its limit, 0 errors', 'met']);
    expect(half).toEqual(['open loop at 50% of max', '', 'p99 ≤ 100 ms, 0 errors, none dropped', '**missed**']);
  });

  it('has no ratio without a limit, and a read misses under 80% of it', () => {
    expect(verdicts(figures('read', null, 500, [10, 10]))[0]).toEqual(['max, 50 conn.', '', '0 errors', 'met']);
    expect(verdicts(figures('read', 1000, 700, [10, 10]))[1]).toEqual(['max, 50 conn.', '70% of its limit', '≥ 80% of its limit, 0 errors', '**missed**']);
  });

  it('shows the limit under the product\'s open-loop arrivals as a reference, judged only on errors and drops', () => {
    const f = figures('read', 1000, 800, [60, 80]);
    f.limitOpen = { share: 0.5, result: open(400, 70, 2) };
    expect(verdicts(f).at(-1)).toEqual(["open loop at the product's 50% rate", '', '0 errors, none dropped', '**missed**']);
    f.limitOpen = { share: 0.5, result: open(400, 70) };
    expect(verdicts(f).at(-1)).toEqual(["open loop at the product's 50% rate", '', '0 errors, none dropped', 'met']);
  });

  it('sets every step of a cycle against the same step of its limit, the headline carrying the verdict', () => {
    const f = figures('write', 100, 60, [50, 50]);
    const twoSteps = (cart: number, checkout: number): LoadResult => ({
      ...closed(checkout),
      steps: [{ ...closed(cart).steps[0]!, name: 'add to cart' }, { ...closed(checkout).steps[0]!, name: 'checkout' }],
    });
    f.scenario.steps = [f.scenario.steps[0]!, f.scenario.steps[0]!];
    f.scenario.headline = 1;
    f.limit = twoSteps(200, 100);
    f.max = twoSteps(50, 60);
    f.open = [];
    const results: BenchResults = { startedAt: new Date(), settings: { scale: 1, connections: 50, seconds: 5, soakSeconds: 0 }, dataset: null, limits: [], scenarios: [f], soak: null, inProcess: [], frontend: null, notes: [] };
    const product = rows(results).filter((r) => r.load.startsWith('max') && !r.scenario.startsWith('limit'));
    expect(product.map((r) => [r.scenario, r.ratio, r.met])).toEqual([
      ['write: add to cart', '25% of its limit', ''],
      ['write: checkout', '60% of its limit', 'met'],
    ]);
  });
});
