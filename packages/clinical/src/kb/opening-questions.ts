import { DURATION_MAPPING, QUESTIONS } from './questions';
import type { QuestionDef } from './types';

/**
 * Questions asked before the engine chooses: the dashboard questionnaire's free-text concern, and
 * the AI page's three fixed opening questions (brief §9) with the follow-ups inserted after a
 * 'Fatigue' or 'Sleep' first answer (brief §4). Follow-ups reuse the knowledge base's own
 * questions where one fits, so an answer is never asked for twice under two ids.
 */

function kbQuestion(id: string): QuestionDef {
  const q = QUESTIONS.find((question) => question.id === id);
  if (!q) throw new Error(`Unknown knowledge-base question ${id}`);
  return q;
}

/** Dashboard questionnaire: the patient's own words, parsed into findings. */
export const CONCERN_TEXT: QuestionDef = {
  id: 'concern_text',
  text: 'Describe your main health concern in your own words.',
  type: 'text',
  medical_category: 'symptom_assessment',
  required: true,
  placeholder:
    'For example: I have been tired all the time for two months and get out of breath on the stairs.',
  mapping: { kind: 'free_text' },
  informs: [],
};

/**
 * The values 'Fatigue' and 'Sleep' trigger the follow-up sets below. Only 'Fatigue' and
 * 'General check-up' are evidence; the other options name a topic (`about`), not a finding.
 */
export const AI_PRIMARY_CONCERN: QuestionDef = {
  id: 'ai_primary_concern',
  text: 'What would you most like help with today?',
  type: 'multiple_choice',
  medical_category: 'symptom_assessment',
  required: true,
  mapping: {
    kind: 'single_choice',
    options: [
      { value: 'Fatigue', label: 'Tiredness or low energy', present: ['fatigue'] },
      {
        value: 'Sleep',
        label: 'Sleep problems',
        about: [
          'difficulty_sleeping',
          'snoring',
          'witnessed_apnoeas',
          'daytime_sleepiness',
          'unrefreshing_sleep',
        ],
      },
      {
        value: 'Pain',
        label: 'Pain (head, chest, tummy, joints or back)',
        about: ['headache', 'chest_pain', 'abdominal_pain', 'joint_pain', 'low_back_pain', 'widespread_pain'],
      },
      {
        value: 'Digestion',
        label: 'Stomach or bowel problems',
        about: ['abdominal_pain', 'diarrhoea', 'constipation', 'bloating', 'heartburn', 'nausea', 'vomiting'],
      },
      {
        value: 'Mood',
        label: 'Mood, stress or anxiety',
        about: ['low_mood', 'anhedonia', 'anxiety', 'suicidal_thoughts'],
      },
      {
        value: 'Heart and breathing',
        label: 'Heart or breathing',
        about: ['chest_pain', 'shortness_of_breath', 'breathless_on_exertion', 'palpitations', 'cough'],
      },
      { value: 'General check-up', label: 'A general check-up', present: ['wants_checkup'] },
    ],
  },
  informs: ['fatigue', 'wants_checkup'],
};

/** 4 or less is low energy (the page shows a 'Low Energy Alert'); 8 or more rules tiredness out. */
export const AI_ENERGY_LEVEL: QuestionDef = {
  id: 'ai_energy_level',
  text: 'How would you rate your energy level over the past two weeks?',
  type: 'scale',
  medical_category: 'symptom_assessment',
  required: true,
  scaleLabels: { min: 'Completely drained', max: 'Full of energy' },
  mapping: {
    kind: 'scale',
    bands: [
      { min: 1, max: 4, present: ['fatigue'] },
      { min: 5, max: 7 },
      { min: 8, max: 10, absent: ['fatigue'] },
    ],
  },
  informs: ['fatigue'],
};

/** Scores at or below this on `ai_energy_level` count as low energy. */
export const LOW_ENERGY_MAX = 4;

