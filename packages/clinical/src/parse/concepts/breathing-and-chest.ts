import type { Concept } from '../concept-match';
import { BACK_OF_A_PART, BREATH, PAIN, CHEST } from './shared-words';

const CANNOT = ["can't", 'cannot', 'unable', 'not able', 'struggl*', 'barely', 'hardly', 'too'];
const SPEAK = ['speak*', 'talk*', 'sentence*', 'words', 'word', 'finish*'];
const BLUE = ['blue', 'bluish', 'blueish', 'grey', 'gray', 'greyish', 'purple', 'dusky'];
const LIPS_SKIN = [
  'lip',
  'lips',
  'face',
  'tongue',
  'mouth',
  'skin',
  'fingers',
  'fingertips',
  'nails',
  'hands',
  'feet',
  'legs',
  'knees',
  'arms',
  'body',
];
const SWELL = ['swell*', 'swollen', 'puff*', 'puffy', 'blow* up', 'ballooned', 'tight', 'closing', 'closed'];
const THROAT = ['throat', 'airway'];
const LIPS = ['lip', 'lips', 'tongue', 'face', 'eyes', 'mouth'];
const PRESSING = [
  'crush*',
  'squeez*',
  'pressure',
  'pressing',
  'heavy',
  'heaviness',
  'weight',
  'elephant',
  'vice',
  'vise',
  'band',
  'tight*',
  'clamp*',
];
const RADIATES = ['arm', 'jaw', 'neck', 'shoulder'];
const SPREAD = [
  'spread*',
  'radiat*',
  'going down',
  'goes down',
  'going into',
  'goes into',
  'down my',
  'down his',
  'down her',
  'up into',
  'into my',
  'into his',
  'into her',
];
const TEARING = [
  'tearing',
  'ripping',
  'shearing',
  'like something tore',
  'like something ripped',
  'like something tearing',
];
const BACK = ['back', 'between my shoulder', 'between the shoulder', 'shoulder blades'];

const ASTHMA = ['asthma', 'asthmatic'];
const INHALER = ['inhaler*', 'puffer*', 'ventolin', 'salbutamol', 'albuterol', 'reliever*', 'nebuli*'];
const NOT_HELPING = [
  'not doing anything',
  'not doing much',
  'doing nothing',
  'does nothing',
  'did nothing',
  'not touching',
  "isn't touching",
  'no difference',
  'no effect',
  'not helping',
  'not working',
  'not lasting',
  'useless',
  'no good',
];

