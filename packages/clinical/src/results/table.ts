import type { AnalyteRule } from './table-types';

/**
 * Lab results as evidence: for each analyte (by LOINC), value bands with the likelihood ratio of
 * each band for the knowledge-base conditions it informs, raising (LR > 1) and lowering (LR < 1).
 * Thresholds follow the guidelines named in each rule; likelihood ratios come from the cited
 * accuracy studies where they exist, otherwise from sensitivity/specificity figures or clinical
 * judgement (said so). Bands are in the unit given; other units are converted by `factors`.
 */

const HB_LOW = { iron_deficiency_anaemia: 3, b12_deficiency: 2, folate_deficiency: 2, ckd: 1.5 };

export const RESULT_RULES: readonly AnalyteRule[] = [
  {
    loinc: '3016-3',
    short: 'TSH',
    unit: 'm[IU]/L',
    factors: { 'uiu/ml': 1, 'µiu/ml': 1, 'u[iu]/ml': 1, 'mu/l': 1 },
    // NICE NG145 (TSH first-line); TSH sensitivity about 98% and specificity about 92% for primary
    // thyroid dysfunction (de los Santos et al., Arch Intern Med 1989): LR- about 0.05–0.1.
    source: 'NICE NG145 (2019); de los Santos et al., Arch Intern Med 1989; Garber et al., AACE/ATA 2012',
    bands: [
      {
        id: 'tsh_suppressed',
        max: 0.1,
        label: 'very low',
        meaning:
          'Your TSH is very low. The brain lowers TSH when there is too much thyroid hormone, so this points to an overactive thyroid.',
        lr: { hyperthyroidism: 30, hypothyroidism: 0.05, atrial_fibrillation: 1.5, generalised_anxiety: 0.5 },
      },
      {
        id: 'tsh_low',
        min: 0.1,
        max: 0.4,
        label: 'low',
        meaning:
          'Your TSH is a little below the normal range. It can mean a mildly overactive thyroid; a free T4 and a repeat test tell more.',
        lr: { hyperthyroidism: 6, hypothyroidism: 0.1 },
      },
      {
        id: 'tsh_normal',
        min: 0.4,
        max: 4.0,
        label: 'normal',
        normal: true,
        meaning: 'Your TSH is normal, which makes an under- or overactive thyroid very unlikely.',
        lr: { hypothyroidism: 0.08, hyperthyroidism: 0.08 },
      },
      {
        id: 'tsh_high',
        min: 4.0,
        max: 10,
        label: 'high',
        meaning:
          'Your TSH is above the normal range. The brain raises TSH when the thyroid makes too little hormone, so this points to an underactive thyroid (often mild).',
        lr: { hypothyroidism: 8, hyperthyroidism: 0.05 },
      },
      {
        id: 'tsh_very_high',
        min: 10,
        label: 'very high',
        meaning:
          'Your TSH is well above the normal range (over 10), which usually means an underactive thyroid that doctors often treat.',
        lr: { hypothyroidism: 30, hyperthyroidism: 0.02 },
      },
    ],
  },
  {
    loinc: '3024-7',
    short: 'Free T4',
    unit: 'ng/dL',
    factors: { 'pmol/l': 1 / 12.87 },
    // Low FT4 with high TSH = overt hypothyroidism; high FT4 with low TSH = overt hyperthyroidism
    // (NICE NG145). LRs by clinical judgement: FT4 is normal in subclinical disease.
    source: 'NICE NG145 (2019); clinical judgement for the likelihood ratios',
    bands: [
      {
        id: 'ft4_low',
        max: 0.8,
        label: 'low',
        meaning: 'Your free T4 (thyroid hormone) is low: the thyroid is making too little hormone.',
        lr: { hypothyroidism: 6, hyperthyroidism: 0.05 },
      },
      {
        id: 'ft4_normal',
        min: 0.8,
        max: 1.8,
        label: 'normal',
        normal: true,
        meaning: 'Your free T4 (thyroid hormone) is normal.',
        lr: { hypothyroidism: 0.6, hyperthyroidism: 0.4 },
      },
      {
        id: 'ft4_high',
        min: 1.8,
        label: 'high',
        meaning: 'Your free T4 (thyroid hormone) is high: the thyroid is making too much hormone.',
        lr: { hyperthyroidism: 12, hypothyroidism: 0.1 },
      },
    ],
  },
  {
    loinc: '4548-4',
    short: 'HbA1c',
    unit: '%',
    // ADA Standards of Care 2024 §2: ≥ 6.5% diabetes, 5.7–6.4% prediabetes. HbA1c ≥ 6.5%:
    // sensitivity about 50%, specificity about 97% against OGTT (Kaur et al., Diabetes Ther 2020);
    // the KB's type 2 diabetes is the clinical condition, so the LR here is the guideline's "diagnostic" weight.
    source: 'ADA Standards of Care 2024 §2; Kaur et al., Diabetes Ther 2020 (HbA1c accuracy)',
    bands: [
      {
        id: 'a1c_normal',
        max: 5.7,
        label: 'normal',
        normal: true,
        meaning: 'Your HbA1c (average blood sugar over 2–3 months) is normal, which argues against diabetes.',
        lr: { type2_diabetes: 0.1, prediabetes: 0.15 },
      },
      {
        id: 'a1c_prediabetes',
        min: 5.7,
        max: 6.5,
        label: 'in the prediabetes range',
        meaning:
          'Your HbA1c is in the prediabetes range (5.7–6.4%): blood sugar is higher than it should be, but not at the diabetes level.',
        lr: { prediabetes: 8, type2_diabetes: 0.3 },
      },
      {
        id: 'a1c_diabetes',
        min: 6.5,
        label: 'in the diabetes range',
        meaning: 'Your HbA1c is 6.5% or more, the level at which diabetes is diagnosed.',
        lr: { type2_diabetes: 15, prediabetes: 0.2 },
      },
    ],
  },
  {
    loinc: '2345-7',
    short: 'Glucose',
    unit: 'mg/dL',
    factors: { 'mmol/l': 18.016 },
    // Fasting plasma glucose (the catalog's glucose is fasting): ADA 2024 — 100–125 impaired
    // fasting glucose, ≥ 126 diabetes. LRs by clinical judgement from ADA accuracy tables.
    source: 'ADA Standards of Care 2024 §2; clinical judgement for the likelihood ratios',
    bands: [
      {
        id: 'glu_low',
        max: 70,
        label: 'low',
        meaning:
          'Your glucose is below the normal range. Low blood sugar needs a doctor to look into its cause.',
        lr: {},
      },
      {
        id: 'glu_normal',
        min: 70,
        max: 100,
        label: 'normal',
        normal: true,
        meaning: 'Your fasting glucose is normal.',
        lr: { type2_diabetes: 0.4, prediabetes: 0.5, dka: 0.3 },
      },
      {
        id: 'glu_ifg',
        min: 100,
        max: 126,
        label: 'in the prediabetes range',
        meaning: 'Your fasting glucose is in the prediabetes range (100–125 mg/dL).',
        lr: { prediabetes: 4, type2_diabetes: 0.5 },
      },
      {
        id: 'glu_diabetes',
        min: 126,
        max: 300,
        label: 'in the diabetes range',
        meaning: 'Your fasting glucose is 126 mg/dL or more, the level at which diabetes is diagnosed.',
        lr: { type2_diabetes: 8, prediabetes: 0.3, dka: 2 },
      },
      {
        id: 'glu_very_high',
        min: 300,
        label: 'very high',
        meaning:
          'Your glucose is very high. At this level the body can become dehydrated and unwell quickly: a doctor should see you within 24 hours.',
        // DKA is diagnosed with glucose above about 250 mg/dL (JBDS 2023, ADA hyperglycaemic crises 2024).
        lr: { type2_diabetes: 10, prediabetes: 0.1, dka: 10 },
        triage: { level: 'urgent', reason: 'Very high blood glucose needs a clinician within 24 hours.' },
      },
    ],
  },
  {
    loinc: '2276-4',
    short: 'Ferritin',
    unit: 'ng/mL',
    factors: { 'µg/l': 1, 'ug/l': 1 },
    // Guyatt et al., J Gen Intern Med 1992 (ferritin LRs for iron deficiency: < 15 LR 52,
    // 15–24 LR 8.8, 25–34 LR 2.5, 45–100 LR 0.54, ≥ 100 LR 0.08); NICE CKS: ferritin < 30 confirms
    // iron deficiency. High ferritin: EASL haemochromatosis 2022 (> 300 men, > 200 women).
    source:
      'Guyatt et al., J Gen Intern Med 1992; NICE CKS Anaemia – iron deficiency; EASL 2022 haemochromatosis',
    bands: [
      {
        id: 'ferritin_very_low',
        max: 15,
        label: 'low',
        meaning: 'Your ferritin (the body’s iron store) is low: your iron stores are used up.',
        lr: { iron_deficiency_anaemia: 40, haemochromatosis: 0.05 },
      },
      {
        id: 'ferritin_low',
        min: 15,
        max: 30,
        label: 'low',
        meaning:
          'Your ferritin (the body’s iron store) is below 30, which doctors read as iron deficiency even when the lab range starts lower.',
        lr: { iron_deficiency_anaemia: 8, haemochromatosis: 0.1 },
      },
      {
        id: 'ferritin_borderline',
        min: 30,
        max: 100,
        label: 'normal',
        normal: true,
        meaning: 'Your ferritin (iron store) is in the normal range.',
        lr: { iron_deficiency_anaemia: 0.5 },
      },
      {
        id: 'ferritin_high_m',
        min: 300,
        sex: 'male',
        label: 'high',
        meaning:
          'Your ferritin is high. It rises with inflammation, alcohol and liver fat, and with iron overload; your doctor may check the iron saturation.',
        lr: { haemochromatosis: 4, iron_deficiency_anaemia: 0.05, alcohol_liver_disease: 1.5, nafld: 1.5 },
      },
      {
        id: 'ferritin_high_f',
        min: 200,
        sex: 'female',
        label: 'high',
        meaning:
          'Your ferritin is high. It rises with inflammation, alcohol and liver fat, and with iron overload; your doctor may check the iron saturation.',
        lr: { haemochromatosis: 4, iron_deficiency_anaemia: 0.05, alcohol_liver_disease: 1.5, nafld: 1.5 },
      },
      {
        id: 'ferritin_normal',
        min: 100,
        label: 'normal',
        normal: true,
        meaning: 'Your ferritin (iron store) is normal, which makes iron deficiency very unlikely.',
        lr: { iron_deficiency_anaemia: 0.08 },
      },
    ],
  },
  {
    loinc: '1988-5',
    short: 'CRP',
    unit: 'mg/L',
    factors: { 'mg/dl': 10 },
    // BSR PMR guideline 2015 (raised acute-phase response in most; normal CRP and ESR make it
    // unlikely); NICE NG100 RA; NICE NG138 pneumonia (CRP > 100: likely bacterial); NICE CG61 IBS
    // (CRP to exclude inflammation). LRs by clinical judgement from reported sensitivities.
    source: 'BSR PMR 2015; NICE NG100; NICE NG138; NICE CG61; clinical judgement for the likelihood ratios',
    bands: [
      {
        id: 'crp_normal',
        max: 10,
        label: 'normal',
        normal: true,
        meaning:
          'Your CRP (inflammation marker) is normal: no sign of significant inflammation or infection.',
        lr: {
          polymyalgia_rheumatica: 0.3,
          rheumatoid_arthritis: 0.6,
          pneumonia: 0.3,
          pyelonephritis: 0.4,
          sepsis: 0.2,
          ibs: 1.2,
          fibromyalgia: 1.2,
        },
      },
      {
        id: 'crp_high',
        min: 10,
        max: 100,
        label: 'high',
        meaning:
          'Your CRP (inflammation marker) is raised: there is inflammation or infection somewhere in the body.',
        lr: {
          polymyalgia_rheumatica: 4,
          rheumatoid_arthritis: 2.5,
          sle: 1.5,
          gout: 1.5,
          pneumonia: 3,
          pyelonephritis: 3,
          sepsis: 3,
          appendicitis: 2,
          ibs: 0.2,
          fibromyalgia: 0.3,
          me_cfs: 0.4,
          osteoarthritis: 0.5,
        },
      },
      {
        id: 'crp_very_high',
        min: 100,
        label: 'very high',
        meaning:
          'Your CRP (inflammation marker) is very high, as with a serious infection: a doctor should see you within 24 hours.',
        lr: {
          pneumonia: 6,
          sepsis: 6,
          pyelonephritis: 5,
          appendicitis: 3,
          polymyalgia_rheumatica: 3,
          ibs: 0.1,
          fibromyalgia: 0.1,
          me_cfs: 0.2,
        },
        triage: {
          level: 'urgent',
          reason: 'A very high CRP can mean a serious infection: see a clinician within 24 hours.',
        },
      },
    ],
  },
  {
    loinc: '4537-7',
    short: 'ESR',
    unit: 'mm/h',
    measure: 'esr_ratio',
    // Age-adjusted upper limit (Miller et al., BMJ 1983); BSR PMR guideline 2015; ACR/EULAR 2010 RA.
    source:
      'Miller et al., BMJ 1983; BSR PMR 2015; ACR/EULAR 2010; clinical judgement for the likelihood ratios',
    bands: [
      {
        id: 'esr_normal',
        max: 1,
        label: 'normal',
        normal: true,
        meaning: 'Your ESR (inflammation marker) is normal for your age.',
        lr: { polymyalgia_rheumatica: 0.3, rheumatoid_arthritis: 0.6, sle: 0.6 },
      },
      {
        id: 'esr_high',
        min: 1,
        max: 2.5,
        label: 'high',
        meaning: 'Your ESR (inflammation marker) is raised for your age: a sign of inflammation.',
        lr: {
          polymyalgia_rheumatica: 4,
          rheumatoid_arthritis: 2,
          sle: 2,
          fibromyalgia: 0.3,
          ibs: 0.4,
          me_cfs: 0.5,
        },
      },
      {
        id: 'esr_very_high',
        min: 2.5,
        label: 'very high',
        meaning:
          'Your ESR (inflammation marker) is well above the limit for your age: a sign of marked inflammation.',
        lr: {
          polymyalgia_rheumatica: 8,
          rheumatoid_arthritis: 3,
          sle: 3,
          fibromyalgia: 0.2,
          ibs: 0.3,
          me_cfs: 0.3,
        },
      },
    ],
  },
  {
    loinc: '2160-0',
    short: 'Creatinine',
    unit: 'mg/dL',
    factors: { 'µmol/l': 1 / 88.4, 'umol/l': 1 / 88.4, 'μmol/l': 1 / 88.4 },
    measure: 'egfr',
    // KDIGO 2024 / NICE NG203 GFR categories G1–G5 from eGFR (CKD-EPI 2021). A single eGFR < 60
    // is CKD only if it persists 3 months; LRs by clinical judgement.
    source: 'KDIGO 2024 CKD guideline; NICE NG203 (2021); Inker et al., NEJM 2021 (CKD-EPI 2021)',
    bands: [
      {
        id: 'egfr_failure',
        max: 15,
        label: 'eGFR under 15',
        meaning:
          'With your age and sex this creatinine means an estimated kidney function (eGFR) of {measure} mL/min/1.73m², in the kidney-failure range: a doctor should see you within 24 hours.',
        lr: { ckd: 40 },
        triage: {
          level: 'urgent',
          reason: 'Kidney function in the kidney-failure range needs a clinician within 24 hours.',
        },
      },
      {
        id: 'egfr_severe',
        min: 15,
        max: 30,
        label: 'eGFR 15–29',
        meaning:
          'With your age and sex this creatinine means an estimated kidney function (eGFR) of {measure} mL/min/1.73m², severely reduced.',
        lr: { ckd: 25 },
      },
      {
        id: 'egfr_moderate',
        min: 30,
        max: 60,
        label: 'eGFR 30–59',
        meaning:
          'With your age and sex this creatinine means an estimated kidney function (eGFR) of {measure} mL/min/1.73m², moderately reduced; a repeat test in 3 months shows whether it is lasting.',
        lr: { ckd: 10 },
      },
      {
        id: 'egfr_mild',
        min: 60,
        max: 90,
        label: 'eGFR 60–89',
        normal: true,
        meaning:
          'Your estimated kidney function (eGFR) is {measure} mL/min/1.73m², normal or only slightly reduced, as is common with age.',
        lr: { ckd: 0.5 },
      },
      {
        id: 'egfr_normal',
        min: 90,
        label: 'eGFR 90 or more',
        normal: true,
        meaning: 'Your estimated kidney function (eGFR) is {measure} mL/min/1.73m², normal.',
        lr: { ckd: 0.15 },
      },
    ],
  },
  {
    loinc: '3084-1',
    short: 'Uric acid',
    unit: 'mg/dL',
    factors: { 'µmol/l': 1 / 59.48, 'umol/l': 1 / 59.48 },
    // Saturation threshold 6.8 mg/dL (ACR 2020); urate may be normal during a flare (NICE NG219):
    // sensitivity about 60–85% in a flare, so a normal value lowers gout only moderately.
    source: 'NICE NG219 Gout (2022); FitzGerald et al., ACR gout guideline 2020; clinical judgement',
    bands: [
      {
        id: 'urate_normal',
        max: 6.8,
        label: 'normal',
        normal: true,
        meaning:
          'Your uric acid is normal. It can fall during a gout attack, so a normal value does not rule gout out; a repeat after the attack settles is more reliable.',
        lr: { gout: 0.4 },
      },
      {
        id: 'urate_high',
        min: 6.8,
        label: 'high',
        meaning:
          'Your uric acid is above the level at which urate crystals can form in joints, which supports gout.',
        lr: { gout: 4 },
      },
    ],
  },
  {
    loinc: '2132-9',
    short: 'Vitamin B12',
    unit: 'pg/mL',
    factors: { 'pmol/l': 1.355, 'ng/l': 1 },
    // BSH cobalamin and folate guideline 2014; NICE NG239 (2024): < 200 ng/L deficiency likely,
    // 200–300 indeterminate. LRs by clinical judgement.
    source: 'BSH 2014 cobalamin and folate guideline; NICE NG239 (2024); clinical judgement',
    bands: [
      {
        id: 'b12_low',
        max: 200,
        label: 'low',
        meaning:
          'Your vitamin B12 is low, which can cause tiredness, anaemia and tingling in the hands and feet.',
        lr: { b12_deficiency: 12 },
      },
      {
        id: 'b12_borderline',
        min: 200,
        max: 300,
        label: 'borderline',
        meaning: 'Your vitamin B12 is at the low end of normal; your doctor may check a further marker.',
        lr: { b12_deficiency: 1.5 },
      },
      {
        id: 'b12_normal',
        min: 300,
        label: 'normal',
        normal: true,
        meaning: 'Your vitamin B12 is normal, so B12 deficiency is unlikely.',
        lr: { b12_deficiency: 0.1 },
      },
    ],
  },
  {
    loinc: '2284-8',
    short: 'Folate',
    unit: 'ng/mL',
    factors: { 'µg/l': 1, 'ug/l': 1, 'nmol/l': 1 / 2.266 },
    source: 'BSH 2014 cobalamin and folate guideline (serum folate < 3 µg/L deficient); clinical judgement',
    bands: [
      {
        id: 'folate_low',
        max: 3,
        label: 'low',
        meaning: 'Your folate is low, which can cause tiredness and anaemia.',
        lr: { folate_deficiency: 12 },
      },
      {
        id: 'folate_normal',
        min: 3,
        label: 'normal',
        normal: true,
        meaning: 'Your folate is normal.',
        lr: { folate_deficiency: 0.1 },
      },
    ],
  },
  {
    loinc: '62292-8',
    short: 'Vitamin D',
    unit: 'ng/mL',
    factors: { 'nmol/l': 1 / 2.496 },
    // NICE CKS / NOS 2018: < 12 ng/mL (30 nmol/L) deficient, 12–20 insufficient (IOM); Endocrine
    // Society 2011: < 20 deficiency, 20–29 insufficiency. LRs by clinical judgement.
    source:
      'NOS vitamin D guideline 2018; IOM 2011; Holick et al., Endocrine Society 2011; clinical judgement',
    bands: [
      {
        id: 'vitd_deficient',
        max: 12,
        label: 'very low',
        meaning: 'Your vitamin D is very low (deficient), which can cause bone pain and muscle weakness.',
        lr: { vitamin_d_deficiency: 15 },
      },
      {
        id: 'vitd_low',
        min: 12,
        max: 20,
        label: 'low',
        meaning: 'Your vitamin D is low.',
        lr: { vitamin_d_deficiency: 8 },
      },
      {
        id: 'vitd_insufficient',
        min: 20,
        max: 30,
        label: 'slightly low',
        meaning: 'Your vitamin D is slightly low (insufficient); a supplement is usually all that is needed.',
        lr: { vitamin_d_deficiency: 2 },
      },
      {
        id: 'vitd_normal',
        min: 30,
        max: 150,
        label: 'normal',
        normal: true,
        meaning: 'Your vitamin D is normal.',
        lr: { vitamin_d_deficiency: 0.05 },
      },
      {
        id: 'vitd_toxic',
        min: 150,
        label: 'very high',
        meaning:
          'Your vitamin D is very high, as with too many supplements: stop them and speak to your doctor.',
        lr: { vitamin_d_deficiency: 0.01 },
      },
    ],
  },
  {
    loinc: '31017-7',
    short: 'tTG IgA',
    unit: 'U/mL',
    // tTG-IgA sensitivity about 93% and specificity about 96% (Rostom et al., Gastroenterology 2005;
    // Maglio et al., 2017): LR+ about 20, LR- about 0.07; ≥ 10× the upper limit: PPV near 100%
    // (ESPGHAN 2020, Rubio-Tapia et al., ACG 2023).
    source: 'Rostom et al., Gastroenterology 2005; ESPGHAN 2020; Rubio-Tapia et al., ACG 2023; NICE NG20',
    bands: [
      {
        id: 'ttg_negative',
        max: 4,
        label: 'negative',
        normal: true,
        meaning:
          'Your coeliac blood test (tTG IgA) is negative, so coeliac disease is unlikely (if you were eating gluten).',
        lr: { coeliac_disease: 0.07, ibs: 1.2 },
      },
      {
        id: 'ttg_positive',
        min: 4,
        max: 40,
        label: 'positive',
        meaning:
          'Your coeliac blood test (tTG IgA) is positive, which points to coeliac disease; a gut biopsy usually confirms it. Keep eating gluten until your doctor says otherwise.',
        lr: { coeliac_disease: 15, ibs: 0.5 },
      },
      {
        id: 'ttg_strong',
        min: 40,
        label: 'strongly positive',
        meaning:
          'Your coeliac blood test (tTG IgA) is strongly positive (over 10 times the limit), which makes coeliac disease very likely. Keep eating gluten until your doctor says otherwise.',
        lr: { coeliac_disease: 60, ibs: 0.3 },
      },
    ],
  },
  {
    loinc: '718-7',
    short: 'Haemoglobin',
    unit: 'g/dL',
    factors: { 'g/l': 0.1 },
    // WHO anaemia thresholds (lab ranges: women 12.0, men 13.5); BSH: Hb < 8 g/dL needs prompt
    // assessment (transfusion threshold 7–8). LRs by clinical judgement.
    source: 'WHO haemoglobin thresholds 2011; BSH red cell transfusion guideline 2012; clinical judgement',
    bands: [
      {
        id: 'hb_very_low',
        max: 8,
        label: 'very low',
        meaning:
          'Your haemoglobin is very low (marked anaemia): the blood carries much less oxygen than it should. A doctor should see you within 24 hours.',
        lr: { ...HB_LOW, iron_deficiency_anaemia: 4 },
        triage: {
          level: 'urgent',
          reason: 'Haemoglobin below 8 g/dL (marked anaemia) needs a clinician within 24 hours.',
        },
      },
      {
        id: 'hb_low_f',
        min: 8,
        max: 12,
        sex: 'female',
        label: 'low',
        meaning: 'Your haemoglobin is low (anaemia), which can cause tiredness and breathlessness.',
        lr: HB_LOW,
      },
      {
        id: 'hb_low_m',
        min: 8,
        max: 13.5,
        sex: 'male',
        label: 'low',
        meaning: 'Your haemoglobin is low (anaemia), which can cause tiredness and breathlessness.',
        lr: HB_LOW,
      },
      {
        id: 'hb_high_f',
        min: 15.5,
        sex: 'female',
        label: 'high',
        meaning: 'Your haemoglobin is above the normal range; your doctor will check why.',
        lr: {},
      },
      {
        id: 'hb_high_m',
        min: 17.5,
        sex: 'male',
        label: 'high',
        meaning: 'Your haemoglobin is above the normal range; your doctor will check why.',
        lr: {},
      },
      {
        id: 'hb_normal',
        label: 'normal',
        normal: true,
        meaning: 'Your haemoglobin is normal: no anaemia.',
        lr: { iron_deficiency_anaemia: 0.3, b12_deficiency: 0.7, folate_deficiency: 0.7 },
      },
    ],
  },
  {
    loinc: '787-2',
    short: 'MCV',
    unit: 'fL',
    // Small red cells (MCV < 80) in iron deficiency; large (> 100) in B12/folate deficiency,
    // alcohol, hypothyroidism (BSH 2014; NICE CKS anaemia). LRs by clinical judgement.
    source: 'NICE CKS Anaemia; BSH 2014; clinical judgement',
    bands: [
      {
        id: 'mcv_low',
        max: 80,
        label: 'low',
        meaning: 'Your red cells are smaller than normal (low MCV), as with iron deficiency.',
        lr: { iron_deficiency_anaemia: 5, b12_deficiency: 0.3, folate_deficiency: 0.3 },
      },
      {
        id: 'mcv_high',
        min: 100,
        label: 'high',
        meaning:
          'Your red cells are larger than normal (high MCV), as with low vitamin B12 or folate, alcohol or an underactive thyroid.',
        lr: {
          b12_deficiency: 5,
          folate_deficiency: 5,
          alcohol_liver_disease: 2,
          hypothyroidism: 1.3,
          iron_deficiency_anaemia: 0.3,
        },
      },
      {
        id: 'mcv_normal',
        label: 'normal',
        normal: true,
        meaning: 'Your red cells are a normal size.',
        lr: { iron_deficiency_anaemia: 0.7, b12_deficiency: 0.7, folate_deficiency: 0.7 },
      },
    ],
  },
  {
    loinc: '6690-2',
    short: 'White cells',
    unit: '10*9/L',
    source: 'Clinical judgement (leucocytosis in bacterial infection); BSH neutropenia guidance',
    bands: [
      {
        id: 'wbc_very_low',
        max: 2,
        label: 'very low',
        meaning:
          'Your white cell count is very low, which lowers your defence against infection: contact a doctor today, and urgently if you get a fever.',
        lr: {},
        triage: { level: 'urgent', reason: 'A very low white cell count needs a clinician within 24 hours.' },
      },
      {
        id: 'wbc_low',
        min: 2,
        max: 4,
        label: 'low',
        meaning:
          'Your white cell count is a little low; it often follows a viral illness, and your doctor may repeat it.',
        lr: {},
      },
      {
        id: 'wbc_high',
        min: 11,
        label: 'high',
        meaning: 'Your white cell count is raised, as with an infection or inflammation.',
        lr: { pneumonia: 2.5, pyelonephritis: 2.5, appendicitis: 3, sepsis: 2.5 },
      },
      {
        id: 'wbc_normal',
        label: 'normal',
        normal: true,
        meaning: 'Your white cell count is normal.',
        lr: { appendicitis: 0.4, sepsis: 0.5 },
      },
    ],
  },
  {
    loinc: '777-3',
    short: 'Platelets',
    unit: '10*9/L',
    source: 'BSH ITP guidance; clinical judgement',
    bands: [
      {
        id: 'plt_very_low',
        max: 50,
        label: 'very low',
        meaning:
          'Your platelets (the cells that stop bleeding) are very low: you may bruise or bleed easily. A doctor should see you within 24 hours.',
        lr: {},
        triage: { level: 'urgent', reason: 'A very low platelet count needs a clinician within 24 hours.' },
      },
      {
        id: 'plt_low',
        min: 50,
        max: 150,
        label: 'low',
        meaning:
          'Your platelets (the cells that stop bleeding) are below the normal range; your doctor will look into why.',
        lr: {},
      },
      {
        id: 'plt_high',
        min: 450,
        label: 'high',
        meaning:
          'Your platelets are above the normal range, as after an infection, with iron deficiency or inflammation.',
        lr: { iron_deficiency_anaemia: 1.5 },
      },
    ],
  },
  {
    loinc: '2951-2',
    short: 'Sodium',
    unit: 'mmol/L',
    source: 'European hyponatraemia guideline 2014 (Spasovski et al.)',
    bands: [
      {
        id: 'na_very_low',
        max: 125,
        label: 'very low',
        meaning:
          'Your sodium (salt) level is very low, which can cause confusion and falls: a doctor should see you today.',
        lr: {},
        triage: { level: 'urgent', reason: 'A very low sodium needs a clinician within 24 hours.' },
      },
      {
        id: 'na_low',
        min: 125,
        max: 135,
        label: 'low',
        meaning: 'Your sodium (salt) level is a little low.',
        lr: {},
      },
      {
        id: 'na_high',
        min: 146,
        label: 'high',
        meaning: 'Your sodium (salt) level is high, as with dehydration.',
        lr: {},
      },
    ],
  },
  {
    loinc: '2823-3',
    short: 'Potassium',
    unit: 'mmol/L',
    source: 'UK Kidney Association hyperkalaemia guideline 2023',
    bands: [
      {
        id: 'k_very_low',
        max: 3,
        label: 'very low',
        meaning:
          'Your potassium is very low, which can upset the heart rhythm: a doctor should see you today.',
        lr: {},
        triage: { level: 'urgent', reason: 'A very low potassium needs a clinician within 24 hours.' },
      },
      { id: 'k_low', min: 3, max: 3.5, label: 'low', meaning: 'Your potassium is a little low.', lr: {} },
      {
        id: 'k_high',
        min: 5.2,
        max: 6,
        label: 'high',
        meaning: 'Your potassium is a little high; a repeat test is usually the first step.',
        lr: { ckd: 1.5 },
      },
      {
        id: 'k_very_high',
        min: 6,
        label: 'very high',
        meaning:
          'Your potassium is very high, which can upset the heart rhythm: a doctor should see you today.',
        lr: { ckd: 2 },
        triage: { level: 'urgent', reason: 'A very high potassium needs a clinician the same day.' },
      },
    ],
  },
  {
    loinc: '17861-6',
    short: 'Calcium',
    unit: 'mg/dL',
    factors: { 'mmol/l': 4.008 },
    source:
      'Society for Endocrinology emergency guidance: acute hypercalcaemia (2016); NICE CKS hypercalcaemia',
    bands: [
      {
        id: 'ca_low',
        max: 8.6,
        label: 'low',
        meaning: 'Your calcium is low, as with low vitamin D among other causes.',
        lr: { vitamin_d_deficiency: 2 },
      },
      {
        id: 'ca_high',
        min: 10.4,
        max: 12,
        label: 'high',
        meaning: 'Your calcium is high; your doctor will look for the cause.',
        lr: {},
      },
      {
        id: 'ca_very_high',
        min: 12,
        label: 'very high',
        meaning: 'Your calcium is very high, which can make you very unwell: a doctor should see you today.',
        lr: {},
        triage: { level: 'urgent', reason: 'A very high calcium needs a clinician within 24 hours.' },
      },
    ],
  },
  {
    loinc: '1742-6',
    short: 'ALT',
    unit: 'U/L',
    // BSG abnormal liver blood tests guideline 2018 (Newsome et al.): hepatitic pattern; ALT > 10×
    // the upper limit suggests acute hepatitis (viral, drug, ischaemic). LRs by clinical judgement.
    source:
      'Newsome et al., BSG guideline on abnormal liver blood tests, Gut 2018; NICE NG49; clinical judgement',
    bands: [
      {
        id: 'alt_very_high',
        min: 400,
        label: 'very high',
        meaning:
          'Your ALT (a liver enzyme) is very high, as when the liver is acutely inflamed (for example by a virus or a medicine): a doctor should see you within 24 hours.',
        lr: { acute_hepatitis: 30, nafld: 0.2, alcohol_liver_disease: 0.3 },
        triage: {
          level: 'urgent',
          reason: 'A very high ALT (acute liver inflammation) needs a clinician within 24 hours.',
        },
      },
      {
        id: 'alt_high_f',
        min: 46,
        sex: 'female',
        label: 'high',
        meaning:
          'Your ALT (a liver enzyme) is raised: the liver is under some strain, most often from fat in the liver or alcohol.',
        lr: { nafld: 4, alcohol_liver_disease: 2, acute_hepatitis: 3, haemochromatosis: 1.5 },
      },
      {
        id: 'alt_high_m',
        min: 56,
        sex: 'male',
        label: 'high',
        meaning:
          'Your ALT (a liver enzyme) is raised: the liver is under some strain, most often from fat in the liver or alcohol.',
        lr: { nafld: 4, alcohol_liver_disease: 2, acute_hepatitis: 3, haemochromatosis: 1.5 },
      },
      {
        id: 'alt_normal',
        label: 'normal',
        normal: true,
        meaning: 'Your ALT (a liver enzyme) is normal.',
        lr: { acute_hepatitis: 0.05, nafld: 0.6, alcohol_liver_disease: 0.7 },
      },
    ],
  },
  {
    loinc: '1920-8',
    short: 'AST',
    unit: 'U/L',
    source: 'Newsome et al., BSG guideline on abnormal liver blood tests, Gut 2018; clinical judgement',
    bands: [
      {
        id: 'ast_very_high',
        min: 400,
        label: 'very high',
        meaning: 'Your AST (a liver enzyme) is very high, as when the liver is acutely inflamed.',
        lr: { acute_hepatitis: 15 },
      },
      {
        id: 'ast_high',
        min: 49,
        label: 'high',
        meaning: 'Your AST (a liver enzyme) is raised.',
        lr: { alcohol_liver_disease: 2.5, nafld: 1.5, acute_hepatitis: 3 },
      },
      {
        id: 'ast_normal',
        label: 'normal',
        normal: true,
        meaning: 'Your AST (a liver enzyme) is normal.',
        lr: { alcohol_liver_disease: 0.7 },
      },
    ],
  },
  {
    loinc: '1975-2',
    short: 'Bilirubin',
    unit: 'mg/dL',
    factors: { 'µmol/l': 1 / 17.1, 'umol/l': 1 / 17.1 },
    source: 'Newsome et al., BSG 2018; NICE CKS jaundice in adults (new jaundice: urgent assessment)',
    bands: [
      {
        id: 'bili_jaundice',
        min: 3,
        label: 'high',
        meaning:
          'Your bilirubin is high enough to cause jaundice (yellow skin or eyes): a doctor should see you within 24 hours.',
        lr: { acute_hepatitis: 8, alcohol_liver_disease: 2 },
        triage: {
          level: 'urgent',
          reason: 'Bilirubin at a jaundice level needs a clinician within 24 hours.',
        },
      },
      {
        id: 'bili_high',
        min: 1.3,
        max: 3,
        label: 'high',
        meaning: 'Your bilirubin is a little raised; alone this is often harmless (Gilbert’s syndrome).',
        lr: { acute_hepatitis: 2 },
      },
    ],
  },
  {
    loinc: '13457-7',
    short: 'LDL cholesterol',
    unit: 'mg/dL',
    factors: { 'mmol/l': 38.67 },
    // NCEP ATP III / ACC-AHA 2018 LDL categories; ≥ 190 mg/dL (4.9 mmol/L): consider familial
    // hypercholesterolaemia (NICE CG71). LRs by clinical judgement.
    source: 'Grundy et al., AHA/ACC cholesterol guideline 2018; NICE NG238 (2023); NICE CG71',
    bands: [
      {
        id: 'ldl_optimal',
        max: 130,
        label: 'normal',
        normal: true,
        meaning: 'Your LDL (“bad”) cholesterol is not high.',
        lr: { dyslipidaemia: 0.3 },
      },
      {
        id: 'ldl_borderline',
        min: 130,
        max: 160,
        label: 'borderline high',
        meaning: 'Your LDL (“bad”) cholesterol is borderline high.',
        lr: { dyslipidaemia: 3 },
      },
      {
        id: 'ldl_high',
        min: 160,
        max: 190,
        label: 'high',
        meaning:
          'Your LDL (“bad”) cholesterol is high, which raises the risk of heart attack and stroke over the years.',
        lr: { dyslipidaemia: 10 },
      },
      {
        id: 'ldl_very_high',
        min: 190,
        label: 'very high',
        meaning:
          'Your LDL (“bad”) cholesterol is very high (190 or more); your doctor may check for an inherited cause (familial hypercholesterolaemia).',
        lr: { dyslipidaemia: 30 },
      },
    ],
  },
  {
    loinc: '2093-3',
    short: 'Total cholesterol',
    unit: 'mg/dL',
    factors: { 'mmol/l': 38.67 },
    source: 'NCEP ATP III categories; clinical judgement',
    bands: [
      {
        id: 'chol_normal',
        max: 200,
        label: 'normal',
        normal: true,
        meaning: 'Your total cholesterol is in the desirable range.',
        lr: { dyslipidaemia: 0.5 },
      },
      {
        id: 'chol_borderline',
        min: 200,
        max: 240,
        label: 'borderline high',
        meaning: 'Your total cholesterol is borderline high.',
        lr: { dyslipidaemia: 1.5 },
      },
      {
        id: 'chol_high',
        min: 240,
        label: 'high',
        meaning: 'Your total cholesterol is high.',
        lr: { dyslipidaemia: 3 },
      },
    ],
  },
  {
    loinc: '2085-9',
    short: 'HDL cholesterol',
    unit: 'mg/dL',
    factors: { 'mmol/l': 38.67 },
    source: 'NCEP ATP III (HDL < 40 men, < 50 women); clinical judgement',
    bands: [
      {
        id: 'hdl_low_m',
        max: 40,
        sex: 'male',
        label: 'low',
        meaning: 'Your HDL (“good”) cholesterol is low, which adds to heart risk.',
        lr: { dyslipidaemia: 2 },
      },
      {
        id: 'hdl_low_f',
        max: 50,
        sex: 'female',
        label: 'low',
        meaning: 'Your HDL (“good”) cholesterol is low, which adds to heart risk.',
        lr: { dyslipidaemia: 2 },
      },
    ],
  },
  {
    loinc: '2571-8',
    short: 'Triglycerides',
    unit: 'mg/dL',
    factors: { 'mmol/l': 88.57 },
    source: 'NCEP ATP III; Endocrine Society hypertriglyceridaemia guideline 2012; clinical judgement',
    bands: [
      {
        id: 'tg_normal',
        max: 150,
        label: 'normal',
        normal: true,
        meaning: 'Your triglycerides (blood fats) are normal.',
        lr: { dyslipidaemia: 0.8 },
      },
      {
        id: 'tg_high',
        min: 150,
        max: 500,
        label: 'high',
        meaning:
          'Your triglycerides (blood fats) are raised, as with excess weight, alcohol or raised blood sugar.',
        lr: { dyslipidaemia: 2, nafld: 1.5 },
      },
      {
        id: 'tg_very_high',
        min: 500,
        label: 'very high',
        meaning:
          'Your triglycerides (blood fats) are very high, which can inflame the pancreas; speak to your doctor soon.',
        lr: { dyslipidaemia: 5, nafld: 1.5 },
      },
    ],
  },
  {
    loinc: '5802-4',
    short: 'Urine nitrite',
    unit: '{presence}',
    // Nitrite dipstick: sensitivity about 50%, specificity about 98% for bacteriuria (Devillé et
    // al., BMC Urology 2004); PHE/UKHSA UTI diagnostic guide 2020.
    source: 'Devillé et al., BMC Urol 2004; UKHSA diagnosing UTI in primary care 2020',
    bands: [
      {
        id: 'nitrite_positive',
        text: ['pos', '+', 'detected', 'present'],
        label: 'positive',
        meaning:
          'Nitrite was found in your urine, a sign that bacteria are growing there (a urine infection).',
        lr: { uti: 8, pyelonephritis: 5 },
      },
      {
        id: 'nitrite_negative',
        text: ['neg', 'not detected', 'absent', 'none'],
        label: 'negative',
        normal: true,
        meaning:
          'No nitrite was found in your urine. This makes an infection a little less likely but does not rule it out when you have typical symptoms.',
        lr: { uti: 0.6, pyelonephritis: 0.7 },
      },
    ],
  },
  {
    loinc: '2350-7',
    short: 'Urine glucose',
    unit: '{presence}',
    source: 'Clinical judgement (glycosuria above the renal threshold, about 180 mg/dL)',
    bands: [
      {
        id: 'uglu_positive',
        text: ['pos', '+', 'trace', 'detected', 'present'],
        label: 'positive',
        meaning: 'Sugar was found in your urine, which happens when blood sugar is high.',
        lr: { type2_diabetes: 4 },
      },
    ],
  },
  {
    loinc: '2888-6',
    short: 'Urine protein',
    unit: '{presence}',
    source: 'NICE NG203 (proteinuria as a kidney damage marker); clinical judgement',
    bands: [
      {
        id: 'uprot_positive',
        text: ['pos', '+', 'trace', 'detected', 'present'],
        label: 'positive',
        meaning:
          'Protein was found in your urine, which can be a sign of kidney strain; a repeat test confirms it.',
        lr: { ckd: 3 },
      },
    ],
  },
];

export const RULE_BY_LOINC: ReadonlyMap<string, AnalyteRule> = new Map(RESULT_RULES.map((r) => [r.loinc, r]));
