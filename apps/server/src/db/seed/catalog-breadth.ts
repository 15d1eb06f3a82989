import { NEGATIVE, NOT_DETECTED, qualitative, type TestSpec } from './catalog-types';

/**
 * The tests the knowledge base's conditions call for beyond the first-line bloods and the
 * infection tests (catalog-infection.ts): pregnancy, stool, liver, hormone, autoimmune and
 * tumour-marker tests. Each code and LOINC is the
 * one `packages/clinical/src/kb/catalog.ts` recommends (a test checks that they agree), so a
 * recommendation can be ordered and resulted end to end.
 */

const ADULT = 'Typical adult reference intervals (Mayo Clinic Laboratories, ARUP); confirm against the performing lab';

export const BREADTH_TESTS: TestSpec[] = [
  {
    code: 'HCG', name: 'Pregnancy Test (urine hCG)', loinc: '2106-3', category: 'Endocrinology',
    description: 'Detects the pregnancy hormone hCG in urine, from about the first day of a missed period.',
    priceCents: 2500, preparation: 'Use the first urine of the morning if you can', specimenType: 'urine',
    turnaroundHours: [2, 24], tags: ['pregnancy', 'women'], source: 'NICE CKS Ectopic pregnancy; manufacturer sensitivity about 25 mIU/mL',
    analytes: [qualitative('HCGU', 'hCG, urine', NEGATIVE, '2106-3')],
  },
  {
    code: 'BHCG', name: 'hCG, quantitative (serum)', loinc: '21198-7', category: 'Endocrinology',
    description: 'Measures the pregnancy hormone in blood; two results 48 hours apart show how an early pregnancy is progressing.',
    priceCents: 4500, specimenType: 'serum', turnaroundHours: [4, 24], tags: ['pregnancy', 'women'], source: ADULT,
    analytes: [{ code: 'BHCG', name: 'hCG', loinc: '21198-7', unit: 'm[IU]/mL', decimals: 0, physical: [0, 2_000_000], ranges: [{ sex: 'female', low: 0, high: 5 }, { sex: 'male', low: 0, high: 2 }] }],
  },
  {
    code: 'FCAL', name: 'Faecal Calprotectin', loinc: '38445-3', category: 'Inflammation',
    description: 'Inflammation in the bowel: tells inflammatory bowel disease from irritable bowel syndrome.',
    priceCents: 6500, specimenType: 'stool', turnaroundHours: [48, 96], tags: ['stool', 'digestion', 'inflammation'],
    source: 'NICE DG11 Faecal calprotectin diagnostic tests (2013): below 50 µg/g makes IBD unlikely',
    analytes: [{ code: 'FCAL', name: 'Calprotectin', unit: 'ug/g', decimals: 0, physical: [0, 10000], ranges: [{ low: 0, high: 50 }] }],
  },
  {
    code: 'FIT', name: 'Faecal Immunochemical Test (FIT)', loinc: '29771-3', category: 'Hematology',
    description: 'Detects hidden blood in a stool sample; guides who needs a colonoscopy for bowel symptoms.',
    priceCents: 3500, specimenType: 'stool', turnaroundHours: [24, 72], tags: ['stool', 'digestion', 'cancer screening'],
    source: 'NICE DG56 Quantitative faecal immunochemical testing (2023): 10 µg Hb/g threshold',
    analytes: [qualitative('FIT', 'Faecal haemoglobin', NEGATIVE, '29771-3')],
  },
  {
    code: 'LIPA', name: 'Lipase', loinc: '3040-3', category: 'Chemistry',
    description: 'A pancreatic enzyme; high in inflammation of the pancreas.', priceCents: 3500, specimenType: 'serum',
    turnaroundHours: [4, 24], tags: ['pancreas', 'digestion'], source: ADULT,
    analytes: [{ code: 'LIPA', name: 'Lipase', loinc: '3040-3', unit: 'U/L', decimals: 0, physical: [0, 100000], ranges: [{ low: 13, high: 60 }] }],
  },
  {
    code: 'LFT', name: 'Liver Function Panel', loinc: '24325-3', category: 'Chemistry',
    description: 'Liver enzymes, bilirubin and proteins: shows liver inflammation, bile blockage and how well the liver makes protein.',
    priceCents: 4000, specimenType: 'serum', turnaroundHours: [24, 48], tags: ['liver'], source: ADULT,
    analytes: [
      { code: 'ALT', name: 'Alanine aminotransferase', loinc: '1742-6', unit: 'U/L', decimals: 0, physical: [0, 20000], ranges: [{ sex: 'male', low: 7, high: 55 }, { sex: 'female', low: 7, high: 45 }] },
      { code: 'AST', name: 'Aspartate aminotransferase', loinc: '1920-8', unit: 'U/L', decimals: 0, physical: [0, 20000], ranges: [{ sex: 'male', low: 8, high: 48 }, { sex: 'female', low: 8, high: 43 }] },
      { code: 'ALP', name: 'Alkaline phosphatase', loinc: '6768-6', unit: 'U/L', decimals: 0, physical: [0, 10000], ranges: [{ low: 40, high: 129 }] },
      { code: 'TBIL', name: 'Bilirubin, total', loinc: '1975-2', unit: 'mg/dL', decimals: 1, physical: [0, 60], ranges: [{ low: 0.1, high: 1.2, criticalHigh: 15 }] },
      { code: 'DBIL', name: 'Bilirubin, direct', loinc: '1968-7', unit: 'mg/dL', decimals: 1, physical: [0, 40], ranges: [{ low: 0, high: 0.3 }] },
      { code: 'ALB', name: 'Albumin', loinc: '1751-7', unit: 'g/dL', decimals: 1, physical: [0, 10], ranges: [{ low: 3.5, high: 5.0 }] },
    ],
  },
  {
    code: 'IRON', name: 'Iron Studies', loinc: '50190-8', category: 'Hematology',
    description: 'Serum iron, iron-binding capacity and transferrin saturation: iron deficiency and iron overload.',
    priceCents: 4500, preparation: 'Morning sample; no iron tablets for 24 hours', specimenType: 'serum', turnaroundHours: [24, 48],
    tags: ['iron', 'anemia'], source: ADULT,
    analytes: [
      { code: 'FE', name: 'Iron', loinc: '2498-4', unit: 'ug/dL', decimals: 0, physical: [0, 1000], ranges: [{ sex: 'male', low: 65, high: 175 }, { sex: 'female', low: 50, high: 170 }] },
      { code: 'TIBC', name: 'Total iron-binding capacity', loinc: '2500-7', unit: 'ug/dL', decimals: 0, physical: [0, 1000], ranges: [{ low: 250, high: 450 }] },
      { code: 'TSAT', name: 'Transferrin saturation', loinc: '2502-3', unit: '%', decimals: 0, physical: [0, 100], ranges: [{ low: 20, high: 50 }] },
    ],
  },
  {
    code: 'MG', name: 'Magnesium', loinc: '19123-9', category: 'Chemistry',
    description: 'Low magnesium causes cramps, palpitations and weakness; common with diuretics, PPIs and alcohol.',
    priceCents: 2500, specimenType: 'serum', turnaroundHours: [4, 24], tags: ['minerals', 'cramps'], source: ADULT,
    analytes: [{ code: 'MG', name: 'Magnesium', loinc: '19123-9', unit: 'mg/dL', decimals: 1, physical: [0, 20], ranges: [{ low: 1.7, high: 2.3, criticalLow: 1.0, criticalHigh: 4.7 }] }],
  },
  {
    code: 'PSA', name: 'Prostate-Specific Antigen (PSA)', loinc: '2857-1', category: 'Oncology',
    description: 'A protein made by the prostate; raised in enlargement, infection and cancer. Talk over its pros and cons first.',
    priceCents: 4500, preparation: 'No ejaculation or vigorous exercise for 48 hours and no urine infection for 6 weeks before the test',
    specimenType: 'serum', turnaroundHours: [24, 48], tags: ['prostate', 'men', 'cancer screening'],
    source: 'NICE NG12 (2015, updated 2023) and the Prostate Cancer Risk Management Programme: age-specific thresholds',
    analytes: [{
      code: 'PSA', name: 'PSA', loinc: '2857-1', unit: 'ng/mL', decimals: 2, physical: [0, 10000],
      ranges: [
        { sex: 'male', ageMin: 18, ageMax: 49, low: 0, high: 2.5 },
        { sex: 'male', ageMin: 50, ageMax: 69, low: 0, high: 3.0 },
        { sex: 'male', ageMin: 70, ageMax: 120, low: 0, high: 5.0 },
      ],
    }],
  },
  {
    code: 'ANA', name: 'Antinuclear Antibodies (ANA)', loinc: '8061-4', category: 'Immunology',
    description: 'Screens for autoimmune disease such as lupus; a positive result alone is common and not a diagnosis.',
    priceCents: 5000, specimenType: 'serum', turnaroundHours: [24, 72], tags: ['autoimmune', 'joints'],
    source: 'ACR position statement on ANA testing (2015)', analytes: [qualitative('ANA', 'Antinuclear antibodies', NEGATIVE, '8061-4')],
  },
  {
    code: 'RF', name: 'Rheumatoid Factor', loinc: '11572-5', category: 'Immunology',
    description: 'An antibody found in most people with rheumatoid arthritis (and some without).', priceCents: 3500, specimenType: 'serum',
    turnaroundHours: [24, 48], tags: ['autoimmune', 'joints'], source: 'NICE NG100 Rheumatoid arthritis in adults (2018)',
    analytes: [{ code: 'RF', name: 'Rheumatoid factor', loinc: '11572-5', unit: '[IU]/mL', decimals: 0, physical: [0, 5000], ranges: [{ low: 0, high: 14 }] }],
  },
  {
    code: 'CCP', name: 'Anti-CCP Antibodies', loinc: '32218-0', category: 'Immunology',
    description: 'A specific antibody test for rheumatoid arthritis, often positive years before it starts.', priceCents: 6000,
    specimenType: 'serum', turnaroundHours: [24, 72], tags: ['autoimmune', 'joints'], source: 'NICE NG100 Rheumatoid arthritis in adults (2018)',
    analytes: [{ code: 'CCP', name: 'Anti-CCP antibodies', unit: 'U/mL', decimals: 0, physical: [0, 5000], ranges: [{ low: 0, high: 19 }] }],
  },
  {
    code: 'BNP', name: 'NT-proBNP', loinc: '33762-6', category: 'Cardiology',
    description: 'A hormone the strained heart releases; a normal level makes heart failure unlikely.', priceCents: 6500,
    specimenType: 'serum', turnaroundHours: [4, 24], tags: ['heart', 'breathlessness', 'swelling'],
    source: 'NICE NG106 Chronic heart failure in adults (2018): below 400 ng/L heart failure is less likely; ESC 2021: below 125 ng/L rules it out',
    analytes: [{ code: 'NTBNP', name: 'NT-proBNP', loinc: '33762-6', unit: 'pg/mL', decimals: 0, physical: [0, 100000], ranges: [{ ageMin: 18, ageMax: 74, low: 0, high: 125 }, { ageMin: 75, ageMax: 120, low: 0, high: 450 }] }],
  },
  {
    code: 'PTH', name: 'Parathyroid Hormone (PTH)', loinc: '2731-8', category: 'Endocrinology',
    description: 'Controls calcium; measured with calcium when calcium is high or low.', priceCents: 5500, specimenType: 'serum',
    turnaroundHours: [24, 48], tags: ['calcium', 'bones'], source: ADULT,
    analytes: [{ code: 'PTH', name: 'PTH, intact', loinc: '2731-8', unit: 'pg/mL', decimals: 0, physical: [0, 5000], ranges: [{ low: 15, high: 65 }] }],
  },
  {
    code: 'CORT', name: 'Cortisol (morning)', loinc: '2143-6', category: 'Endocrinology',
    description: 'The stress hormone; a low morning level suggests adrenal failure, a high one needs further tests for Cushing’s.',
    priceCents: 4500, preparation: 'Blood taken between 8 and 9 am', specimenType: 'serum', turnaroundHours: [24, 48],
    tags: ['hormones', 'adrenal'], source: 'Endocrine Society guideline on primary adrenal insufficiency (2016)',
    analytes: [{ code: 'CORT', name: 'Cortisol', loinc: '2143-6', unit: 'ug/dL', decimals: 1, physical: [0, 200], ranges: [{ low: 6.2, high: 19.4, criticalLow: 3 }] }],
  },
  {
    code: 'PRL', name: 'Prolactin', loinc: '2842-3', category: 'Endocrinology',
    description: 'High with some medicines and pituitary tumours; causes missed periods and milky nipple discharge.',
    priceCents: 4000, specimenType: 'serum', turnaroundHours: [24, 48], tags: ['hormones', 'women', 'pituitary'], source: ADULT,
    analytes: [{ code: 'PRL', name: 'Prolactin', loinc: '2842-3', unit: 'ng/mL', decimals: 1, physical: [0, 20000], ranges: [{ sex: 'female', low: 4.8, high: 23.3 }, { sex: 'male', low: 4.0, high: 15.2 }] }],
  },
  {
    code: 'IGF1', name: 'IGF-1', loinc: '2484-4', category: 'Endocrinology',
    description: 'Reflects growth hormone; high in acromegaly.', priceCents: 7500, specimenType: 'serum', turnaroundHours: [48, 96],
    tags: ['hormones', 'pituitary'], source: 'Endocrine Society guideline on acromegaly (2014); age-specific intervals',
    analytes: [{
      code: 'IGF1', name: 'Insulin-like growth factor 1', loinc: '2484-4', unit: 'ng/mL', decimals: 0, physical: [0, 3000],
      ranges: [{ ageMin: 18, ageMax: 39, low: 100, high: 350 }, { ageMin: 40, ageMax: 64, low: 70, high: 250 }, { ageMin: 65, ageMax: 120, low: 50, high: 200 }],
    }],
  },
  {
    code: 'TESTO', name: 'Testosterone, total', loinc: '2986-8', category: 'Endocrinology',
    description: 'Low in men with hypogonadism (low libido, erection problems, tiredness); high in women with PCOS.',
    priceCents: 4500, preparation: 'Blood taken before 11 am', specimenType: 'serum', turnaroundHours: [24, 48], tags: ['hormones', 'men', 'women'],
    source: 'Endocrine Society guideline on testosterone therapy in men with hypogonadism (2018)',
    analytes: [{ code: 'TESTO', name: 'Testosterone', loinc: '2986-8', unit: 'ng/dL', decimals: 0, physical: [0, 3000], ranges: [{ sex: 'male', low: 264, high: 916 }, { sex: 'female', low: 8, high: 60 }] }],
  },
  {
    code: 'FSH', name: 'Follicle-Stimulating Hormone (FSH)', loinc: '15067-2', category: 'Endocrinology',
    description: 'Rises as the ovaries stop working (menopause, premature ovarian insufficiency); a fertility test too.',
    priceCents: 4000, preparation: 'If you have periods, on day 2 to 5 of the cycle', specimenType: 'serum', turnaroundHours: [24, 48],
    tags: ['hormones', 'women', 'fertility'], source: 'NICE NG23 Menopause (2015, updated 2024)',
    analytes: [{ code: 'FSH', name: 'FSH', loinc: '15067-2', unit: 'm[IU]/mL', decimals: 1, physical: [0, 500], ranges: [{ sex: 'female', low: 3.5, high: 12.5 }, { sex: 'male', low: 1.5, high: 12.4 }] }],
  },
  {
    code: 'LH', name: 'Luteinising Hormone (LH)', loinc: '10501-5', category: 'Endocrinology',
    description: 'A pituitary hormone measured with FSH for periods, fertility and testosterone problems.', priceCents: 4000,
    specimenType: 'serum', turnaroundHours: [24, 48], tags: ['hormones', 'women', 'fertility'], source: ADULT,
    analytes: [{ code: 'LH', name: 'LH', loinc: '10501-5', unit: 'm[IU]/mL', decimals: 1, physical: [0, 500], ranges: [{ sex: 'female', low: 2.4, high: 12.6 }, { sex: 'male', low: 1.7, high: 8.6 }] }],
  },
  {
    code: 'E2', name: 'Estradiol', loinc: '2243-4', category: 'Endocrinology',
    description: 'The main oestrogen; low after menopause and in ovarian insufficiency.', priceCents: 4500, specimenType: 'serum',
    turnaroundHours: [24, 48], tags: ['hormones', 'women'], source: ADULT,
    analytes: [{ code: 'E2', name: 'Estradiol', loinc: '2243-4', unit: 'pg/mL', decimals: 0, physical: [0, 10000], ranges: [{ sex: 'female', low: 30, high: 400 }, { sex: 'male', low: 10, high: 40 }] }],
  },
  {
    code: 'UACR', name: 'Urine Albumin/Creatinine Ratio', loinc: '9318-7', category: 'Chemistry',
    description: 'Early kidney damage from diabetes or high blood pressure shows first as albumin in the urine.', priceCents: 3000,
    preparation: 'Use the first urine of the morning', specimenType: 'urine', turnaroundHours: [24, 48], tags: ['kidney', 'diabetes', 'urine'],
    source: 'KDIGO 2024 Clinical Practice Guideline for CKD: albuminuria category A1 below 30 mg/g',
    analytes: [{ code: 'UACR', name: 'Albumin/creatinine ratio', loinc: '9318-7', unit: 'mg/g', decimals: 0, physical: [0, 20000], ranges: [{ low: 0, high: 29 }] }],
  },
  {
    code: 'CK', name: 'Creatine Kinase (CK)', loinc: '2157-6', category: 'Chemistry',
    description: 'A muscle enzyme; raised by muscle damage, inflammation and some medicines such as statins.', priceCents: 3000,
    preparation: 'No hard exercise for 48 hours before the test', specimenType: 'serum', turnaroundHours: [4, 24], tags: ['muscles'], source: ADULT,
    analytes: [{ code: 'CK', name: 'Creatine kinase', loinc: '2157-6', unit: 'U/L', decimals: 0, physical: [0, 500000], ranges: [{ sex: 'male', low: 39, high: 308, criticalHigh: 10000 }, { sex: 'female', low: 26, high: 192, criticalHigh: 10000 }] }],
  },
  {
    code: 'INR', name: 'Prothrombin Time (INR)', loinc: '6301-6', category: 'Coagulation',
    description: 'How quickly blood clots: checks warfarin treatment, the liver and bleeding problems.', priceCents: 2500,
    specimenType: 'plasma', turnaroundHours: [4, 24], tags: ['clotting', 'bleeding', 'liver'],
    source: 'BSH guideline on oral anticoagulation with warfarin (2011); a critical value above 5',
    analytes: [{ code: 'INR', name: 'INR', loinc: '6301-6', unit: '{INR}', decimals: 1, physical: [0.5, 20], ranges: [{ low: 0.8, high: 1.2, criticalHigh: 5 }] }],
  },
  {
    code: 'CA125', name: 'CA-125', loinc: '10334-1', category: 'Oncology',
    description: 'A marker raised in ovarian cancer (and in benign conditions); the first test for lasting bloating or fullness over 50.',
    priceCents: 5500, specimenType: 'serum', turnaroundHours: [24, 72], tags: ['women', 'cancer screening'],
    source: 'NICE CG122 Ovarian cancer: recognition and initial management (2011): 35 IU/mL or more needs an ultrasound',
    analytes: [{ code: 'CA125', name: 'CA-125', loinc: '10334-1', unit: 'U/mL', decimals: 0, physical: [0, 100000], ranges: [{ sex: 'female', low: 0, high: 34 }] }],
  },
  {
    code: 'AFP', name: 'Alpha-Fetoprotein (AFP)', loinc: '1834-1', category: 'Oncology',
    description: 'A marker for liver cancer in people with cirrhosis, and for some testicular cancers.', priceCents: 5000,
    specimenType: 'serum', turnaroundHours: [24, 72], tags: ['liver', 'cancer screening'], source: ADULT,
    analytes: [{ code: 'AFP', name: 'AFP', loinc: '1834-1', unit: 'ng/mL', decimals: 1, physical: [0, 1000000], ranges: [{ low: 0, high: 8.3 }] }],
  },
  {
    code: 'HBEP', name: 'Haemoglobinopathy Screen', loinc: '4547-6', category: 'Hematology',
    description: 'Haemoglobin variants and fractions: sickle cell and thalassaemia, trait or disease.', priceCents: 6000,
    specimenType: 'whole_blood', turnaroundHours: [48, 96], tags: ['anemia', 'genetics'], source: 'BSH guideline on significant haemoglobinopathies (2023)',
    analytes: [
      { code: 'HBA2', name: 'Haemoglobin A2', loinc: '4552-6', unit: '%', decimals: 1, physical: [0, 100], ranges: [{ low: 2.0, high: 3.3 }] },
      { code: 'HBF', name: 'Haemoglobin F', loinc: '4576-5', unit: '%', decimals: 1, physical: [0, 100], ranges: [{ low: 0, high: 1.0 }] },
      qualitative('HBVAR', 'Variant haemoglobin (e.g. HbS)', NOT_DETECTED),
    ],
  },
  {
    code: 'G6PD', name: 'G6PD Enzyme', loinc: '2357-3', category: 'Hematology',
    description: 'A red-cell enzyme; people who lack it can have their blood cells break down after fava beans or some medicines.',
    priceCents: 5000, specimenType: 'whole_blood', turnaroundHours: [24, 72], tags: ['anemia', 'genetics'], source: ADULT,
    analytes: [{ code: 'G6PD', name: 'G6PD activity', unit: 'U/g{Hb}', decimals: 1, physical: [0, 50], ranges: [{ low: 7.0, high: 20.5 }] }],
  },
  {
    code: 'SPEP', name: 'Serum Protein Electrophoresis', loinc: '24351-9', category: 'Hematology',
    description: 'Looks for a paraprotein, the sign of myeloma and related disorders, with bone pain, anaemia or high calcium.',
    priceCents: 6500, specimenType: 'serum', turnaroundHours: [48, 96], tags: ['cancer screening', 'bones', 'anemia'],
    source: 'NICE NG35 Myeloma (2016, updated 2018)', analytes: [qualitative('PARA', 'Paraprotein', 'No paraprotein detected')],
  },
];
