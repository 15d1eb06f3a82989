import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { fullyExplainedMass, unexplainedFindings } from './explanations';

const c = engine.compiled;
const analyse = (age: number, present: string[], absent: string[] = []) =>
  engine.analyse({
    age,
    sex: 'female',
    evidence: [
      ...present.map((id) => ({ id, present: true })),
      ...absent.map((id) => ({ id, present: false })),
    ],
  });

describe('fullyExplainedMass', () => {
  it('adds up every condition that explains the whole picture, and only those', () => {
    const a = analyse(30, ['runny_nose', 'sneezing']);
    let expected = 0;
    for (let h = 0; h < c.nC; h += 1)
      if (a.post[h]! >= 1e-4 && unexplainedFindings(c, h, a.known).length === 0) expected += a.post[h]!;
    expect(fullyExplainedMass(c, a.known, a.post)).toBeCloseTo(expected, 12);
  });

  it('lets close relatives together outweigh "other" when none of them does alone', () => {
    // A cold and hay fever share a runny nose and sneezing: neither leads "other" by itself.
    const a = analyse(30, ['runny_nose', 'sneezing']);
    const leader = a.post[a.ranked[0]!]!;
    const other = a.post[c.other]!;
    expect(leader).toBeLessThan(other);
    expect(fullyExplainedMass(c, a.known, a.post)).toBeGreaterThan(other);
  });
});