/** Breathing, airway, colour and the chest. */
export const BREATHING_AND_CHEST: readonly Concept[] = [
  // "cant get a full sentence out": too breathless to talk, whether or not breath is named.
  {
    finding: 'breathless_at_rest',
    allOf: [CANNOT, ['full sentence', 'whole sentence', 'sentence out']],
    within: 6,
    notWith: ['forget*', 'remember*', 'concentrat*', 'muddl*', 'confus*', 'slur*', 'stammer*', 'stutter*'],
  },
  // "asthma rly bad", "her asthma is playing up": an attack, not a history of asthma.
  {
    finding: 'asthma_attack',
    allOf: [
      ASTHMA,
      ['bad', 'worse', 'awful', 'terrible', 'flar*', 'playing up', 'acting up', 'kicking off', 'kicked off'],
    ],
    within: 4,
    notWith: ['childhood', 'as a child', 'as a kid', 'used to', 'years ago', 'grew out', 'controlled'],
  },
  // "my heart was racing and pounding"
  {
    finding: 'palpitations',
    allOf: [
      ['heart', 'heartbeat', 'pulse'],
      ['racing', 'pounding', 'thumping', 'fluttering', 'skipping', 'hammering', 'going fast', 'beating fast'],
    ],
    within: 4,
  },
  // "my breathing feels fast": breathing fast at rest, one of sepsis's high-risk signs (NG51).
  {
    finding: 'fast_breathing',
    allOf: [
      ['breathing', 'breaths', 'breathe'],
      ['fast', 'quick', 'quickly', 'rapid', 'racing'],
    ],
    // "fast, noisy, wheezy breathing" (the commas count as words)
    within: 5,
    notWith: ['heart', 'pulse', 'panic*', 'anxi*', 'exercise', 'running', 'gym', 'run', 'stairs'],
  },
  // "10 puffs of blue inhaler n its not doing anything"
  { finding: 'reliever_not_helping', allOf: [INHALER, NOT_HELPING], within: 10 },
  {
    finding: 'breathless_at_rest',
    allOf: [BREATH, CANNOT, SPEAK],
    within: 8,
    notWith: ['throat', 'voice', 'hoarse', 'fine', 'normal', 'normally', 'ok', 'okay'],
  },
  {
    finding: 'breathless_at_rest',
    allOf: [
      BREATH,
      ['even', 'just', 'while', 'when'],
      ['sitting', 'resting', 'rest', 'lying still', 'sat', 'still', 'doing nothing'],
    ],
    notWith: ['used to', 'stairs', 'running', 'exercise', 'walk', 'walking', 'hill', 'fine', 'normal'],
  },
  {
    finding: 'breathless_at_rest',
    allOf: [['gasp*', 'fighting for'], BREATH],
    notWith: ['woke', 'woken', 'wake*', 'waking', 'night', 'asleep', 'sleep*', 'snor*'],
  },
  {
    finding: 'mottled_skin',
    allOf: [BLUE, LIPS_SKIN],
    within: 5,
    notWith: [
      'cold',
      'eyes',
      'eye',
      'bruise',
      'bruised',
      'vein*',
      'tattoo*',
      'dye',
      'ink',
      'paint*',
      'sweets',
      'drink',
      'raspberr*',
      'blueberr*',
      'lolly',
      'ice',
    ],
  },
  {
    finding: 'mottled_skin',
    allOf: [
      ['mottl*', 'marbled'],
      ['skin', 'legs', 'arms', 'body', 'tummy', 'chest', 'looks', 'gone', 'going'],
    ],
  },
  {
    finding: 'throat_swelling',
    allOf: [THROAT, SWELL],
    within: 6,
    notWith: ['glands', 'gland', 'tonsil*', 'neck'],
  },
  {
    finding: 'lip_swelling',
    allOf: [LIPS, SWELL],
    within: 4,
    notWith: [
      'sting',
      'stung',
      'bite',
      'bitten',
      'cold sore',
      'punched',
      'hit',
      'filling',
      'dentist',
      'tired',
      'crying',
      'cried',
      'morning',
      'eyes',
    ],
  },
  {
    finding: 'stridor',
    allOf: [
      ['noise', 'noisy', 'sound', 'whistl*', 'squeak*', 'crowing', 'high pitched', 'harsh'],
      ['breathing', 'breathes', 'breath', 'breathe', 'breathing in', 'breathes in'],
    ],
    within: 5,
    notWith: ['nose', 'snor*', 'sleep*', 'asleep', 'chest', 'wheez*'],
  },
  {
    finding: 'drooling_cannot_swallow',
    allOf: [
      ['drool*', 'dribbl*', 'spitting out'],
      ["can't swallow", 'cannot swallow', 'unable to swallow', "won't swallow", 'not swallowing'],
    ],
    within: 10,
  },
  {
    finding: 'chest_pressure',
    allOf: [CHEST, PRESSING],
    // "a heavy, tight feeling across my upper back and the top of my chest"
    within: 12,
    notWith: [
      'cough*',
      'cold',
      'phlegm',
      'mucus',
      'congest*',
      'chesty',
      'press up',
      'press ups',
      'bench',
      'swallow*',
      'food',
      'tender',
      'sore to',
      // "I can touch my chin to my chest fine": the neck's test, not the chest's complaint.
      'chin',
    ],
  },
  {
    finding: 'pain_radiating_arm_jaw',
    allOf: [['pain', 'ache', 'aching', 'discomfort', 'pressure', 'tightness', 'heaviness'], SPREAD, RADIATES],
    within: 8,
    notWith: ['neck pain', 'sciatica', 'trapped nerve', 'tennis', 'typing', 'mouse'],
  },
  { finding: 'tearing_chest_pain', allOf: [TEARING, ['chest', 'pain'], BACK], within: 16 },
  { finding: 'chest_pain', allOf: [PAIN, CHEST], within: 8, notWith: ['infection', 'cough*', 'chesty'] },
  {
    finding: 'pain_radiating_to_back',
    allOf: [
      [
        'radiat*',
        'spread*',
        'goes through',
        'going through',
        'goes right through',
        'bores through',
        'boring through',
        'shoots',
        'goes round',
        'goes into',
        'going into',
      ],
      ['back'],
    ],
    within: 6,
    notWith: [
      ...BACK_OF_A_PART,
      'lower back pain',
      'bad back',
      'back ache',
      'backache',
      'slipped disc',
      'menses',
      'period',
      'menstrua*',
      'thigh*',
    ],
  },
  {
    finding: 'breast_red_painful',
    allOf: [
      ['breast', 'boob', 'nipple'],
      ['red', 'redness', 'hot', 'inflamed', 'wedge', 'painful', 'sore', 'tender'],
    ],
    within: 6,
    notWith: ['lump', 'pregnan*', 'period', 'periods', 'before my period'],
  },
  {
    finding: 'pleuritic_chest_pain',
    allOf: [
      ['pain', 'hurt*', 'stab*', 'sharp', 'catch*', 'knife', 'agony', 'sore'],
      [
        'breath in',
        'breathe in',
        'breathing in',
        'deep breath',
        'deep breaths',
        'take a breath',
        'breathe deeply',
        'each breath',
        'every breath',
      ],
    ],
    within: 8,
  },
];