/** The 8-symptom checklist; what is not ticked counts as absent. Optional, so someone with none of them can go on. */
export const AI_SYMPTOMS: QuestionDef = {
  id: 'ai_symptoms',
  text: 'Have you had any of these symptoms recently? Tick all that apply.',
  type: 'multiple_choice',
  medical_category: 'symptom_assessment',
  required: false,
  context: 'Leave it empty if none of these apply.',
  mapping: {
    kind: 'multi_select',
    options: [
      { value: 'headache', label: 'Headaches', finding: 'headache' },
      { value: 'dizziness', label: 'Dizziness or light-headedness', finding: 'dizziness' },
      { value: 'chest_pain', label: 'Chest pain or tightness', finding: 'chest_pain' },
      { value: 'shortness_of_breath', label: 'Shortness of breath', finding: 'shortness_of_breath' },
      { value: 'joint_pain', label: 'Joint pain', finding: 'joint_pain' },
      { value: 'abdominal_pain', label: 'Stomach pain', finding: 'abdominal_pain' },
      { value: 'difficulty_sleeping', label: 'Trouble sleeping', finding: 'difficulty_sleeping' },
      { value: 'low_mood', label: 'Low mood', finding: 'low_mood' },
    ],
  },
  informs: [
    'headache',
    'dizziness',
    'chest_pain',
    'shortness_of_breath',
    'joint_pain',
    'abdominal_pain',
    'difficulty_sleeping',
    'low_mood',
  ],
};

/**
 * The AI page's own-words question, after the fixed three: optional, and read like the dashboard's
 * concern. Without it the page could only learn what its checklists name, and a fever after
 * chemotherapy, a bowel that has stopped or a kidney infection would never be said at all.
 */
export const AI_OWN_WORDS: QuestionDef = {
  id: 'ai_own_words',
  text: 'Is there anything else you would like to tell us? Describe it in your own words.',
  type: 'text',
  medical_category: 'symptom_assessment',
  required: false,
  context: 'Optional. Say what is bothering you, since when, and anything that makes it worse.',
  placeholder: 'For example: a fever and shivers since yesterday, and it hurts in my back when I pee.',
  mapping: { kind: 'free_text' },
  informs: [],
};

export const AI_INITIAL_QUESTIONS: readonly QuestionDef[] = [
  AI_PRIMARY_CONCERN,
  AI_ENERGY_LEVEL,
  AI_SYMPTOMS,
];

/**
 * A safety screen (beyond the brief): the AI page asks it after its fixed questions and the
 * patient's own words, the dashboard questionnaire right after the concern. Neither opening can be
 * relied on to reveal a stroke, a bleed or a crisis, and red flags must win. One tick completes a
 * red-flag rule; what is not ticked counts as absent. The id keeps its "ai_" prefix because stored
 * sessions name it.
 */
export const AI_SAFETY_SCREEN: QuestionDef = {
  id: 'ai_safety_screen',
  text: 'Do you have any of these right now? Tick all that apply.',
  type: 'multiple_choice',
  medical_category: 'symptom_assessment',
  required: true,
  context: 'These can need urgent care. Choose "None of these" if none apply.',
  mapping: {
    kind: 'multi_select',
    options: [
      { value: 'sudden_severe_headache', label: 'A sudden, severe headache, the worst ever', finding: 'sudden_severe_headache' },
      { value: 'one_sided_weakness', label: 'Weakness or numbness on one side of the body', finding: 'one_sided_weakness' },
      { value: 'face_droop', label: 'One side of the face drooping', finding: 'face_droop' },
      { value: 'speech_difficulty', label: 'Trouble speaking or understanding speech', finding: 'speech_difficulty' },
      { value: 'confusion', label: 'New confusion', finding: 'confusion' },
      { value: 'vomiting_blood', label: 'Vomiting blood', finding: 'vomiting_blood' },
      { value: 'black_stools', label: 'Black, tarry stools', finding: 'black_stools' },
      { value: 'fainting', label: 'Fainting or nearly fainting', finding: 'fainting' },
      { value: 'throat_swelling', label: 'Swelling of the lips, tongue or throat', finding: 'throat_swelling' },
      { value: 'saddle_numbness', label: 'Numbness between the legs or around the bottom', finding: 'saddle_numbness' },
      { value: 'suicidal_thoughts', label: 'Thoughts of ending your life', finding: 'suicidal_thoughts' },
      { value: 'chest_pressure', label: 'Chest pain that feels heavy, tight or crushing', finding: 'chest_pressure' },
      { value: 'breathless_at_rest', label: 'So breathless you cannot finish a sentence', finding: 'breathless_at_rest' },
      { value: 'cyanosis', label: 'Blue or grey lips or face', finding: 'cyanosis' },
      { value: 'seizure', label: 'A fit (seizure)', finding: 'seizure' },
      { value: 'non_blanching_rash', label: 'A rash that does not fade when a glass is pressed on it', finding: 'non_blanching_rash' },
      { value: 'severe_abdominal_pain', label: 'Severe tummy pain', finding: 'severe_abdominal_pain' },
      { value: 'heavy_bleeding', label: 'Heavy bleeding that will not stop', finding: 'heavy_bleeding' },
      { value: 'overdose_poisoning', label: 'An overdose or poisoning', finding: 'overdose_poisoning' },
      { value: 'vision_loss', label: 'Sudden loss of sight', finding: 'vision_loss' },
      {
        value: 'testicular_pain',
        label: 'Sudden pain in a testicle',
        finding: 'testicular_pain',
        appliesTo: { sex: 'male' },
      },
      { value: 'none', label: 'None of these', finding: null },
    ],
  },
  informs: [
    'sudden_severe_headache',
    'one_sided_weakness',
    'face_droop',
    'speech_difficulty',
    'confusion',
    'vomiting_blood',
    'black_stools',
    'fainting',
    'throat_swelling',
    'saddle_numbness',
    'suicidal_thoughts',
    'chest_pressure',
    'breathless_at_rest',
    'cyanosis',
    'seizure',
    'non_blanching_rash',
    'severe_abdominal_pain',
    'heavy_bleeding',
    'overdose_poisoning',
    'vision_loss',
    'testicular_pain',
  ],
  source:
    'NHS 111 and NICE CKS red-flag symptoms (stroke FAST, upper GI bleed, anaphylaxis, cauda equina, suicide risk); NHS "When to call 999" (chest pain, breathing, fits, rash, bleeding, poisoning, sight)',
};

