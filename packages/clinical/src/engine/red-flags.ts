import { TRIAGE_RANK, type TriageLevel } from '@labwise/domain';
import type { EngineSex } from '../contract';
import type { RiskGroup } from '../kb/types';
import type { CompiledKb, CompiledRedFlag } from './compile';
import type { EngineOptions } from './options';
import { explainsAny, presentComplaints } from './explanations';
import type { Known } from './posterior';

/** A met rule at its level for this patient (raised for a risk group). */
export interface MetFlag {
  rule: CompiledRedFlag;
  level: 'emergency' | 'urgent' | 'routine';
}

export interface RedFlagReview {
  /** Rules whose conditions are all met, each at its level for this patient. */
  met: MetFlag[];
  /** Per finding, the bonus for asking about it: it could complete a partly met rule. */
  wanted: Float64Array;
  /** True when a partly met emergency rule has a plausible finding left to ask about. */
  pending: boolean;
  /**
   * Severity findings worth asking before the interview stops, most urgent first: the missing
   * findings of rules with `askWhen` that one of its findings (or the rule's own) has made relevant,
   * with the level the rule would set (TRIAGE_RANK: 0 emergency … 2 routine).
   */
  severityAsk: { f: number; rank: number; present: number }[];
  /** Risk groups the patient is in. */
  groups: ReadonlySet<RiskGroup>;
}

/** The risk groups a patient is in: from the age (known only) and from present findings. */
export function riskGroupsOf(c: CompiledKb, known: Known, age: number | null): Set<RiskGroup> {
  const groups = new Set<RiskGroup>();
  if (age !== null && Number.isFinite(age)) {
    if (age < 0.25) groups.add('infant_under_3_months');
    if (age < 16) groups.add('child');
    if (age >= 65) groups.add('over_65');
  }
  for (const [group, fs] of c.riskGroups) if (fs.some((f) => known.state[f] === 1)) groups.add(group);
  return groups;
}

const rank = (level: TriageLevel) => TRIAGE_RANK[level];

/** Whether any of `fs` has state `s`. */
export function anyIs(state: Int8Array, fs: Int32Array, s: number): boolean {
  for (let i = 0; i < fs.length; i += 1) if (state[fs[i]!] === s) return true;
  return false;
}

/** A rule's level for this patient: its own, raised for the risk groups it names. */
function levelFor(rule: CompiledRedFlag, groups: ReadonlySet<RiskGroup>): MetFlag['level'] {
  let level: MetFlag['level'] = rule.def.level;
  for (const r of rule.def.raiseFor ?? [])
    if (groups.has(r.group) && rank(r.level) < rank(level)) level = r.level;
  return level;
}

/**
 * A met rule that a risk group would raise (a head injury on blood thinners) asks whether the
 * patient is in the group: its findings still unknown become severity questions at the raised
 * level. Patients rarely say they take warfarin when they write about a fall.
 */
function askRaisingGroups(
  c: CompiledKb,
  rule: CompiledRedFlag,
  level: MetFlag['level'],
  state: Int8Array,
  severityAsk: RedFlagReview['severityAsk'],
): void {
  for (const raise of rule.def.raiseFor ?? []) {
    if (rank(raise.level) >= rank(level)) continue;
    const findings = c.riskGroups.get(raise.group);
    if (!findings || anyIs(state, findings, 1)) continue;
    for (let i = 0; i < findings.length; i += 1)
      if (state[findings[i]!] === -1)
        severityAsk.push({ f: findings[i]!, rank: rank(raise.level), present: rule.allOf.length });
  }
}

