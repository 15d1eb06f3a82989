import { DIAGNOSIS_FIRST_ROUND } from './first-round';
import { DIAGNOSIS_HELDOUT_FIRST_ROUND } from './heldout-first-round';
import { DIAGNOSIS_HELDOUT_SECOND_ROUND } from './heldout-second-round';
import { DIAGNOSIS_SECOND_ROUND_A } from './second-round-a';
import { DIAGNOSIS_SECOND_ROUND_B } from './second-round-b';
import type { DiagnosisCase } from './types';

export type { DiagnosisCase } from './types';

/**
 * The diagnosis set: cases written from the outside, from textbook presentations chosen by
 * epidemiology, each with its diagnosis coded in ICD-10. DIAGNOSIS_DEV may be read while tuning;
 * DIAGNOSIS_HELDOUT may not (the held-out rule in ../README.md).
 */
export const DIAGNOSIS_DEV: readonly DiagnosisCase[] = [
  ...DIAGNOSIS_FIRST_ROUND,
  ...DIAGNOSIS_SECOND_ROUND_A,
  ...DIAGNOSIS_SECOND_ROUND_B,
];

export const DIAGNOSIS_HELDOUT: readonly DiagnosisCase[] = [
  ...DIAGNOSIS_HELDOUT_FIRST_ROUND,
  ...DIAGNOSIS_HELDOUT_SECOND_ROUND,
];
