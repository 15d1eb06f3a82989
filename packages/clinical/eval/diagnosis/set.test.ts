import { TRIAGE_RANK } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import { BODY_SYSTEMS } from '../external/gold-icd10';
import { DIAGNOSIS_DEV, DIAGNOSIS_HELDOUT } from './index';

const ALL = [...DIAGNOSIS_DEV, ...DIAGNOSIS_HELDOUT];

/** The diagnosis set's own shape: unique ids, well-formed codes, every body system, a held-out third. */
describe('diagnosis set', () => {
  it('gives every case a unique id in its series', () => {
    const ids = ALL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of DIAGNOSIS_DEV) expect(c.id).toMatch(/^dx-\d{3}$/);
    for (const c of DIAGNOSIS_HELDOUT) expect(c.id).toMatch(/^dx-h-\d{3}$/);
  });

  it('holds out about a third of the cases', () => {
    const share = DIAGNOSIS_HELDOUT.length / ALL.length;
    expect(share).toBeGreaterThanOrEqual(0.25);
    expect(share).toBeLessThanOrEqual(0.4);
  });

  it('codes each diagnosis in ICD-10 and places it in a body system', () => {
    for (const c of ALL) {
      expect(c.icd10.length, c.id).toBeGreaterThan(0);
      for (const code of c.icd10) expect(code, c.id).toMatch(/^[A-Z]\d{2}(\.\d{1,2})?$/);
      expect(BODY_SYSTEMS, c.id).toContain(c.system);
      expect(c.diagnosis.trim(), c.id).not.toBe('');
      expect(c.source.trim(), c.id).not.toBe('');
    }
  });

  it('covers every body system in the development half', () => {
    const systems = new Set(DIAGNOSIS_DEV.map((c) => c.system));
    expect(BODY_SYSTEMS.filter((s) => !systems.has(s))).toEqual([]);
  });

  it('labels each case at or above its minimum safe level', () => {
    const inconsistent = ALL.filter((c) => TRIAGE_RANK[c.level] > TRIAGE_RANK[c.minLevel]).map((c) => c.id);
    expect(inconsistent).toEqual([]);
  });
});
