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

/** Sight and hearing lost suddenly; the swelling of mastoiditis; eyes that itch. */
export const SIGHT_AND_HEARING: readonly Concept[] = [
  // "my eyes are itchy and streaming": hay fever's or allergic conjunctivitis's itch in any order.
  // "her eyes become sticky in the morning and there is some itching": told further apart.
  { finding: 'itchy_eyes', allOf: [['eye'], ['itch*']], within: 12, notWith: ['skin', 'rash', 'hives'] },
  // "rainbow-coloured rings round lights": the halos of acute angle-closure glaucoma.
  {
    finding: 'halos_around_lights',
    allOf: [
      ['rainbow*', 'halo*', 'rings', 'circles'],
      ['lights', 'light', 'lamps', 'street lights', 'headlights'],
    ],
    within: 6,
  },
  { finding: 'vision_loss', allOf: [SUDDEN, SIGHT, LOST], within: 10 },
  {
    finding: 'vision_loss',
    allOf: [['curtain', 'shadow', 'veil', 'black out', 'blacked out', 'went black', 'gone black'], SIGHT],
    within: 12,
  },
  // "everything went dark in my right eye, like someone pulled a blind down", "I can only see light
  // and vague shapes out of that eye": sight lost in one eye, told by what is left of it.
  {
    finding: 'vision_loss',
    allOf: [
      [
        'went dark',
        'gone dark',
        'goes dark',
        'go dark',
        'blind down',
        'only see light',
        'only see shapes',
        'only make out',
      ],
      SIGHT,
    ],
    within: 12,
    notWith: ['faint*', 'passed out', 'pass out', 'collaps*', 'room'],
  },
  {
    finding: 'sudden_hearing_loss',
    allOf: [['woke', 'woken', 'overnight', 'sudden*', 'all of a sudden', 'out of nowhere'], HEAR_LOST],
    // "woke up this morning and my right ear feels blocked, like it's full of cotton wool, and I can barely hear"
    within: 24,
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
  // "a swelling behind it that pushes his ear forward", "the area behind his ear is red and tender"
  {
    finding: 'swelling_behind_ear',
    allOf: [
      ['swelling', 'swollen', 'lump', 'red', 'redness', 'bulg*', 'puffy'],
      ['behind'],
      ['ear', 'ears', 'it'],
    ],
    within: 6,
    notWith: ['sun', 'sunburn*', 'glasses', 'mask'],
  },
  {
    finding: 'swelling_behind_ear',
    allOf: [
      ['ear', 'ears'],
      ['pushed', 'pushes', 'pushing'],
      ['forward', 'forwards'],
    ],
    within: 4,
  },
  {
    finding: 'ear_discharge',
    allOf: [
      ['ooz*', 'leak*', 'pus', 'discharg*', 'weep*', 'gunk'],
      ['ear', 'ears'],
    ],
    within: 5,
  },
  {
    // "distortion of vision in her eyes", "my sight has gone distorted" (macular disease).
    finding: 'distorted_vision',
    allOf: [
      ['distortion', 'distorted', 'distorting', 'warped', 'wavy'],
      ['vision', 'visual', 'sight', 'eye', 'eyes', 'see', 'seeing', 'lines'],
    ],
    within: 6,
  },
  {
    // "he could see two of me", "she's seeing double": double vision is read as changed vision,
    // which the eye and stroke signs ask about (RCOphth: orbital cellulitis; NICE NG128).
    finding: 'blurred_vision',
    allOf: [
      ['see', 'seeing', 'saw', 'sees', 'vision'],
      [
        'two of everything',
        'two of me',
        'two of you',
        'two of him',
        'two of her',
        'two of it',
        'double',
        'doubled',
      ],
    ],
    within: 4,
    notWith: ['double check', 'double-check', 'double glazing', 'double bed', 'double shift'],
  },
  {
    // "his eye is so swollen he can't open it", "her eyelid has puffed right up": one eye, as
    // periorbital and orbital cellulitis are; puffy eyes are most often hay fever, tiredness or tears.
    finding: 'eyelid_swelling',
    allOf: [
      ['eye', 'eyelid', 'lid'],
      ['swollen', 'swelled', 'swelling', 'puffy', 'puffed'],
    ],
    within: 5,
    // Plurals fold to the singular, so both eyes are told apart by what puffs both up.
    notWith: [
      'gland*',
      'ankle*',
      'leg*',
      'feet',
      'finger*',
      'hand*',
      'tonsil*',
      'bags under',
      'tired',
      'crying',
      'cried',
      'both',
      'hay fever',
      'hayfever',
      'pollen',
      'allerg*',
      'in the morning*',
    ],
  },
];
