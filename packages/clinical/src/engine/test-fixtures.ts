import type { ConditionDef, FindingDef, KnowledgeBase, QuestionDef } from '../kb/types';
import type { InterviewPlan } from './interview';

/**
 * A small knowledge base for the engine's unit tests: a few conditions of each urgency with
 * round numbers, so expected posteriors can be worked out by hand. Not clinical data.
 */

const S = 'test fixture';

const finding = (id: string, name: string, leak: number, synonyms: string[] = []): FindingDef => ({
  id,
  name,
  kind: 'symptom',
  synonyms,
  leak,
  source: S,
});

export const FIXTURE_FINDINGS: FindingDef[] = [
  finding('fatigue', 'Fatigue', 0.2, ['tired', 'tiredness', 'exhausted', 'no energy', 'low energy']),
  finding('pallor', 'Pale skin', 0.05, ['pale', 'pallor']),
  finding('heavy_periods', 'Heavy periods', 0.1, ['heavy periods', 'heavy menstrual bleeding']),
  finding('weight_gain', 'Weight gain', 0.1, ['gained weight', 'weight gain', 'putting on weight']),
  finding('cold_intolerance', 'Feeling cold', 0.05, ['always cold', 'feel cold', 'cold intolerance']),
  finding('thirst', 'Excessive thirst', 0.05, ['thirsty', 'thirst']),
  finding('frequent_urination', 'Frequent urination', 0.08, [
    'peeing a lot',
    'frequent urination',
    'urinating often',
  ]),
  finding('chest_pain', 'Chest pain', 0.03, ['chest pain', 'pain in my chest', 'chest tightness']),
  finding('shortness_of_breath', 'Shortness of breath', 0.05, [
    'short of breath',
    'shortness of breath',
    'breathless',
    "can't breathe",
  ]),
  finding('sweating', 'Sweating', 0.05, ['sweating', 'sweaty', 'cold sweat']),
  finding('leg_swelling', 'Leg swelling', 0.03, ['swollen leg', 'leg swelling', 'swollen calf']),
  finding('cough', 'Cough', 0.15, ['cough', 'coughing']),
  finding('fever', 'Fever', 0.08, ['fever', 'high temperature', 'feverish']),
  finding('runny_nose', 'Runny nose', 0.1, ['runny nose', 'stuffy nose', 'blocked nose']),
  finding('sore_throat', 'Sore throat', 0.08, ['sore throat']),
  finding('numbness', 'Numbness or tingling', 0.03, ['numbness', 'tingling', 'pins and needles']),
  finding('poor_sleep', 'Poor sleep', 0.15, ['trouble sleeping', "can't sleep", 'insomnia', 'poor sleep']),
  finding('snoring', 'Loud snoring', 0.1, ['snoring', 'snore']),
];

const condition = (
  c: Omit<ConditionDef, 'source' | 'description' | 'category'> & Partial<ConditionDef>,
): ConditionDef => ({
  description: `${c.name} (fixture).`,
  category: 'General',
  source: S,
  ...c,
});

const test = (code: string, rationale: string, onlyWith?: string[]) => ({
  code,
  loinc: '0000-0',
  loincVerified: false,
  rationale,
  source: S,
  ...(onlyWith ? { onlyWith } : {}),
});

