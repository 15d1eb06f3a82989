import { BARE_DURATIONS_OVER_A_WEEK, BARE_DURATIONS_OVER_THREE_MONTHS } from '../kb/findings-severity';
import { SHORT_DURATIONS } from '../kb/findings';
import {
  ANOREXIA_AS_A_SYMPTOM,
  DRY_MOUTH_ILLNESS,
  EAR_TALK,
  GROWING_AS_EXPECTED,
  NOT_THE_HEART,
  WEIGHT_LOST_ON_PURPOSE,
} from './concepts/shared-words';

/**
 * Patients' own words for findings the knowledge base already has, and the context rules that
 * keep short or ambiguous words from being misread. Merged into the parser's phrase trie after
 * the findings' own synonyms (which win on a clash); entries whose finding a knowledge base does
 * not have are skipped. Phrases are written as patients type them; they are folded like the text.
 */

/** Extra lay phrases, keyed by existing finding id. */
export const LAY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  one_sided_weakness: [
    'weakness of arm',
    'weakness of my arm',
    'weakness of the arm',
    'weakness in arm',
    'weakness in my arm',
    'weakness of arm and leg',
    'weakness of one side',
    'weakness down one side',
    'weak down one side',
    'numb down one side',
    'arm and leg on one side',
    'arm and leg are weak',
    'arm and leg weak',
    'left arm and leg',
    'right arm and leg',
    'one side of my body is weak',
    'one side of my body went numb',
    'weakness on the left side',
    'weakness on the right side',
    'left side is weak',
    'right side is weak',
    "can't move my arm",
    'cannot move my arm',
    'arm went numb',
    'arm is numb and weak',
    "can't lift my right arm",
    "can't lift my left arm",
    "can't raise both arms",
    "can't lift both arms",
    "can't raise my arm",
    "can't raise his arm",
    "can't raise her arm",
  ],
  face_droop: [
    'face drooped',
    'face droops',
    'face is droopy',
    'face went droopy',
    'face has gone droopy',
    'facial droop',
    'facial drooping',
    'mouth drooped',
    'mouth is drooping',
    'mouth droops',
    'droopy mouth',
    'side of my face dropped',
    'side of my face drooped',
    'side of my face is drooping',
    'face sagging',
    'face is sagging',
    'face fell on one side',
  ],
  sudden_severe_headache: [
    'sudden and severe headache',
    'severe sudden headache',
    'worst headache ever',
    'worst headache i have ever had',
    "worst headache i've ever had",
    'sudden severe head pain',
  ],
  throat_swelling: [
    'lips and tongue swelling',
    'lips and tongue are swelling',
    'lips and tongue are swollen',
    'lips and tongue swollen',
    'swollen lips and tongue',
    'lips are swollen',
    'lips are swelling',
    'tongue is swollen',
    'tongue is swelling',
    'mouth is swelling',
    'throat feels tight',
    'throat is tight',
    'throat closing up',
    'face and lips swelling',
  ],
  allergen_exposure: ['ate nuts', 'after eating nuts', 'sesame', 'prawns'],
  shortness_of_breath: [
    "can't breath",
    "can't finish a sentence",
    "can't speak in full sentences",
    'gasping for breath',
    'gasping for air',
    'struggling for breath',
    'breathing is hard',
    'breathless at night',
    'breathlessness at night',
    'short of breath at night',
    'shortness of breath at night',
    'out of breath at night',
    "can't breathe at night",
    'cannot breathe at night',
    'wake up breathless',
    'wake up short of breath',
    'wake up at night breathless',
    'wake up at night short of breath',
    'wake up at night gasping for breath',
    'waking up breathless',
  ],
  fainting: [
    'felt faint',
    'feeling faint',
    'going to faint',
    'about to faint',
    'almost fainted',
    'faint spells',
    'fainting spells',
    'going to pass out',
    'about to pass out',
    'pass out',
  ],
  speech_difficulty: [
    'words coming out wrong',
    'talking funny',
    'talking strangely',
    'speech is funny','slurring my words', 'words are slurred', 'speech is garbled', "can't talk properly", 'cannot talk properly', 'talking gibberish'],
  chest_pressure: ['chest feels tight', 'chest feels heavy', 'weight on my chest', 'chest feels crushed', 'chest is crushed', 'crushed'],
  chest_pain: ['side of my chest', 'stabbing pain in my chest', 'ripping pain in my chest'],
  pain_radiating_arm_jaw: [
    'going into my arm',
    'going down my arm',
    'going to my arm',
    'going into my left arm',
    'going down my left arm',
    'between my shoulder blades',
    'ache in my jaw',
  ],
  feeling_very_unwell: [
    'really unwell',
    'feel awful',
    // A carer's "she isn't herself": a change from how the person usually is, not a denial.
    "isn't herself",
    "isn't himself",
    "hasn't been herself",
    "hasn't been himself",
    'not herself',
    'not himself',
    'not themselves',
    'not acting like herself',
    'not acting like himself',
    'not his usual self',
    'not her usual self',
    'not my usual self',
    'not myself',
  ],
  suicidal_thoughts: [
    "don't want to be alive",
    'do not want to be alive',
    "don't want to live",
    'do not want to live',
    'want to end it',
    'end it all',
  ],
  suicide_plan: ['saved up my pills', 'saving up my pills', 'going to take them', 'take them all'],
  right_lower_abdominal_pain: [
    'lower right of my tummy',
    'lower right side of my tummy',
    'right side of my lower tummy',
    'bottom right side',
    'bottom right of my belly',
  ],
  pain_worse_moving: ['hurts to walk', 'hurts to walk or cough', 'hurts when i walk', 'hurts to cough'],
  abdominal_swelling: ['tummy is swollen', 'tummy swollen', 'swollen up like a drum', 'belly is swollen'],
  saddle_numbness: ['numb around my bum', 'numbness around my bum', 'numb around my private parts', 'private parts are numb', 'numb down below'],
  vaginal_bleeding_abnormal: ['bleeding from down below', 'bleeding down below'],
  abdominal_pain: ['tummy is painful', 'painful tummy', 'stomach is painful', 'belly is painful', 'tummy is hard and painful'],
  non_blanching_rash: [
    "spots that don't go away",
    'spots that do not go away',
    "rash that doesn't go away",
    "don't go away when i press",
    "doesn't go away when i press",
    "doesn't fade when i press",
  ],
  mottled_skin: ['lips going blue', 'lips are blue', 'lips turning blue', 'lips have gone blue', 'blotchy purple', 'purplish skin', 'purple ish skin'],
  confusion: ["won't wake up", 'will not wake up', 'not waking up properly'],
  vomiting_blood: ['vomiting up blood', 'vomiting up bright red blood', 'vomited bright red blood', 'vomiting red blood', 'sick with blood'],
  excessive_thirst: ['drinking loads'],
  polyuria: ['weeing all the time', 'peeing all the time'],
  fast_breathing: ['breathing deep and fast'],
  dysuria: [
    'burning when i wee',
    'stings when i wee',
    'stinging when i wee',
    'burning when i pass water',
    'stinging when i pass water',
    'stings when i pass water',
  ],
  urinary_frequency: ['going every half an hour', 'going every hour', 'going all the time'],
  flank_pain: ['pain in my back on the right side', 'pain in my back on the left side'],
  orthopnoea: ['sit up on pillows', 'prop myself up on pillows', 'prop myself up', 'propped up', 'have to sit up to breathe'],
  blood_in_urine: ['peed blood', 'peeing blood', 'weeing blood', 'blood when i pee', 'blood when i wee'],
  pleuritic_chest_pain: ['hurts on one side when i breathe', 'hurts when i breathe in'],
  jaundice: ['gone yellow', 'going yellow', 'turning yellow'],
  dark_urine: ['wee is dark', 'pee is dark', 'dark wee'],
  irregular_periods: ['periods have been all over the place', 'periods are all over the place', 'periods all over the place'],
  anhedonia: ["can't be bothered", 'cannot be bothered', 'things i used to enjoy'],
  hair_loss: ['hair is falling out'],
  nocturia: ['times a night to pee', 'times a night to wee', 'getting up at night to wee', 'up at night to wee'],
  duration_over_3_months: ['3 months', '4 months', '5 months', 'three months', 'four months', 'five months'],
  history_heart_disease: [
    'previous heart attack',
    'old heart attack',
    'after my heart attack',
    'since my heart attack',
    'heart attack in',
    'heart attack years ago',
    'had heart attack',
  ],
  vomiting: ["can't keep anything down", 'cannot keep anything down', 'keep being sick'],
  fever: [
    'burning up',
    'hot and cold',
    'feel hot',
    'feels hot',
    'feeling hot',
    "she's hot",
    "he's hot",
    "i'm hot",
    'hot to touch',
    'hot to the touch',
    'temperature',
    'temperature is',
    'temperature was',
    'temp is',
    'temp was',
    'temperature has been',
  ],
  dizziness: ['head is spinning', 'world is spinning'],
  fatigue: ['shattered'],
  recent_stressor: ['exam stress', 'stressed about exams'],
  bloating: ['passing gas', 'trapped gas', 'full of gas'],
};

