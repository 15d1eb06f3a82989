import type { Concept } from '../concept-match';
import { DRY_MOUTH_ILLNESS, PAIN } from './shared-words';

const VOMIT = ['vomit*', 'sick', 'throw* up', 'threw up', 'puk*', 'spew*', 'brought up', 'bringing up'];
const BLOOD = ['blood', 'bloody', 'coffee grounds'];
const POO = ['poo*', 'stool*', 'bowel*', 'motion*', 'toilet', 'bum', 'back passage'];
const BLACK = ['black', 'tarry', 'tar', 'jet'];
const BLEEDING = ['bleed*', 'blood', 'pouring', 'gushing', 'spurting'];
const WONT_STOP = [
  "won't stop",
  'will not stop',
  "doesn't stop",
  "isn't stopping",
  "can't stop",
  'cannot stop',
  'not stopping',
  'keeps pouring',
  'soaked through',
  'soaking through',
  'huge clots',
  'massive clots',
];
const DRINK = ['drink*', 'fluids', 'water', 'liquids', 'milk', 'feed*', 'food'];
const KEEP_DOWN = [
  "can't keep",
  'cannot keep',
  "won't keep",
  'not keeping',
  "doesn't stay",
  "won't stay",
  'comes straight back',
  'brings it all back',
  'brings everything back',
  'keeps bringing',
  'straight back up',
  'not kept',
];
const NO_WEE = [
  'no wee',
  'no pee',
  'not weed',
  'not peed',
  "hasn't weed",
  "hasn't peed",
  "hasn't had a wee",
  "haven't weed",
  "haven't peed",
  "haven't had a wee",
  'dry nappy',
  'dry nappies',
  'dry diaper',
  'dry diapers',
  'no wet',
  'not passed urine',
  'not passing urine',
  "haven't passed urine",
  "hasn't passed urine",
];
const PEE = [
  'pee',
  'peeing',
  'wee',
  'weeing',
  'urinat*',
  'passing water',
  'pass water',
  'passing urine',
  'pass urine',
  'go to the toilet',
  'toilet',
];

