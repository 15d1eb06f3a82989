import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';
const GOUT =
  'Richette et al., 2018 updated EULAR recommendations for the diagnosis of gout, Ann Rheum Dis 2020; FitzGerald et al., 2020 ACR Guideline for the management of gout';
const NG100 = 'NICE NG100 Rheumatoid arthritis in adults: management (2018, updated 2020), section 1.1';
const PMR =
  'Dasgupta et al., BSR and BHPR guidelines for the management of polymyalgia rheumatica, Rheumatology 2010 (core laboratory set)';
const SLE =
  'Aringer et al., 2019 EULAR/ACR classification criteria for systemic lupus erythematosus, Ann Rheum Dis 2019';
const FM =
  'Fitzcharles et al., 2012 Canadian guidelines for the diagnosis and management of fibromyalgia syndrome, Pain Res Manag 2013';

export const MUSCULOSKELETAL_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'gout',
    name: 'Gout',
    icd10: 'M10.9',
    category: 'Joints and muscles',
    description:
      'Uric acid crystals in a joint cause sudden attacks of a red, hot, very painful joint, often the big toe.',
    urgency: 'routine',
    prior: {
      base: 0.01,
      byAge: { '0-17': 0.02, '18-39': 0.5, '40-64': 1.4, '65+': 1.6 },
      bySex: { male: 1.6, female: 0.4 },
      source:
        'Prevalence about 2 to 3% of adults, mostly men (Dehlin et al., Nat Rev Rheumatol 2020); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'acute_single_joint_red_hot',
        p: 0.8,
        source: 'Janssens et al., Arch Intern Med 2010: diagnostic rule for acute gout in primary care',
      },
      { finding: 'joint_pain', p: 0.95, source: J },
      { finding: 'joint_swelling', p: 0.8, source: 'Janssens et al., Arch Intern Med 2010' },
      {
        finding: 'sudden_onset',
        p: 0.7,
        source: 'Janssens et al., Arch Intern Med 2010: maximum pain within one day',
      },
      {
        finding: 'previous_similar_episodes',
        p: 0.5,
        source: 'Janssens et al., Arch Intern Med 2010: previous attack',
      },
      { finding: 'alcohol_excess', p: 0.35, source: J },
      { finding: 'overweight', p: 0.55, source: J },
      {
        finding: 'high_bp_reading',
        p: 0.5,
        source: 'Janssens et al., Arch Intern Med 2010: hypertension or cardiovascular disease',
      },
      {
        finding: 'fever',
        p: 0.1,
        source: 'Fever with a hot joint needs septic arthritis excluded (EULAR 2018)',
      },
    ],
    tests: [
      test(
        'URIC',
        'A raised uric acid supports gout; it can be falsely normal during an attack, so it is best rechecked two to four weeks after.',
        GOUT,
      ),
      test('CREA', 'Kidney function guides the choice and dose of gout medicines.', GOUT),
    ],
    source: GOUT,
  },
  {
    id: 'rheumatoid_arthritis',
    name: 'Rheumatoid arthritis',
    icd10: 'M06.9',
    category: 'Joints and muscles',
    description:
      'The immune system attacks the joints, causing painful, swollen, stiff hands, wrists and feet.',
    urgency: 'routine',
    prior: {
      base: 0.006,
      byAge: { '0-17': 0.1, '18-39': 0.7, '40-64': 1.4, '65+': 1.2 },
      bySex: { male: 0.5, female: 2 },
      source:
        'Prevalence about 0.5 to 1% of adults, two to three times more in women (NICE NG100); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'symmetric_small_joint_pain',
        p: 0.75,
        source: 'Aletaha et al., 2010 ACR/EULAR classification criteria',
      },
      { finding: 'joint_swelling', p: 0.7, source: NG100 },
      { finding: 'morning_stiffness_long', p: 0.7, source: J },
      { finding: 'joint_pain', p: 0.95, source: J },
      { finding: 'fatigue', p: 0.6, source: J },
      { finding: 'duration_over_3_months', p: 0.4, source: J },
      { finding: 'fever', p: 0.1, source: J },
      { finding: 'weight_loss', p: 0.1, source: J },
    ],
    tests: [
      test(
        'CRP',
        'C-reactive protein shows joint inflammation and is part of the classification criteria.',
        NG100,
      ),
      test(
        'ESR',
        'The sedimentation rate is the other inflammation marker in the criteria and for monitoring.',
        NG100,
      ),
    ],
    source: `${NG100}. Rheumatoid factor and anti-CCP, also needed, are ordered by the clinician.`,
  },
  {
    id: 'polymyalgia_rheumatica',
    name: 'Polymyalgia rheumatica',
    icd10: 'M35.3',
    category: 'Joints and muscles',
    description:
      'Inflammation causing aching and morning stiffness in both shoulders and hips, almost only in people over 50.',
    urgency: 'routine',
    prior: {
      base: 0.003,
      byAge: { '0-17': 0, '18-39': 0.01, '40-64': 0.6, '65+': 5 },
      bySex: { male: 0.6, female: 1.5 },
      source:
        'Incidence about 1 per 1,000 a year over 50, peak in the 70s (Dasgupta et al., 2010); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'shoulder_hip_stiffness',
        p: 0.9,
        source: 'Dejaco et al., 2015 EULAR/ACR recommendations for PMR',
      },
      {
        finding: 'morning_stiffness_long',
        p: 0.85,
        source: 'Dasgupta et al., 2012 EULAR/ACR classification criteria for PMR',
      },
      { finding: 'muscle_aches', p: 0.6, source: J },
      { finding: 'fatigue', p: 0.6, source: PMR },
      { finding: 'joint_pain', p: 0.5, source: J },
      { finding: 'weight_loss', p: 0.25, source: PMR },
      { finding: 'low_mood', p: 0.3, source: PMR },
      { finding: 'fever', p: 0.15, source: PMR },
      { finding: 'sudden_onset', p: 0.3, source: J },
      {
        finding: 'headache',
        p: 0.15,
        source: 'Giant cell arteritis coexists in about 15 to 20% (BSR 2020 GCA guideline)',
      },
      { finding: 'jaw_pain_chewing', p: 0.1, source: 'BSR 2020 GCA guideline' },
    ],
    tests: [
      test('ESR', 'A raised sedimentation rate supports the diagnosis and guides steroid treatment.', PMR),
      test('CRP', 'A raised CRP supports the diagnosis and is used to follow treatment.', PMR),
      test('CBC', 'Part of the core tests to exclude infection, blood disorders and myeloma.', PMR),
      test('CMP', 'Kidney, liver, calcium and protein levels exclude conditions that mimic PMR.', PMR),
      test('TSH', 'An underactive thyroid can cause similar aching and stiffness.', PMR),
    ],
    source: `${PMR}; Dejaco et al., 2015 EULAR/ACR recommendations for the management of PMR`,
  },
  {
    id: 'sle',
    name: 'Lupus (systemic lupus erythematosus)',
    icd10: 'M32.9',
    category: 'Joints and muscles',
    description:
      'An autoimmune condition that can affect the joints, skin, kidneys and blood, with tiredness and rashes.',
    urgency: 'routine',
    prior: {
      base: 0.001,
      byAge: { '0-17': 0.3, '18-39': 1.6, '40-64': 1, '65+': 0.4 },
      bySex: { male: 0.2, female: 1.8 },
      source:
        'Prevalence about 30 to 150 per 100,000, about nine times more in women (Fanouriakis et al., 2023 EULAR SLE recommendations); scaled by clinical judgement',
    },
    findings: [
      { finding: 'joint_pain', p: 0.8, source: SLE },
      { finding: 'fatigue', p: 0.8, source: J },
      { finding: 'malar_rash', p: 0.45, source: SLE },
      { finding: 'mouth_ulcers', p: 0.35, source: SLE },
      { finding: 'hair_loss', p: 0.4, source: SLE },
      { finding: 'raynaud', p: 0.35, source: J },
      { finding: 'fever', p: 0.4, source: SLE },
      { finding: 'joint_swelling', p: 0.4, source: SLE },
      { finding: 'pleuritic_chest_pain', p: 0.25, source: 'Serositis (Aringer et al., 2019)' },
      { finding: 'weight_loss', p: 0.2, source: J },
      { finding: 'swollen_glands', p: 0.2, source: J },
      { finding: 'low_mood', p: 0.3, source: J },
    ],
    tests: [
      test('CBC', 'Low white cells, platelets or haemoglobin are criteria of lupus.', SLE),
      test('UA', 'Protein or blood in the urine shows lupus affecting the kidneys.', SLE),
      test('CMP', 'Kidney function and albumin look for kidney involvement.', SLE),
      test('ESR', 'The sedimentation rate is often raised in active lupus while CRP may stay normal.', SLE),
    ],
    source: `${SLE}. Antinuclear antibodies (ANA), the entry criterion, are ordered by the clinician.`,
  },
  {
    id: 'fibromyalgia',
    name: 'Fibromyalgia',
    icd10: 'M79.7',
    category: 'Joints and muscles',
    description: 'Long-lasting pain all over the body with tiredness, poor sleep and poor concentration.',
    urgency: 'routine',
    prior: {
      base: 0.01,
      byAge: { '0-17': 0.1, '18-39': 0.8, '40-64': 1.4, '65+': 0.8 },
      bySex: { male: 0.3, female: 1.7 },
      source:
        'Prevalence about 2 to 4% of adults, more in women (Clauw, JAMA 2014); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'widespread_pain',
        p: 0.95,
        source: 'Wolfe et al., 2016 revisions to the fibromyalgia diagnostic criteria',
      },
      { finding: 'fatigue', p: 0.9, source: 'Wolfe et al., 2016' },
      { finding: 'unrefreshing_sleep', p: 0.8, source: 'Wolfe et al., 2016' },
      { finding: 'brain_fog', p: 0.6, source: 'Wolfe et al., 2016 (cognitive symptoms)' },
      { finding: 'difficulty_sleeping', p: 0.6, source: J },
      {
        finding: 'duration_over_3_months',
        p: 0.85,
        source: 'Wolfe et al., 2016: symptoms for at least 3 months',
      },
      { finding: 'muscle_aches', p: 0.7, source: J },
      { finding: 'headache', p: 0.5, source: 'Wolfe et al., 2016' },
      { finding: 'low_mood', p: 0.45, source: 'Wolfe et al., 2016' },
      { finding: 'anxiety', p: 0.4, source: J },
      { finding: 'bloating', p: 0.3, source: J },
      { finding: 'numbness_tingling', p: 0.3, source: J },
      { finding: 'morning_stiffness_long', p: 0.3, source: J },
    ],
    tests: [
      test('CBC', 'Excludes anaemia and blood disorders that cause tiredness and pain.', FM),
      test('ESR', 'A normal sedimentation rate argues against an inflammatory cause of the pain.', FM),
      test('CRP', 'A normal CRP argues against inflammatory arthritis or polymyalgia.', FM),
      test('TSH', 'An underactive thyroid can cause widespread aching and tiredness.', FM),
    ],
    source: `${FM}; Macfarlane et al., EULAR revised recommendations for the management of fibromyalgia, Ann Rheum Dis 2017`,
  },
  {
    id: 'osteoarthritis',
    name: 'Osteoarthritis',
    icd10: 'M19.9',
    category: 'Joints and muscles',
    description:
      'Wear in the joints, most often knees, hips and hands, with pain on use and brief stiffness.',
    urgency: 'routine',
    prior: {
      base: 0.03,
      byAge: { '0-17': 0.02, '18-39': 0.2, '40-64': 1.3, '65+': 2.5 },
      source:
        'Symptomatic osteoarthritis in about 10 to 15% of adults over 60 (NICE NG226 context); scaled by clinical judgement',
    },
    findings: [
      { finding: 'joint_pain_activity', p: 0.85, source: 'NICE NG226 (2022): activity-related joint pain' },
      { finding: 'joint_pain', p: 0.95, source: J },
      { finding: 'duration_over_3_months', p: 0.8, source: J },
      { finding: 'overweight', p: 0.5, source: J },
      {
        finding: 'morning_stiffness_long',
        p: 0.1,
        source: 'NICE NG226 (2022): morning stiffness lasts no longer than 30 minutes',
      },
      { finding: 'joint_swelling', p: 0.25, source: J },
    ],
    tests: [],
    source:
      'NICE NG226 Osteoarthritis in over 16s: diagnosis and management (2022): a clinical diagnosis without imaging or blood tests',
  },
  {
    id: 'acute_low_back_pain',
    name: 'Acute low back pain',
    icd10: 'M54.5',
    category: 'Joints and muscles',
    description: 'Common, usually harmless back pain that tends to settle within weeks with keeping active.',
    urgency: 'self_care',
    prior: {
      base: 0.05,
      byAge: { '0-17': 0.3 },
      source:
        'Low back pain affects most adults at some point, the leading cause of years lived with disability (GBD 2021, Lancet Rheumatol 2023); scaled by clinical judgement',
    },
    findings: [
      { finding: 'low_back_pain', p: 0.98, source: J },
      { finding: 'recent_lifting_strain', p: 0.45, source: J },
      { finding: 'duration_under_1_week', p: 0.6, source: J },
      { finding: 'sudden_onset', p: 0.4, source: J },
      { finding: 'pain_worse_moving', p: 0.5, source: J },
      { finding: 'fever', p: 0.02, source: 'Fever with back pain is a red flag for infection (NICE NG59)' },
      {
        finding: 'weight_loss',
        p: 0.01,
        source: 'Weight loss with back pain is a red flag for cancer (NICE NG59)',
      },
    ],
    tests: [],
    source:
      'NICE NG59 Low back pain and sciatica in over 16s: assessment and management (2016, updated 2020): no imaging or blood tests without red flags',
  },
  {
    id: 'ankle_sprain',
    name: 'Ankle sprain',
    icd10: 'S93.4',
    category: 'Joints and muscles',
    description:
      'A stretched or torn ankle ligament after twisting the foot, usually healing with rest and gradual movement.',
    urgency: 'self_care',
    prior: {
      base: 0.02,
      byAge: { '0-17': 1.5, '18-39': 1.5, '40-64': 0.7, '65+': 0.4 },
      source:
        'One of the commonest sports and everyday injuries (NICE CKS Sprains and strains); scaled by clinical judgement',
    },
    findings: [
      { finding: 'ankle_injury', p: 0.95, source: J },
      { finding: 'joint_swelling', p: 0.7, source: J },
      { finding: 'joint_pain', p: 0.9, source: J },
      { finding: 'bruise', p: 0.4, source: 'NICE CKS Sprains and strains (2024): bruising' },
      {
        finding: 'unable_to_bear_weight',
        p: 0.15,
        source: 'Stiell et al., Ottawa ankle rules, JAMA 1993: inability to bear weight calls for an X-ray',
      },
      { finding: 'duration_under_1_week', p: 0.85, source: J },
      { finding: 'sudden_onset', p: 0.7, source: J },
    ],
    tests: [],
    source:
      'NICE CKS Sprains and strains; Stiell et al., Ottawa ankle rules, JAMA 1993 (an X-ray, not blood tests, when the rules are met)',
  },
];
