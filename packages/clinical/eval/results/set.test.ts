import { RESULT_FLAGS } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../src/index';
import { RESULTS_ALL, RESULTS_DEV, RESULTS_HELDOUT } from './index';

describe('results evaluation set', () => {
  const findings = new Set(KNOWLEDGE_BASE.findings.map((f) => f.id));
  const conditions = new Set(KNOWLEDGE_BASE.conditions.map((c) => c.id));

  it('has at least 60 cases, about a quarter held out, 8 or more with a critical value', () => {
    expect(RESULTS_ALL.length).toBeGreaterThanOrEqual(60);
    expect(RESULTS_HELDOUT.length / RESULTS_ALL.length).toBeGreaterThan(0.2);
    const critical = RESULTS_ALL.filter((k) => k.results.some((r) => r.flag === 'critical'));
    expect(critical.length).toBeGreaterThanOrEqual(8);
    for (const k of critical) expect(['urgent', 'emergency']).toContain(k.expect.minTriage);
  });

  it('uses unique ids and only knowledge-base findings and conditions', () => {
    expect(new Set(RESULTS_ALL.map((k) => k.id)).size).toBe(RESULTS_ALL.length);
    for (const k of RESULTS_ALL) {
      for (const id of [...k.present, ...(k.absent ?? [])])
        expect(findings.has(id), `${k.id}: ${id}`).toBe(true);
      for (const id of [k.expect.top, ...k.expect.drops])
        if (id) expect(conditions.has(id), `${k.id}: ${id}`).toBe(true);
      for (const r of k.results) expect(RESULT_FLAGS).toContain(r.flag);
    }
    expect(RESULTS_DEV.every((k) => !k.id.startsWith('res-h-'))).toBe(true);
    expect(RESULTS_HELDOUT.every((k) => k.id.startsWith('res-h-'))).toBe(true);
  });
});
