import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';
const BSG = 'BSG guidelines for the management of iron deficiency anaemia in adults (Snook et al., Gut 2021)';
const BSH =
  'BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders (Devalia et al., Br J Haematol 2014)';
const NG239 = 'NICE NG239 Vitamin B12 deficiency in over 16s: diagnosis and management (2024)';
const ROS =
  'Royal Osteoporosis Society, Vitamin D and bone health: a practical clinical guideline for patient management (2018, updated 2020)';
const EASL_HH = 'EASL Clinical Practice Guidelines on haemochromatosis, J Hepatol 2022';

/** Findings that justify measuring B12 and folate (NICE NG239 risk factors and features). */
const B12_FOLATE_JUSTIFIED = [
  'numbness_tingling',
  'sore_tongue',
  'vegan_diet',
  'metformin_ppi_use',
  'malabsorption_or_bariatric',
  'poor_diet',
  'alcohol_excess',
  'mouth_ulcers',
];

export const BLOOD_NUTRITION_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'iron_deficiency_anaemia',
    name: 'Iron-deficiency anaemia',
    icd10: 'D50.9',
    category: 'Blood and nutrition',
    description:
      'Too few healthy red blood cells because the body is short of iron, causing tiredness and breathlessness.',
    urgency: 'routine',
    prior: {
      base: 0.03,
      byAge: { '0-17': 0.7, '18-39': 1.2, '40-64': 1, '65+': 1.2 },
      bySex: { male: 0.4, female: 1.6 },
      source:
        'Iron-deficiency anaemia in 2 to 5% of adult men and post-menopausal women, more in menstruating women (BSG 2021); scaled by clinical judgement',
    },
    findings: [
      { finding: 'fatigue', p: 0.8, source: BSG },
      {
        finding: 'pallor',
        p: 0.5,
        source: 'Sheth et al., JGIM 1997: pallor has modest sensitivity for anaemia',
      },
      { finding: 'breathless_on_exertion', p: 0.45, source: J },
      { finding: 'dizziness', p: 0.3, source: J },
      { finding: 'headache', p: 0.3, source: J },
      { finding: 'palpitations', p: 0.25, source: J },
      {
        finding: 'heavy_periods',
        p: 0.4,
        source: 'Heavy menstrual bleeding is the commonest cause in premenopausal women (BSG 2021)',
      },
      {
        finding: 'craving_ice',
        p: 0.15,
        source: 'Pica, especially for ice, in a minority of people with iron deficiency',
      },
      { finding: 'hair_loss', p: 0.2, source: J },
      { finding: 'cold_intolerance', p: 0.2, source: J },
      { finding: 'brain_fog', p: 0.25, source: J },
      { finding: 'vegan_diet', p: 0.12, source: J },
      { finding: 'nsaid_use', p: 0.15, source: BSG },
      { finding: 'blood_in_stool', p: 0.08, source: BSG },
    ],
    tests: [
      test(
        'CBC',
        'Shows whether haemoglobin is low and whether the red cells are small, as in iron deficiency.',
        BSG,
      ),
      test(
        'FERR',
        'Ferritin below about 30 µg/L confirms low iron stores; a normal ferritin makes iron deficiency unlikely unless there is inflammation.',
        BSG,
      ),
    ],
    source: `${BSG}. A new iron deficiency in men and post-menopausal women needs the cause looked for.`,
  },
  {
    id: 'b12_deficiency',
    name: 'Vitamin B12 deficiency',
    icd10: 'D51.9',
    category: 'Blood and nutrition',
    description:
      'Too little vitamin B12, which can cause tiredness, anaemia and tingling or numbness in the hands and feet.',
    urgency: 'routine',
    prior: {
      base: 0.01,
      byAge: { '0-17': 0.2, '18-39': 0.7, '40-64': 1, '65+': 2 },
      source:
        'Deficiency in about 6% of adults under 60 and 20% above (NICE NG239 context; Hunt et al., BMJ 2014); scaled by clinical judgement',
    },
    findings: [
      { finding: 'fatigue', p: 0.75, source: NG239 },
      { finding: 'numbness_tingling', p: 0.45, source: NG239 },
      { finding: 'sore_tongue', p: 0.25, source: NG239 },
      { finding: 'brain_fog', p: 0.35, source: NG239 },
      { finding: 'low_mood', p: 0.3, source: NG239 },
      { finding: 'pallor', p: 0.3, source: J },
      { finding: 'breathless_on_exertion', p: 0.3, source: J },
      { finding: 'dizziness', p: 0.2, source: J },
      { finding: 'mouth_ulcers', p: 0.15, source: J },
      { finding: 'vegan_diet', p: 0.25, source: 'NICE NG239 (2024): vegan diet as a risk factor' },
      {
        finding: 'metformin_ppi_use',
        p: 0.3,
        source: 'NICE NG239 (2024): long-term metformin or acid-suppressing medicines as risk factors',
      },
      {
        finding: 'malabsorption_or_bariatric',
        p: 0.1,
        source: 'NICE NG239 (2024): gastric or ileal surgery and malabsorption',
      },
      { finding: 'alcohol_excess', p: 0.1, source: J },
    ],
    tests: [
      test('CBC', 'Shows anaemia with large red cells, typical of B12 or folate deficiency.', BSH),
      test(
        'B12',
        'Measures vitamin B12 when symptoms or risk factors point to deficiency.',
        NG239,
        B12_FOLATE_JUSTIFIED,
      ),
      test(
        'FOL',
        'Checked with B12 because the two deficiencies look alike and folate alone can mask B12 deficiency.',
        BSH,
        B12_FOLATE_JUSTIFIED,
      ),
    ],
    source: `${NG239}; ${BSH}`,
  },
  {
    id: 'folate_deficiency',
    name: 'Folate deficiency',
    icd10: 'D52.9',
    category: 'Blood and nutrition',
    description:
      'Too little folate (a B vitamin), usually from diet or alcohol, causing tiredness and anaemia.',
    urgency: 'routine',
    prior: {
      base: 0.005,
      byAge: { '0-17': 0.3, '65+': 1.3 },
      source:
        'Uncommon since food fortification, seen with poor diet, alcohol excess and malabsorption (BSH 2014); scaled by clinical judgement',
    },
    findings: [
      { finding: 'fatigue', p: 0.75, source: BSH },
      { finding: 'poor_diet', p: 0.5, source: BSH },
      { finding: 'alcohol_excess', p: 0.35, source: BSH },
      { finding: 'sore_tongue', p: 0.25, source: BSH },
      { finding: 'mouth_ulcers', p: 0.25, source: J },
      { finding: 'pallor', p: 0.3, source: J },
      { finding: 'breathless_on_exertion', p: 0.3, source: J },
      { finding: 'loss_of_appetite', p: 0.25, source: J },
      { finding: 'low_mood', p: 0.25, source: J },
      { finding: 'brain_fog', p: 0.2, source: J },
      { finding: 'malabsorption_or_bariatric', p: 0.1, source: BSH },
      {
        finding: 'numbness_tingling',
        p: 0.05,
        source: 'Neuropathy points to B12 rather than folate deficiency (BSH 2014)',
      },
    ],
    tests: [
      test('CBC', 'Shows anaemia with large red cells, typical of folate or B12 deficiency.', BSH),
      test(
        'FOL',
        'Measures folate when diet, alcohol or mouth symptoms point to deficiency.',
        BSH,
        B12_FOLATE_JUSTIFIED,
      ),
      test(
        'B12',
        'Checked with folate because giving folate alone to someone short of B12 can harm the nerves.',
        BSH,
        B12_FOLATE_JUSTIFIED,
      ),
      test(
        'CMP',
        'Liver tests and salts, because the heavy drinking behind a folate deficiency can also harm the liver.',
        'NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017): liver function tests for people who drink harmfully',
        ['alcohol_excess'],
      ),
    ],
    source: BSH,
  },
  {
    id: 'vitamin_d_deficiency',
    name: 'Vitamin D deficiency (people at higher risk)',
    icd10: 'E55.9',
    category: 'Blood and nutrition',
    description:
      'Too little vitamin D, mostly in people who get little sun or absorb food poorly; it can cause aching bones and weak muscles.',
    urgency: 'routine',
    prior: {
      base: 0.015,
      byAge: { '0-17': 0.6, '18-39': 0.8, '40-64': 1, '65+': 1.8 },
      source:
        'Symptomatic deficiency is concentrated in housebound, covered or darker-skinned people and in malabsorption (SACN Vitamin D and Health 2016; NICE PH56); scaled by clinical judgement',
    },
    findings: [
      { finding: 'low_sun_exposure', p: 0.6, source: 'NICE PH56 (2014): groups at risk' },
      { finding: 'bone_pain', p: 0.35, source: ROS },
      { finding: 'muscle_aches', p: 0.4, source: ROS },
      { finding: 'fatigue', p: 0.5, source: J },
      { finding: 'osteoporosis_or_fracture', p: 0.2, source: ROS },
      { finding: 'malabsorption_or_bariatric', p: 0.08, source: ROS },
      {
        finding: 'overweight',
        p: 0.4,
        source: 'Obesity as a risk factor (Endocrine Society 2024 guideline)',
      },
    ],
    tests: [
      test(
        'VITD',
        '25-hydroxyvitamin D is worth measuring only with risk factors or symptoms of deficiency; routine testing of healthy adults is not advised.',
        'USPSTF Screening for vitamin D deficiency in adults (JAMA 2021); Demay et al., Endocrine Society guideline, JCEM 2024; ' +
          ROS,
        ['low_sun_exposure', 'bone_pain', 'osteoporosis_or_fracture', 'malabsorption_or_bariatric'],
      ),
      test(
        'CMP',
        'Calcium, phosphate and alkaline phosphatase look for softened bones (osteomalacia) when bones ache.',
        ROS,
        ['bone_pain'],
      ),
    ],
    source: `${ROS}; NICE PH56 Vitamin D: supplement use in specific population groups (2014)`,
  },
  {
    id: 'haemochromatosis',
    name: 'Haemochromatosis (iron overload)',
    icd10: 'E83.1',
    category: 'Blood and nutrition',
    description:
      'An inherited condition in which the body stores too much iron, which can harm the liver, joints and pancreas.',
    urgency: 'routine',
    prior: {
      base: 0.002,
      byAge: { '0-17': 0.05, '18-39': 0.6, '40-64': 1.5, '65+': 1 },
      bySex: { male: 1.5, female: 0.5 },
      source:
        'HFE C282Y homozygosity in about 1 in 150 to 1 in 200 people of northern European ancestry, clinical disease mostly in men over 40 (EASL 2022); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'family_history_iron_overload',
        p: 0.3,
        source: 'EASL 2022: first-degree relatives should be tested',
      },
      { finding: 'fatigue', p: 0.7, source: EASL_HH },
      {
        finding: 'joint_pain',
        p: 0.5,
        source: 'EASL 2022: arthropathy, typically of the second and third knuckles',
      },
      { finding: 'abdominal_pain', p: 0.2, source: J },
      { finding: 'right_upper_abdominal_pain', p: 0.15, source: J },
      { finding: 'known_diabetes', p: 0.1, source: EASL_HH },
      { finding: 'alcohol_excess', p: 0.15, source: J },
    ],
    tests: [
      test(
        'FERR',
        'A raised ferritin (with a raised transferrin saturation, which the clinician adds) points to iron overload.',
        EASL_HH,
      ),
      test('CMP', 'Liver enzymes show whether iron has affected the liver.', EASL_HH),
    ],
    source: `${EASL_HH}; Kowdley et al., ACG Clinical Guideline: Hereditary hemochromatosis, Am J Gastroenterol 2019`,
  },
];