/** A phrase that reads several findings at once, or reads one as absent whatever surrounds it. */
export interface CompoundPhrase {
  phrase: string;
  reads: readonly { id: string; present: boolean }[];
  /** Read even inside "not sure if" / "maybe": a patient who fears it is happening now needs help now. */
  evenIfUnsure?: boolean;
}

const HEART_ATTACK_NOW = [
  { id: 'chest_pain', present: true },
  { id: 'chest_pressure', present: true },
] as const;
const OVERDOSE = [
  { id: 'suicidal_thoughts', present: true },
  { id: 'suicide_plan', present: true },
] as const;

export const COMPOUND_PHRASES: readonly CompoundPhrase[] = [
  { phrase: 'afebrile', reads: [{ id: 'fever', present: false }] },
  { phrase: 'apyrexial', reads: [{ id: 'fever', present: false }] },
  {
    phrase: 'non productive cough',
    reads: [
      { id: 'cough', present: true },
      { id: 'productive_cough', present: false },
    ],
  },
  { phrase: 'non productive', reads: [{ id: 'productive_cough', present: false }] },
  // Reassurance as case notes give it: fluids kept down, urine passed as usual (NICE CG84 and NG143
  // ask exactly these to rule dehydration out).
  ...['keeping fluids down', 'keeping fluids', 'keeping down fluids', 'keeping drinks down', 'keeping food and fluids down', 'tolerating fluids', 'tolerating oral fluids'].map(
    (phrase): CompoundPhrase => ({ phrase, reads: [{ id: 'unable_to_keep_fluids', present: false }] }),
  ),
  ...['passing urine normally', 'passing urine as usual', 'weeing normally', 'peeing normally', 'plenty of wet nappies', 'normal wet nappies'].map(
    (phrase): CompoundPhrase => ({ phrase, reads: [{ id: 'dehydration_signs', present: false }] }),
  ),
  { phrase: 'heart attack', reads: HEART_ATTACK_NOW, evenIfUnsure: true },
  { phrase: 'having a heart attack', reads: HEART_ATTACK_NOW, evenIfUnsure: true },
  { phrase: 'overdose', reads: OVERDOSE },
  { phrase: 'overdosed', reads: OVERDOSE },
  { phrase: 'took too many pills', reads: OVERDOSE },
  { phrase: 'took too many tablets', reads: OVERDOSE },
  { phrase: 'taken too many pills', reads: OVERDOSE },
  { phrase: 'taken too many tablets', reads: OVERDOSE },
  { phrase: 'took a whole packet', reads: OVERDOSE },
  { phrase: 'taken a whole packet', reads: OVERDOSE },
  { phrase: 'took a whole box', reads: OVERDOSE },
  { phrase: 'took a whole bottle', reads: OVERDOSE },
  {
    phrase: 'asthma attack',
    reads: [
      { id: 'shortness_of_breath', present: true },
      { id: 'wheeze', present: true },
    ],
  },
];

