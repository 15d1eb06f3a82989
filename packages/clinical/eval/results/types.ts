import type { TriageLevel } from '@labwise/domain';
import type { LabResultInput } from '../../src/contract';

/**
 * A patient whose questionnaire was followed by lab results: the assessment's evidence, the
 * results as the lab reported them, and what a careful clinician would conclude from them.
 * Written from the clinical literature (guideline thresholds, published likelihood ratios), not
 * from the knowledge base's wording; only the evidence ids are knowledge-base finding ids.
 */
export interface ResultsCase {
  /** 'res-001' …; held-out cases 'res-h-001' …. */
  id: string;
  /** The case in a clinician's words. */
  story: string;
  age: number;
  sex: 'male' | 'female';
  /** Findings the questionnaire recorded as present (knowledge-base finding ids). */
  present: readonly string[];
  /** Findings the questionnaire recorded as denied. */
  absent?: readonly string[];
  /** The assessment's triage before the results. */
  priorTriage: TriageLevel;
  results: readonly LabResultInput[];
  /** Catalog codes ordered besides those the results' analytes belong to. */
  testsDone?: readonly string[];
  expect: {
    /** The condition that should lead after the results, or null when nothing should (no condition at 50% or more). */
    top: string | null;
    /** Conditions the results should lower (lowered or ruled out). */
    drops: readonly string[];
    /** Catalog codes the guidelines call for next; an array lists alternatives (any one will do). */
    followUps: readonly (string | readonly string[])[];
    /** The least urgent triage that is still safe with these results. */
    minTriage: TriageLevel;
  };
  /** Guideline or review behind the expected outcome. */
  source: string;
}