export const FIXTURE_CONDITIONS: ConditionDef[] = [
  condition({
    id: 'iron_deficiency',
    name: 'Iron deficiency anaemia',
    icd10: 'D50.9',
    urgency: 'routine',
    prior: { base: 0.08, bySex: { female: 1.5, male: 0.5 }, source: S },
    findings: [
      { finding: 'fatigue', p: 0.8 },
      { finding: 'pallor', p: 0.5 },
      { finding: 'heavy_periods', p: 0.4 },
      { finding: 'shortness_of_breath', p: 0.2 },
    ],
    tests: [
      test('CBC', 'Shows anaemia.'),
      test('FERR', 'Measures iron stores.'),
      test('B12', 'Rules out B12 deficiency.', ['numbness']),
    ],
  }),
  condition({
    id: 'hypothyroidism',
    name: 'Underactive thyroid',
    icd10: 'E03.9',
    urgency: 'routine',
    prior: { base: 0.06, bySex: { female: 1.6, male: 0.4 }, byAge: { '0-17': 0.2, '65+': 1.5 }, source: S },
    findings: [
      { finding: 'fatigue', p: 0.8 },
      { finding: 'weight_gain', p: 0.5 },
      { finding: 'cold_intolerance', p: 0.5 },
    ],
    tests: [test('TSH', 'Screens thyroid function.'), test('CBC', 'Shows anaemia, a common companion.')],
  }),
  condition({
    id: 'type2_diabetes',
    name: 'Type 2 diabetes',
    icd10: 'E11.9',
    urgency: 'routine',
    prior: { base: 0.05, byAge: { '0-17': 0.1, '18-39': 0.5, '40-64': 1.5, '65+': 2 }, source: S },
    findings: [
      { finding: 'thirst', p: 0.6 },
      { finding: 'frequent_urination', p: 0.6 },
      { finding: 'fatigue', p: 0.5 },
    ],
    tests: [
      test('HBA1C', 'Average blood sugar over three months.'),
      test('CMP', 'Kidney function and glucose.'),
    ],
  }),
  condition({
    id: 'acute_coronary_syndrome',
    name: 'Acute coronary syndrome',
    icd10: 'I24.9',
    urgency: 'emergency',
    prior: {
      base: 0.01,
      byAge: { '0-17': 0.05, '18-39': 0.3, '65+': 3 },
      bySex: { male: 1.4, female: 0.6 },
      source: S,
    },
    findings: [
      { finding: 'chest_pain', p: 0.9 },
      { finding: 'shortness_of_breath', p: 0.5 },
      { finding: 'sweating', p: 0.4 },
    ],
    tests: [test('LIPID', 'Cardiovascular risk.')],
  }),
  condition({
    id: 'pulmonary_embolism',
    name: 'Pulmonary embolism',
    icd10: 'I26.9',
    urgency: 'emergency',
    prior: { base: 0.005, source: S },
    findings: [
      { finding: 'shortness_of_breath', p: 0.85 },
      { finding: 'chest_pain', p: 0.5 },
      { finding: 'leg_swelling', p: 0.3 },
    ],
    tests: [test('DDIMER', 'Rules out a clot when the probability is low.')],
  }),
  condition({
    id: 'pneumonia',
    name: 'Pneumonia',
    icd10: 'J18.9',
    urgency: 'urgent',
    prior: { base: 0.02, source: S },
    findings: [
      { finding: 'fever', p: 0.8 },
      { finding: 'cough', p: 0.85 },
      { finding: 'shortness_of_breath', p: 0.5 },
      { finding: 'runny_nose', p: 0.05 },
    ],
    tests: [test('CBC', 'White cell count.'), test('CRP', 'Inflammation marker.')],
  }),
  condition({
    id: 'common_cold',
    name: 'Common cold',
    icd10: 'J00',
    urgency: 'self_care',
    prior: { base: 0.1, source: S },
    findings: [
      { finding: 'runny_nose', p: 0.85 },
      { finding: 'sore_throat', p: 0.6 },
      { finding: 'cough', p: 0.6 },
      { finding: 'fever', p: 0.2 },
    ],
    tests: [],
  }),
  condition({
    id: 'sleep_apnoea',
    name: 'Obstructive sleep apnoea',
    icd10: 'G47.33',
    urgency: 'routine',
    prior: { base: 0.03, bySex: { male: 1.5, female: 0.5 }, source: S },
    findings: [
      { finding: 'snoring', p: 0.85 },
      { finding: 'fatigue', p: 0.7 },
      { finding: 'poor_sleep', p: 0.5 },
    ],
    tests: [],
  }),
];

const yesNo = (
  id: string,
  findingId: string,
  text: string,
  category: QuestionDef['medical_category'] = 'symptom_assessment',
): QuestionDef => ({
  id,
  text,
  type: 'yes_no',
  medical_category: category,
  required: true,
  mapping: { kind: 'yes_no', finding: findingId },
  informs: [findingId],
});

