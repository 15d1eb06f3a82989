import type { Vignette } from '../vignette';

/** Thyroid, glucose, lipids, blood pressure and hormonal conditions. */
export const ENDOCRINE_VIGNETTES: readonly Vignette[] = [
  {
    id: 'hypothyroidism-classic',
    source:
      'NICE NG145 Thyroid disease: assessment and management (2019), section 1.2 (TSH as the first test); Jonklaas et al., ATA guidelines for the treatment of hypothyroidism, Thyroid 2014',
    age: 47,
    sex: 'female',
    text: 'I am tired, putting on weight, always feel cold and I am constipated.',
    present: ['fatigue', 'weight_gain', 'cold_intolerance', 'constipation', 'dry_skin', 'hair_loss'],
    expected: { conditions: ['hypothyroidism'], triage: 'routine', tests: ['TSH'] },
  },
  {
    id: 'hypothyroidism-low-mood-older',
    source: 'NICE NG145 Thyroid disease: assessment and management (2019); NICE CKS Hypothyroidism',
    age: 61,
    sex: 'female',
    text: 'I feel slowed down and low, my skin is dry and I feel the cold more than before.',
    present: ['low_mood', 'fatigue', 'dry_skin', 'cold_intolerance', 'constipation', 'brain_fog'],
    expected: { conditions: ['hypothyroidism', 'depression'], triage: 'routine', tests: ['TSH'] },
  },
  {
    id: 'hyperthyroidism-young-woman',
    source:
      'NICE NG145 Thyroid disease: assessment and management (2019); Ross et al., 2016 ATA guidelines for diagnosis and management of hyperthyroidism, Thyroid 2016',
    age: 31,
    sex: 'female',
    text: 'My heart races, I have lost weight even though I eat more, my hands shake and I cannot stand the heat.',
    present: ['palpitations', 'weight_loss', 'tremor', 'heat_intolerance', 'anxiety', 'sweating', 'goitre'],
    expected: { conditions: ['hyperthyroidism'], triage: 'routine', tests: ['TSH'] },
  },
  {
    id: 'type2-diabetes-symptomatic',
    source:
      'American Diabetes Association, Standards of Care in Diabetes 2024, section 2 (diagnosis by HbA1c); NICE NG28 Type 2 diabetes in adults (2015, updated 2022)',
    age: 54,
    sex: 'male',
    text: 'Peeing a lot and always thirsty for a few weeks, and my eyesight has gone a bit blurry.',
    present: [
      'polyuria',
      'excessive_thirst',
      'blurred_vision',
      'fatigue',
      'overweight',
      'family_history_diabetes',
      'nocturia',
    ],
    expected: { conditions: ['type2_diabetes'], triage: 'routine', tests: ['HBA1C'] },
  },
  {
    id: 'type2-diabetes-thrush-older-woman',
    source:
      'American Diabetes Association, Standards of Care in Diabetes 2024, section 2; NICE NG28 Type 2 diabetes in adults (2015, updated 2022)',
    age: 60,
    sex: 'female',
    text: 'I keep getting thrush and cuts heal slowly. I am thirsty and tired.',
    present: ['recurrent_infections', 'excessive_thirst', 'fatigue', 'overweight', 'polyuria'],
    expected: { conditions: ['type2_diabetes'], triage: 'routine', tests: ['HBA1C'] },
  },
  {
    id: 'prediabetes-risk-check',
    source:
      'USPSTF, Screening for prediabetes and type 2 diabetes (JAMA 2021): adults 35-70 with overweight or obesity; ADA Standards of Care 2024, section 2',
    age: 45,
    sex: 'female',
    text: 'My mother has diabetes and I am overweight. Should I check my diabetes risk?',
    present: ['overweight', 'family_history_diabetes', 'wants_checkup'],
    absent: ['polyuria', 'excessive_thirst'],
    expected: { conditions: ['prediabetes', 'type2_diabetes'], triage: 'routine', tests: ['HBA1C'] },
  },
  {
    id: 'cholesterol-family-history-smoker',
    source:
      'NICE NG238 Cardiovascular disease: risk assessment and reduction, including lipid modification (2023); USPSTF Statin use for primary prevention of CVD in adults (2022)',
    age: 48,
    sex: 'male',
    text: 'My father had a heart attack at 50 and I smoke. I want to check my cholesterol.',
    present: ['family_history_heart_disease', 'smoker', 'overweight', 'wants_checkup'],
    expected: { conditions: ['dyslipidaemia'], triage: 'routine', tests: ['LIPID'] },
  },
  {
    id: 'hypertension-pharmacy-reading',
    source:
      'NICE NG136 Hypertension in adults: diagnosis and management (2019, updated 2023), sections 1.2-1.3 (investigations for target organ damage and cardiovascular risk)',
    age: 56,
    sex: 'male',
    text: 'The machine at the pharmacy said my blood pressure was 162 over 98 twice. I feel fine.',
    present: ['high_bp_reading', 'overweight'],
    expected: { conditions: ['hypertension'], triage: 'routine', tests: ['CMP', 'UA', 'HBA1C', 'LIPID'] },
  },
  {
    id: 'pcos-irregular-periods-hirsutism',
    source:
      'Teede et al., International evidence-based guideline for the assessment and management of polycystic ovary syndrome 2023 (Fertil Steril / J Clin Endocrinol Metab 2023)',
    age: 24,
    sex: 'female',
    text: 'My periods come only every two or three months, I have acne and dark hairs growing on my chin.',
    present: ['irregular_periods', 'excess_hair_growth', 'acne', 'overweight', 'weight_gain'],
    expected: { conditions: ['pcos'], triage: 'routine', tests: ['TSH', 'HBA1C', 'LIPID'] },
  },
  {
    id: 'perimenopause-hot-flushes',
    source:
      'NICE NG23 Menopause: diagnosis and management (2015, updated 2019), section 1.2 (no FSH test for women over 45 with typical symptoms); Harlow et al., STRAW+10, Menopause 2012',
    age: 49,
    sex: 'female',
    text: 'Hot flushes during the day and night sweats, my periods have become irregular and I sleep badly.',
    present: ['hot_flushes', 'night_sweats', 'irregular_periods', 'difficulty_sleeping', 'brain_fog'],
    absent: ['weight_loss'],
    expected: { conditions: ['perimenopause'], triage: 'routine', tests: [] },
    tags: ['no_test'],
  },
];
