import type { Concept } from '../concept-match';
import { ANOREXIA_AS_A_SYMPTOM, PAIN } from './shared-words';

const GENITALS = [
  'genital*',
  'penis',
  'penile',
  'glans',
  'shaft',
  'vulva*',
  'labia*',
  'labial',
  'vaginal opening',
  'groin area',
];
const FEMALE_GENITALS = ['labia*', 'labial', 'vulva*', 'vaginal opening', 'vaginal entrance'];
const SCROTUM = ['scrotum', 'scrotal', 'hemiscrotum', 'hemi scrotum', 'ball sack'];
const SWOLLEN = ['swelling', 'swollen', 'fullness', 'enlarg*', 'mass', 'heaviness', 'heavy'];
const JOINTS = ['knee', 'ankle', 'hip', 'elbow', 'wrist', 'shoulder', 'joint', 'toe', 'finger', 'knuckle'];
const NAIL = ['nail', 'nails', 'toenail*', 'fingernail*'];
const SKIN_WORDS = [
  'skin',
  'rash',
  'patch*',
  'plaque*',
  'macul*',
  'papul*',
  'lesion*',
  'buttock*',
  'shoulder*',
  'back',
  'face',
  'neck',
  'scalp',
  'arm*',
  'elbow*',
  'knee*',
  'hand*',
  'foot',
  'feet',
  'leg*',
  'trunk',
  'torso',
  'chest',
  'limb*',
  'nappy',
  'diaper*',
  'groin',
];

/**
 * Signs as case notes and referral letters record an examination: the sign with its body site in
 * the writer's order ("a painful, swollen left lower eyelid", "fullness within the left
 * hemiscrotum", "yellow nail on the right big toe"), where the patient's fixed phrases do not
 * reach. Written from the way clinical examinations are recorded, not from any evaluation case.
 */
