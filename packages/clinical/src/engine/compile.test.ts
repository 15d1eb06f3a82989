import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../kb';
import { compileKb } from './compile';
import { DEFAULT_OPTIONS } from './options';

/**
 * The tables are filled a finding at a time and patched where a hypothesis lists the finding;
 * every cell must hold what the textbook definition gives it.
 */
const c = compileKb(KNOWLEDGE_BASE, DEFAULT_OPTIONS.dangerWeights, {
  presentFactor: DEFAULT_OPTIONS.otherPresentFactor,
  presentCap: DEFAULT_OPTIONS.otherPresentCap,
});

describe('the compiled likelihood tables', () => {
  it('hold, in every cell, P(f | h), its logs and its likelihood ratio against the leak', () => {
    let wrong = 0;
    for (let h = 0; h < c.nH; h += 1) {
      for (let f = 0; f < c.nF; f += 1) {
        const at = h * c.nF + f;
        const p = c.pPresent[at]!;
        const l = c.leak[f]!;
        if (
          c.logPresent[at] !== Math.log(p) ||
          c.logAbsent[at] !== Math.log(1 - p) ||
          c.llrPresent[at] !== Math.log(p / l) ||
          c.llrAbsent[at] !== Math.log((1 - p) / (1 - l))
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
