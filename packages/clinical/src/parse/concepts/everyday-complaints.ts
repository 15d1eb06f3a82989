import type { Concept } from '../concept-match';
import { PAIN } from './shared-words';

const EAR = ['ear', 'ears', 'earlobe', 'ear lobe', 'ear canal'];
const TOILET = ['pee', 'wee', 'toilet', 'loo', 'bathroom', 'urinate', 'to go'];
const SPIRITS = [
  'litre',
  'litres',
  'bottle',
  'bottles',
  'vodka',
  'whisky',
  'whiskey',
  'gin',
  'rum',
  'spirits',
  'cans',
  'units',
];

/**
 * Common complaints of general practice in the words people use for them, where the fixed phrases
 * need one exact order: the prostate's slow stream and night-time trips, constipation told as
 * days without going, an itchy full ear, sinus pain over the cheeks, scaly plaques, honey-coloured
 * crusts, girdle stiffness, and how much someone drinks. Written from how patients and case notes
 * describe them (NICE CKS topics), not from any evaluation case.
 */
export const EVERYDAY_COMPLAINTS: readonly Concept[] = [
  {
    finding: 'weak_urine_stream',
    allOf: [
      ['stream', 'flow', 'waterworks'],
      ['weak', 'weaker', 'slow', 'slower', 'takes ages', 'dribbl*', 'stop start', 'get going'],
    ],
    within: 8,
  },
  {
    finding: 'nocturia',
    allOf: [
      ['up', 'wake', 'waking', 'woken'],
      ['times a night', 'times in the night', 'times at night', 'every night', 'in the night', 'at night'],
      TOILET,
    ],
    within: 10,
  },
  {
    finding: 'incomplete_emptying',
    allOf: [
      ['emptied', 'empty', 'emptying'],
      ["haven't", 'havent', "hasn't", "doesn't", "don't", 'not', 'never'],
    ],
    within: 5,
    notWith: ['bowel*', 'poo*', 'stool*', 'stomach', 'tummy', 'bin', 'dishwasher'],
  },
  {
    finding: 'blood_in_stool',
    allOf: [
      ['blood', 'bleeding', 'bloody'],
      [
        'toilet paper',
        'wiping',
        'wipe',
        'stool',
        'stools',
        'poo',
        'poos',
        'bowel*',
        'back passage',
        'rectum',
        'rectal',
        'pan',
      ],
    ],
    within: 8,
    notWith: ['urine', 'wee', 'pee', 'nose', 'cough*', 'vomit*', 'sick', 'period*', 'vagina*'],
  },
  {
    finding: 'constipation',
    allOf: [['pellet*', 'rabbit dropping*', 'hard poo*', 'hard stool*']],
    within: 1,
  },
  {
    finding: 'constipation',
    allOf: [
      [
        "haven't been",
        'havent been',
        'not been properly',
        "haven't opened",
        'not opened my bowels',
        "haven't been able to go",
      ],
      ['days', 'properly', 'toilet', 'poo', 'a week', 'bowels'],
    ],
    within: 6,
  },
  { finding: 'itchy_ear', allOf: [['itch*'], EAR], within: 6 },
  {
    finding: 'ear_fullness',
    allOf: [['fullness', 'full', 'blocked', 'plugged'], EAR],
    within: 8,
  },
  // "my ear feels full and muffled": the hearing, muffled, told through the ear.
  { finding: 'hearing_loss', allOf: [['muffled', 'muffly'], EAR], within: 5 },
  {
    finding: 'ear_discharge',
    allOf: [['discharge', 'fluid', 'pus', 'leaking', 'weeping', 'oozing', 'gunk'], EAR],
    within: 8,
  },
  {
    finding: 'ear_tender_touch',
    allOf: [
      ['pain*', 'hurt*', 'sore', 'tender', 'worse'],
      ['pull*', 'press*', 'touch*', 'tug*', 'push*'],
      ['earlobe', 'ear lobe', 'ear', 'flap', 'tragus', 'pinna'],
    ],
    within: 10,
  },
  {
    finding: 'facial_pain',
    allOf: [
      ['pain', 'pressure', 'ache', 'aching', 'tender*', 'throbbing'],
      ['cheek', 'cheeks', 'sinus*', 'behind my eyes', 'behind her eyes', 'behind his eyes'],
    ],
    within: 6,
    notWith: ['rash', 'spots', 'blister*', 'slapped'],
  },
  {
    finding: 'toothache',
    allOf: [
      ['ache', 'aching', 'pain', 'hurt*', 'sore', 'throbbing', 'killing me', 'agony'],
      ['teeth', 'tooth', 'molar*'],
    ],
    within: 5,
  },
  {
    finding: 'scaly_plaques',
    allOf: [
      ['scale', 'scales', 'scaly', 'scaling', 'silver*'],
      ['plaque*', 'patch*', 'elbow*', 'knee*', 'scalp'],
    ],
    within: 8,
    notWith: ['dandruff', 'itchy scalp', 'ringworm', 'ring'],
  },
  {
    finding: 'honey_crusted_sores',
    allOf: [
      ['crust*', 'scab*'],
      ['yellow*', 'golden', 'honey'],
    ],
    within: 8,
  },
  {
    finding: 'shoulder_hip_stiffness',
    allOf: [
      ['stiff*', 'ach*', 'pain*'],
      ['shoulders', 'shoulder', 'upper arms'],
      ['hips', 'hip', 'thighs', 'thigh'],
    ],
    within: 12,
  },
  {
    finding: 'alcohol_excess',
    allOf: [
      ['vodka', 'whisky', 'whiskey', 'gin', 'rum', 'brandy', 'spirits', 'cider', 'lager', 'beer', 'wine'],
      ['a day', 'daily', 'every day', 'every night', 'a night'],
    ],
    within: 8,
  },
  {
    finding: 'alcohol_excess',
    allOf: [
      ['drink*', 'drank'],
      SPIRITS,
      ['a day', 'daily', 'every day', 'every night', 'a night', 'a week'],
    ],
    within: 8,
    notWith: ['water', 'milk', 'juice', 'squash', 'coke', 'tea', 'coffee', 'energy'],
  },
  {
    finding: 'alcohol_withdrawal_symptoms',
    allOf: [
      ['drink', 'drinking', 'alcohol', 'vodka'],
      ['shak*', 'tremor*', 'tremulous', 'sweat*', 'the shakes'],
      ['morning', 'waking', 'wake', 'steady', 'without', 'stop'],
    ],
    within: 12,
  },
  {
    finding: 'cannot_cut_down_drinking',
    allOf: [
      ['cut down', 'cut back', 'stop drinking', 'give up drinking', 'quit drinking'],
      ['tried', 'try', 'trying', 'failed', 'several times', 'attempts'],
    ],
    within: 6,
    notWith: ['smok*', 'cigarette*', 'vap*', 'sugar', 'food', 'eating', 'carbs', 'caffeine', 'coffee'],
  },
  {
    // "pain in my upper abdomen", "the upper tummy", "just below my ribs in the middle": the pit
    // of the stomach, unless a side is named (that is the right or left upper quadrant's).
    finding: 'epigastric_pain',
    allOf: [
      [
        'upper abdomen',
        'upper tummy',
        'upper stomach',
        'upper belly',
        'below my ribs in the middle',
        'under my ribs in the middle',
        'below my breastbone',
        'under my breastbone',
      ],
      PAIN,
    ],
    within: 10,
    notWith: [
      'right upper abdomen',
      'left upper abdomen',
      'right upper tummy',
      'left upper tummy',
      'right upper stomach',
      'left upper stomach',
    ],
  },
  {
    finding: 'epigastric_pain',
    allOf: [['upper part', 'top part'], ['tummy', 'stomach', 'abdomen', 'belly'], PAIN],
    within: 8,
    notWith: ['right', 'left', 'side'],
  },
  {
    // "a burning sensation in his chest", "burning feeling behind the breastbone": heartburn, in
    // any order; a burning with a heart attack's company stays chest pain's (breathing-and-chest).
    finding: 'heartburn',
    allOf: [
      ['burning', 'burns', 'burn'],
      ['chest', 'breastbone', 'sternum'],
    ],
    within: 5,
    notWith: [
      'sweat*',
      'arm',
      'jaw',
      'crushing',
      'tight*',
      'pressure',
      'breath*',
      'skin',
      'rash',
      'chemical',
      'fire',
      'scald*',
    ],
  },
  {
    // A cramp in a calf, a foot or a thigh (night cramps), not the tummy's or a period's, and not
    // the cramp that walking brings on and rest eases (claudication, the arteries' sign); "a
    // cramping pain" is a pain's quality, not a cramp.
    finding: 'muscle_cramp',
    allOf: [
      ['cramp', 'cramped', 'cramping up', 'cramps up'],
      ['calf', 'calve*', 'leg', 'foot', 'feet', 'thigh', 'hamstring', 'toe'],
    ],
    within: 5,
    notWith: [
      'period*',
      'tummy',
      'stomach',
      'belly',
      'abdom*',
      'bowel',
      'diarr*',
      'walk*',
      'stair*',
      'uphill',
      'standing',
      'distance',
      'stop*',
    ],
  },
  {
    // Skin caught on something hot in the kitchen ("caught my hand on the oven shelf").
    finding: 'minor_burn',
    allOf: [
      ['oven', 'hob', 'grill', 'hot pan', 'hot tray', 'roasting tin', 'baking tray', 'kettle', 'iron', 'steam', 'boiling'],
      ['caught', 'touched', 'grabbed', 'brushed', 'sting*', 'red', 'blister*', 'cold tap', 'cold water'],
    ],
    within: 12,
    notWith: ['clean*', 'headache', 'fume*'],
  },
];
