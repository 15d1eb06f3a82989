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
  fainting: ['felt faint', 'feeling faint', 'going to faint', 'about to faint', 'almost fainted', 'faint spells', 'fainting spells'],
  speech_difficulty: ['slurring my words', 'words are slurred', 'speech is garbled', "can't talk properly", 'cannot talk properly', 'talking gibberish'],
  chest_pressure: ['chest feels tight', 'chest feels heavy', 'weight on my chest'],
  history_heart_disease: [
    'previous heart attack',
    'old heart attack',
    'after my heart attack',
    'since my heart attack',
    'heart attack in',
    'heart attack years ago',
    'had heart attack',
  ],
  right_lower_abdominal_pain: ['lower right of my tummy', 'lower right side of my tummy', 'right side of my lower tummy'],
  vomiting: ["can't keep anything down", 'cannot keep anything down', 'keep being sick'],
  fever: ['burning up', 'hot and cold'],
  dizziness: ['head is spinning', 'world is spinning'],
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
  { phrase: 'heart attack', reads: HEART_ATTACK_NOW, evenIfUnsure: true },
  { phrase: 'having a heart attack', reads: HEART_ATTACK_NOW, evenIfUnsure: true },
  { phrase: 'overdose', reads: OVERDOSE },
  { phrase: 'overdosed', reads: OVERDOSE },
  { phrase: 'took too many pills', reads: OVERDOSE },
  { phrase: 'took too many tablets', reads: OVERDOSE },
  { phrase: 'taken too many pills', reads: OVERDOSE },
  { phrase: 'taken too many tablets', reads: OVERDOSE },
];

/**
 * Context rules for ambiguous phrases. Words are matched after folding; a trailing `*` matches
 * any word starting so. A phrase that fails its rule is not read at that place.
 */
export interface Guard {
  finding: string;
  phrases: readonly string[];
  /** The phrase is not read when the next word is one of these ("faint rash"). */
  notBefore?: readonly string[];
  /** … or when the word before it is one of these ("a faint …"). */
  notAfter?: readonly string[];
  /** … only with one of these within NEAR words in the same sentence ("gas" with "tummy"). */
  needsNearby?: readonly string[];
  /** … never with one of these within NEAR words in the same sentence. */
  notNearby?: readonly string[];
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

export const GUARDS: readonly Guard[] = [
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
  { finding: 'recent_stressor', phrases: ['exams'], needsNearby: STRESS },
  { finding: 'pain_radiating_arm_jaw', phrases: ['left arm'], needsNearby: ARM_PAIN },
  {
    finding: 'right_lower_abdominal_pain',
    phrases: ['lower right', 'right lower', 'lower right side', 'low on the right'],
    notBefore: NOT_TUMMY,
    notNearby: ['lung*', 'lobe*', 'chest', 'xray'],
  },
  {
    finding: 'difficulty_sleeping',
    phrases: ['wake up at night', 'waking up at night', 'awake at night'],
    notNearby: NIGHT_REASONS,
  },
  { finding: 'chest_pain', phrases: ['heart attack'], notNearby: ['risk*', 'prevent*', 'chance*', 'family', 'history', 'had', 'ago'] },
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

/** Findings about other people by nature: never re-assigned by the experiencer rule. */
export const ABOUT_OTHERS = new Set(['sick_contacts']);

/** When and how it started: read only alongside a symptom, so "today" alone says nothing. */
export const NEEDS_A_SYMPTOM = new Set(['duration_under_1_week', 'duration_over_3_months', 'sudden_onset']);
