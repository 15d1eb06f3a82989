import type { TriageLevel } from '@labwise/domain';

/**
 * The engine's policy numbers in one place. They are the engine's behaviour, not knowledge-base
 * data: tuned against the evaluation vignettes as a whole (never per case) and documented in the
 * package README.
 */
export interface EngineOptions {
  /** Stop when the leading condition reaches this probability. */
  confidentStop: number;
  /** Stop when the best question's (danger-weighted) expected information gain is below this, in nats. */
  minGain: number;
  /** Entropy weight of a hypothesis by its condition's urgency: dangerous conditions are ruled in or out first. */
  dangerWeights: Readonly<Record<TriageLevel, number>>;
  /** Extra score (nats) for a question that can complete or rule out a partly met red-flag rule. */
  redFlagBonus: Readonly<Record<'emergency' | 'urgent' | 'routine', number>>;
  /**
   * P(symptom or sign | other / not modelled) = leak × this (at most `otherPresentCap`): the
   * illnesses the KB does not model explain any symptom better than a condition that does not list it.
   */
  otherPresentFactor: number;
  otherPresentCap: number;
  /** Severity questions below emergency level take the last this-many questions of the budget (or come when the interview would stop). */
  severityReserve: number;
  /** Self-care needs a self-care condition that explains every symptom, at or above this probability… */
  selfCareMinLeader: number;
  /** … with "other / not modelled" below this. */
  selfCareMaxOther: number;
  /**
   * … or, below `selfCareMinLeader`, at or above this share of the explanations on offer: "other"
   * and the conditions that explain at least one present symptom or sign. With one specific
   * complaint (a blister) the conditions that explain nothing the patient reports keep their prior
   * mass; they are not explanations of this visit.
   */
  selfCareMinShare: number;
  /**
   * … or, taken together, the self-care conditions that explain every present symptom or sign hold
   * `selfCareMinShare` of those conditions and "other", while the urgent and emergency ones among
   * them hold at most this fraction of the self-care ones' probability (a cold, flu and hay fever
   * share a runny nose; a possible pneumonia beside them does not leave it to self-care) …
   */
  selfCareGroupMaxRival: number;
  /**
   * … and the routine ones (a GP's, not today's) at most this multiple of it: a mild headache
   * after a long day, as likely a tension headache as a migraine, is self-care with a safety net;
   * headaches most days for months, where migraine and medication overuse together outweigh a
   * tension headache, are not.
   */
  selfCareGroupMaxRoutine: number;
  /** Findings that say the patient has no complaint (a check-up): with nothing else present, self-care fits. */
  noComplaintFindings: readonly string[];
  /**
   * Asked first, in this order, when the patient's own words could not be read and no symptom is
   * known: the common reasons to call for help at once (the safety net's general clause).
   */
  unreadScreen: readonly string[];
  /** How far the answers must raise a red-flag finding's probability (absolute) to earn the full bonus. */
  redFlagRaise: number;
  /** How many times likelier the answers must make a dangerous condition for its hallmark red-flag findings to earn the full screening bonus. */
  redFlagScreenFactor: number;
  /** The least share of the bonus for a finding whose "yes" alone would meet a partly met rule. */
  redFlagFloor: number;
  /**
   * A question about a topic the patient chose (a choice option's `about` findings, e.g. 'Pain')
   * has its gain multiplied by 1 + this: it steers, it does not make an uninformative question worth asking.
   */
  topicBoost: number;
  /** Weight of a choice option that names no finding ("not sure"): its likelihood, the same under every hypothesis. */
  uninformativeOption: number;
  /** Multiplies every log-likelihood ratio; below 1 tempers naive Bayes' over-confidence with correlated findings. */
  evidenceScale: number;
  triage: {
    /** An emergency-urgency condition at or above this probability sends to emergency care. */
    emergencyCondition: number;
    /** An emergency-urgency condition at or above this probability (but below the one above) calls for a clinician within 24 h. */
    emergencyConditionUrgent: number;
    /** An urgent-urgency condition at or above this probability calls for a clinician within 24 h. */
    urgentCondition: number;
    /** A routine condition at or above this probability calls for a consultation. */
    routineCondition: number;
  };
  /** Conditions at or above this probability (and within `recommendRelative` of the leader) contribute their tests. */
  recommendMin: number;
  /** With a red flag met (the patient is sent to a clinician), conditions need at least this probability to bring tests. */
  recommendMinWithRedFlag: number;
  /** … and at least this fraction of the leading condition's probability. */
  recommendRelative: number;
  /** At most this many conditions contribute tests. */
  recommendMaxConditions: number;
  /** Catalog codes a consumer is never offered (clinician-ordered emergency tests). */
  clinicianOnlyTests: readonly string[];
  /** Insights: conditions at or above this probability, at most `maxInsights`. */
  insightMin: number;
  maxInsights: number;
  /** Diagnosis.conditions: at or above this probability, at most `maxConditions`. */
  reportMin: number;
  maxConditions: number;
}

export const DEFAULT_OPTIONS: EngineOptions = {
  confidentStop: 0.8,
  minGain: 0.01,
  dangerWeights: { emergency: 3, urgent: 2, routine: 1, self_care: 1 },
  redFlagBonus: { emergency: 1, urgent: 0.4, routine: 0 },
  otherPresentFactor: 2,
  otherPresentCap: 0.3,
  severityReserve: 2,
  selfCareMinLeader: 0.2,
  selfCareMaxOther: 0.3,
  selfCareMinShare: 0.4,
  selfCareGroupMaxRival: 0.25,
  selfCareGroupMaxRoutine: 1,
  noComplaintFindings: ['wants_checkup'],
  unreadScreen: [
    'shortness_of_breath',
    'chest_pain',
    'sudden_severe_headache',
    'one_sided_weakness',
    'confusion',
    'fainting',
  ],
  redFlagRaise: 0.1,
  redFlagFloor: 0.25,
  redFlagScreenFactor: 10,
  topicBoost: 1,
  uninformativeOption: 0.15,
  evidenceScale: 1,
  triage: {
    emergencyCondition: 0.3,
    emergencyConditionUrgent: 0.1,
    urgentCondition: 0.25,
    routineCondition: 0.25,
  },
  recommendMin: 0.2,
  recommendMinWithRedFlag: 0.4,
  recommendRelative: 0.3,
  recommendMaxConditions: 3,
  clinicianOnlyTests: ['DDIMER', 'TROP', 'TROPONIN', 'HSTROP', 'BNP', 'NTPROBNP'],
  insightMin: 0.05,
  maxInsights: 5,
  reportMin: 0.01,
  maxConditions: 10,
};

export type EngineOptionsInput = Partial<Omit<EngineOptions, 'triage' | 'redFlagBonus'>> & {
  triage?: Partial<EngineOptions['triage']>;
  redFlagBonus?: Partial<EngineOptions['redFlagBonus']>;
};

export function resolveOptions(input: EngineOptionsInput = {}): EngineOptions {
  return {
    ...DEFAULT_OPTIONS,
    ...input,
    redFlagBonus: { ...DEFAULT_OPTIONS.redFlagBonus, ...input.redFlagBonus },
    triage: { ...DEFAULT_OPTIONS.triage, ...input.triage },
  };
}