/** Bleeding, the gut, fluids and urine. */
export const GUT_BLEEDING_URINE: readonly Concept[] = [
  {
    finding: 'vomiting_blood',
    allOf: [VOMIT, BLOOD],
    // "he's just been sick and it was dark and had blood in it"
    within: 8,
    notWith: [
      'poo*',
      'stool*',
      'wee',
      'urine',
      'pee',
      'nose',
      'nosebleed',
      'gums',
      'tooth',
      'pressure',
      'sugar',
      'sugars',
      'test',
      'tests',
      'streak*',
      'tinged',
      'specks',
      'fleck*',
    ],
  },
  {
    finding: 'coughing_blood',
    allOf: [['cough*'], ['blood', 'bloody']],
    within: 5,
    notWith: ['pressure', 'sugar', 'test', 'tests', 'nose', 'nosebleed'],
  },
  {
    finding: 'black_stools',
    allOf: [POO, BLACK],
    within: 6,
    notWith: ['iron', 'liquorice', 'licorice', 'blueberr*', 'beetroot', 'pepto', 'bismuth', 'mould', 'mold'],
  },
  // "his nose has been pouring for 35 mins", "blood pouring from her nose"
  {
    finding: 'nosebleed',
    allOf: [['nose'], ['pour*', 'gush*', 'spurt*', 'bleed*', 'blood', 'bloody']],
    within: 5,
    notWith: ['runny', 'snot', 'snotty', 'sneez*', 'pressure', 'sugar'],
  },
  // A nosebleed that pressure has not stopped (NHS: A&E after 10 to 15 minutes of pinching).
  {
    finding: 'heavy_bleeding',
    allOf: [
      ['nose', 'nosebleed'],
      ['pour*', 'gush*', 'bleed*', 'blood'],
      [...WONT_STOP, 'keeps going', 'still bleeding', 'still pouring', 'swallowing blood'],
    ],
    within: 20,
    notWith: ['runny', 'running', 'snot*', 'sneez*', 'stuffy', 'blocked', 'congest*'],
  },
  {
    finding: 'heavy_bleeding',
    allOf: [BLEEDING, WONT_STOP],
    within: 6,
    notWith: ['nose', 'nosebleed', 'gums', 'shaving', 'period', 'periods', 'menstrua*'],
  },
  { finding: 'unable_to_keep_fluids', allOf: [DRINK, KEEP_DOWN], within: 8 },
  {
    finding: 'unable_to_keep_fluids',
    allOf: [KEEP_DOWN, ['anything', 'everything', 'nothing', 'much', 'a thing']],
    within: 4,
  },
  // "I can only keep down sips of water"
  {
    finding: 'unable_to_keep_fluids',
    allOf: [
      ['only keep', 'only keeping', 'only kept', 'barely keep', 'barely keeping', 'hardly keep'],
      ['sips', 'sip', 'a little', 'tiny', 'mouthful*'],
    ],
    within: 6,
  },
  // Appendicitis as parents tell it: pain that started round the belly button and moved to the
  // right, and pain when coughing, jumping or going over bumps in the car.
  {
    finding: 'right_lower_abdominal_pain',
    allOf: [
      [
        'belly button',
        'tummy button',
        'navel',
        'middle of his tummy',
        'middle of her tummy',
        'middle of my tummy',
      ],
      ['moved', 'moving', 'gone', 'shifted', 'travelled', 'now'],
      ['right side', 'lower right', 'bottom right', 'right hand side'],
    ],
    within: 16,
  },
  {
    finding: 'pain_worse_moving',
    allOf: [
      ['hurts', 'hurt', 'pain*', 'sore', 'worse', 'agony'],
      [
        'over a bump',
        'over bumps',
        'speed bump*',
        'when he jumps',
        'when she jumps',
        'when i jump',
        'jumping',
        'when he coughs',
        'when she coughs',
        'when i cough',
      ],
    ],
    within: 10,
  },
  {
    finding: 'pain_worse_moving',
    allOf: [
      ["won't jump", 'will not jump', "can't jump", 'walking bent over', 'walking hunched', 'bent over when'],
    ],
  },
  { finding: 'dehydration_signs', allOf: [NO_WEE] },
  // "her lips are dry and she keeps being sick": a dry mouth in someone unwell (NICE CG84).
  {
    finding: 'dehydration_signs',
    allOf: [
      [
        'dry lips',
        'lips are dry',
        'lips are so dry',
        'lips look dry',
        'dry mouth',
        'mouth is dry',
        'cracked lips',
        'lips are cracked',
      ],
      DRY_MOUTH_ILLNESS,
    ],
    within: 12,
    // The morning after a night out, a dry mouth is the drink's, not an illness's: "too many drinks"
    // is no "not drinking". A child who "has drunk hardly anything" is still read.
    notWith: [
      'hangover',
      'hungover',
      'booze',
      'boozing',
      'alcohol',
      'pints',
      'beer*',
      'wine',
      'vodka',
      'shots',
      'too many drinks',
      'got drunk',
      'night out',
    ],
  },
  // "hardly had a wet nappy today", "only one wet nappy since this morning", "barely weeing"
  {
    finding: 'dehydration_signs',
    allOf: [
      [
        'hardly',
        'barely',
        'fewer',
        'less',
        'only one',
        'only 1',
        'only two',
        'only 2',
        'not many',
        'not much',
      ],
      [
        'wet nappy',
        'wet nappies',
        'wet diaper',
        'wet diapers',
        'wee',
        'wees',
        'weeing',
        'weed',
        'pee',
        'pees',
        'peeing',
        'peed',
        'urine',
      ],
    ],
    within: 4,
    notWith: ['normal', 'normally', 'fine', 'plenty', 'lots', 'night', 'nights'],
  },
  {
    finding: 'dehydration_signs',
    allOf: [
      ['pad', 'pads', 'nappy', 'nappies', 'diaper', 'diapers'],
      ['dry', 'bone dry'],
    ],
    within: 5,
  },
  {
    finding: 'abdominal_pain',
    allOf: [PAIN, ['tummy', 'belly', 'stomach', 'abdomen', 'abdominal', 'gut', 'guts']],
    // "my tummy has been getting more and more sore since"
    within: 8,
  },
  {
    finding: 'dysuria',
    allOf: [['burn*', 'sting*', 'hurt*', 'pain*', 'sore', 'agony', 'razor*'], PEE],
    within: 5,
    notWith: ['blood', 'back'],
  },
  {
    finding: 'urinary_frequency',
    allOf: [
      ['going', 'go', 'need', 'needing', 'up'],
      [
        'every half hour',
        'every hour',
        'every 30 minutes',
        'every 20 minutes',
        'every 10 minutes',
        'all the time',
        'constantly',
        'more often',
        'non stop',
      ],
    ],
    within: 4,
    notWith: ['poo*', 'diarrh*', 'bowel*', 'toilet for a poo'],
  },
  {
    finding: 'flank_pain',
    allOf: [PAIN, ['loin', 'kidney', 'kidneys', 'flank', 'flanks']],
    within: 6,
    notWith: ['kidney disease', 'kidney function', 'kidney beans'],
  },
];
