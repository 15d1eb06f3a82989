import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';
const NG145 = 'NICE NG145 Thyroid disease: assessment and management (2019), section 1.2 (TSH first)';
const ADA =
  'American Diabetes Association, Standards of Care in Diabetes 2024, section 2 (Diagnosis and classification)';
const PCOS =
  'Teede et al., International evidence-based guideline for the assessment and management of polycystic ovary syndrome 2023';

export const ENDOCRINE_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'hypothyroidism',
    name: 'Underactive thyroid (hypothyroidism)',
    icd10: 'E03.9',
    category: 'Hormones and metabolism',
    description:
      'The thyroid gland makes too little hormone, slowing the body down: tiredness, weight gain, feeling cold.',
    urgency: 'routine',
    prior: {
      base: 0.02,
      byAge: { '0-17': 0.2, '18-39': 0.7, '40-64': 1.2, '65+': 1.5 },
      bySex: { male: 0.3, female: 1.7 },
      source:
        'Overt hypothyroidism in about 1 to 2% of women and 0.2% of men, more with age (Chaker et al., Lancet 2017); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'fatigue',
        p: 0.8,
        source: 'Zulewski et al., JCEM 1997 (clinical score for hypothyroidism)',
      },
      { finding: 'weight_gain', p: 0.5, source: 'Zulewski et al., JCEM 1997' },
      { finding: 'cold_intolerance', p: 0.5, source: 'Zulewski et al., JCEM 1997' },
      { finding: 'constipation', p: 0.4, source: 'Zulewski et al., JCEM 1997' },
      { finding: 'dry_skin', p: 0.5, source: 'Zulewski et al., JCEM 1997' },
      { finding: 'hair_loss', p: 0.35, source: J },
      { finding: 'low_mood', p: 0.4, source: J },
      { finding: 'brain_fog', p: 0.4, source: J },
      { finding: 'muscle_aches', p: 0.35, source: J },
      { finding: 'heavy_periods', p: 0.2, source: J },
      { finding: 'goitre', p: 0.1, source: J },
    ],
    tests: [
      test(
        'TSH',
        'TSH is the single best first test: a raised TSH points to an underactive thyroid and a normal TSH makes it very unlikely.',
        NG145,
      ),
    ],
    source: `${NG145}; Chaker et al., Hypothyroidism, Lancet 2017`,
  },
  {
    id: 'hyperthyroidism',
    name: 'Overactive thyroid (hyperthyroidism)',
    icd10: 'E05.9',
    category: 'Hormones and metabolism',
    description:
      'The thyroid gland makes too much hormone, speeding the body up: racing heart, weight loss, shaky hands, feeling hot.',
    urgency: 'routine',
    prior: {
      base: 0.008,
      byAge: { '0-17': 0.3, '18-39': 1.2, '40-64': 1, '65+': 0.8 },
      bySex: { male: 0.4, female: 1.6 },
      source:
        'Prevalence about 0.5 to 2%, about five times more common in women (Taylor et al., Nat Rev Endocrinol 2018); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'palpitations',
        p: 0.7,
        source: 'Boelaert et al., JCEM 2010: symptom frequencies in hyperthyroidism',
      },
      { finding: 'weight_loss', p: 0.6, source: 'Boelaert et al., JCEM 2010' },
      { finding: 'heat_intolerance', p: 0.55, source: 'Boelaert et al., JCEM 2010' },
      { finding: 'tremor', p: 0.55, source: 'Boelaert et al., JCEM 2010' },
      { finding: 'anxiety', p: 0.55, source: 'Boelaert et al., JCEM 2010 (nervousness)' },
      { finding: 'sweating', p: 0.5, source: 'Boelaert et al., JCEM 2010' },
      { finding: 'fatigue', p: 0.6, source: 'Boelaert et al., JCEM 2010' },
      { finding: 'difficulty_sleeping', p: 0.4, source: J },
      { finding: 'goitre', p: 0.4, source: J },
      { finding: 'diarrhoea', p: 0.2, source: J },
      { finding: 'irregular_periods', p: 0.2, source: J },
      { finding: 'irregular_heartbeat', p: 0.1, source: 'Atrial fibrillation in about 10% (ATA 2016)' },
      {
        finding: 'loss_of_appetite',
        p: 0.03,
        source: 'Appetite is usually increased (Boelaert et al., JCEM 2010)',
      },
    ],
    tests: [
      test(
        'TSH',
        'A suppressed TSH points to an overactive thyroid; the laboratory or clinician then adds free T4 and T3.',
        NG145,
      ),
    ],
    source: `${NG145}; Ross et al., 2016 ATA guidelines for hyperthyroidism, Thyroid 2016`,
  },
  {
    id: 'type2_diabetes',
    name: 'Type 2 diabetes',
    icd10: 'E11.9',
    category: 'Hormones and metabolism',
    description:
      'Blood sugar stays too high because the body does not use insulin well; it can cause thirst, passing a lot of urine and tiredness.',
    urgency: 'routine',
    prior: {
      base: 0.03,
      byAge: { '0-17': 0.1, '18-39': 0.4, '40-64': 1.4, '65+': 1.8 },
      bySex: { male: 1.2, female: 0.8 },
      source:
        'Diabetes in about 10% of adults, a third undiagnosed (IDF Diabetes Atlas 2021); scaled by clinical judgement',
    },
    findings: [
      { finding: 'polyuria', p: 0.4, source: 'Many people are diagnosed without symptoms (ADA 2024)' },
      { finding: 'excessive_thirst', p: 0.4, source: ADA },
      { finding: 'fatigue', p: 0.55, source: J },
      { finding: 'blurred_vision', p: 0.2, source: J },
      { finding: 'recurrent_infections', p: 0.2, source: J },
      { finding: 'weight_loss', p: 0.12, source: J },
      { finding: 'nocturia', p: 0.35, source: J },
      { finding: 'numbness_tingling', p: 0.15, source: J },
      { finding: 'high_glucose_reading', p: 0.2, source: J },
      {
        finding: 'overweight',
        p: 0.8,
        source: 'About 80 to 90% of people with type 2 diabetes are overweight or obese (ADA 2024)',
      },
      { finding: 'family_history_diabetes', p: 0.45, source: J },
      { finding: 'high_bp_reading', p: 0.5, source: J },
    ],
    tests: [
      test(
        'HBA1C',
        'HbA1c of 48 mmol/mol (6.5%) or more diagnoses diabetes; 42 to 47 (6.0 to 6.4%) shows a high risk.',
        ADA,
      ),
    ],
    source: `${ADA}; NICE NG28 Type 2 diabetes in adults (2015, updated 2022)`,
  },
  {
    id: 'prediabetes',
    name: 'Prediabetes (raised blood sugar risk)',
    icd10: 'R73.0',
    category: 'Hormones and metabolism',
    description:
      'Blood sugar higher than normal but not yet diabetes; lifestyle changes can stop it progressing.',
    urgency: 'routine',
    prior: {
      base: 0.04,
      byAge: { '0-17': 0.1, '18-39': 0.5, '40-64': 1.4, '65+': 1.5 },
      source:
        'Prediabetes in about a third of US adults (CDC National Diabetes Statistics Report 2023); symptomless; scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'overweight',
        p: 0.75,
        source: 'USPSTF 2021: overweight or obesity is the screening criterion',
      },
      { finding: 'family_history_diabetes', p: 0.35, source: J },
      { finding: 'high_bp_reading', p: 0.35, source: J },
      { finding: 'wants_checkup', p: 0.35, source: J },
      { finding: 'smoker', p: 0.2, source: J },
      { finding: 'fatigue', p: 0.25, source: J },
      {
        finding: 'polyuria',
        p: 0.05,
        source: 'Symptomless by definition; thirst and polyuria point to diabetes instead',
      },
      { finding: 'excessive_thirst', p: 0.05, source: 'Symptomless by definition' },
    ],
    tests: [
      test(
        'HBA1C',
        'HbA1c of 42 to 47 mmol/mol (5.7 to 6.4% by ADA criteria) identifies prediabetes in people with risk factors.',
        'USPSTF, Screening for prediabetes and type 2 diabetes (JAMA 2021); ' + ADA,
      ),
    ],
    source: 'USPSTF, Screening for prediabetes and type 2 diabetes (JAMA 2021)',
  },
  {
    id: 'pcos',
    name: 'Polycystic ovary syndrome (PCOS)',
    icd10: 'E28.2',
    category: "Women's health",
    description:
      'A common hormone condition causing irregular periods, acne and extra hair growth, with a higher risk of diabetes.',
    urgency: 'routine',
    prior: {
      base: 0.01,
      byAge: { '0-17': 0.6, '18-39': 2, '40-64': 0.5, '65+': 0 },
      bySex: { male: 0, female: 2 },
      source:
        'PCOS in 10 to 13% of women of reproductive age (International PCOS guideline 2023); scaled by clinical judgement',
    },
    findings: [
      { finding: 'irregular_periods', p: 0.75, source: PCOS },
      { finding: 'excess_hair_growth', p: 0.6, source: PCOS },
      { finding: 'acne', p: 0.45, source: PCOS },
      { finding: 'overweight', p: 0.55, source: PCOS },
      { finding: 'weight_gain', p: 0.45, source: J },
      { finding: 'hair_loss', p: 0.2, source: PCOS },
      { finding: 'difficulty_conceiving', p: 0.3, source: PCOS },
      { finding: 'low_mood', p: 0.3, source: PCOS },
    ],
    tests: [
      test('TSH', 'Thyroid disease can cause irregular periods and must be excluded.', PCOS),
      test('HBA1C', 'PCOS raises the risk of diabetes; glucose status should be checked at diagnosis.', PCOS),
      test('LIPID', 'Cholesterol is part of the cardiovascular risk check recommended in PCOS.', PCOS),
    ],
    source: `${PCOS}. Testosterone and prolactin, also needed, are ordered by the clinician.`,
  },
  {
    id: 'perimenopause',
    name: 'Perimenopause (menopause transition)',
    icd10: 'N95.1',
    category: "Women's health",
    description:
      'The years before periods stop, when hormone changes cause hot flushes, night sweats and irregular periods.',
    urgency: 'routine',
    prior: {
      base: 0.02,
      byAge: { '0-17': 0, '18-39': 0.1, '40-64': 3, '65+': 0.1 },
      bySex: { male: 0, female: 2 },
      source:
        'Most women aged 45 to 55 pass through the transition (NICE NG23, 2015); scaled by clinical judgement',
    },
    findings: [
      { finding: 'hot_flushes', p: 0.7, source: 'Vasomotor symptoms in about 70 to 80% (NICE NG23)' },
      { finding: 'night_sweats', p: 0.55, source: 'NICE NG23 (2015)' },
      { finding: 'irregular_periods', p: 0.7, source: 'Harlow et al., STRAW+10, Menopause 2012' },
      { finding: 'difficulty_sleeping', p: 0.5, source: 'NICE NG23 (2015)' },
      { finding: 'low_mood', p: 0.35, source: 'NICE NG23 (2015)' },
      { finding: 'brain_fog', p: 0.35, source: J },
      { finding: 'anxiety', p: 0.3, source: J },
      { finding: 'joint_pain', p: 0.3, source: J },
      { finding: 'fatigue', p: 0.45, source: J },
      { finding: 'palpitations', p: 0.2, source: J },
      { finding: 'weight_gain', p: 0.3, source: J },
      { finding: 'heavy_periods', p: 0.25, source: J },
    ],
    tests: [],
    source:
      'NICE NG23 Menopause: diagnosis and management (2015, updated 2019): diagnose without laboratory tests in women over 45 with typical symptoms',
  },
];
