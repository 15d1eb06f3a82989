import { TRIAGE_RANK } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import { SAFETY_ALL, SAFETY_DEV, SAFETY_HELDOUT } from './index';

/** The safety set's own shape: sizes, mix, unique ids, and labels that agree with themselves. */
describe('triage safety set', () => {
  it('has at least 220 cases, 65 emergencies and 65 genuine self-care cases', () => {
    expect(SAFETY_ALL.length).toBeGreaterThanOrEqual(220);
    expect(SAFETY_ALL.filter((c) => c.level === 'emergency').length).toBeGreaterThanOrEqual(65);
    expect(
      SAFETY_ALL.filter((c) => c.level === 'self_care' && c.minLevel === 'self_care').length,
    ).toBeGreaterThanOrEqual(65);
  });

  it('holds out about 30% of the cases', () => {
    const share = SAFETY_HELDOUT.length / SAFETY_ALL.length;
    expect(share).toBeGreaterThanOrEqual(0.25);
    expect(share).toBeLessThanOrEqual(0.35);
  });

  it('gives every case a unique id in its series', () => {
    const ids = SAFETY_ALL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of SAFETY_DEV) expect(c.id).toMatch(/^saf-\d{3,4}$/);
    for (const c of SAFETY_HELDOUT) expect(c.id).toMatch(/^saf-h-\d{3,4}$/);
  });

  it('labels each case at or above its minimum safe level', () => {
    const inconsistent = SAFETY_ALL.filter((c) => TRIAGE_RANK[c.level] > TRIAGE_RANK[c.minLevel]).map(
      (c) => c.id,
    );
    expect(inconsistent).toEqual([]);
  });

  it('names what each case tests and its basis', () => {
    for (const c of SAFETY_ALL) {
      expect(c.rule, c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.source.trim(), c.id).not.toBe('');
      expect(c.text.trim(), c.id).not.toBe('');
      expect(c.age, c.id).toBeGreaterThan(0);
      expect(c.age, c.id).toBeLessThan(120);
      if (c.pregnant) expect(c.sex, c.id).toBe('female');
    }
  });

  it('keeps self-care cases clearly self-care: each states what the patient denies', () => {
    const bare = SAFETY_ALL.filter((c) => c.level === 'self_care' && c.denies.length === 0).map((c) => c.id);
    expect(bare).toEqual([]);
  });
});
