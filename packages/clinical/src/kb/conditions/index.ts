import { loadConditionFile } from '../condition-file';
import type { ConditionDef } from '../types';
import bloodNutrition from './blood-nutrition.json' with { type: 'json' };
import digestive from './digestive.json' with { type: 'json' };
import emergencies from './emergencies.json' with { type: 'json' };
import endocrine from './endocrine.json' with { type: 'json' };
import heartCirculation from './heart-circulation.json' with { type: 'json' };
import infections from './infections.json' with { type: 'json' };
import kidneyUrinary from './kidney-urinary.json' with { type: 'json' };
import mindSleep from './mind-sleep.json' with { type: 'json' };
import minorIllness from './minor-illness.json' with { type: 'json' };
import musculoskeletal from './musculoskeletal.json' with { type: 'json' };
import neurology from './neurology.json' with { type: 'json' };
import respiratory from './respiratory.json' with { type: 'json' };
import womensHealth from './womens-health.json' with { type: 'json' };

/**
 * The modelled conditions, read from the data files beside this module. The order is the order
 * of the differential's ties (emergencies first), so it is kept here rather than left to the
 * file system.
 */
const FILES: readonly (readonly [name: string, data: unknown])[] = [
  ['emergencies', emergencies],
  ['heart-circulation', heartCirculation],
  ['blood-nutrition', bloodNutrition],
  ['endocrine', endocrine],
  ['kidney-urinary', kidneyUrinary],
  ['musculoskeletal', musculoskeletal],
  ['digestive', digestive],
  ['infections', infections],
  ['mind-sleep', mindSleep],
  ['neurology', neurology],
  ['respiratory', respiratory],
  ['womens-health', womensHealth],
  ['minor-illness', minorIllness],
];

export const CONDITIONS: readonly ConditionDef[] = FILES.flatMap(([name, data]) =>
  loadConditionFile(data, name),
);
