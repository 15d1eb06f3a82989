import type { MedicalCategory, QuestionType, TriageLevel } from '@labwise/domain';

/**
 * The knowledge base's shape (CLINICAL.md "Knowledge base"). Data, not code: every number carries
 * its provenance so a reviewer can check it.
 */

/** Where a number or a rule comes from: a guideline, a review article, or "clinical judgement". */
export type Source = string;

export const AGE_BANDS = ['0-17', '18-39', '40-64', '65+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** `severity`: a qualifier of the illness (how bad, how fast), not a symptom a diagnosis must explain. */
export type FindingKind = 'symptom' | 'sign' | 'history' | 'risk_factor' | 'demographic' | 'severity';

export interface FindingDef {
  id: string;
  name: string;
  kind: FindingKind;
  /** Lower-case phrases that name this finding in free text ("tired", "exhausted"). */
  synonyms: readonly string[];
  /** P(finding | none of the modelled conditions): the leak. */
  leak: number;
  source: Source;
}

export interface ConditionFindingDef {
  finding: string;
  /** P(finding present | condition). */
  p: number;
  source?: Source;
}

export interface RecommendedTestDef {
  /** A code of the Labwise catalog (`CATALOG_LOINC` in catalog.ts). */
  code: string;
  loinc: string;
  /** False when the LOINC code was not checked against the LOINC table ("to verify"). */
  loincVerified: boolean;
  rationale: string;
  /** Only recommend when these findings are present (e.g. B12 only with neuropathy or a vegan diet). */
  onlyWith?: readonly string[];
  source: Source;
}

export interface ConditionDef {
  id: string;
  name: string;
  icd10: string;
  category: string;
  /** One sentence a patient understands. */
  description: string;
  /** The urgency the condition itself calls for when it leads the differential. */
  urgency: TriageLevel;
  prior: {
    /** Baseline prevalence among people who use a symptom questionnaire (0..1). */
    base: number;
    /** Multipliers by age band and by sex (1 when absent). */
    byAge?: Partial<Record<AgeBand, number>>;
    bySex?: Partial<Record<'male' | 'female', number>>;
    source: Source;
  };
  findings: readonly ConditionFindingDef[];
  tests: readonly RecommendedTestDef[];
  source: Source;
}

/** Groups whose risk raises the level a sign calls for (severity-signs.ts). */
export const RISK_GROUPS = [
  'infant_under_3_months',
  'child',
  'over_65',
  'pregnant',
  'immunosuppressed',
  'diabetic',
  'anticoagulated',
] as const;
export type RiskGroup = (typeof RISK_GROUPS)[number];

/**
 * A red-flag rule or severity sign: when all `allOf` findings are present (and any of `anyOf`, if
 * given, and none of `noneOf`), triage is at least `level`, raised for the groups in `raiseFor`.
 */
export interface RedFlagDef {
  id: string;
  level: Extract<TriageLevel, 'emergency' | 'urgent' | 'routine'>;
  allOf: readonly string[];
  anyOf?: readonly string[];
  /** The rule does not apply when one of these is present (foot drop is not a one-sided weakness). */
  noneOf?: readonly string[];
  /** Optional demographic guard, e.g. chest pain counts as an emergency from age 30. */
  minAge?: number;
  maxAge?: number;
  /** Only for this sex (a urine infection in a man needs a clinician; in a woman it is usually self-limiting). */
  sex?: 'male' | 'female';
  /** A higher level for patients in a risk group (an infant under 3 months with fever). */
  raiseFor?: readonly { group: RiskGroup; level: Extract<TriageLevel, 'emergency' | 'urgent'> }[];
  /**
   * Findings whose presence makes the rule's missing findings worth asking about before the
   * interview stops (a headache brings "sudden, worst ever?"); the rule's own present findings do too.
   */
  askWhen?: readonly string[];
  /**
   * Once every `allOf` finding is present, the `anyOf` findings not yet known are worth asking
   * before the interview stops — without the `allOf` findings bringing each other up as `askWhen`
   * would (a fever and a recent birth, then the signs of sepsis; a fever alone does not ask every
   * woman whether she has just given birth).
   */
  askAnyOfOnceAllOf?: boolean;
  /** For emergency rules: a clause for the safety-netting text ("your lips turn blue"). */
  netClause?: string;
  reason: string;
  source: Source;
}

/** Who a question or an option makes sense for; absent = everyone. */
export interface AppliesTo {
  sex?: 'male' | 'female';
  minAge?: number;
  maxAge?: number;
}

/** How an answer becomes evidence. */
export type AnswerMapping =
  | { kind: 'yes_no'; finding: string }
  | {
      kind: 'single_choice';
      /** `about`: findings the option points the interview towards (a topic, not evidence), e.g. 'Heart and breathing'. */
      options: readonly {
        value: string;
        label: string;
        present?: readonly string[];
        absent?: readonly string[];
        about?: readonly string[];
      }[];
    }
  | {
      kind: 'multi_select';
      /**
       * Selected → present; not selected → absent (the list is exhaustive for these findings). An
       * option with `appliesTo` is shown only to those it fits (a testicle to a man or a boy).
       */
      options: readonly { value: string; label: string; finding: string | null; appliesTo?: AppliesTo }[];
    }
  | {
      kind: 'scale';
      bands: readonly { min: number; max: number; present?: readonly string[]; absent?: readonly string[] }[];
    }
  | { kind: 'free_text' };

export interface QuestionDef {
  id: string;
  text: string;
  type: QuestionType;
  medical_category: MedicalCategory;
  required: boolean;
  placeholder?: string;
  context?: string;
  scaleLabels?: { min: string; max: string };
  mapping: AnswerMapping;
  /** The findings this question informs, for the information-gain ranking. */
  informs: readonly string[];
  source?: Source;
  /** Who the question makes sense for (e.g. periods or pregnancy: female, 12 to 55); absent = everyone. */
  appliesTo?: AppliesTo;
}

/**
 * Tests a presentation calls for whatever its cause, e.g. the first-line bloods for unexplained
 * tiredness (NICE CKS). Meant for when all `allOf` findings are present and no modelled
 * condition is probable enough to bring its own tests.
 */
export interface TestPanelDef {
  id: string;
  name: string;
  allOf: readonly string[];
  tests: readonly RecommendedTestDef[];
  source: Source;
}

export interface KnowledgeBase {
  version: string;
  findings: readonly FindingDef[];
  conditions: readonly ConditionDef[];
  redFlags: readonly RedFlagDef[];
  questions: readonly QuestionDef[];
  /** Prior mass of "other / not modelled". */
  otherPrior: number;
  /** Per risk group, the findings that put a patient in it (age groups come from the age). */
  riskGroupFindings?: Partial<Record<RiskGroup, readonly string[]>>;
  /** Specific finding ⇒ general finding (productive cough ⇒ cough); a general "no" denies the specific. */
  implies?: readonly (readonly [specific: string, general: string])[];
  /** Presentation-level test panels (optional; see TestPanelDef). */
  panels?: readonly TestPanelDef[];
}
