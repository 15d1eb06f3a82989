import { isUcumUnit } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import { ANALYTES } from '../../eval/results/labs';
import { nitrite } from '../../eval/results/labs';
import { RESULT_RULES } from './table';

describe('units of the results table and the evaluation labs', () => {
  it('are UCUM codes, never empty', () => {
    const bad = [
      ...RESULT_RULES.map((r) => [r.short, r.unit] as const),
      ...Object.entries(ANALYTES).map(([code, a]) => [code, a.unit] as const),
      ['nitrite', nitrite('Negative').unit] as const,
    ].filter(([, unit]) => !isUcumUnit(unit));
    expect(bad).toEqual([]);
  });

  it('agree with each other for the same LOINC', () => {
    const byLoinc = new Map(RESULT_RULES.map((r) => [r.loinc, r.unit]));
    const differ = Object.values(ANALYTES).filter((a) => byLoinc.has(a.loinc) && byLoinc.get(a.loinc) !== a.unit);
    expect(differ).toEqual([]);
  });
});
