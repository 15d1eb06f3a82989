import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';
const NG206 =
  'NICE NG206 Myalgic encephalomyelitis (or encephalopathy)/chronic fatigue syndrome: diagnosis and management (2021), section 1.2';

export const MIND_SLEEP_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'depression',
    name: 'Depression',
    icd10: 'F32.9',
    category: 'Mental health',
    description:
      'Low mood and loss of interest lasting two weeks or more, often with poor sleep, tiredness and poor concentration.',
    urgency: 'routine',
    prior: {
      base: 0.04,
      bySex: { male: 0.7, female: 1.4 },
      source:
        'Depression in about 5% of adults at any time, more in women (WHO depression fact sheet 2023); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'low_mood',
        p: 0.9,
        source: 'DSM-5-TR core criterion; Kroenke et al., PHQ-9, J Gen Intern Med 2001',
      },
      { finding: 'anhedonia', p: 0.75, source: 'DSM-5-TR core criterion' },
      { finding: 'fatigue', p: 0.8, source: 'DSM-5-TR' },
      { finding: 'difficulty_sleeping', p: 0.7, source: 'DSM-5-TR' },
      { finding: 'brain_fog', p: 0.55, source: 'DSM-5-TR (poor concentration)' },
      { finding: 'loss_of_appetite', p: 0.4, source: 'DSM-5-TR' },
      { finding: 'weight_gain', p: 0.2, source: J },
      { finding: 'anxiety', p: 0.5, source: J },
      { finding: 'suicidal_thoughts', p: 0.25, source: J },
      { finding: 'recent_stressor', p: 0.4, source: J },
      { finding: 'duration_over_3_months', p: 0.4, source: J },
    ],
    tests: [],
    source:
      'NICE NG222 Depression in adults: treatment and management (2022): clinical assessment, no routine blood tests',
  },
  {
    id: 'generalised_anxiety',
    name: 'Generalised anxiety disorder',
    icd10: 'F41.1',
    category: 'Mental health',
    description:
      'Excessive, hard-to-control worry most days for months, with tension, poor sleep and tiredness.',
    urgency: 'routine',
    prior: {
      base: 0.04,
      bySex: { male: 0.6, female: 1.5 },
      source: 'GAD in about 4 to 6% of adults, more in women (NICE CG113); scaled by clinical judgement',
    },
    findings: [
      { finding: 'anxiety', p: 0.95, source: 'Spitzer et al., GAD-7, Arch Intern Med 2006' },
      { finding: 'muscle_tension', p: 0.6, source: 'DSM-5-TR criterion' },
      { finding: 'difficulty_sleeping', p: 0.6, source: 'DSM-5-TR criterion' },
      { finding: 'fatigue', p: 0.6, source: 'DSM-5-TR criterion' },
      { finding: 'brain_fog', p: 0.5, source: 'DSM-5-TR criterion (difficulty concentrating)' },
      { finding: 'duration_over_3_months', p: 0.7, source: 'DSM-5-TR: at least 6 months' },
      { finding: 'palpitations', p: 0.35, source: J },
      { finding: 'low_mood', p: 0.35, source: J },
      { finding: 'recent_stressor', p: 0.4, source: J },
      { finding: 'headache', p: 0.3, source: J },
      { finding: 'dizziness', p: 0.2, source: J },
      { finding: 'sweating', p: 0.2, source: J },
    ],
    tests: [],
    source:
      'NICE CG113 Generalised anxiety disorder and panic disorder in adults: management (2011, updated 2020)',
  },
  {
    id: 'insomnia',
    name: 'Insomnia',
    icd10: 'G47.0',
    category: 'Sleep',
    description:
      'Trouble getting to sleep or staying asleep, often brought on by stress; short spells usually settle with good sleep habits.',
    urgency: 'self_care',
    prior: {
      base: 0.04,
      byAge: { '0-17': 0.5, '65+': 1.3 },
      bySex: { male: 0.8, female: 1.2 },
      source:
        'Insomnia symptoms in about a third of adults, disorder in about 10% (Riemann et al., J Sleep Res 2017); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'difficulty_sleeping',
        p: 0.98,
        source: 'Riemann et al., European insomnia guideline, J Sleep Res 2017',
      },
      { finding: 'fatigue', p: 0.6, source: 'Riemann et al., 2017: daytime impairment' },
      { finding: 'recent_stressor', p: 0.5, source: J },
      { finding: 'brain_fog', p: 0.35, source: J },
      { finding: 'anxiety', p: 0.3, source: J },
      { finding: 'low_mood', p: 0.2, source: J },
      { finding: 'daytime_sleepiness', p: 0.2, source: J },
      { finding: 'snoring', p: 0.06, source: 'Loud snoring points to sleep apnoea instead' },
    ],
    tests: [],
    source:
      'NICE CKS Insomnia; Riemann et al., European guideline for the diagnosis and treatment of insomnia, J Sleep Res 2017: no blood tests for insomnia',
  },
  {
    id: 'obstructive_sleep_apnoea',
    name: 'Obstructive sleep apnoea',
    icd10: 'G47.3',
    category: 'Sleep',
    description:
      'The airway closes repeatedly during sleep, causing loud snoring, pauses in breathing and daytime sleepiness.',
    urgency: 'routine',
    prior: {
      base: 0.02,
      byAge: { '0-17': 0.1, '18-39': 0.6, '40-64': 1.5, '65+': 1.3 },
      bySex: { male: 1.5, female: 0.5 },
      source:
        'Moderate to severe OSA in about 10 to 17% of middle-aged men and 3 to 9% of women (Peppard et al., Am J Epidemiol 2013); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'snoring',
        p: 0.9,
        source: 'Myers et al., Does this patient have obstructive sleep apnea? JAMA 2013',
      },
      { finding: 'witnessed_apnoeas', p: 0.45, source: 'Myers et al., JAMA 2013' },
      { finding: 'daytime_sleepiness', p: 0.65, source: J },
      { finding: 'overweight', p: 0.7, source: 'Chung et al., STOP-Bang, Chest 2016' },
      { finding: 'unrefreshing_sleep', p: 0.6, source: J },
      { finding: 'fatigue', p: 0.7, source: J },
      { finding: 'morning_headache', p: 0.3, source: J },
      { finding: 'high_bp_reading', p: 0.45, source: 'Chung et al., STOP-Bang, Chest 2016' },
      { finding: 'nocturia', p: 0.35, source: J },
      { finding: 'brain_fog', p: 0.35, source: J },
    ],
    tests: [],
    source:
      'NICE NG202 Obstructive sleep apnoea/hypopnoea syndrome and obesity hypoventilation syndrome in over 16s (2021); Kapur et al., AASM clinical practice guideline, J Clin Sleep Med 2017: a sleep study, not a blood test',
  },
  {
    id: 'me_cfs',
    name: 'ME/CFS (chronic fatigue syndrome)',
    icd10: 'G93.3',
    category: 'Long-term fatigue',
    description:
      'Long-lasting, disabling tiredness that gets worse after effort, with unrefreshing sleep and poor concentration.',
    urgency: 'routine',
    prior: {
      base: 0.004,
      byAge: { '0-17': 0.4, '18-39': 1.2, '40-64': 1.2, '65+': 0.4 },
      bySex: { male: 0.4, female: 1.7 },
      source: 'Prevalence about 0.2 to 0.4% (NICE NG206, 2021), more in women; scaled by clinical judgement',
    },
    findings: [
      { finding: 'fatigue', p: 0.99, source: NG206 },
      {
        finding: 'post_exertional_malaise',
        p: 0.85,
        source: 'NICE NG206 (2021): post-exertional malaise is required for diagnosis',
      },
      { finding: 'unrefreshing_sleep', p: 0.85, source: NG206 },
      { finding: 'brain_fog', p: 0.8, source: NG206 },
      {
        finding: 'duration_over_3_months',
        p: 0.9,
        source: 'NICE NG206 (2021): symptoms for at least 3 months',
      },
      { finding: 'muscle_aches', p: 0.6, source: J },
      { finding: 'headache', p: 0.5, source: J },
      { finding: 'joint_pain', p: 0.4, source: J },
      { finding: 'dizziness', p: 0.35, source: J },
      { finding: 'sore_throat', p: 0.3, source: J },
      { finding: 'swollen_glands', p: 0.2, source: J },
      { finding: 'recent_infection', p: 0.3, source: 'Onset after an infection is common (NICE NG206)' },
    ],
    tests: [
      test('UA', 'Urine for protein, blood and glucose looks for kidney disease and diabetes.', NG206),
      test('CBC', 'Excludes anaemia and other blood disorders.', NG206),
      test('CMP', 'Kidney, liver, calcium and salts exclude other causes of fatigue.', NG206),
      test('TSH', 'Excludes thyroid disease.', NG206),
      test('ESR', 'A raised sedimentation rate would point to inflammation or another illness.', NG206),
      test('CRP', 'A raised CRP would point to inflammation or infection instead.', NG206),
      test('HBA1C', 'Excludes diabetes.', NG206),
      test('TTG', 'Coeliac disease can cause long-term tiredness and must be excluded.', NG206),
    ],
    source: NG206,
  },
];

