import { CATALOG_LOINC, KNOWLEDGE_BASE, TEST_NAMES } from '@labwise/clinical';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './seed-reference-data';

describe('the seed catalog and the knowledge base', () => {
  const seeded = new Map(CATALOG.map((t) => [t.code, t]));

  it('sells every test the knowledge base may recommend, under the same LOINC code', () => {
    const mismatched = Object.entries(CATALOG_LOINC)
      .filter(([code, { loinc }]) => seeded.get(code)?.loinc !== loinc)
      .map(([code, { loinc }]) => `${code}: knowledge base ${loinc}, catalog ${seeded.get(code)?.loinc ?? 'missing'}`);
    expect(mismatched).toEqual([]);
    expect(Object.keys(CATALOG_LOINC).filter((code) => !TEST_NAMES[code])).toEqual([]);
  });

  it('can order every recommendation of every condition and panel', () => {
    const recommended = [
      ...KNOWLEDGE_BASE.conditions.flatMap((c) => c.tests.map((t) => t.code)),
      ...(KNOWLEDGE_BASE.panels ?? []).flatMap((p) => p.tests.map((t) => t.code)),
    ];
    expect(recommended.filter((code) => !seeded.has(code))).toEqual([]);
  });

  it('gives each test a unique code and each analyte a unique code within its test', () => {
    expect(seeded.size).toBe(CATALOG.length);
    for (const test of CATALOG) expect(new Set(test.analytes.map((a) => a.code)).size, test.code).toBe(test.analytes.length);
  });
});
