import type { TriageLevel } from '@labwise/domain';

/**
 * A written clinical case for measuring the engine (CLINICAL.md "Measuring it"). The simulated
 * patient answers the engine's questions from `present` (yes) and everything else (no); `text`
 * is what they type into the opening free-text question.
 */
export interface Vignette {
  id: string;
  /** The clinical basis of the case (guideline, textbook chapter, review article). */
  source: string;
  age: number;
  sex: 'male' | 'female';
  /** The patient's own words for their main concern. */
  text: string;
  /** Finding ids true for this patient. */
  present: readonly string[];
  /** Finding ids the case states are absent (anything not in `present` is answered "no" too). */
  absent?: readonly string[];
  expected: {
    /** Acceptable condition ids, the most likely first; [] when no modelled condition applies. */
    conditions: readonly string[];
    triage: TriageLevel;
    /** Catalog codes a guideline indicates for this case; [] when no test is needed. */
    tests: readonly string[];
  };
  tags?: readonly ('red_flag' | 'no_test')[];
}