export const FIXTURE_QUESTIONS: QuestionDef[] = [
  {
    id: 'concern_text',
    text: 'Describe your main health concern in your own words.',
    type: 'text',
    medical_category: 'symptom_assessment',
    required: true,
    placeholder: 'For example: I have been tired for weeks',
    mapping: { kind: 'free_text' },
    informs: [],
  },
  {
    id: 'ai_primary_concern',
    text: 'What is your primary health concern?',
    type: 'multiple_choice',
    medical_category: 'symptom_assessment',
    required: true,
    mapping: {
      kind: 'single_choice',
      options: [
        { value: 'fatigue', label: 'Fatigue & Low Energy', present: ['fatigue'] },
        { value: 'sleep', label: 'Sleep Issues', present: ['poor_sleep'] },
        { value: 'chest', label: 'Chest or Breathing', present: ['chest_pain'] },
        {
          value: 'infection',
          label: 'Cold or Infection',
          about: ['runny_nose', 'sore_throat', 'cough', 'fever'],
        },
        { value: 'weight', label: 'Weight Changes', present: ['weight_gain'] },
        { value: 'thirst', label: 'Thirst or Urination', present: ['thirst'] },
        { value: 'other', label: 'Other' },
      ],
    },
    informs: ['fatigue', 'poor_sleep', 'chest_pain', 'weight_gain', 'thirst'],
  },
  {
    id: 'ai_energy_level',
    text: 'How would you rate your energy level?',
    type: 'scale',
    medical_category: 'symptom_assessment',
    required: true,
    scaleLabels: { min: 'Exhausted', max: 'Full of energy' },
    mapping: {
      kind: 'scale',
      bands: [
        { min: 1, max: 4, present: ['fatigue'] },
        { min: 5, max: 6 },
        { min: 7, max: 10, absent: ['fatigue'] },
      ],
    },
    informs: ['fatigue'],
  },
  {
    id: 'ai_symptoms',
    text: 'Which of these symptoms have you had?',
    type: 'multiple_choice',
    medical_category: 'symptom_assessment',
    required: true,
    mapping: {
      kind: 'multi_select',
      options: [
        { value: 'fever', label: 'Fever', finding: 'fever' },
        { value: 'cough', label: 'Cough', finding: 'cough' },
        { value: 'chest_pain', label: 'Chest pain', finding: 'chest_pain' },
        { value: 'breathless', label: 'Shortness of breath', finding: 'shortness_of_breath' },
        { value: 'thirst', label: 'Excessive thirst', finding: 'thirst' },
        { value: 'none', label: 'None of these', finding: null },
      ],
    },
    informs: ['fever', 'cough', 'chest_pain', 'shortness_of_breath', 'thirst'],
  },
  yesNo('fu_fatigue_pallor', 'pallor', 'Have you or others noticed that you look pale?'),
  yesNo('fu_fatigue_cold', 'cold_intolerance', 'Do you feel cold when others do not?'),
  yesNo('fu_sleep_snoring', 'snoring', 'Do you snore loudly?'),
  yesNo('q_fatigue', 'fatigue', 'Have you been unusually tired?'),
  yesNo('q_pallor', 'pallor', 'Has your skin looked paler than usual?'),
  {
    ...yesNo('q_heavy_periods', 'heavy_periods', 'Are your periods heavy?', 'medical_history'),
    appliesTo: { sex: 'female', minAge: 12, maxAge: 55 },
  },
  yesNo('q_weight_gain', 'weight_gain', 'Have you gained weight without trying?'),
  yesNo('q_cold', 'cold_intolerance', 'Do you often feel cold?'),
  yesNo('q_thirst', 'thirst', 'Are you unusually thirsty?'),
  yesNo('q_urination', 'frequent_urination', 'Do you pass urine more often than usual?'),
  yesNo('q_chest_pain', 'chest_pain', 'Do you have chest pain?'),
  yesNo('q_breath', 'shortness_of_breath', 'Are you short of breath?'),
  yesNo('q_sweating', 'sweating', 'Are you sweating more than usual?'),
  yesNo('q_leg', 'leg_swelling', 'Is one of your legs swollen?'),
  yesNo('q_cough', 'cough', 'Do you have a cough?'),
  yesNo('q_fever', 'fever', 'Do you have a fever?'),
  yesNo('q_runny_nose', 'runny_nose', 'Do you have a runny or blocked nose?'),
  yesNo('q_sore_throat', 'sore_throat', 'Do you have a sore throat?'),
  yesNo('q_numbness', 'numbness', 'Do you have numbness or tingling in your hands or feet?'),
  yesNo('q_snoring', 'snoring', 'Do you snore?'),
  yesNo('q_sleep', 'poor_sleep', 'Do you sleep poorly?'),
];

export const FIXTURE_KB: KnowledgeBase = {
  version: 'fixture-1',
  findings: FIXTURE_FINDINGS,
  conditions: FIXTURE_CONDITIONS,
  redFlags: [
    {
      id: 'rf_chest_breath',
      level: 'emergency',
      allOf: ['chest_pain'],
      anyOf: ['shortness_of_breath', 'sweating'],
      minAge: 30,
      reason: 'Chest pain with shortness of breath or sweating can be a heart attack.',
      source: S,
    },
    {
      id: 'rf_fever_breath',
      level: 'urgent',
      allOf: ['fever', 'shortness_of_breath'],
      reason: 'Fever with shortness of breath needs a clinician today.',
      source: S,
    },
  ],
  questions: FIXTURE_QUESTIONS,
  otherPrior: 0.3,
  panels: [
    {
      id: 'unexplained_tiredness',
      name: 'Unexplained tiredness',
      allOf: ['fatigue'],
      tests: [
        test('CBC', 'First-line blood count for tiredness.'),
        test('TSH', 'First-line thyroid check for tiredness.'),
        test('B12', 'Only with nerve symptoms.', ['numbness']),
      ],
      source: S,
    },
  ],
};

export const FIXTURE_PLAN: InterviewPlan = {
  dashboardOpening: ['concern_text'],
  aiOpening: ['ai_primary_concern', 'ai_energy_level', 'ai_symptoms'],
  followUpTrigger: 'ai_primary_concern',
  followUps: [
    { when: 'Fatigue', questions: ['fu_fatigue_pallor', 'fu_fatigue_cold'] },
    { when: 'Sleep', questions: ['fu_sleep_snoring'] },
  ],
};
