import type { Concept } from '../concept-match';

const EYE = ['eye', 'eyes', 'eyeball'];
/**
 * Work and tools that throw chips of metal, stone or wood at speed: a high-velocity injury can go
 * inside the eye however small it feels (NICE CKS Corneal superficial injury).
 */
const AT_SPEED = [
  'hammer*',
  'chisel*',
  'grinder',
  'grinding',
  'drill*',
  'strimmer*',
  'lawnmower',
  'mower',
  'chainsaw',
  'air gun',
  'airgun',
  'bb gun',
  'pellet*',
  'nail gun',
  'firework*',
];
/** Something reaching the eye, rather than eyes watering beside a hammered thumb. */
const INTO_THE_EYE = [
  'flicked',
  'flew',
  'shot',
  'went in',
  'went into',
  'hit me in the eye',
  'hit my eye',
  'chip',
  'splinter',
  'shard',
  'fragment',
  'bit of metal',
  'bit of stone',
  'bit of wood',
  'piece of metal',
];
const CANNOT_SWALLOW = [
  "can't swallow",
  'cannot swallow',
  'unable to swallow',
  "can't get down",
  "won't go down",
  'wont go down',
];
/** Liquid laundry capsules and dishwasher tablets: caustic in a child's mouth and airway (NHS: Poisoning). */
const CAUSTIC_PODS = [
  'washing pod',
  'washing pods',
  'liquid pod',
  'liquid pods',
  'laundry pod',
  'laundry pods',
  'washing capsule',
  'washing capsules',
  'laundry capsule',
  'laundry capsules',
  'detergent',
  'dishwasher tablet',
  'dishwasher tablets',
  'dishwasher pod',
  'dishwasher pods',
];
const IN_THE_MOUTH = [
  'bit into',
  'bitten into',
  'bit through',
  'chewing',
  'chewed',
  'burst in his mouth',
  'burst in her mouth',
  'burst in my mouth',
  'in his mouth',
  'in her mouth',
  'round his mouth',
  'round her mouth',
  'around his mouth',
  'around her mouth',
  'got hold of',
  'licked',
  'sucking',
  'sucked',
  'swallowed',
  'drank',
  'ate',
];

/**
 * Emergencies mentioned in passing, as if minor: food stuck with spit that will not go down, a chip
 * off a hammer in the eye, a plaster cast that hurts more and more, a laundry pod bitten, a
 * toddler who will not use an arm after a swing.
 */
export const TOLD_IN_PASSING: readonly Concept[] = [
  // "I keep bringing up spit into a napkin": saliva that cannot be swallowed (a food bolus, epiglottitis).
  {
    finding: 'drooling_cannot_swallow',
    allOf: [
      ['spit', 'saliva', 'spittle', 'dribble'],
      ['bringing up', 'bring up', 'spitting out', 'spitting it out', 'napkin', 'tissue', ...CANNOT_SWALLOW],
    ],
    within: 10,
  },
  // "can't swallow even a sip of water": nothing goes down; tablets that are hard to swallow are not this.
  {
    finding: 'drooling_cannot_swallow',
    allOf: [
      CANNOT_SWALLOW,
      ['water', 'sip', 'sips', 'drink', 'drinks', 'fluids', 'liquids', 'spit', 'saliva'],
    ],
    within: 6,
    notWith: ['tablet*', 'pill*', 'capsule*', 'medicine*', 'medication*'],
  },
  { finding: 'high_speed_eye_injury', allOf: [EYE, AT_SPEED, INTO_THE_EYE], within: 20 },
  {
    finding: 'eye_foreign_body',
    allOf: [EYE, ['flicked', 'flew', 'shot', 'blew', 'blown', 'went in', 'went into', 'got in', 'got into']],
    within: 6,
  },
  // NHS plaster-cast advice: worse pain, a cast too tight, numb, tingling, pale, blue or swollen
  // fingers or toes go to A&E (compartment syndrome). A cast's own colour is not a sign.
  {
    finding: 'cast_problem',
    allOf: [
      ['cast', 'plaster cast', 'backslab'],
      [
        'too tight',
        'tight',
        'loosen*',
        'numb*',
        'tingl*',
        'pins and needles',
        'pale',
        'gone blue',
        'turned blue',
        'gone white',
        'swollen',
        'puffy',
        'not touching',
        "aren't touching",
        "isn't touching",
        'not helping',
        "aren't helping",
        "isn't helping",
        'not working',
        "aren't working",
        'getting worse',
        'worse and worse',
        'screaming',
        'crying all night',
      ],
    ],
    within: 16,
  },
  { finding: 'swallowed_hazard', allOf: [IN_THE_MOUTH, CAUSTIC_PODS], within: 14 },
  // "now won't use her left arm, just holds it still by her side": a pulled elbow or a fracture.
  {
    finding: 'not_using_arm',
    allOf: [
      [
        "won't use",
        'wont use',
        'not using',
        'refuses to use',
        'refusing to use',
        "won't move",
        'wont move',
        "won't lift",
        "won't reach",
        'holds it still',
        'holding it still',
        'keeps it still',
      ],
      ['arm', 'arms', 'elbow', 'by her side', 'by his side'],
    ],
    within: 8,
  },
  {
    finding: 'arm_pulled_or_swung',
    allOf: [
      ['swing*', 'swung', 'pulled', 'yanked', 'lifted', 'tugged'],
      [
        'by her hand',
        'by his hand',
        'by the hand',
        'by her hands',
        'by his hands',
        'by the hands',
        'by her arm',
        'by his arm',
        'by the arm',
        'by her arms',
        'by his arms',
        'by the arms',
      ],
    ],
    within: 12,
  },
];
