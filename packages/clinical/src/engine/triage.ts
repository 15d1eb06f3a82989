import { TRIAGE_RANK, type Triage, type TriageLevel } from '@labwise/domain';
import type { CompiledKb, CompiledRedFlag } from './compile';
import type { EngineOptions } from './options';
import type { Known } from './posterior';

/** What each level tells the patient to do. */
export const TRIAGE_ADVICE: Readonly<Record<TriageLevel, string>> = {
  emergency: 'Call your local emergency number or go to the nearest emergency department now.',
  urgent: 'See a clinician within 24 hours.',
  routine: 'Book a consultation with your doctor.',
  self_care: 'Self-care is reasonable; see a clinician if it gets worse or does not improve.',
};

export interface RedFlagReview {
  /** Rules whose conditions are all met. */
  met: CompiledRedFlag[];
  /** Per finding, the bonus for asking about it: it could complete a partly met rule. */
  wanted: Float64Array;
  /** True when a partly met emergency rule has a plausible finding left to ask about. */
  pending: boolean;
}

/**
 * Red-flag rules against what is known. A rule is met when all `allOf` findings are present, at
 * least one `anyOf` finding is (when it has any) and the age guard holds (an unknown age does not
 * excuse a rule). A rule is ruled out when one of its `allOf` findings, or all its `anyOf`
 * findings, are absent.
 *
 * A finding that could complete a rule not yet met or ruled out is worth asking about in
 * proportion to how much the answers have raised its probability: the bonus is the level's
 * `redFlagBonus` × min(1, raise / `redFlagRaise`), where raise = P(f | answers) − P(f | no
 * answers), times the chance that the rule's other missing `allOf` findings are present too. A
 * headache raises "sudden, worst ever" through the conditions that cause both, so that screen
 * comes early; a stiff neck is no likelier in a plain flu than in anyone, so it does not crowd out
 * the diagnostic questions. A finding that is the hallmark of a dangerous condition (P ≥ 0.5) is
 * also screened when the answers have made that condition up to `redFlagScreenFactor` times
 * likelier than before them, whatever its prior: a headache makes a bleed several times likelier,
 * so "did it start suddenly?" is asked; in a typical flu, the flu explains the fever and
 * meningitis gains nothing, so its screens wait. A finding whose "yes" alone would meet a partly met rule gets at least
 * `redFlagFloor` of the bonus: the rules name dangers the conditions may not model (night sweats
 * with weight loss). A partly met emergency rule (one of its findings present) with a
 * missing finding raised by at least half of `redFlagRaise` holds off the confident stop.
 */
