import type { Vignette } from '../vignette';
import { BLOOD_NUTRITION_VIGNETTES } from './blood-nutrition';
import { DIGESTIVE_VIGNETTES } from './digestive';
import { EMERGENCY_VIGNETTES } from './emergencies';
import { ENDOCRINE_VIGNETTES } from './endocrine';
import { GENERAL_VIGNETTES } from './general';
import { INFECTION_VIGNETTES } from './infections';
import { KIDNEY_URINARY_VIGNETTES } from './kidney-urinary';
import { MIND_SLEEP_NEURO_VIGNETTES } from './mind-sleep-neuro';
import { MINOR_ILLNESS_VIGNETTES } from './minor-illness';
import { MINOR_ILLNESS_SECOND_ROUND_VIGNETTES } from './minor-illness-second-round';
import { MUSCULOSKELETAL_VIGNETTES } from './musculoskeletal';
import { RESPIRATORY_WOMENS_HEALTH_VIGNETTES } from './respiratory-womens-health';
import { URGENT_VIGNETTES } from './urgent';

/**
 * The clinical evaluation set (CLINICAL.md "Measuring it"): written cases, each grounded in the
 * guideline or review named in its `source`, in our own words.
 */
export const VIGNETTES: readonly Vignette[] = [
  ...EMERGENCY_VIGNETTES,
  ...URGENT_VIGNETTES,
  ...BLOOD_NUTRITION_VIGNETTES,
  ...ENDOCRINE_VIGNETTES,
  ...KIDNEY_URINARY_VIGNETTES,
  ...MUSCULOSKELETAL_VIGNETTES,
  ...DIGESTIVE_VIGNETTES,
  ...INFECTION_VIGNETTES,
  ...MIND_SLEEP_NEURO_VIGNETTES,
  ...GENERAL_VIGNETTES,
  ...MINOR_ILLNESS_VIGNETTES,
  ...MINOR_ILLNESS_SECOND_ROUND_VIGNETTES,
  ...RESPIRATORY_WOMENS_HEALTH_VIGNETTES,
];
