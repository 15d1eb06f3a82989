import { toKnowledgeBaseFile } from '../condition-file';
import type { ConditionFileData } from '../condition-file-schema';
import type { ConditionDef, FindingDef, QuestionDef, RedFlagDef } from '../types';
import bloodNutrition from './blood-nutrition.json' with { type: 'json' };
import bonesJoints from './bones-joints.json' with { type: 'json' };
import children from './children.json' with { type: 'json' };
import brainNerves from './brain-nerves.json' with { type: 'json' };
import digestive from './digestive.json' with { type: 'json' };
import emergencies from './emergencies.json' with { type: 'json' };
import gutLiver from './gut-liver.json' with { type: 'json' };
import earNoseThroat from './ear-nose-throat.json' with { type: 'json' };
import endocrine from './endocrine.json' with { type: 'json' };
import eye from './eye.json' with { type: 'json' };
import environment from './environment.json' with { type: 'json' };
import endocrineMore from './endocrine-more.json' with { type: 'json' };
import heartCirculation from './heart-circulation.json' with { type: 'json' };
import heartVessels from './heart-vessels.json' with { type: 'json' };
import infections from './infections.json' with { type: 'json' };
import infectionsTravel from './infections-travel.json' with { type: 'json' };
import kidneyUrinary from './kidney-urinary.json' with { type: 'json' };
import lungs from './lungs.json' with { type: 'json' };
import mentalHealth from './mental-health.json' with { type: 'json' };
import mindSleep from './mind-sleep.json' with { type: 'json' };
import minorIllness from './minor-illness.json' with { type: 'json' };
import musculoskeletal from './musculoskeletal.json' with { type: 'json' };
import neurology from './neurology.json' with { type: 'json' };
import pregnancyGynaecology from './pregnancy-gynaecology.json' with { type: 'json' };
import respiratory from './respiratory.json' with { type: 'json' };
import skin from './skin.json' with { type: 'json' };
import womensHealth from './womens-health.json' with { type: 'json' };
import urologyMale from './urology-male.json' with { type: 'json' };
import bloodDisorders from './blood-disorders.json' with { type: 'json' };

/**
 * The modelled conditions, read from the data files beside this module. The order is the order
 * of the differential's ties (emergencies first), so it is kept here rather than left to the
 * file system.
 */
export const KNOWLEDGE_BASE_FILES: readonly (readonly [name: string, data: unknown])[] = [
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
  ['gut-liver', gutLiver],
  ['eye', eye],
  ['ear-nose-throat', earNoseThroat],
  ['bones-joints', bonesJoints],
  ['infections-travel', infectionsTravel],
  ['urology-male', urologyMale],
  ['blood-disorders', bloodDisorders],
  ['heart-vessels', heartVessels],
  ['lungs', lungs],
  ['environment', environment],
  ['skin', skin],
  ['children', children],
  ['brain-nerves', brainNerves],
  ['mental-health', mentalHealth],
  ['pregnancy-gynaecology', pregnancyGynaecology],
  ['endocrine-more', endocrineMore],
  ['minor-illness', minorIllness],
];

// Checked against the schema by the tests (files.test.ts), not again at every start: the files are
// bundled into the build and cannot change after it.
const PARTS = KNOWLEDGE_BASE_FILES.map(([name, data]) =>
  toKnowledgeBaseFile(data as ConditionFileData, name),
);

export const CONDITIONS: readonly ConditionDef[] = PARTS.flatMap((p) => p.conditions);
/** Findings, questions, signs and hierarchy that the data files bring with their conditions. */
export const FILE_FINDINGS: readonly FindingDef[] = PARTS.flatMap((p) => p.findings);
export const FILE_QUESTIONS: readonly QuestionDef[] = PARTS.flatMap((p) => p.questions);
export const FILE_RED_FLAGS: readonly RedFlagDef[] = PARTS.flatMap((p) => p.redFlags);
export const FILE_IMPLIES: readonly (readonly [string, string])[] = PARTS.flatMap((p) => p.implies);
