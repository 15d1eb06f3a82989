import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../kb';
import { compileKb } from './compile';
import { DEFAULT_OPTIONS } from './options';
import { contribution, posterior, type Known } from './posterior';

/**
 * The tables are filled a finding at a time and patched where a hypothesis lists the finding;
 * every cell must hold what the textbook definition gives it.
 */
const c = compileKb(KNOWLEDGE_BASE, DEFAULT_OPTIONS.dangerWeights, {
  presentFactor: DEFAULT_OPTIONS.otherPresentFactor,
  presentCap: DEFAULT_OPTIONS.otherPresentCap,
});

describe('the compiled likelihood tables', () => {
  it('hold, in every cell, P(f | h) and its logs; a cell no condition lists is the leak', () => {
    let wrong = 0;
    for (let h = 0; h < c.nH; h += 1) {
      for (let f = 0; f < c.nF; f += 1) {
        const at = h * c.nF + f;
        const p = c.pPresent[at]!;
        const l = c.leak[f]!;
        if (
          c.logPresent[at] !== Math.log(p) ||
          c.logAbsent[at] !== Math.log(1 - p) ||
          (c.listed[h]?.includes(f) !== true && p !== l && h !== c.other)
        )
          wrong += 1;
      }
    }
    expect(wrong).toBe(0);
  });

  it('list, per finding, exactly the hypotheses whose P(f | h) is not the leak, in order', () => {
    for (let f = 0; f < c.nF; f += 1) {
      const expected: number[] = [];
      for (let h = 0; h < c.nH; h += 1) if (c.pPresent[h * c.nF + f] !== c.leak[f]) expected.push(h);
      const from = c.distinct.start[f]!;
      const to = c.distinct.start[f + 1]!;
      expect([...c.distinct.h.subarray(from, to)]).toEqual(expected);
      expect([...c.distinct.p.subarray(from, to)]).toEqual(expected.map((h) => c.pPresent[h * c.nF + f]));
      expect([...c.distinct.llrPresent.subarray(from, to)]).toEqual(
        expected.map((h) => contribution(c, h, f, true, 1)),
      );
      expect([...c.distinct.llrAbsent.subarray(from, to)]).toEqual(
        expected.map((h) => contribution(c, h, f, false, 1)),
      );
    }
  });

  it('name as hallmarks the findings an emergency or urgent condition lists with P ≥ 0.5', () => {
    for (let f = 0; f < c.nF; f += 1) {
      const expected: number[] = [];
      for (let h = 0; h < c.nC; h += 1) {
        const serious = c.urgency[h] === 'emergency' || c.urgency[h] === 'urgent';
        if (serious && c.listed[h]!.includes(f) && c.pPresent[h * c.nF + f]! >= 0.5) expected.push(h);
      }
      expect([...c.hallmarkOf[f]!]).toEqual(expected);
    }
    expect(c.hallmarkOf.some((of) => of.length > 0)).toBe(true);
  });
});

describe('the posterior over the sparse table', () => {
  /** The textbook sum: every known finding's ratio against the leak, for every hypothesis. */
  function densePosterior(logPrior: Float64Array, known: Known, scale: number): Float64Array {
    const out = Float64Array.from(logPrior);
    for (const f of known.order)
      for (let h = 0; h < c.nH; h += 1) {
        const p = c.pPresent[h * c.nF + f]!;
        const l = c.leak[f]!;
        out[h] = out[h]! + scale * (known.state[f] === 1 ? Math.log(p / l) : Math.log((1 - p) / (1 - l)));
      }
    const max = Math.max(...out);
    const v = out.map((x) => Math.exp(x - max));
    const total = v.reduce((a, b) => a + b, 0);
    return v.map((x) => x / total);
  }

  it('is the same, to the last bit, as summing every cell', () => {
    const logPrior = new Float64Array(c.nH).map((_, h) => -Math.log(c.nH) + (h % 7) * 0.1);
    const answers = fc.uniqueArray(fc.tuple(fc.nat(c.nF - 1), fc.boolean()), {
      maxLength: 12,
      selector: ([f]) => f,
    });
    fc.assert(
      fc.property(answers, fc.constantFrom(1, 0.8), (given, scale) => {
        const state = new Int8Array(c.nF).fill(-1);
        for (const [f, present] of given) state[f] = present ? 1 : 0;
        const known: Known = { state, order: given.map(([f]) => f) };
        const sparse = posterior(c, logPrior, known, scale, new Float64Array(c.nH));
        expect([...sparse]).toEqual([...densePosterior(logPrior, known, scale)]);
      }),
      { numRuns: 200 },
    );
  });
});
