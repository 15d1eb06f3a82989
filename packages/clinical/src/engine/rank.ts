import type { EngineOptions } from './options';

/**
 * The lowest probability any rule reads a condition at: reported, an insight, bringing tests, or
 * raising the triage. Below it a condition's place in the ranking changes nothing.
 */
export function rankFloor(opts: EngineOptions): number {
  const t = opts.triage;
  return Math.min(
    opts.reportMin,
    opts.insightMin,
    opts.recommendMin,
    t.emergencyCondition,
    t.emergencyConditionUrgent,
    t.urgentCondition,
    t.routineCondition,
  );
}

/**
 * Conditions at or above `floor`, most probable first, ties in KB order; the single most probable
 * when none reaches it. Only a handful of the KB's conditions reach the floor, and sorting every
 * condition on each inference pass was a tenth of the interview's time.
 */
export function rankConditions(post: Float64Array, nC: number, floor: number): number[] {
  const out: number[] = [];
  let best = 0;
  for (let h = 0; h < nC; h += 1) {
    if (post[h]! >= floor) out.push(h);
    if (post[h]! > post[best]!) best = h;
  }
  if (out.length === 0 && nC > 0) out.push(best);
  return out.sort((a, b) => post[b]! - post[a]! || a - b);
}