export const CASE_NOTE_SIGNS: readonly Concept[] = [
  {
    finding: 'breast_lump',
    allOf: [
      ['breast', 'breasts'],
      ['mass', 'lump', 'lumps', 'nodule', 'swelling', 'thickening'],
    ],
    within: 9,
    notWith: ['both', 'before my period', 'before her period', 'breastfeed*'],
  },
  {
    // One hot, swollen joint: septic arthritis or gout until proved otherwise.
    finding: 'acute_single_joint_red_hot',
    allOf: [['hot', 'warm', 'red'], ['swollen', 'swelling', 'puffy'], JOINTS],
    within: 8,
    // (Plurals fold to the singular, so the veto names counts, not plural joints.)
    notWith: ['both', 'several', 'multiple', 'many', 'polyarth*', 'water bottle', 'bath'],
  },
  {
    finding: 'eyelid_swelling',
    allOf: [
      ['eyelid', 'eyelids', 'lid', 'lids'],
      ['swollen', 'swelling', 'puffy', 'oedema*', 'edema*', 'swelled'],
    ],
    within: 8,
  },
  {
    finding: 'eyelid_lump',
    allOf: [
      ['lump', 'bump', 'pimple', 'boil', 'yellow head', 'white head', 'head of pus', 'cyst'],
      ['eyelid', 'eyelids', 'lid', 'eyelash', 'eyelashes', 'lash', 'lashes'],
    ],
    within: 8,
  },
  {
    finding: 'pulsatile_abdominal_mass',
    allOf: [
      ['pulsatile', 'pulsating', 'pulsing', 'expansile'],
      ['mass', 'lump', 'swelling'],
    ],
    within: 3,
    notWith: ['neck', 'groin', 'ear*', 'head'],
  },
  { finding: 'scrotal_swelling', allOf: [SCROTUM, SWOLLEN], within: 8, notWith: ['veins', 'worms'] },
  {
    finding: 'vulval_lump',
    allOf: [FEMALE_GENITALS, ['swelling', 'swollen', 'lump', 'cyst', 'mass', 'abscess']],
    within: 6,
  },
  {
    finding: 'genital_lumps',
    allOf: [GENITALS, ['bumps', 'lumps', 'warts', 'papules', 'growths', 'lesions', 'cauliflower']],
    within: 8,
    notWith: ['ulcer*', 'blister*', 'vesicle*', 'sores', 'painful', 'pus'],
  },
  {
    finding: 'genital_sores',
    allOf: [GENITALS, ['ulcer*', 'blister*', 'vesicle*', 'vesicular', 'erosion*']],
    within: 8,
    // A painless ulcer is syphilis's chancre, which has its own finding.
    notWith: ['painless'],
  },
  {
    finding: 'thick_discoloured_nail',
    allOf: [
      NAIL,
      ['yellow*', 'discolo*', 'thicken*', 'thick', 'crumbl*', 'brittle', 'brown*', 'breaks easily'],
    ],
    within: 8,
  },
  {
    // Shingles as a case note tells it: pain, then a rash in the same band on one side.
    finding: 'one_sided_band_rash',
    allOf: [
      ['rash', 'vesicle*', 'blister*', 'erythema', 'eruption'],
      [
        'right side',
        'left side',
        'one side',
        'dermatom*',
        'band',
        'belt',
        'stripe',
        'strip',
        'painful area',
        'same area',
      ],
      [...PAIN, 'burning', 'tingling', 'stabbing'],
    ],
    // A case note tells the pain, then the rash, in one long sentence.
    within: 32,
  },
  {
    finding: 'non_healing_skin_sore',
    allOf: [
      ['sore', 'sores', 'ulcer*', 'wound*'],
      [
        'took long time to heal',
        'slow to heal',
        'slow healing',
        'not healing',
        'non healing',
        "won't heal",
        'will not heal',
        'failed to heal',
        'long time to heal',
      ],
    ],
    within: 10,
  },
  {
    finding: 'hives',
    allOf: [['raised'], ['red', 'itchy', 'itch*', 'pruritic', 'lesions', 'bumps', 'welt*']],
    within: 6,
    notWith: ['scaly', 'silver*', 'flak*', 'dry', 'mole', 'lump'],
  },
  {
    finding: 'rash',
    allOf: [['erythema', 'erythematous'], SKIN_WORDS],
    within: 8,
    notWith: ['throat', 'pharyn*', 'tonsil*', 'eye*', 'conjunctiv*'],
  }, // "greenish foul-smelling discharge from his penis", "a urethral discharge"
  {
    finding: 'penile_discharge',
    allOf: [
      ['discharge', 'pus', 'drip', 'dripping'],
      ['penis', 'penile', 'urethra', 'urethral', 'willy'],
    ],
    within: 8,
  },
  // "severe vaginal burning itching", "vulvovaginal itching", "itching of the labia"
  {
    finding: 'vulval_itch',
    allOf: [
      ['itch*', 'pruritus', 'burning', 'soreness'],
      ['vagina', 'vaginal', 'vulva', 'vulval', 'vulvar', 'vulvovaginal', 'labia*'],
    ],
    within: 6,
  },
  // "it was dry at first and became productive", "productive of green sputum"
  {
    finding: 'productive_cough',
    allOf: [
      ['productive'],
      ['became', 'become', 'becoming', 'turned', 'now', 'cough*', 'sputum', 'phlegm', 'mucus'],
    ],
    within: 4,
    notWith: ['non', 'unproductive', 'work', 'job', 'day'],
  },
  // "fever, night sweats and anorexia", "he became anorexic during this time" (see the guard on
  // restricting_food: the same words beside it).
  {
    finding: 'loss_of_appetite',
    allOf: [['anorexia', 'anorexic'], ANOREXIA_AS_A_SYMPTOM],
    within: 6,
    notWith: ['nervosa', 'calorie*', 'purg*', 'binge*', 'starv*', 'body image'],
  },
  // "wiping thick yellow discharge from her eye", "the eye is matted shut", "her eyes become sticky"
  {
    finding: 'sticky_eye',
    allOf: [
      ['discharge', 'pus', 'gunk', 'goo', 'goop', 'mucus', 'matted', 'sticky'],
      ['eye', 'eyes'],
    ],
    within: 8,
    notWith: ['ear', 'ears', 'nose', 'nostril*', 'vagina*', 'penis', 'penile'],
  },
];
