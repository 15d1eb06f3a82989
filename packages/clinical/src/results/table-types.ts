/** The shapes of the results table (`table.ts`): data, read by `read.ts`. */

export interface Band {
  /** Stable id, e.g. 'tsh_very_high'. */
  id: string;
  /** The band holds measures in [min, max); either bound may be absent. */
  min?: number;
  max?: number;
  /** Only for this sex (reference limits that differ by sex). */
  sex?: 'male' | 'female';
  /** Text results: the band holds a text starting with one of these (lower case). */
  text?: readonly string[];
  /** How the value reads in a reason line: 'high', 'very high', 'low', 'normal', 'positive'. */
  label: string;
  /** A normal band: its line is shown only when it argues against a condition the assessment considered. */
  normal?: boolean;
  /** Plain language for the patient; `{measure}` is replaced by the measure (e.g. the eGFR). */
  meaning: string;
  /** Likelihood ratio of this band for each knowledge-base condition it informs (1 when absent). */
  lr: Readonly<Record<string, number>>;
  /** A level the triage rises to with this band, and why. */
  triage?: { level: 'urgent' | 'emergency'; reason: string };
}

/**
 * What the bands of an analyte read:
 * - 'value': the value in the rule's unit;
 * - 'egfr': the eGFR from creatinine, age and sex (CKD-EPI 2021);
 * - 'esr_ratio': the ESR over its age-adjusted upper limit (Miller 1983: men age/2, women (age+10)/2; at least 15/20).
 */
export type Measure = 'value' | 'egfr' | 'esr_ratio';

export interface AnalyteRule {
  loinc: string;
  /** Short display name for reason lines ("TSH"). */
  short: string;
  /** The unit the bands are written in. */
  unit: string;
  /** Other units a lab may report, with the factor that converts to `unit`. */
  factors?: Readonly<Record<string, number>>;
  measure?: Measure;
  /** First matching band wins. */
  bands: readonly Band[];
  /** Where the thresholds and likelihood ratios come from. */
  source: string;
}