/**
 * Red-flag rules and severity signs against what is known. A rule is met when all `allOf` findings
 * are present, at least one `anyOf` finding is (when it has any), none of `noneOf` is, and the age
 * guards hold (an unknown age does not excuse a `minAge` rule; a `maxAge` rule, for children, needs
 * a known age), and so does the sex guard. A rule is ruled out when one of its `allOf` findings, or all its `anyOf` findings,
 * are absent. A met rule's level is raised for the risk groups in its `raiseFor`.
 *
 * A finding that could complete a rule not yet met or ruled out is worth asking about in
 * proportion to how much the answers have raised its probability: the bonus is the level's
 * `redFlagBonus` × min(1, raise / `redFlagRaise`), where raise = P(f | answers) − P(f | no
 * answers), times the chance that the rule's other missing `allOf` findings are present too. A
 * headache raises "sudden, worst ever" through the conditions that cause both, so that screen
 * comes early; a stiff neck is no likelier in a plain flu than in anyone, so it does not crowd out
 * the diagnostic questions. A finding that is the hallmark of a dangerous condition (P ≥ 0.5) is
 * also screened when the answers have made that condition up to `redFlagScreenFactor` times
 * likelier than before them, whatever its prior, provided that condition explains one of the
 * patient's symptoms or signs (ADR 0057). A finding whose "yes" alone would meet a partly met rule
 * gets at least `redFlagFloor` of the bonus. A partly met emergency rule (one of its
 * findings present) with a missing finding raised by at least half of `redFlagRaise` holds off the
 * confident stop.
 *
 * Independently of the model, a rule with `askWhen` whose trigger (or one of its own findings) is
 * present lists its missing findings in `severityAsk`: the severity questions the interview asks
 * before it stops, whatever the differential says.
 */
