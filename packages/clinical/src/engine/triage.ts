import { TRIAGE_RANK, type Triage, type TriageLevel } from '@labwise/domain';
import type { EngineSex } from '../contract';
import type { RiskGroup } from '../kb/types';
import type { CompiledKb, CompiledRedFlag } from './compile';
import type { EngineOptions } from './options';
import {
  explainsAny,
  leaderShare,
  presentComplaints,
  unexplainedFindings,
  selfCareGroupFits,
  wholePictureMass,
} from './explanations';
import type { Known } from './posterior';

/** What each level tells the patient to do. */
export const TRIAGE_ADVICE: Readonly<Record<TriageLevel, string>> = {
  emergency: 'Call your local emergency number or go to the nearest emergency department now.',
  urgent: 'See a clinician within 24 hours.',
  routine: 'Book a consultation with your doctor.',
  self_care: 'Self-care is reasonable; see a clinician if it gets worse or does not improve.',
};

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

/** A rule's level for this patient: its own, raised for the risk groups it names. */
function levelFor(rule: CompiledRedFlag, groups: ReadonlySet<RiskGroup>): MetFlag['level'] {
  let level: MetFlag['level'] = rule.def.level;
  for (const r of rule.def.raiseFor ?? [])
    if (groups.has(r.group) && rank(r.level) < rank(level)) level = r.level;
  return level;
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
  for (const rule of c.redFlags) {
    const { def, allOf, anyOf, noneOf, askWhen } = rule;
    if (def.minAge !== undefined && age !== null && age < def.minAge) continue;
    if (def.maxAge !== undefined && (age === null || age > def.maxAge)) continue;
    if (def.sex !== undefined && sex !== def.sex) continue;
    if (allOf.length === 0 && anyOf.length === 0) continue;
    if (noneOf.some((f) => known.state[f] === 1)) continue;
    const level = levelFor(rule, groups);
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
      met.push({ rule, level });
      continue;
    }
    if (ruledOut) continue;
    const missing: number[] = [];
    for (const f of allOf) if (known.state[f] === -1) missing.push(f);
    const missingAny: number[] = [];
    if (!anyPresent) for (const f of anyOf) if (known.state[f] === -1) missingAny.push(f);
    if (askWhen.length > 0 && (touched || askWhen.some((f) => known.state[f] === 1))) {
      // How far the patient's own findings already go towards the rule: a sign they have half met
      // (chest pain, is there sweating?) is asked before one only its trigger brings up.
      let present = anyPresent ? 1 : 0;
      for (const f of allOf) if (known.state[f] === 1) present += 1;
      for (const f of missing) severityAsk.push({ f, rank: rank(level), present });
      for (const f of missingAny) severityAsk.push({ f, rank: rank(level), present });
    } else if (def.askAnyOfOnceAllOf && allPresent) {
      for (const f of missingAny) severityAsk.push({ f, rank: rank(level), present: allOf.length });
    }
    for (const f of missing.length === 0 ? missingAny : missing.concat(missingAny)) {
      let weight = Math.max(
        Math.min(1, Math.max(0, chance(f) - baseline[f]!) / opts.redFlagRaise),
        screen(f, level),
      );
      for (const g of missing) if (g !== f) weight *= chance(g);
      // A "yes" here alone would meet the rule: at least the floor, however little the model explains it.
      const completes =
        touched &&
        (missing.length === 0 ||
          (missing.length === 1 && missing[0] === f && (anyOf.length === 0 || anyPresent)));
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

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** The reason given when the answers do not fit a modelled condition well enough to name it. */
export const CANNOT_TELL = 'We cannot tell what this is — please see a clinician.';
/** The reason given when free text was written but nothing in it could be read. */
export const TEXT_NOT_UNDERSTOOD =
  'We could not read any symptoms in what you wrote — please answer the questions, or see a clinician.';

/** Used when no emergency sign is relevant to the answers: the common reasons to call at once. */
const GENERAL_EMERGENCY_CLAUSE =
  'you have severe difficulty breathing, chest pain, a sudden severe headache, weakness on one side of the body, new confusion or you collapse';

const SEEK_CARE: Readonly<Record<TriageLevel, string>> = {
  emergency: 'Do not drive yourself. Even if you start to feel better, you still need to be checked today.',
  urgent:
    'If you cannot see a clinician within 24 hours, contact your out-of-hours or urgent care service (such as NHS 111).',
  routine: 'Seek care sooner if it gets worse, new symptoms appear, or you are worried.',
  self_care:
    'See a clinician if you are not getting better within a week, if it gets worse or keeps coming back, or if you are worried.',
};

/**
 * What would make it an emergency and when to seek care. The emergency clauses are those of the
 * emergency signs the answers make relevant (at most three), else the common ones.
 */
export function safetyNet(c: CompiledKb, known: Known, level: TriageLevel): string[] {
  if (level === 'emergency') return [SEEK_CARE.emergency];
  const clauses: string[] = [];
  for (const rule of c.redFlags) {
    const clause = rule.def.netClause;
    if (!clause || rule.def.level !== 'emergency' || clauses.includes(clause)) continue;
    // A rule speaks to this patient through its trigger or through what it is about: its first
    // finding (pregnancy in a pre-eclampsia rule, the testicle in a torsion rule). Its qualifiers
    // (sudden, severe, a high reading) alone would bring those warnings to a gouty toe.
    const about = rule.allOf.length > 0 ? rule.allOf.slice(0, 1) : rule.anyOf;
    const relevant = [...rule.askWhen, ...about].some((f) => known.state[f] === 1);
    if (relevant) clauses.push(clause);
    if (clauses.length === 3) break;
  }
  const what = clauses.length === 0 ? GENERAL_EMERGENCY_CLAUSE : clauses.join('; or ');
  return [`Call your local emergency number or go to the emergency department if ${what}.`, SEEK_CARE[level]];
}

/** The safety-netting text for a level when nothing else is known (results stored before it existed). */
export function safetyNetFor(level: TriageLevel): string[] {
  return level === 'emergency'
    ? [SEEK_CARE.emergency]
    : [
        `Call your local emergency number or go to the emergency department if ${GENERAL_EMERGENCY_CLAUSE}.`,
        SEEK_CARE[level],
      ];
}

export interface TriageContext {
  known: Known;
  /** Free text was given and nothing in it could be read. */
  textNotUnderstood: boolean;
  /** The priors of this patient's age and sex (ln), for the share of what they have. */
  logPrior?: Float64Array;
}

/**
 * Triage policy. Red flags and severity signs always win: any met emergency rule → emergency.
 * Otherwise the most urgent of: met rules at their level for this patient; an emergency-urgency
 * condition at or above `emergencyCondition` (→ emergency) or `emergencyConditionUrgent`
 * (→ urgent); an urgent condition at or above `urgentCondition` (→ urgent); a routine condition at
 * or above `routineCondition`, or any test to recommend (→ routine).
 *
 * Honest uncertainty: when the leading condition does not explain every present symptom or sign,
 * or "other / not modelled" outweighs all the conditions that do, the result says "We cannot tell
 * what this is" at the level the rules set, and at least routine. Self-care only when a self-care
 * condition explains every present symptom at `selfCareMinLeader` or more (or at
 * `selfCareMinShare` of the conditions that explain any of them, with "other"; or the self-care
 * conditions that explain them all fit together, `selfCareGroupFits`), "other" is below
 * `selfCareMaxOther`, and no rule is met; answers that report nothing give "We cannot tell" too.
 * Text that could not be read is never reassuring: at least routine.
 */
export function decideTriage(
  c: CompiledKb,
  redFlags: RedFlagReview,
  post: Float64Array,
  ranked: readonly number[],
  hasTests: boolean,
  opts: EngineOptions,
  ctx: TriageContext,
): Triage {
  const t = opts.triage;
  const { known } = ctx;
  const emergencyFlags = redFlags.met.filter((r) => r.level === 'emergency');
  if (emergencyFlags.length > 0) {
    const reasons: string[] = [];
    for (const r of emergencyFlags) if (!reasons.includes(r.rule.def.reason)) reasons.push(r.rule.def.reason);
    return {
      level: 'emergency',
      reasons,
      advice: TRIAGE_ADVICE.emergency,
      safety_net: safetyNet(c, known, 'emergency'),
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
  for (const r of redFlags.met) raise(r.level, r.rule.def.reason);
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

  const leader = ranked[0];
  const pOther = post[c.other]!;
  const positives = presentComplaints(c, known).length;
  const unexplained = leader === undefined ? positives : unexplainedFindings(c, leader, known).length;
  const pLeader = leader === undefined ? 0 : post[leader]!;
  // A pass over every condition, only where it is read: symptoms present, all explained by the leader.
  const whole = positives > 0 && unexplained === 0 ? wholePictureMass(c, known, post) : null;
  const uncertain = positives > 0 && (unexplained > 0 || (whole !== null && whole.all < pOther));
  const noComplaint =
    positives === 0 &&
    opts.noComplaintFindings.some((id) => {
      const f = c.findingIndex.get(id);
      return f !== undefined && known.state[f] === 1;
    });
  const selfCareFits =
    noComplaint ||
    (leader !== undefined &&
      c.urgency[leader] === 'self_care' &&
      unexplained === 0 &&
      pOther < opts.selfCareMaxOther &&
      (pLeader >= opts.selfCareMinLeader ||
        leaderShare(c, leader, known, post, ctx.logPrior, opts) >= opts.selfCareMinShare ||
        (whole !== null && selfCareGroupFits(whole, pOther, opts))));

  if (uncertain && (level as TriageLevel) !== 'emergency') {
    if (TRIAGE_RANK[level] > TRIAGE_RANK.routine) raise('routine', CANNOT_TELL);
    else if (!reasons.includes(CANNOT_TELL)) reasons.unshift(CANNOT_TELL);
  }
  // Nothing reported is not reassuring either: self-care needs a self-limiting condition that fits.
  if (level === 'self_care' && !selfCareFits) raise('routine', CANNOT_TELL);
  if (ctx.textNotUnderstood) {
    if (TRIAGE_RANK[level] > TRIAGE_RANK.routine) raise('routine', TEXT_NOT_UNDERSTOOD);
    else reasons.push(TEXT_NOT_UNDERSTOOD);
  }
  if (level === 'self_care') {
    reasons.push('Your answers do not point to a condition that needs urgent care, tests or a consultation.');
  }
  return { level, reasons, advice: TRIAGE_ADVICE[level], safety_net: safetyNet(c, known, level) };
}