export const OPENING_QUESTIONS: readonly QuestionDef[] = [CONCERN_TEXT, ...AI_INITIAL_QUESTIONS, AI_OWN_WORDS, AI_SAFETY_SCREEN];

export type FollowUpTrigger = 'Fatigue' | 'Sleep';

/** "How long have you been feeling this tired?": the fatigue-specific wording of the duration question. */
export const AI_FU_FATIGUE_DURATION: QuestionDef = {
  id: 'ai_fu_fatigue_duration',
  text: 'How long have you been feeling this tired?',
  type: 'multiple_choice',
  medical_category: 'symptom_assessment',
  required: true,
  mapping: DURATION_MAPPING,
  informs: ['duration_under_1_week', 'duration_over_3_months'],
};

/** What a bed partner may have noticed: snoring and pauses in breathing in one question. */
export const AI_FU_SLEEP_SNORING: QuestionDef = {
  id: 'ai_fu_sleep_snoring',
  text: 'Has anyone noticed any of these while you sleep?',
  type: 'multiple_choice',
  medical_category: 'symptom_assessment',
  required: true,
  mapping: {
    kind: 'multi_select',
    options: [
      { value: 'snoring', label: 'Loud snoring', finding: 'snoring' },
      { value: 'apnoeas', label: 'Stopping breathing or gasping for air', finding: 'witnessed_apnoeas' },
      { value: 'none', label: 'None of these, or nobody would know', finding: null },
    ],
  },
  informs: ['snoring', 'witnessed_apnoeas'],
};

/** Questions that exist only as follow-ups (the others are knowledge-base questions). */
export const FOLLOW_UP_ONLY_QUESTIONS: readonly QuestionDef[] = [AI_FU_FATIGUE_DURATION, AI_FU_SLEEP_SNORING];

/**
 * Inserted after `ai_primary_concern` when its answer contains 'Fatigue' or 'Sleep' (admin
 * setting: AI follow-ups). Fatigue: duration, effort, breathlessness, heavy periods, diet.
 * Sleep: snoring and witnessed apnoeas, trouble sleeping, daytime sleepiness, unrefreshing sleep.
 */
export const FOLLOW_UPS: Readonly<Record<FollowUpTrigger, readonly QuestionDef[]>> = {
  Fatigue: [
    AI_FU_FATIGUE_DURATION,
    kbQuestion('q_post_exertional_malaise'),
    kbQuestion('q_breathless_on_exertion'),
    kbQuestion('q_heavy_periods'),
    kbQuestion('q_diet'),
  ],
  Sleep: [
    AI_FU_SLEEP_SNORING,
    kbQuestion('q_difficulty_sleeping'),
    kbQuestion('q_daytime_sleepiness'),
    kbQuestion('q_unrefreshing_sleep'),
  ],
};
