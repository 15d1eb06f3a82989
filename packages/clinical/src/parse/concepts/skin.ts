import type { Concept } from '../concept-match';

const MOLE = ['mole', 'moles', 'beauty spot', 'birthmark'];
const CHANGED = [
  'changed',
  'changing',
  'bigger',
  'grown',
  'growing',
  'darker',
  'blacker',
  'bleed*',
  'crusty',
  'crusting',
  'irregular',
  'ragged',
  'jagged',
  'uneven',
  'different colour*',
  'different color*',
  'new colour*',
  'new color*',
];

/**
 * A mole that has changed: "a mole on my back has changed, it's got bigger and darker" (NICE NG12).
 * Itching brought on by a bath or a shower, in any order ("every time I get out of the shower I'm
 * itchy"): aquagenic itch, a clue to polycythaemia vera (BSH guideline) — not an itch a bath
 * product caused or one a shower soothes. Red, hot skin that is spreading ("the red has gone 3
 * inches past the pen line"): cellulitis that needs antibiotics today (NICE NG141).
 */
export const SKIN: readonly Concept[] = [
  {
    finding: 'itch_after_bath',
    allOf: [['itch*'], ['bath', 'bathing', 'shower*', 'hot water', 'warm water']],
    within: 10,
    // A bath product's itch, one a shower soothes, or a fungus's between the toes, in the groin or
    // after the gym's or the pool's showers.
    notWith: [
      'toe*',
      'foot',
      'feet',
      'groin',
      'gym',
      'pool',
      'swim*',
      'bubble',
      'product*',
      'soap*',
      'gel',
      'lotion',
      'cream',
      'oil',
      'bomb*',
      'new',
      'help*',
      'sooth*',
      'relie*',
      'ease*',
    ],
  },
  {
    finding: 'changing_mole',
    allOf: [MOLE, CHANGED],
    within: 10,
    notWith: ['removed', 'cream', 'tattoo', 'summer', 'sun'],
  },
  {
    finding: 'spreading_redness',
    allOf: [
      ['red', 'redness', 'hot', 'swollen', 'inflamed'],
      [
        'spread*',
        'getting bigger',
        'growing',
        'creeping',
        'tracking',
        'moving up',
        'line up',
        // The pen line drawn round it, as nurses advise: "the red has gone 3 inches past the line".
        'past the line',
        'beyond the line',
        'over the line',
        'outside the line',
        'past the pen',
      ],
    ],
    within: 12,
    notWith: ['rash all over', 'sunburn', 'eczema', 'nappy', 'ring', 'bullseye', 'bulls eye', 'tick'],
  },
  {
    // "the neighbour's jack russell bit me on the hand", "got bitten by next door's cat"
    finding: 'animal_bite',
    allOf: [
      ['bit', 'bitten', 'bite', 'bites', 'nipped'],
      [
        'dog',
        'dogs',
        'puppy',
        'cat',
        'cats',
        'kitten',
        'jack russell',
        'terrier',
        'staffie',
        'collie',
        'spaniel',
        'labrador',
        'alsatian',
        'rottweiler',
        'ferret',
        'horse',
      ],
    ],
    within: 8,
    notWith: [
      'flea*',
      'tick',
      'ticks',
      'mosquito*',
      'insect*',
      'bug',
      'bugs',
      'nail',
      'nails',
      'tongue',
      'lip',
    ],
  },
  {
    // "fell asleep in the garden and my shoulders are bright pink and sore" (NHS: Sunburn).
    finding: 'sunburn',
    allOf: [
      [
        'sun',
        'sunbath*',
        'sunshine',
        'garden',
        'beach',
        'pool',
        'fell asleep outside',
        'no suncream',
        'without suncream',
      ],
      ['pink', 'burnt', 'burned', 'peeling', 'lobster', 'bright red'],
    ],
    within: 16,
    notWith: ['rash', 'spots', 'bite*', 'sting*', 'hive*', 'blister*', 'mole*'],
  },
  {
    // "stubbed my little toe on the bed leg, it's gone purpley blue": a knock to a limb. A knock to
    // the head is a head injury, which other findings read.
    finding: 'bruise',
    allOf: [
      ['stubbed', 'stub', 'kicked', 'banged', 'knocked', 'walked into', 'bashed', 'whacked'],
      ['toe', 'foot', 'shin', 'knee', 'elbow', 'arm', 'hip', 'thigh', 'leg', 'hand', 'finger'],
    ],
    within: 6,
    notWith: ['head', 'face', 'eye', 'blood thinner*', 'warfarin', 'apixaban', 'rivaroxaban'],
  },
  {
    // "a red rash in her nappy area", "his bum is red raw where the nappy goes"
    finding: 'nappy_rash',
    allOf: [
      ['rash', 'red', 'sore', 'spots', 'raw', 'erythema'],
      ['nappy', 'nappies', 'diaper', 'diapers'],
    ],
    within: 8,
    notWith: ['wet nappy', 'wet nappies', 'dry nappy', 'dry nappies', 'blood in'],
  },
];
