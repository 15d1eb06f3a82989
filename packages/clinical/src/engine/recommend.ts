import type { EngineTestRecommendation } from '@labwise/domain';
import { TEST_NAMES } from '../kb/catalog';
import type { RecommendedTestDef } from '../kb/types';
import type { CompiledKb } from './compile';
import type { EngineOptions } from './options';
import type { Known } from './posterior';

/**
 * Conditions whose tests are offered: probable enough in absolute terms and next to the leader.
 * When a red flag already sends the patient to a clinician, only a condition the answers clearly
 * point to brings tests; otherwise the clinician chooses.
 */
export function leadingConditions(
  c: CompiledKb,
  post: Float64Array,
  ranked: readonly number[],
  redFlagMet: boolean,
  opts: EngineOptions,
): number[] {
  const top = ranked[0] === undefined ? 0 : post[ranked[0]]!;
  const min = redFlagMet ? Math.max(opts.recommendMin, opts.recommendMinWithRedFlag) : opts.recommendMin;
  const out: number[] = [];
  for (const h of ranked) {
    const p = post[h]!;
    if (p < min || p < opts.recommendRelative * top) break;
    out.push(h);
    if (out.length >= opts.recommendMaxConditions) break;
  }
  return out;
}

/**
 * Tests for the leading conditions: the union of their tests, each only when its `onlyWith`
 * findings (any of them) are present, never a clinician-only emergency test, never for a
 * condition that itself calls for emergency care. One entry per code, ordered by the summed
 * probability of the conditions asking for it; the rationale is the most probable condition's.
 * When no condition leads and no red flag is met, the KB's presentation panels whose findings
 * are all present apply instead.
 */
export function recommendTests(
  c: CompiledKb,
  post: Float64Array,
  ranked: readonly number[],
  known: Known,
  redFlagMet: boolean,
  opts: EngineOptions,
): EngineTestRecommendation[] {
  const blocked = new Set(opts.clinicianOnlyTests);
  const justified = (test: RecommendedTestDef) =>
    !test.onlyWith ||
    test.onlyWith.length === 0 ||
    test.onlyWith.some((id) => {
      const f = c.findingIndex.get(id);
      return f !== undefined && known.state[f] === 1;
    });
  const byCode = new Map<
    string,
    { def: RecommendedTestDef; weight: number; first: number; conditions: string[] }
  >();
  let order = 0;
  const leading = leadingConditions(c, post, ranked, redFlagMet, opts);
  for (const h of leading) {
    const cond = c.conditions[h]!;
    if (cond.urgency === 'emergency') continue;
    for (const test of cond.tests) {
      if (blocked.has(test.code)) continue;
      if (!justified(test)) continue;
      const entry = byCode.get(test.code);
      if (entry) {
        entry.weight += post[h]!;
        if (!entry.conditions.includes(cond.id)) entry.conditions.push(cond.id);
      } else {
        byCode.set(test.code, { def: test, weight: post[h]!, first: order, conditions: [cond.id] });
        order += 1;
      }
    }
  }
  // No condition is probable enough to lead and no red flag sends the patient to a clinician: a
  // presentation's own panel (e.g. first-line bloods for unexplained tiredness) applies when all
  // its findings are present.
  if (leading.length === 0 && !redFlagMet) {
    for (const panel of c.panels) {
      if (!panel.allOf.every((f) => known.state[f] === 1)) continue;
      for (const test of panel.def.tests) {
        if (blocked.has(test.code) || byCode.has(test.code) || !justified(test)) continue;
        byCode.set(test.code, { def: test, weight: 0, first: order, conditions: [] });
        order += 1;
      }
    }
  }
  return [...byCode.values()]
    .sort((a, b) => b.weight - a.weight || a.first - b.first)
    .map(({ def, conditions }) => ({
      code: def.code,
      loinc: def.loinc,
      name: TEST_NAMES[def.code] ?? def.code,
      rationale: def.rationale,
      for_conditions: conditions,
    }));
}