/**
 * Context rules for ambiguous phrases. Words are matched after folding; a trailing `*` matches
 * any word starting so. A phrase that fails its rule is not read at that place.
 */
export interface Guard {
  finding: string;
  phrases: readonly string[];
  /** The phrase is read only when the next word is one of these ("temperature is 39"). */
  onlyBefore?: readonly string[];
  /** The phrase is not read when the next word is one of these ("faint rash"). */
  notBefore?: readonly string[];
  /** … or when the word before it is one of these ("a faint …"). */
  notAfter?: readonly string[];
  /** … only with one of these within NEAR words in the same sentence ("gas" with "tummy"). */
  needsNearby?: readonly string[];
  /** … never with one of these within NEAR words in the same sentence. */
  notNearby?: readonly string[];
  /** … never with one of these anywhere in the same sentence (a pet named at its start). */
  notInSentence?: readonly string[];
}

/** How far (in words, either side, within the sentence) a guard looks for context. */
export const NEAR = 6;

const DIGESTIVE = [
  'stomach*',
  'tummy',
  'belly',
  'bloat*',
  'fart*',
  'burp*',
  'bowel*',
  'abdom*',
  'gut',
  'gassy',
  'digest*',
  'cramp*',
  'pass*',
  'trapped',
  'eat*',
  'ate',
  'meal*',
  'food',
  'indigestion',
  'constipat*',
  'diarr*',
  'toilet',
  'poo*',
];
const STRESS = [
  'stress*',
  'revis*',
  'study*',
  'studie*',
  'pressure',
  'worr*',
  'anxious',
  'nervous',
  'upcoming',
  'coming',
  'final*',
  'school',
  'university',
  'uni',
  'college',
  'student',
  'deadline*',
  'panick*',
];
const ARM_PAIN = ['pain*', 'ache*', 'aching', 'hurt*', 'sore', 'radiat*', 'spread*', 'chest', 'tight*', 'pressure', 'discomfort', 'heav*', 'down', 'into'];
/** Body parts and imaging words that make "right lower" something other than the tummy. */
const NOT_TUMMY = ['lung*', 'lobe*', 'chest', 'leg*', 'limb*', 'field*', 'zone*', 'back', 'tooth', 'teeth', 'molar*', 'arm*', 'eye*', 'eyelid*', 'lid*', 'jaw', 'rib*', 'foot', 'feet', 'knee*', 'breast*', 'wisdom', 'gum*', 'lip*', 'x', 'xray', 'ray', 'scan'];
/** A reason for waking at night makes it something other than insomnia. */
const NIGHT_REASONS = ['breath*', 'breathe', 'breathing', 'gasp*', 'chok*', 'cough*', 'pee*', 'wee*', 'urinat*', 'toilet', 'sweat*', 'soaked', 'drenched', 'pain*', 'wheez*'];

/** Words that put a sentence in a pregnancy. */
const PREGNANCY_WORDS = ['pregnan*', 'gestation', 'trimester', 'miscarr*', 'expecting'];

