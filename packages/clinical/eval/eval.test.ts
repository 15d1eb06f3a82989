import { describe, expect, it } from 'vitest';
import { engine } from '../src/index';
import { evaluate, formatMisses } from './metrics';
import { VIGNETTES } from './vignettes';

/**
 * The clinical evaluation inside `npm test`. Only the two safety figures are asserted: every
 * emergency sent to emergency care, and safe triage (at or above the right urgency) for at least
 * 97% of the vignettes. The other figures are reported by `npm run eval:clinical`.
 */
describe('clinical evaluation over all vignettes', () => {
  const summary = evaluate(engine, VIGNETTES);

  it('covers the vignette set', () => {
    expect(summary.vignettes).toBe(VIGNETTES.length);
    expect(summary.emergencies).toBeGreaterThan(0);
  });

  it('sends every emergency to emergency care', () => {
    const missed = summary.results
      .filter((r) => r.expected.triage === 'emergency' && r.triage !== 'emergency')
      .map((r) => r.id);
    expect(missed, formatMisses(summary)).toEqual([]);
    expect(summary.emergencyRecall).toBe(1);
  });

  it('gives safe triage for at least 97% of the vignettes', () => {
    const unsafe = summary.results
      .filter((r) => !r.triageSafe)
      .map((r) => `${r.id}: expected ${r.expected.triage}, got ${r.triage}`);
    expect(summary.triageSafe, unsafe.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  it('never offers a test with an emergency', () => {
    for (const r of summary.results) if (r.triage === 'emergency') expect(r.tests, r.id).toEqual([]);
  });
});
