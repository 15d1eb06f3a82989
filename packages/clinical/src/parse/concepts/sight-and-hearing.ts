import type { Concept } from '../concept-match';
import { SUDDEN } from './shared-words';

const HEAR_LOST = [
  "can't hear",
  'cannot hear',
  'barely hear',
  'hardly hear',
  'deaf',
  'muffled',
  'lost my hearing',
  'lost the hearing',
  'hearing has gone',
  'hearing went',
];
const SIGHT = ['sight', 'vision', 'see', 'eye', 'eyes'];
const LOST = [
  'lost',
  'gone',
  'went black',
  'blacked out',
  'curtain',
  'shadow',
  'blind',
  "can't see",
  'cannot see',
  'black',
  'dark',
];

/** Sight and hearing lost suddenly. */
export const SIGHT_AND_HEARING: readonly Concept[] = [
  { finding: 'vision_loss', allOf: [SUDDEN, SIGHT, LOST], within: 10 },
  {
    finding: 'vision_loss',
    allOf: [['curtain', 'shadow', 'veil', 'black out', 'blacked out', 'went black', 'gone black'], SIGHT],
    within: 12,
  },
  {
    finding: 'sudden_hearing_loss',
    allOf: [['woke', 'woken', 'overnight', 'sudden*', 'all of a sudden', 'out of nowhere'], HEAR_LOST],
    within: 12,
    notWith: [
      'for years',
      'over the years',
      'for months',
      'gradual*',
      'slowly',
      'wax',
      'syringed',
      'cold',
      'flu',
      'blocked nose',
    ],
  },
];
