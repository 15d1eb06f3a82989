import { loadVignetteFile, type Vignette } from '../vignette';
import emergencies from './emergencies.json' with { type: 'json' };
import urgent from './urgent.json' with { type: 'json' };
import bloodNutrition from './blood-nutrition.json' with { type: 'json' };
import endocrine from './endocrine.json' with { type: 'json' };
import kidneyUrinary from './kidney-urinary.json' with { type: 'json' };
import musculoskeletal from './musculoskeletal.json' with { type: 'json' };
import digestive from './digestive.json' with { type: 'json' };
import infections from './infections.json' with { type: 'json' };
import mindSleepNeuro from './mind-sleep-neuro.json' with { type: 'json' };
import general from './general.json' with { type: 'json' };
import minorIllness from './minor-illness.json' with { type: 'json' };
import minorIllnessSecondRound from './minor-illness-second-round.json' with { type: 'json' };
import respiratoryWomensHealth from './respiratory-womens-health.json' with { type: 'json' };
import gutLiver from './gut-liver.json' with { type: 'json' };
import eyeEnt from './eye-ent.json' with { type: 'json' };
import mskInfections from './msk-infections.json' with { type: 'json' };
import kidneyUrologyBlood from './kidney-urology-blood.json' with { type: 'json' };
import heartLungsEnv from './heart-lungs-env.json' with { type: 'json' };
import skinChildren from './skin-children.json' with { type: 'json' };
import neuroMental from './neuro-mental.json' with { type: 'json' };
import womenEndocrine from './women-endocrine.json' with { type: 'json' };

/**
 * The clinical evaluation set (CLINICAL.md "Measuring it"): written cases, each grounded in the
 * guideline or review named in its `source`, in our own words. The cases are data files beside
 * this module, one per area, checked against a schema when the set loads.
 */
const FILES: readonly (readonly [name: string, data: unknown])[] = [
  ['emergencies', emergencies],
  ['urgent', urgent],
  ['blood-nutrition', bloodNutrition],
  ['endocrine', endocrine],
  ['kidney-urinary', kidneyUrinary],
  ['musculoskeletal', musculoskeletal],
  ['digestive', digestive],
  ['infections', infections],
  ['mind-sleep-neuro', mindSleepNeuro],
  ['general', general],
  ['minor-illness', minorIllness],
  ['minor-illness-second-round', minorIllnessSecondRound],
  ['respiratory-womens-health', respiratoryWomensHealth],
  ['gut-liver', gutLiver],
  ['eye-ent', eyeEnt],
  ['msk-infections', mskInfections],
  ['kidney-urology-blood', kidneyUrologyBlood],
  ['heart-lungs-env', heartLungsEnv],
  ['skin-children', skinChildren],
  ['neuro-mental', neuroMental],
  ['women-endocrine', womenEndocrine],
];

export const VIGNETTES: readonly Vignette[] = FILES.flatMap(([name, data]) => loadVignetteFile(data, name));