export const NEUROLOGY_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'tension_headache',
    name: 'Tension-type headache',
    icd10: 'G44.2',
    category: 'Brain and nerves',
    description:
      'The commonest headache: a pressing, band-like ache on both sides, often with stress; it is not dangerous.',
    urgency: 'self_care',
    prior: {
      base: 0.05,
      source:
        'Tension-type headache in about a quarter of adults each year (Stovner et al., J Headache Pain 2022); scaled by clinical judgement',
    },
    findings: [
      { finding: 'headache', p: 0.99, source: 'ICHD-3, Cephalalgia 2018' },
      { finding: 'headache_band_like', p: 0.6, source: 'ICHD-3: pressing or tightening, bilateral' },
      { finding: 'recurrent_headaches', p: 0.6, source: 'ICHD-3' },
      { finding: 'recent_stressor', p: 0.45, source: J },
      { finding: 'muscle_tension', p: 0.4, source: J },
      {
        finding: 'screen_work',
        p: 0.25,
        source: 'NICE CKS Headache - tension-type (2024): posture and screen work as triggers',
      },
      {
        finding: 'unilateral_throbbing_headache',
        p: 0.1,
        source: 'ICHD-3: pulsating, one-sided pain points to migraine',
      },
      { finding: 'photophobia', p: 0.1, source: 'ICHD-3: no more than one of photophobia or phonophobia' },
      { finding: 'nausea', p: 0.05, source: 'ICHD-3: no nausea' },
      { finding: 'visual_aura', p: 0.01, source: J },
      {
        finding: 'sudden_severe_headache',
        p: 0.001,
        source: 'A thunderclap headache is never tension-type (NICE CG150)',
      },
    ],
    tests: [],
    source:
      'NICE CG150 Headaches in over 12s: diagnosis and management (2012, updated 2021): no investigations for tension-type headache',
  },
  {
    id: 'migraine',
    name: 'Migraine',
    icd10: 'G43.9',
    category: 'Brain and nerves',
    description:
      'Recurring, often one-sided throbbing headaches with sickness and sensitivity to light, sometimes after visual disturbance.',
    urgency: 'routine',
    prior: {
      base: 0.03,
      byAge: { '0-17': 0.6, '18-39': 1.3, '40-64': 1, '65+': 0.4 },
      bySex: { male: 0.5, female: 1.5 },
      source:
        'Migraine in about 15% of adults, three times more in women (GBD 2016 Headache Collaborators, Lancet Neurol 2018); scaled by clinical judgement',
    },
    findings: [
      { finding: 'headache', p: 0.99, source: 'ICHD-3, Cephalalgia 2018' },
      {
        finding: 'unilateral_throbbing_headache',
        p: 0.65,
        source: 'Detsky et al., Does this patient with headache have a migraine? JAMA 2006',
      },
      { finding: 'nausea', p: 0.7, source: 'Detsky et al., JAMA 2006' },
      { finding: 'photophobia', p: 0.75, source: 'Detsky et al., JAMA 2006' },
      { finding: 'recurrent_headaches', p: 0.85, source: 'ICHD-3: at least five attacks' },
      {
        finding: 'visual_aura',
        p: 0.25,
        source: 'Aura in about a quarter to a third of people with migraine (ICHD-3)',
      },
      { finding: 'vomiting', p: 0.3, source: J },
      { finding: 'dizziness', p: 0.3, source: J },
      {
        finding: 'sudden_severe_headache',
        p: 0.02,
        source: 'A first thunderclap headache must not be called migraine (NICE CG150)',
      },
    ],
    tests: [],
    source:
      'NICE CG150 Headaches in over 12s: diagnosis and management (2012, updated 2021): a clinical diagnosis without blood tests or imaging',
  },
];
