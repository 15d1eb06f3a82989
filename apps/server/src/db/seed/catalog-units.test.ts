import { isUcumUnit } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import { CORE_TESTS } from './catalog-core';
import { MORE_TESTS } from './catalog-more';

describe('the seed catalog’s analytes', () => {
  it('carry UCUM units, never an empty one', () => {
    const analytes = [...CORE_TESTS, ...MORE_TESTS].flatMap((t) => t.analytes.map((a) => ({ test: t.code, analyte: a.code, unit: a.unit })));
    expect(analytes.length).toBeGreaterThan(30);
    expect(analytes.filter((a) => !isUcumUnit(a.unit))).toEqual([]);
  });
});