export function reviewRedFlags(
  c: CompiledKb,
  known: Known,
  age: number | null,
  post: Float64Array,
  logPrior: Float64Array,
  baseline: Float64Array,
  opts: EngineOptions,
): RedFlagReview {
  const met: CompiledRedFlag[] = [];
  const wanted = new Float64Array(c.nF);
  let pending = false;
  /** How strongly the answers point to a dangerous condition this finding is a hallmark of (0..1). */
  const screen = (f: number, level: 'emergency' | 'urgent') => {
    let best = 0;
    for (const h of c.hallmarkOf[f]!) {
      if (level === 'emergency' && c.urgency[h] !== 'emergency') continue;
      // How many times likelier the answers made h than before them (after its rivals had their say).
      const raised = Math.log(post[h]!) - logPrior[h]!;
      best = Math.max(best, Math.min(1, Math.max(0, raised) / Math.log(opts.redFlagScreenFactor)));
    }
    return best;
  };
  const predictive = new Float64Array(c.nF).fill(-1);
  /** P(f | answers) under the posterior. */
  const chance = (f: number) => {
    if (predictive[f]! < 0) {
      let p = 0;
      for (let h = 0; h < c.nH; h += 1) p += post[h]! * c.pPresent[h * c.nF + f]!;
      predictive[f] = p;
    }
    return predictive[f]!;
  };
  for (const rule of c.redFlags) {
    const { def, allOf, anyOf } = rule;
    if (def.minAge !== undefined && age !== null && age < def.minAge) continue;
    if (allOf.length === 0 && anyOf.length === 0) continue;
    let allPresent = true;
    let ruledOut = false;
    let anyPresent = false;
    let someAnyUnknown = false;
    let touched = false;
    for (const f of allOf) {
      const s = known.state[f];
      if (s === 1) touched = true;
      else allPresent = false;
      if (s === 0) ruledOut = true;
    }
    for (const f of anyOf) {
      const s = known.state[f];
      if (s === 1) {
        anyPresent = true;
        touched = true;
      } else if (s === -1) someAnyUnknown = true;
    }
    if (anyOf.length > 0 && !anyPresent && !someAnyUnknown) ruledOut = true;
    if (allPresent && (anyOf.length === 0 || anyPresent)) {
      met.push(rule);
      continue;
    }
    if (ruledOut) continue;
    const missing: number[] = [];
    for (const f of allOf) if (known.state[f] === -1) missing.push(f);
    const missingAny: number[] = [];
    if (!anyPresent) for (const f of anyOf) if (known.state[f] === -1) missingAny.push(f);
    for (const f of [...missing, ...missingAny]) {
      let weight = Math.max(
        Math.min(1, Math.max(0, chance(f) - baseline[f]!) / opts.redFlagRaise),
        screen(f, def.level),
      );
      for (const g of missing) if (g !== f) weight *= chance(g);
      // A "yes" here alone would meet the rule: at least the floor, however little the model explains it.
      const completes =
        touched &&
        (missing.length === 0 ||
          (missing.length === 1 && missing[0] === f && (anyOf.length === 0 || anyPresent)));
      if (completes) weight = Math.max(weight, opts.redFlagFloor);
      wanted[f] = Math.max(wanted[f]!, opts.redFlagBonus[def.level] * weight);
      if (touched && def.level === 'emergency' && weight >= 0.5) pending = true;
    }
  }
  return { met, wanted, pending };
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

/**
 * Triage policy. Red flags always win: any met emergency rule → emergency. Otherwise the most
 * urgent of: met urgent rules; an emergency-urgency condition at or above `emergencyCondition`
 * (→ emergency) or `emergencyConditionUrgent` (→ urgent); an urgent condition at or above
 * `urgentCondition` (→ urgent); a routine condition at or above `routineCondition`, or any test to
 * recommend (→ routine); else self-care.
 */
export function decideTriage(
  c: CompiledKb,
  redFlags: RedFlagReview,
  post: Float64Array,
  ranked: readonly number[],
  hasTests: boolean,
  opts: EngineOptions,
): Triage {
  const t = opts.triage;
  const emergencyFlags = redFlags.met.filter((r) => r.def.level === 'emergency');
  if (emergencyFlags.length > 0) {
    return {
      level: 'emergency',
      reasons: emergencyFlags.map((r) => r.def.reason),
      advice: TRIAGE_ADVICE.emergency,
    };
  }
  let level: TriageLevel = 'self_care';
  const reasons: string[] = [];
  const raise = (to: TriageLevel, reason: string) => {
    if (TRIAGE_RANK[to] < TRIAGE_RANK[level]) {
      level = to;
      reasons.length = 0;
    }
    if (to === level && !reasons.includes(reason)) reasons.push(reason);
  };
  for (const r of redFlags.met) raise(r.def.level, r.def.reason);
  for (const h of ranked) {
    const p = post[h]!;
    const cond = c.conditions[h]!;
    if (cond.urgency === 'emergency' && p >= t.emergencyCondition) {
      raise('emergency', `Your answers fit ${cond.name} (${pct(p)}), which needs emergency care.`);
    } else if (cond.urgency === 'emergency' && p >= t.emergencyConditionUrgent) {
      raise(
        'urgent',
        `${cond.name} cannot be ruled out (${pct(p)}); a clinician should see you within 24 hours.`,
      );
    } else if (cond.urgency === 'urgent' && p >= t.urgentCondition) {
      raise(
        'urgent',
        `Your answers fit ${cond.name} (${pct(p)}), which a clinician should assess within 24 hours.`,
      );
    } else if (cond.urgency === 'routine' && p >= t.routineCondition) {
      raise(
        'routine',
        `Your answers fit ${cond.name} (${pct(p)}), which is worth checking with your doctor.`,
      );
    }
  }
  if (level === 'self_care' && hasTests)
    raise(
      'routine',
      'Some lab tests would help explain your symptoms; discuss the results with your doctor.',
    );
  if (level === 'self_care') {
    reasons.push('Your answers do not point to a condition that needs urgent care, tests or a consultation.');
  }
  return { level, reasons, advice: TRIAGE_ADVICE[level] };
}
