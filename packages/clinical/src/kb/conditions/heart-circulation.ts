import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';
const NG106 = 'NICE NG106 Chronic heart failure in adults: diagnosis and management (2018), section 1.2';
const NG136 = 'NICE NG136 Hypertension in adults: diagnosis and management (2019, updated 2023), section 1.3';
const AF =
  '2024 ESC Guidelines for the management of atrial fibrillation (Van Gelder et al., Eur Heart J 2024), initial evaluation';

export const HEART_CIRCULATION_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'heart_failure',
    name: 'Heart failure',
    icd10: 'I50.9',
    category: 'Heart and circulation',
    description:
      'The heart does not pump as well as it should, causing breathlessness, tiredness and swollen ankles.',
    urgency: 'urgent',
    prior: {
      base: 0.005,
      byAge: { '0-17': 0.05, '18-39': 0.1, '40-64': 0.8, '65+': 4 },
      bySex: { male: 1.2, female: 0.8 },
      source:
        'Prevalence about 1 to 2% of adults, over 10% above 70 (ESC 2021 heart failure guideline); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'breathless_on_exertion',
        p: 0.85,
        source: 'Mant et al., Health Technol Assess 2009: breathlessness sensitivity about 0.87',
      },
      { finding: 'shortness_of_breath', p: 0.6, source: J },
      {
        finding: 'orthopnoea',
        p: 0.45,
        source: 'Mant et al., Health Technol Assess 2009: orthopnoea sensitivity about 0.44',
      },
      {
        finding: 'ankle_swelling',
        p: 0.55,
        source: 'Mant et al., Health Technol Assess 2009: ankle oedema sensitivity about 0.5',
      },
      { finding: 'fatigue', p: 0.75, source: J },
      {
        finding: 'history_heart_disease',
        p: 0.55,
        source: 'Mant et al., Health Technol Assess 2009: history of myocardial infarction',
      },
      { finding: 'weight_gain', p: 0.35, source: J },
      { finding: 'nocturia', p: 0.4, source: J },
      { finding: 'high_bp_reading', p: 0.6, source: J },
      { finding: 'palpitations', p: 0.25, source: J },
      {
        finding: 'irregular_heartbeat',
        p: 0.25,
        source: 'Atrial fibrillation in about a quarter to a third of people with heart failure (ESC 2021)',
      },
      { finding: 'cough', p: 0.3, source: J },
      { finding: 'known_diabetes', p: 0.3, source: J },
      { finding: 'dizziness', p: 0.2, source: J },
    ],
    tests: [
      test('CBC', 'Anaemia can cause or worsen breathlessness and must be excluded.', NG106),
      test(
        'CMP',
        'Kidney function and salts (sodium, potassium) guide treatment; liver tests look for congestion.',
        NG106,
      ),
      test('TSH', 'An over- or underactive thyroid can cause or worsen heart failure.', NG106),
      test('HBA1C', 'Diabetes is a common cause and companion of heart failure.', NG106),
      test('LIPID', 'Cholesterol assesses the coronary risk behind many cases.', NG106),
      test('UA', 'Urine protein and blood look for kidney disease alongside heart failure.', NG106),
    ],
    source: `${NG106}. NT-proBNP, the key test, is ordered by the clinician and is not in the catalog.`,
  },
  {
    id: 'atrial_fibrillation',
    name: 'Atrial fibrillation (irregular heart rhythm)',
    icd10: 'I48.9',
    category: 'Heart and circulation',
    description: 'An irregular, often fast heartbeat that raises the risk of stroke; it needs an ECG soon.',
    urgency: 'urgent',
    prior: {
      base: 0.005,
      byAge: { '0-17': 0.02, '18-39': 0.15, '40-64': 1, '65+': 4 },
      bySex: { male: 1.2, female: 0.8 },
      source:
        'Prevalence about 2 to 4% of adults, rising steeply with age (ESC 2024 AF guideline); scaled by clinical judgement',
    },
    findings: [
      { finding: 'palpitations', p: 0.6, source: AF },
      {
        finding: 'irregular_heartbeat',
        p: 0.6,
        source: 'Pulse palpation for irregularity is the recommended first check (NICE NG196, 2021)',
      },
      { finding: 'breathless_on_exertion', p: 0.45, source: AF },
      { finding: 'shortness_of_breath', p: 0.35, source: AF },
      { finding: 'fatigue', p: 0.5, source: AF },
      { finding: 'dizziness', p: 0.3, source: AF },
      { finding: 'fainting', p: 0.05, source: J },
      { finding: 'chest_pain', p: 0.15, source: J },
      { finding: 'anxiety', p: 0.2, source: J },
      {
        finding: 'high_bp_reading',
        p: 0.65,
        source: 'Hypertension is the commonest associated condition (ESC 2024 AF guideline)',
      },
      { finding: 'history_heart_disease', p: 0.3, source: J },
      { finding: 'alcohol_excess', p: 0.15, source: J },
    ],
    tests: [
      test('TSH', 'An overactive thyroid is a treatable cause of atrial fibrillation.', AF),
      test(
        'CBC',
        'Anaemia or infection can trigger a fast irregular rhythm; needed before blood thinners.',
        AF,
      ),
      test(
        'CMP',
        'Kidney and liver function and potassium guide the choice and dose of blood thinners and rate control.',
        AF,
      ),
    ],
    source: `NICE NG196 Atrial fibrillation: diagnosis and management (2021); ${AF}`,
  },
  {
    id: 'hypertension',
    name: 'High blood pressure (hypertension)',
    icd10: 'I10',
    category: 'Heart and circulation',
    description:
      'Blood pressure that stays high, usually without symptoms, raising the risk of heart attack, stroke and kidney disease.',
    urgency: 'routine',
    prior: {
      base: 0.04,
      byAge: { '0-17': 0.05, '18-39': 0.4, '40-64': 1.4, '65+': 2 },
      bySex: { male: 1.1, female: 0.9 },
      source:
        'Prevalence about 30% of adults, over 60% above 65 (NCD-RisC, Lancet 2021); most undiagnosed people are well; scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'high_bp_reading',
        p: 0.85,
        source: 'A raised reading is how hypertension is found (NICE NG136)',
      },
      { finding: 'overweight', p: 0.55, source: J },
      {
        finding: 'headache',
        p: 0.15,
        source:
          'Hypertension is usually symptomless (NICE NG136); headache only slightly more frequent than the background',
      },
      { finding: 'dizziness', p: 0.1, source: J },
      { finding: 'family_history_heart_disease', p: 0.25, source: J },
      { finding: 'smoker', p: 0.2, source: J },
      { finding: 'known_diabetes', p: 0.15, source: J },
      { finding: 'alcohol_excess', p: 0.15, source: J },
      { finding: 'wants_checkup', p: 0.3, source: J },
    ],
    tests: [
      test(
        'CMP',
        'Kidney function (creatinine, eGFR) and salts look for organ damage and guide medicines.',
        NG136,
        ['high_bp_reading'],
      ),
      test('UA', 'Protein or blood in the urine shows kidney damage from high blood pressure.', NG136, [
        'high_bp_reading',
      ]),
      test('HBA1C', 'Diabetes changes the treatment target and the overall cardiovascular risk.', NG136, [
        'high_bp_reading',
      ]),
      test('LIPID', 'Cholesterol is needed to estimate cardiovascular risk (QRISK).', NG136, [
        'high_bp_reading',
      ]),
    ],
    source: `${NG136}. The diagnosis itself needs repeated or home/ambulatory blood-pressure readings.`,
  },
  {
    id: 'dyslipidaemia',
    name: 'High cholesterol and cardiovascular risk',
    icd10: 'E78.5',
    category: 'Heart and circulation',
    description: 'Raised blood fats that give no symptoms but add to the risk of heart attack and stroke.',
    urgency: 'routine',
    prior: {
      base: 0.04,
      byAge: { '0-17': 0.05, '18-39': 0.5, '40-64': 1.4, '65+': 1.5 },
      source:
        'Raised cholesterol in about 40% of adults (WHO Global Health Observatory); symptomless; scaled by clinical judgement',
    },
    findings: [
      { finding: 'wants_checkup', p: 0.45, source: J },
      {
        finding: 'family_history_heart_disease',
        p: 0.35,
        source: 'Familial hypercholesterolaemia and polygenic risk (NICE CG71)',
      },
      { finding: 'smoker', p: 0.3, source: J },
      { finding: 'overweight', p: 0.6, source: J },
      { finding: 'high_bp_reading', p: 0.4, source: J },
      { finding: 'known_diabetes', p: 0.15, source: J },
      { finding: 'fatigue', p: 0.15, source: 'Symptomless: reported no more often than the background' },
    ],
    tests: [
      test(
        'LIPID',
        'Total, LDL and HDL cholesterol and triglycerides are needed to estimate cardiovascular risk and to decide on statins.',
        'NICE NG238 Cardiovascular disease: risk assessment and reduction, including lipid modification (2023)',
      ),
    ],
    source:
      'NICE NG238 Cardiovascular disease: risk assessment and reduction, including lipid modification (2023)',
  },
];
