import type { Concept } from '../concept-match';
import { WEIGHT_LOST_ON_PURPOSE } from './shared-words';

/** "constantly", "all the time", "loads": how people say much more than usual. */
const A_LOT = [
  'loads',
  'constantly',
  'all the time',
  'so much',
  'non stop',
  'nonstop',
  'gallons',
  'every hour',
  'like a fish',
];

/**
 * New diabetes as parents and patients tell it (the 4 Ts: toilet, thirsty, tired, thinner):
 * "he's been drinking loads for a few weeks and weeing constantly", "looks skinnier too". Before,
 * only fixed phrases ("very thirsty", "passing a lot of urine") were read, so a child's new type 1
 * diabetes told that way read nothing. Not a feverish child who is "drinking loads" (the reassuring
 * sign of a child keeping fluids up), not drink after exercise or heat, not alcohol; not the
 * frequent, stinging wee of a water infection. Written from
 * NICE NG18 and Diabetes UK's 4 Ts.
 */
export const DIABETES_SIGNS: readonly Concept[] = [
  {
    finding: 'excessive_thirst',
    allOf: [['drinking', 'drinks', 'drink', 'thirsty'], A_LOT],
    within: 4,
    notWith: [
      'fever*',
      'temp*',
      'temperature',
      'nappy',
      'nappies',
      'still',
      'run',
      'running',
      'gym',
      'exercise',
      'hot',
      'heat',
      'sun',
      'alcohol',
      'beer*',
      'wine',
      'coffee',
      'energy drink*',
      'fizzy',
      'tea',
    ],
  },
  {
    finding: 'polyuria',
    allOf: [['wee', 'weeing', 'wees', 'pee', 'peeing', 'pees', 'urinating', 'toilet', 'loo'], A_LOT],
    within: 4,
    notWith: ['burn*', 'sting*', 'pain*', 'hurt*', 'sore', 'blood', 'smell*', 'cloudy'],
  },
  {
    finding: 'weight_loss',
    // "thinner" is left out: hair, blood and nails get thinner too.
    allOf: [
      [
        'skinnier',
        'clothes are loose',
        'clothes loose',
        'trousers are loose',
        'trousers loose',
        'trousers are falling down',
      ],
    ],
  },
  // "he has lost 8 kgs of weight in the last 6 weeks", "lost 10 kg", "down two stone": a case
  // note's weight loss with its amount, unless it was meant (a diet, the gym, surgery for it).
  {
    finding: 'weight_loss',
    allOf: [
      ['lost', 'losing', 'loss', 'dropped', 'down'],
      ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'pound', 'pounds', 'lb', 'lbs', 'stone'],
    ],
    within: 5,
    notWith: [...WEIGHT_LOST_ON_PURPOSE, 'baby', 'birth'],
  },
  // "lost a stone and I'm not dieting", "without dieting": the weight loss the words of a diet
  // would otherwise veto (the lexicon's guard), told as not meant.
  {
    finding: 'weight_loss',
    allOf: [
      ['lost', 'losing', 'dropped', 'down'],
      [
        'not dieting',
        'without dieting',
        'not been dieting',
        'not on a diet',
        'not been on a diet',
        'without a diet',
        'not trying',
      ],
    ],
    within: 10,
  },
];