export function reviewRedFlags(
  c: CompiledKb,
  known: Known,
  age: number | null,
  sex: EngineSex,
  post: Float64Array,
  logPrior: Float64Array,
  baseline: Float64Array,
  opts: EngineOptions,
): RedFlagReview {
  const met: MetFlag[] = [];
  const wanted = new Float64Array(c.nF);
  const severityAsk: { f: number; rank: number; present: number }[] = [];
  const groups = riskGroupsOf(c, known, age);
  let pending = false;
  const positives = presentComplaints(c, known);
  /** 1 when condition h explains one of the patient's symptoms or signs, 0 when not, -1 not yet looked at. */
  const fitsComplaint = new Int8Array(c.nH).fill(-1);
  const explainsComplaint = (h: number) => {
    if (fitsComplaint[h] === -1) fitsComplaint[h] = explainsAny(c, h, positives) ? 1 : 0;
    return fitsComplaint[h] === 1;
  };
  // Per finding and level (emergency, urgent): the same hallmark is screened by many rules.
  const screened = new Float64Array(2 * c.nF).fill(-1);
  /**
   * How strongly the answers point to a dangerous condition this finding is a hallmark of (0..1).
   * Only a condition that explains something the patient has counts: a timing or a risk factor
   * alone ("since last night", a smoker) raises every acute or smoking-related emergency a little,
   * and screening for all of them (a chemical in the eye after heartburn) spends the questions
   * that the complaint's own dangers need.
   */
  const screen = (f: number, level: 'emergency' | 'urgent' | 'routine') => {
    if (level === 'routine') return 0;
    const slot = level === 'emergency' ? f : c.nF + f;
    if (screened[slot]! >= 0) return screened[slot]!;
    let best = 0;
    for (const h of c.hallmarkOf[f]!) {
      if (level === 'emergency' && c.urgency[h] !== 'emergency') continue;
      if (!explainsComplaint(h)) continue;
      // How many times likelier the answers made h than before them (after its rivals had their say).
      const raised = Math.log(post[h]!) - logPrior[h]!;
      best = Math.max(best, Math.min(1, Math.max(0, raised) / Math.log(opts.redFlagScreenFactor)));
    }
    screened[slot] = best;
    return best;
  };
  const predictive = new Float64Array(c.nF).fill(-1);
  /** P(f | answers) under the posterior. */
  const chance = (f: number) => {
    if (predictive[f]! < 0) {
      // Every hypothesis has the finding's leak except the few with their own P(f | h): the leak
      // times the whole mass, corrected for those few (the posterior sums to 1).
      const { start, h: hyp, p: own } = c.distinct;
      const leak = c.leak[f]!;
      let p = leak;
      for (let i = start[f]!; i < start[f + 1]!; i += 1) p += post[hyp[i]!]! * (own[i]! - leak);
      predictive[f] = p;
    }
    return predictive[f]!;
  };
  const state = known.state;
  // The rule's unknown allOf and anyOf findings, in reused buffers (no allocation per rule).
  const missing = c.scratch.missing;
  const missingAny = c.scratch.missingAny;
  for (const rule of c.redFlags) {
    const { def, allOf, anyOf, noneOf, askWhen } = rule;
    if (def.minAge !== undefined && age !== null && age < def.minAge) continue;
    if (def.maxAge !== undefined && (age === null || age > def.maxAge)) continue;
    if (def.sex !== undefined && sex !== def.sex) continue;
    if (allOf.length === 0 && anyOf.length === 0) continue;
    if (anyIs(state, noneOf, 1)) continue;
    let allPresent = true;
    let ruledOut = false;
    let anyPresent = false;
    let someAnyUnknown = false;
    let touched = false;
    let nMissing = 0;
    let allPresentCount = 0;
    for (let i = 0; i < allOf.length; i += 1) {
      const f = allOf[i]!;
      const s = state[f];
      if (s === 1) {
        touched = true;
        allPresentCount += 1;
      } else allPresent = false;
      if (s === 0) ruledOut = true;
      else if (s === -1) missing[nMissing++] = f;
    }
    for (let i = 0; i < anyOf.length; i += 1) {
      const s = state[anyOf[i]!];
      if (s === 1) {
        anyPresent = true;
        touched = true;
      } else if (s === -1) someAnyUnknown = true;
    }
    if (anyOf.length > 0 && !anyPresent && !someAnyUnknown) ruledOut = true;
    if (allPresent && (anyOf.length === 0 || anyPresent)) {
      const level = levelFor(rule, groups);
      met.push({ rule, level });
      askRaisingGroups(c, rule, level, state, severityAsk);
      continue;
    }
    if (ruledOut) continue;
    const level = levelFor(rule, groups);
    let nMissingAny = 0;
    if (!anyPresent)
      for (let i = 0; i < anyOf.length; i += 1)
        if (state[anyOf[i]!] === -1) missingAny[nMissingAny++] = anyOf[i]!;
    if (askWhen.length > 0 && (touched || anyIs(state, askWhen, 1))) {
      // How far the patient's own findings already go towards the rule: a sign they have half met
      // (chest pain, is there sweating?) is asked before one only its trigger brings up.
      const present = (anyPresent ? 1 : 0) + allPresentCount;
      for (let i = 0; i < nMissing; i += 1) severityAsk.push({ f: missing[i]!, rank: rank(level), present });
      for (let i = 0; i < nMissingAny; i += 1)
        severityAsk.push({ f: missingAny[i]!, rank: rank(level), present });
    } else if (def.askAnyOfOnceAllOf && allPresent) {
      for (let i = 0; i < nMissingAny; i += 1)
        severityAsk.push({ f: missingAny[i]!, rank: rank(level), present: allOf.length });
    }
    // The findings worth asking about: the missing allOf ones and then the missing anyOf ones, or
    // the anyOf ones alone when every allOf finding is in.
    const nAsk = nMissing + nMissingAny;
    for (let k = 0; k < nAsk; k += 1) {
      const f = k < nMissing ? missing[k]! : missingAny[k - nMissing]!;
      let weight = Math.max(
        Math.min(1, Math.max(0, chance(f) - baseline[f]!) / opts.redFlagRaise),
        screen(f, level),
      );
      for (let i = 0; i < nMissing; i += 1) if (missing[i] !== f) weight *= chance(missing[i]!);
      // A "yes" here alone would meet the rule: at least the floor, however little the model explains it.
      const completes =
        touched &&
        (nMissing === 0 || (nMissing === 1 && missing[0] === f && (anyOf.length === 0 || anyPresent)));
      if (completes) weight = Math.max(weight, opts.redFlagFloor);
      wanted[f] = Math.max(wanted[f]!, opts.redFlagBonus[level] * weight);
      if (touched && level === 'emergency' && weight >= 0.5) pending = true;
    }
  }
  // Most urgent first; within a level the signs the patient's findings have gone furthest
  // towards; a stable sort keeps the rules' order among equals.
  severityAsk.sort((a, b) => a.rank - b.rank || b.present - a.present);
  return { met, wanted, pending, severityAsk, groups };
}
