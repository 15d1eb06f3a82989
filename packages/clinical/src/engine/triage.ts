import { TRIAGE_RANK, type Triage, type TriageLevel } from '@labwise/domain';
import type { CompiledKb } from './compile';
import type { EngineOptions } from './options';
import {
  leaderShare,
  presentComplaints,
  unexplainedFindings,
  selfCareGroupFits,
  wholePictureMass,
} from './explanations';
import type { Known } from './posterior';
import { anyIs, type RedFlagReview } from './red-flags';

/** What each level tells the patient to do. */
export const TRIAGE_ADVICE: Readonly<Record<TriageLevel, string>> = {
  emergency: 'Call your local emergency number or go to the nearest emergency department now.',
  urgent: 'See a clinician within 24 hours.',
  routine: 'Book a consultation with your doctor.',
  self_care: 'Self-care is reasonable; see a clinician if it gets worse or does not improve.',
};

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
    const relevant =
      anyIs(known.state, rule.askWhen, 1) ||
      (rule.allOf.length > 0 ? known.state[rule.allOf[0]!] === 1 : anyIs(known.state, rule.anyOf, 1));
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
