import type { TriageLevel } from '@labwise/domain';

/**
 * A case written as a patient or parent speaks and types, for triage safety. Written from the
 * outside, without reading the knowledge base, so that it measures how the questionnaire copes
 * with real wording rather than with its own vocabulary.
 */
export interface SafetyCase {
  /** 'saf-001' …; held-out cases 'saf-h-001' …. */
  id: string;
  /** What they type first, in their own words: typos, lay words, run-on sentences, negations, family history. */
  text: string;
  /** Years; infants as fractions (0.15 ≈ 8 weeks). */
  age: number;
  sex: 'male' | 'female';
  pregnant?: boolean;
  /**
   * Everything else true for this patient that they would confirm if asked, one short
   * patient-worded sentence each. Anything not in `text` or `facts` is answered "no" by the
   * simulated patient.
   */
  facts: readonly string[];
  /** Things the patient would explicitly deny, patient-worded ("no fever", "I'm not pregnant"). */
  denies: readonly string[];
  /** The minimum safe level: anything less urgent is unsafe. */
  minLevel: TriageLevel;
  /** The level a careful clinician would give. */
  level: TriageLevel;
  /** What the case tests, kebab-case ('stroke-fast', 'negation-list', 'typo', 'self-care-cold', …). */
  rule: string;
  /** The guideline basis ('NICE NG128 Stroke (FAST)', 'NHS 111 / NICE CKS <topic>', 'clinical judgement'). */
  source: string;
}