export const GUARDS: readonly Guard[] = [
  {
    // "cut myself shaving", "cut myself on a tin": an accident, not self-harm.
    finding: 'self_harm',
    phrases: ['cut myself'],
    notNearby: ['shaving', 'shave', 'cooking', 'accident*', 'slipped', 'kitchen', 'tin', 'glass', 'garden*', 'knife slipped', 'chopping'],
  },
  {
    finding: 'fainting',
    phrases: ['faint'],
    notAfter: ['a', 'an', 'the', 'very', 'slightly', 'quite', 'some', 'slight'],
    notBefore: [
      'rash*',
      'line*',
      'mark*',
      'spot*',
      'smell*',
      'sound*',
      'noise*',
      'pain*',
      'ache*',
      'light*',
      'taste*',
      'memor*',
      'idea',
      'hope',
      'trace*',
      'red*',
      'pink*',
      'yellow*',
      'blue*',
      'bruis*',
      'patch*',
      'voice',
      'pulse',
      'heartbeat',
      'outline',
      'blush*',
      'scar*',
      'stain*',
      'murmur*',
    ],
  },
  { finding: 'bloating', phrases: ['gas', 'wind'], needsNearby: DIGESTIVE },
  // "perineum" names a place: it is perineal pain only with a word of pain near it ("bumps on her labia and perineum").
  { finding: 'perineal_pain', phrases: ['perineum'], needsNearby: ['pain*', 'ache*', 'aching', 'hurt*', 'sore', 'discomfort', 'tender*'] },
  // Negative pregnancy tests say she is probably not pregnant.
  { finding: 'pregnancy_possible', phrases: ['pregnancy test'], notNearby: ['negative', 'negatives'] },
  // A pulsing lump in the neck or groin is not the abdominal aorta.
  { finding: 'pulsatile_abdominal_mass', phrases: ['pulsing lump', 'pulsating mass'], notNearby: ['neck', 'groin', 'head', 'wrist', 'ear*', 'arm*', 'leg*'] },
  // Ear trouble after swimming is a swimmer's ear, not a strain.
  { finding: 'sports_strain', phrases: ['after swimming'], notNearby: EAR_TALK },
  // "An ulcer" is a mouth ulcer only in the mouth: elsewhere it is a leg, genital or stomach ulcer.
  {
    finding: 'mouth_ulcers',
    phrases: ['ulcer'],
    needsNearby: ['mouth', 'tongue', 'lip*', 'gum*', 'cheek*', 'palate', 'throat', 'canker', 'aphthous', 'bite', 'bit'],
  },
  // "Bleeding" on its own is vaginal bleeding only when the sentence is about a pregnancy.
  { finding: 'vaginal_bleeding_abnormal', phrases: ['bleeding'], needsNearby: PREGNANCY_WORDS },
  { finding: 'recent_stressor', phrases: ['exams'], needsNearby: STRESS },
  { finding: 'pain_radiating_arm_jaw', phrases: ['left arm'], needsNearby: ARM_PAIN },
  {
    finding: 'right_lower_abdominal_pain',
    phrases: ['lower right', 'right lower', 'lower right side', 'low on the right'],
    notBefore: NOT_TUMMY,
    notNearby: ['lung*', 'lobe*', 'chest', 'xray'],
  },
  {
    finding: 'right_upper_abdominal_pain',
    phrases: ['right upper', 'upper right'],
    notBefore: NOT_TUMMY,
    notNearby: ['lung*', 'lobe*', 'chest', 'xray', 'eyelid*', 'lid*', 'arm*', 'tooth', 'teeth', 'molar*'],
  },
  {
    finding: 'difficulty_sleeping',
    phrases: ['wake up at night', 'waking up at night', 'awake at night'],
    notNearby: NIGHT_REASONS,
  },
  {
    finding: 'fever',
    phrases: ['temperature is', 'temperature was', 'temp is', 'temp was', 'temperature has been'],
    onlyBefore: ['38*', '39*', '40*', '41*', '42*', '100*', '101*', '102*', '103*', '104*', 'high*', 'up', 'raised', 'over', 'above'],
  },
  {
    finding: 'fever',
    phrases: ['temperature'],
    notAfter: ['my', 'the', 'your', 'his', 'her', 'their', 'took', 'take', 'taking', 'check*', 'room', 'body', 'normal', 'water'],
    notBefore: ['is', 'wa', 'was', 'of', 'check*', 'normal', 'reading*', 'ha', 'has', 'be', 'fine', 'ok', 'okay'],
  },
  { finding: 'acne', phrases: ['spots'], notNearby: ['rash*', 'glass', 'press*', 'fade*', 'fever*', 'purple', 'chickenpox', 'pink', 'blister*', 'eyelid*', 'eye*', 'body', 'all over', 'bruis*', 'bleed*', 'limbs', 'legs', 'cluster*', 'hand*', 'palm*', 'sole*', 'feet', 'finger*', 'wrist*', 'waist', 'tummy', 'belly', 'armpit*', 'nappy', 'itch*', 'pearly', 'dimple*'] },
  // Stiffness that wears off in a few minutes is not the long morning stiffness of inflammation.
  {
    finding: 'morning_stiffness_long',
    phrases: ['morning stiffness', 'stiff in the morning', 'stiffness in the morning'],
    notNearby: ['less', 'under', 'brief*', 'few', 'couple', 'quickly', 'short', 'seconds'],
  },
  {
    finding: 'abdominal_pain',
    phrases: ['cramps', 'crampy'],
    notNearby: ['calf', 'calve*', 'leg*', 'foot', 'feet', 'toe*', 'hand*', 'muscle*', 'thigh*', 'hamstring*'],
    // "my right calf has been aching for 3 days, like a cramp that won't go"
    notInSentence: ['calf', 'calve*'],
  },
  // "a blister on the back of my heel" is the skin, not the tendon.
  {
    finding: 'achilles_pain',
    phrases: ['back of my heel', 'back of my ankle'],
    notNearby: ['blister*', 'shoe*', 'trainer*', 'boot*', 'rub*', 'cut', 'graze*', 'heel spur*'],
  },
  { finding: 'alcohol_excess', phrases: ['pints'], notNearby: ['water', 'milk', 'squash', 'juice', 'fluid*'] },
  {
    finding: 'alcohol_excess',
    phrases: ['i drink', 'drink a lot', 'drink every day', 'drink most days'],
    notNearby: ['water', 'fluid*', 'squash', 'juice', 'milk', 'tea', 'coffee*', 'cola', 'coke', 'fizzy', 'energy'],
  },
  // "drinking loads" in a feverish child is the reassurance parents give, not a thirst to explain.
  {
    finding: 'excessive_thirst',
    phrases: ['drinking loads', 'drinking a lot'],
    notNearby: ['calpol', 'nappy', 'nappies', 'bottle*', 'feed*', 'playing', 'wee*', 'fluids', 'temp*', 'fever*'],
  },
  // "white with a red ring" is a mouth ulcer's edge, not ringworm.
  {
    finding: 'ring_shaped_rash',
    phrases: ['red ring'],
    notNearby: ['ulcer*', 'mouth', 'lip*', 'gum*', 'tongue', 'cheek', 'eye*', 'bite*', 'tick*'],
  },
  // "an itchy roof of my mouth", "itchy eyes": hay fever's itch, not the skin's.
  {
    finding: 'itchy_skin',
    phrases: ['itchy', 'itch', 'itching', 'itches'],
    notBefore: ['roof', 'mouth', 'throat', 'palate', 'eye*', 'ear*', 'nose', 'watery'],
  },
  // "my eyes are itchy" is hay fever's itch in whatever order it is told, not the skin's.
  { finding: 'itchy_skin', phrases: ['itchy', 'itch', 'itching', 'itches'], notNearby: ['eye', 'eyes'] },
  // Sweaty feet are where athlete's foot grows, not the sweating of a fever or a heart attack.
  // Only "sweaty": "sweating" stays read whatever is near it (a heart attack's sweat is never lost).
  {
    finding: 'sweating',
    phrases: ['sweaty'],
    notNearby: ['feet', 'foot', 'toe', 'toes', 'trainer*', 'shoe*', 'sock*', 'boot*'],
  },
  // "after the gym showers" is where athlete's foot is caught, not muscles that ache.
  {
    finding: 'exercise_soreness',
    phrases: ['after the gym'],
    notNearby: ['shower*', 'feet', 'foot', 'toe*', 'rash*', 'skin', 'itch*', 'peel*'],
  },
  { finding: 'acne', phrases: ['spot'], notAfter: ['that', 'same', 'this', 'blind'] },
  // Dry lips in someone who is being sick, not drinking or weeing less are dehydration, not chapping.
  {
    finding: 'dry_cracked_lips',
    phrases: ['dry lips', 'lips are dry', 'lips are so dry', 'chapped', 'chapped lips', 'dry cracked lips', 'lips are cracked'],
    notNearby: DRY_MOUTH_ILLNESS,
  },
  // "I feel fine otherwise" is how a symptom is told, not a wish for a check-up.
  {
    finding: 'wants_checkup',
    phrases: ['feel fine', 'feel completely fine'],
    notNearby: ['otherwise', 'apart', 'except', 'other than', 'but', 'now', 'though', 'although', 'since'],
  },
  { finding: 'caffeine_excess', phrases: ['coffees'], notBefore: ['table*', 'shop*', 'machine*', 'stain*'] },
  {
    finding: 'flatulence',
    phrases: ['windy'],
    notNearby: ['cold', 'weather', 'outside', 'rain*', 'day', 'walk*', 'allotment', 'garden*', 'beach', 'out'],
  },
  // "red and hot" is a joint's only near a joint: an eyelid, a cheek or a breast that is red and hot is not.
  {
    finding: 'acute_single_joint_red_hot',
    phrases: ['red and hot', 'hot and swollen', 'swollen and hot', 'hot red and swollen'],
    needsNearby: ['knee*', 'ankle*', 'toe', 'toes', 'joint*', 'wrist*', 'elbow*', 'hip', 'hips', 'finger*', 'knuckle*', 'shoulder*', 'foot', 'feet'],
  },
  // "the outer edge of my big toe" is an ingrowing nail or a stubbed toe, not gout.
  {
    finding: 'acute_single_joint_red_hot',
    phrases: ['big toe'],
    notNearby: ['nail*', 'toenail*', 'ingrow*', 'edge', 'stub*', 'bunion*', 'fungal', 'athlete*', 'blister*', 'corn'],
  },
  // "did the glass test and it does fade" is the reassuring answer; a rash that stays under the
  // glass is read by the concepts (head-and-nerves.ts).
  {
    finding: 'non_blanching_rash',
    phrases: ['glass test'],
    notNearby: ['fade*', 'fading', 'disappear*', 'white', 'pale', 'blanch*', 'goes away', 'went away', 'still there', 'still see'],
  },
  // "the shower stung like mad" is sore skin, not a sting.
  {
    finding: 'allergen_exposure',
    phrases: ['stung'],
    notNearby: ['shower', 'bath', 'water', 'shampoo', 'soap', 'antiseptic', 'aftersun', 'sun', 'salt', 'juice', 'wee', 'pee'],
  },
  // "drinking loads of energy drinks" is what was drunk, not a thirst.
  {
    finding: 'excessive_thirst',
    phrases: ['drinking loads'],
    notNearby: ['energy', 'coffee*', 'tea', 'coke', 'cola', 'beer*', 'wine', 'pint*', 'alcohol', 'fizzy', 'booze'],
  },
  // "a tight band on both sides of my head" is not one side.
  { finding: 'unilateral_throbbing_headache', phrases: ['side of my head'], notAfter: ['both', 'either', 'all'] },
  // "I have a cold sore" is not a cold.
  {
    finding: 'has_a_cold',
    phrases: ['have a cold', 'got a cold', 'bad cold', 'nasty cold', 'horrible cold'],
    notBefore: ['sore', 'sores', 'feeling', 'hand', 'hands', 'feet', 'foot', 'spot', 'patch'],
  },
  // "swollen, red and throbbing" is a hand, a finger or a tooth unless a head is named.
  {
    finding: 'unilateral_throbbing_headache',
    phrases: ['throbbing'],
    needsNearby: ['head*', 'temple*', 'migraine*', 'forehead', 'eye', 'behind'],
  },
  // "puncture marks by my knuckle", "punched a wall": one hurt hand, not the joints of both.
  {
    finding: 'symmetric_small_joint_pain',
    phrases: ['knuckles'],
    notInSentence: ['bit', 'bite*', 'bitten', 'cut', 'punch*', 'puncture*', 'punture*', 'graze*', 'scrape*', 'wall', 'fight', 'caught', 'trapped', 'shut'],
  },
  // Wrists and both hands are where the joints of rheumatoid arthritis hurt, but named alone they only
  // say where something is ("little red spots between my fingers and on my wrists").
  {
    finding: 'symmetric_small_joint_pain',
    phrases: ['wrists', 'both hands', 'hands and wrists', 'fingers and wrists'],
    needsNearby: ['pain*', 'ache*', 'aching', 'achy', 'hurt*', 'sore', 'stiff*', 'swollen', 'swell*', 'throb*', 'arthritis', 'joint*'],
  },
  // "burning right up into my throat after every meal" is heartburn, not burning up with a fever.
  {
    finding: 'fever',
    phrases: ['burning up'],
    notNearby: ['throat', 'chest', 'gullet', 'oesophagus', 'esophagus', 'heartburn', 'reflux', 'acid', 'meal*', 'eat', 'eating', 'ate', 'food', 'stomach', 'breastbone'],
  },
  // A "geographic" tongue has bald, map-like patches; a lawn or a carpet has bald patches too.
  { finding: 'patchy_hair_loss', phrases: ['bald patch', 'bald patches'], notNearby: ['tongue', 'mouth', 'lawn', 'grass', 'carpet', 'rug'] },
  // Many small pearly spots with a dimple are molluscum's; a basal cell carcinoma is one pearly sore.
  { finding: 'non_healing_skin_sore', phrases: ['pearly spot'], notNearby: ['dimple*', 'molluscum', 'little', 'tiny', 'lots', 'loads', 'several', 'crop*', 'cluster*'] },
  // "we got a kitten last month and she has a bald patch on her ear" is the pet's, not the patient's.
  {
    finding: 'patchy_hair_loss',
    phrases: ['bald patch'],
    notInSentence: ['kitten*', 'cat', 'cats', 'dog', 'dogs', 'puppy', 'pet*', 'fur', 'vet'],
  },
  // "I can't breathe through my nose" is a blocked nose, not breathlessness.
  {
    finding: 'shortness_of_breath',
    phrases: ["can't breathe", 'cannot breathe', 'hard to breathe'],
    notBefore: ['through'],
  },
  // "do I need antibiotics?" asks for them; it does not say they were taken.
  { finding: 'recent_antibiotics', phrases: ['antibiotics', 'antibiotic'], notAfter: ['need', 'want', 'get', 'prescribe'] },
  // Hair, nails and lips get thinner too: that is not the body losing weight.
  { finding: 'weight_loss', phrases: ['getting thinner'], notNearby: ['hair', 'nail*', 'lips', 'skin', 'eyebrow*'] },
  // Weight lost on a diet, at the gym or on a weight-loss medicine was meant ("lost two stone on my
  // diet"); "… and I'm not dieting" is read back by the diabetes-signs concept.
  {
    finding: 'weight_loss',
    phrases: ['lost weight', 'losing weight', 'lost some weight', 'dropped weight', 'lost a lot of weight', 'lost kilos', 'lost kg', 'lost pounds', 'lost stone'],
    notNearby: WEIGHT_LOST_ON_PURPOSE,
  },
  // Tired eyes, legs or arms are a tired part, not a tired person.
  { finding: 'fatigue', phrases: ['tired'], notBefore: ['eye', 'eyes', 'eyed', 'leg', 'legs', 'arm', 'arms', 'feet'], notAfter: ['eyes', 'legs', 'arms'] },
  // A weight-loss jab or plan is a treatment, not weight lost without trying.
  {
    finding: 'weight_loss',
    phrases: ['weight loss', 'losing weight', 'lose weight'],
    notBefore: ['jab*', 'injection*', 'drug*', 'medic*', 'pen*', 'tablet*', 'programme', 'program', 'plan', 'group', 'surgery', 'op', 'class*', 'app', 'journey'],
  },
  // "bunged up" is constipation, but not of the ears or the nose.
  { finding: 'constipation', phrases: ['bunged up'], notNearby: ['ear', 'ears', 'nose', 'nostril*', 'sinus*', 'head', 'cold'] },
  // "can't shake this flu" is not getting over it, not a tremor.
  { finding: 'tremor', phrases: ['shakes'], notBefore: ['my', 'it', 'off', 'hand*', 'head', 'his', 'her', 'this', 'that', 'the'], notAfter: ["can't", 'cant', 'cannot', "couldn't", 'couldnt'] },
  { finding: 'pallor', phrases: ['pale'], notNearby: ['poo*', 'stool*', 'faece*', 'feces', 'wee', 'pee', 'urine', 'ale', 'beer', 'lager', 'paint*', 'middle', 'centre', 'center', 'welt*', 'weal*', 'wheal*', 'patch*', 'ring*'] },
  {
    finding: 'difficulty_sleeping',
    phrases: ["can't sleep", 'cannot sleep', 'not sleeping', 'trouble sleeping'],
    notNearby: ['breath*', 'breathe', 'gasp*', 'chok*', 'wheez*'],
  },
  // "my baby is 4 months old" is an age, not how long it has been going on.
  {
    finding: 'duration_over_3_months',
    phrases: ['3 months', '4 months', '5 months', 'three months', 'four months', 'five months', 'six months', 'eight months', 'a year'],
    notBefore: ['old'],
  },
  {
    finding: 'duration_under_1_week',
    phrases: ['two days', 'three days', 'few days', 'couple of days', ...SHORT_DURATIONS],
    notBefore: ['old'],
  },
  // "2 weeks ago" dates an event and "12 weeks pregnant" is a gestation: neither is how long it has lasted.
  {
    finding: 'duration_over_1_week',
    phrases: [...BARE_DURATIONS_OVER_A_WEEK],
    notBefore: ['old', 'ago', 'pregnant', 'before', 'earlier', 'later'],
  },
  {
    finding: 'duration_over_3_months',
    phrases: [...BARE_DURATIONS_OVER_THREE_MONTHS],
    notBefore: ['old', 'ago', 'pregnant', 'before', 'earlier', 'later'],
  },
  {
    finding: 'morning_headache',
    phrases: ['worse in the morning', 'worse in the mornings', 'worst in the morning', 'worse on waking'],
    needsNearby: ['headache*'],
  },
  { finding: 'chest_pain', phrases: ['heart attack'], notNearby: ['risk*', 'prevent*', 'chance*', 'family', 'history', 'had', 'ago'] },
  // A stent in a ureter, a bile duct or the gullet is not the heart's.
  { finding: 'history_heart_disease', phrases: ['stent'], notNearby: NOT_THE_HEART },
  // Case-note wording. A discharge named by its colour or smell is the vagina's only when no other
  // place is named: "greenish foul-smelling discharge from his penis", "yellow discharge from her eye".
  {
    finding: 'vaginal_discharge_unusual',
    phrases: ['smelly discharge', 'malodorous discharge', 'foul smelling discharge', 'fishy discharge', 'unusual discharge', 'green discharge', 'yellow discharge'],
    notNearby: ['penis', 'penile', 'urethra', 'urethral', 'willy', 'eye', 'eyes', 'ear', 'ears', 'nose', 'nostril*', 'nipple*', 'wound*', 'cut', 'navel', 'umbilic*', 'stoma'],
  },
  // "vulvovaginal itching", "urethral itching", "my bum is really itchy", "her eyes become sticky …
  // and there is some itching": an itch of a named place other than the skin.
  {
    finding: 'itchy_skin',
    phrases: ['itchy', 'itch', 'itching', 'itches'],
    notInSentence: ['vagina', 'vaginal', 'vulva', 'vulval', 'vulvar', 'vulvovaginal', 'labia*', 'urethra', 'urethral', 'penis', 'eye', 'eyes', 'ear', 'ears', 'otalgia', 'otorrhoea', 'otorrhea', 'anus', 'anal', 'bum', 'bottom'],
  },
  // "persistent cough since 12 days": persistent, but not yet three weeks.
  { finding: 'cough_over_3_weeks', phrases: ['persistent cough'], notNearby: ['day*', 'yesterday', 'tonight', 'overnight'] },
  // "wheeze after running", "chest pain after exercise", "faint after a workout": exercise brought on
  // another symptom; sore muscles after it are something else.
  {
    finding: 'exercise_soreness',
    phrases: ['after exercise', 'after a workout', 'after my workout', 'after running', 'after the gym', 'gym session'],
    notNearby: ['chest', 'breath*', 'breathless*', 'wheez*', 'cough*', 'faint*', 'dizz*', 'collaps*', 'black*', 'palpitat*', 'heart*', 'racing', 'vomit*', 'sick'],
  },
  // "feels as if she has bruised her shoulder": a pain told by likeness (the shoulder tip of a bleed), not a bruise.
  { finding: 'bruise', phrases: ['bruised', 'bruise'], notNearby: ['if', 'though'] },
  // "stool mixed with blood and mucus", "a nose full of mucus": phlegm only when it is coughed up or on the chest.
  { finding: 'productive_cough', phrases: ['mucus'], notNearby: ['stool*', 'poo*', 'nappy', 'nappies', 'faec*', 'feces', 'bowel*', 'bottom', 'diarrh*', 'jelly', 'nose', 'nasal', 'nostril*', 'vagina*', 'discharge', 'eye*'] },
  // A baby's milk coming back after feeds is posseting (read so in case-note-bodily-signs), not an adult's acid reflux.
  { finding: 'acid_regurgitation', phrases: ['regurgitation', 'reflux'], notNearby: ['milk', 'feed', 'feeds', 'feeding', 'bottle*', 'breastfe*', 'formula', 'baby', 'infant', 'posset*'] },
  // "feeding well and gaining weight along her centile": a child growing as expected, not a symptom.
  { finding: 'weight_gain', phrases: ['gaining weight', 'gained weight', 'putting on weight', 'weight gain'], notNearby: GROWING_AS_EXPECTED },
  // "fever, night sweats and anorexia", "he became anorexic": in a case note's list of an illness's
  // symptoms anorexia is the loss of appetite (read so in case-note-signs), not the eating disorder.
  { finding: 'restricting_food', phrases: ['anorexia', 'anorexic'], notNearby: ANOREXIA_AS_A_SYMPTOM },
  // "leaks with coughing or laughing or sneezing": what brings a leak or a pain on, not a cold.
  { finding: 'cough', phrases: ['cough', 'coughing'], notNearby: ['laugh*'] },
  { finding: 'runny_nose', phrases: ['sneezing', 'sneeze'], notNearby: ['laugh*'] },
];

