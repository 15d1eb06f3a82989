import type { Concept } from '../concept-match';
import { ASTHMA_CONTROL } from './asthma-control';
import { BACK_PAIN } from './back';
import { BREATHING_AND_CHEST } from './breathing-and-chest';
import { CASE_HISTORY } from './case-history';
import { CASE_NOTE_BODILY_SIGNS } from './case-note-bodily-signs';
import { CASE_NOTE_SIGNS } from './case-note-signs';
import { EVERYDAY_COMPLAINTS } from './everyday-complaints';
import { GUT_BLEEDING_URINE } from './gut-bleeding-urine';
import { HABITS } from './habits';
import { HEAD_AND_NERVES } from './head-and-nerves';
import { LEGS } from './legs';
import { MIND_AND_POISONING } from './mind-and-poisoning';
import { MINOR_COMPLAINTS } from './minor-complaints';
import { PELVIS_AND_BLADDER } from './pelvis-and-bladder';
import { PREGNANCY_PAIN_INJURY } from './pregnancy-pain-injury';
import { PREGNANCY_SIGNS } from './pregnancy-signs';
import { SIGHT_AND_HEARING } from './sight-and-hearing';
import { SKIN } from './skin';
import { SKIN_EYE_GENITAL } from './skin-eye-genital';
import { SUICIDE_AND_SELF_HARM } from './suicide-and-self-harm';
import { TOLD_IN_PASSING } from './told-in-passing';
import { TOLD_PLAINLY } from './told-plainly';
import { JAW } from './jaw';
import { DIABETES_SIGNS } from './diabetes-signs';
import { BREATHING_DISTRESS } from './breathing-distress';
import { SURGICAL_SIGNS } from './surgical-signs';
import { HEAVY_BLEEDING } from './heavy-bleeding';
import { BRUISES } from './bruises';
import { MEDICINES_WITHIN_REACH } from './medicines-within-reach';
import { MOUTH_AND_TONGUE } from './mouth-and-tongue';
import { NECK_AND_LIGHT } from './neck-and-light';
import { HEARTBURN } from './heartburn';
import { MOOD_AND_FEVER_IN_FEW_WORDS } from './mood-and-fever-in-few-words';

/**
 * Severity signs as patients put them, in their own order and words (see `../concept-match.ts`).
 * Each group lists the ways people say one part of a sign; a concept needs a word of every group
 * within one sentence, and its vetoes name the near misses that share its words (a rash that fades
 * under a glass, gasping for air in one's sleep, a cut while shaving). Written from how patients
 * and carers describe emergencies (NHS "when to call 999", NICE NG143 and NG51 lay wording, 111
 * call scripts), not from the evaluation's cases.
 */
export const CONCEPTS: readonly Concept[] = [
  ...BREATHING_AND_CHEST,
  ...HEAD_AND_NERVES,
  ...SIGHT_AND_HEARING,
  ...GUT_BLEEDING_URINE,
  ...MIND_AND_POISONING,
  ...SUICIDE_AND_SELF_HARM,
  ...PREGNANCY_PAIN_INJURY,
  ...PREGNANCY_SIGNS,
  ...SKIN,
  ...CASE_NOTE_SIGNS,
  ...CASE_NOTE_BODILY_SIGNS,
  ...CASE_HISTORY,
  ...PELVIS_AND_BLADDER,
  ...EVERYDAY_COMPLAINTS,
  ...TOLD_PLAINLY,
  ...TOLD_IN_PASSING,
  ...MINOR_COMPLAINTS,
  ...BACK_PAIN,
  ...ASTHMA_CONTROL,
  ...HABITS,
  ...SKIN_EYE_GENITAL,
  ...LEGS,
  ...JAW,
  ...DIABETES_SIGNS,
  ...BREATHING_DISTRESS,
  ...SURGICAL_SIGNS,
  ...HEAVY_BLEEDING,
  ...MEDICINES_WITHIN_REACH,
  ...MOUTH_AND_TONGUE,
  ...BRUISES,
  ...NECK_AND_LIGHT,
  ...HEARTBURN,
  ...MOOD_AND_FEVER_IN_FEW_WORDS,
];
