import type { TestSpec } from './catalog-types';

const ADULT_INTERVALS = 'Typical adult reference intervals (e.g. Mayo Clinic Laboratories, ARUP); confirm against the performing lab';

/** Further common tests the questionnaire engine recommends when answers justify them. */
export const MORE_TESTS: TestSpec[] = [
  {
    code: 'FT4', name: 'Free T4', loinc: '3024-7', category: 'Endocrinology',
    description: 'The active thyroid hormone; follows an abnormal TSH.', priceCents: 4900, specimenType: 'serum',
    turnaroundHours: [24, 48], tags: ['thyroid'], source: ADULT_INTERVALS,
    analytes: [{ code: 'FT4', name: 'Free thyroxine', loinc: '3024-7', unit: 'ng/dL', decimals: 2, physical: [0, 20], ranges: [{ low: 0.8, high: 1.8 }] }],
  },
  {
    code: 'B12', name: 'Vitamin B12', loinc: '2132-9', category: 'Nutritional',
    description: 'Low B12 causes anemia, tiredness and numbness; more likely with a vegan diet, metformin or stomach problems.',
    priceCents: 4700, specimenType: 'serum', turnaroundHours: [24, 48], tags: ['vitamin', 'anemia', 'numbness'],
    source: ADULT_INTERVALS,
    analytes: [{ code: 'B12', name: 'Cobalamin', loinc: '2132-9', unit: 'pg/mL', decimals: 0, physical: [0, 10000], ranges: [{ low: 200, high: 900 }] }],
  },
  {
    code: 'FOL', name: 'Folate', loinc: '2284-8', category: 'Nutritional',
    description: 'Folate level, checked with B12 when anemia has large red cells.', priceCents: 4400, specimenType: 'serum',
    turnaroundHours: [24, 48], tags: ['vitamin', 'anemia'], source: ADULT_INTERVALS,
    analytes: [{ code: 'FOL', name: 'Folate', loinc: '2284-8', unit: 'ng/mL', physical: [0, 100], ranges: [{ low: 3.0, high: 20.0 }] }],
  },
  {
    code: 'TTG', name: 'Tissue Transglutaminase IgA', loinc: '31017-7', category: 'Inflammation',
    description: 'Screens for celiac disease (with total IgA). Eat gluten normally before the test.',
    priceCents: 7200, preparation: 'Keep eating gluten for 6 weeks before the test', specimenType: 'serum',
    turnaroundHours: [48, 72], tags: ['celiac', 'digestion', 'anemia'],
    source: 'ACG Clinical Guideline: Celiac Disease (2023)',
    analytes: [{ code: 'TTGA', name: 'tTG IgA', loinc: '31017-7', unit: 'U/mL', physical: [0, 1000], ranges: [{ low: 0, high: 3.9 }] }],
  },
  {
    code: 'UA', name: 'Urinalysis', loinc: '24356-8', category: 'Chemistry',
    description: 'Checks urine for infection, blood, protein and sugar.', priceCents: 4000,
    preparation: 'Collect a midstream sample, ideally the first urine of the morning', specimenType: 'urine',
    turnaroundHours: [24, 24], tags: ['urine', 'infection', 'kidney'], source: ADULT_INTERVALS,
    analytes: [
      { code: 'UPROT', name: 'Protein', loinc: '2888-6', unit: '{presence}', ranges: [{}], qualitative: { normalText: 'Negative' } },
      { code: 'UGLU', name: 'Glucose', loinc: '2350-7', unit: '{presence}', ranges: [{}], qualitative: { normalText: 'Negative' } },
      { code: 'UNIT', name: 'Nitrite', loinc: '5802-4', unit: '{presence}', ranges: [{}], qualitative: { normalText: 'Negative' } },
      { code: 'UPH', name: 'pH', loinc: '2756-5', unit: '[pH]', physical: [4, 9.5], ranges: [{ low: 4.5, high: 8.0 }] },
    ],
  },
  {
    code: 'GLU', name: 'Glucose, Fasting', loinc: '2345-7', category: 'Diabetes',
    description: 'Blood sugar after fasting; with HbA1c it screens for diabetes.', priceCents: 4000,
    preparation: 'Fasting 8-12 hours', specimenType: 'plasma', turnaroundHours: [24, 24],
    tags: ['diabetes', 'glucose'], source: 'American Diabetes Association, Standards of Care 2025',
    analytes: [{ code: 'GLU', name: 'Glucose (fasting)', loinc: '2345-7', unit: 'mg/dL', decimals: 0, physical: [0, 3000], ranges: [{ low: 70, high: 99, criticalLow: 40, criticalHigh: 500 }] }],
  },
  {
    code: 'CREA', name: 'Creatinine with eGFR', loinc: '2160-0', category: 'Chemistry',
    description: 'Kidney function.', priceCents: 4100, specimenType: 'serum', turnaroundHours: [24, 24],
    tags: ['kidney'], source: ADULT_INTERVALS,
    analytes: [{ code: 'CREA', name: 'Creatinine', loinc: '2160-0', unit: 'mg/dL', decimals: 2, physical: [0, 30], ranges: [{ sex: 'male', low: 0.74, high: 1.35 }, { sex: 'female', low: 0.59, high: 1.04 }] }],
  },
  {
    code: 'URIC', name: 'Uric Acid', loinc: '3084-1', category: 'Chemistry',
    description: 'High uric acid can cause gout and kidney stones.', priceCents: 4000, specimenType: 'serum',
    turnaroundHours: [24, 48], tags: ['gout', 'joint pain'], source: ADULT_INTERVALS,
    analytes: [{ code: 'URIC', name: 'Uric acid', loinc: '3084-1', unit: 'mg/dL', physical: [0, 30], ranges: [{ sex: 'male', low: 4.0, high: 8.5 }, { sex: 'female', low: 2.7, high: 7.3 }] }],
  },
  {
    code: 'ESR', name: 'Erythrocyte Sedimentation Rate', loinc: '4537-7', category: 'Inflammation',
    description: 'A slow, general marker of inflammation, used with CRP.', priceCents: 4000, specimenType: 'whole_blood',
    turnaroundHours: [24, 24], tags: ['inflammation', 'joint pain'], source: ADULT_INTERVALS,
    analytes: [{ code: 'ESR', name: 'ESR', loinc: '4537-7', unit: 'mm/h', decimals: 0, physical: [0, 200], ranges: [{ sex: 'male', low: 0, high: 15 }, { sex: 'female', low: 0, high: 20 }] }],
  },
  {
    code: 'HSCRP', name: 'High-Sensitivity CRP', loinc: '30522-7', category: 'Cardiology',
    description: 'Low-level inflammation, used to refine cardiovascular risk.', priceCents: 5000, specimenType: 'serum',
    turnaroundHours: [24, 48], tags: ['heart', 'inflammation'],
    source: 'AHA/CDC scientific statement on inflammation markers: < 1 mg/L low risk, 1–3 average, > 3 high',
    analytes: [{ code: 'HSCRP', name: 'hs-CRP', loinc: '30522-7', unit: 'mg/L', decimals: 2, physical: [0, 1000], ranges: [{ low: 0, high: 3.0 }] }],
  },
];