/** A relative's finding is the patient's family history when the knowledge base has one for it. */
export const FAMILY_HISTORY: Readonly<Record<string, string>> = {
  known_diabetes: 'family_history_diabetes',
  high_glucose_reading: 'family_history_diabetes',
  history_heart_disease: 'family_history_heart_disease',
  family_history_coeliac: 'family_history_coeliac',
};

/** Family-only words: read as family history only when a relative has them ("my mum has coeliac disease"). */
export const FAMILY_ONLY_PHRASES: Readonly<Record<string, string>> = {
  coeliac: 'family_history_coeliac',
  'coeliac disease': 'family_history_coeliac',
  celiac: 'family_history_coeliac',
  'celiac disease': 'family_history_coeliac',
  'heart attack': 'family_history_heart_disease',
  'heart problems': 'family_history_heart_disease',
  'heart trouble': 'family_history_heart_disease',
};

/**
 * Never re-assigned by the experiencer rule: findings about other people by nature (contacts), and
 * trips, which a patient takes with the relatives they name ("visiting family in Nigeria").
 */
export const ABOUT_OTHERS = new Set(['sick_contacts', 'travel_malaria_area', 'travel_tropics', 'recent_travel_abroad']);

/** How long it has gone on: a negation in the sentence measures a span, it does not deny it. */
export const TIME_SPANS: ReadonlySet<string> = new Set(['duration_under_1_week', 'duration_over_1_week', 'duration_over_3_months']);

/** When and how it started: read only alongside a symptom, so "today" alone says nothing. */
export const NEEDS_A_SYMPTOM = new Set([...TIME_SPANS, 'sudden_onset']);
