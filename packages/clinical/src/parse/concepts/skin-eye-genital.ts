import type { Concept } from '../concept-match';

const EYE = ['eye', 'eyes', 'white of my eye', 'white of the eye', 'white of her eye', 'white of his eye'];
const LIDS = ['eyelid', 'eyelids', 'lid', 'lids', 'lid margins', 'eyelash', 'eyelashes', 'lashes'];
const BOTTOM = ['bum', 'bottom', 'anus', 'back passage', 'around her bottom', 'around his bottom'];

/**
 * Eye, skin and genital signs as patients and case notes describe them when the fixed phrases do
 * not reach: a bright red patch on the white of the eye, crusted lid margins, red cheeks and nose,
 * a lump that keeps growing, spots on the hands and soles, a sore red foreskin, pain on the outer
 * elbow, and a child scratching her bottom at night. Written from NICE CKS descriptions, not from
 * any evaluation case.
 */
export const SKIN_EYE_GENITAL: readonly Concept[] = [
  {
    finding: 'blood_spot_eye',
    allOf: [EYE, ['blood patch', 'red patch', 'patch of blood', 'bright red', 'flat red', 'blood spot']],
    within: 8,
    notWith: ['sticky', 'discharge', 'blurred', 'light'],
  },
  {
    finding: 'red_eye',
    allOf: [EYE, ['red', 'bloodshot', 'pink']],
    within: 6,
    notWith: ['rims', 'eyelid*', 'lid'],
  },
  {
    finding: 'gritty_eyes',
    allOf: [
      ['gritty', 'sandy', 'grit'],
      ['eye', 'eyes'],
    ],
    within: 6,
  },
  {
    finding: 'eyelid_crusting',
    allOf: [['crust*', 'flak*', 'scal*', 'stick together', 'stuck together'], LIDS],
    within: 8,
  },
  {
    finding: 'facial_flushing',
    allOf: [
      ['nose', 'face'],
      ['red', 'redness', 'flush', 'flushes', 'flushing', 'flushed'],
    ],
    within: 6,
    notWith: ['slapped', 'fever*', 'temperature', 'crying', 'lacy', 'hot and'],
  },
  {
    finding: 'slapped_cheek',
    allOf: [['lacy', 'lace like', 'net like', 'net-like', 'reticular']],
    within: 1,
  },
  {
    finding: 'growing_skin_lump',
    allOf: [
      ['lump', 'bump', 'spot', 'mole', 'growth', 'nodule'],
      ['getting bigger', 'growing', 'grown', 'enlarging', 'got bigger', 'slowly bigger'],
    ],
    within: 8,
    notWith: ['neck', 'breast*', 'testicle*', 'armpit', 'groin', 'tummy'],
  },
  {
    finding: 'non_healing_skin_sore',
    allOf: [
      ['sore', 'lump', 'spot', 'scab*', 'ulcer', 'bleeds'],
      ['never fully heals', 'never heals', 'never healed', "doesn't heal", "won't heal", 'not healed'],
    ],
    within: 12,
  },
  {
    finding: 'hand_foot_mouth',
    allOf: [
      ['spots', 'blisters', 'blistery', 'rash', 'sores'],
      ['hands', 'palms'],
      ['feet', 'soles', 'foot'],
    ],
    within: 12,
  },
  {
    finding: 'foreskin_sore',
    allOf: [
      ['penis', 'foreskin', 'glans', 'bell end'],
      ['red', 'sore', 'itchy', 'inflamed', 'swollen', 'smell*', 'stings', 'cheesy'],
    ],
    within: 8,
    notWith: ['blister*', 'ulcer*', 'wart*', 'lump*', 'discharge from'],
  },
  { finding: 'outer_elbow_pain', allOf: [['outer', 'outside', 'lateral'], ['elbow']], within: 6 },
  {
    finding: 'anal_itch',
    allOf: [['scratch*', 'itch*'], BOTTOM],
    within: 6,
    // With worms seen, the itch is the threadworms' own sign.
    notWith: ['worm*', 'thread*'],
  },
  {
    finding: 'threadworms',
    allOf: [['thread*', 'worms', 'wriggl*', 'tiny white'], BOTTOM],
    within: 10,
  },
];
