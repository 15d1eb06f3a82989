import { test } from '../catalog';
import type { ConditionDef } from '../types';

const J = 'Clinical judgement';
const NG20 = 'NICE NG20 Coeliac disease: recognition, assessment and management (2015), section 1.1';
const CG61 =
  'NICE CG61 Irritable bowel syndrome in adults: diagnosis and management (2008, updated 2017), section 1.1';
const MASLD =
  'Rinella et al., AASLD Practice Guidance on the clinical assessment and management of NAFLD, Hepatology 2023; NICE NG49 (2016)';
const CG100 =
  'NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017)';
const LFT =
  'Kwo et al., ACG Clinical Guideline: Evaluation of abnormal liver chemistries, Am J Gastroenterol 2017';

export const DIGESTIVE_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'coeliac_disease',
    name: 'Coeliac disease',
    icd10: 'K90.0',
    category: 'Digestion and liver',
    description:
      'The immune system reacts to gluten and damages the small bowel, causing bloating, diarrhoea, tiredness or anaemia.',
    urgency: 'routine',
    prior: {
      base: 0.006,
      bySex: { male: 0.6, female: 1.5 },
      source: 'About 1% of the population, most undiagnosed (NICE NG20); scaled by clinical judgement',
    },
    findings: [
      { finding: 'bloating', p: 0.5, source: NG20 },
      { finding: 'diarrhoea', p: 0.45, source: NG20 },
      { finding: 'abdominal_pain', p: 0.45, source: NG20 },
      { finding: 'fatigue', p: 0.6, source: NG20 },
      { finding: 'weight_loss', p: 0.25, source: NG20 },
      { finding: 'mouth_ulcers', p: 0.2, source: NG20 },
      { finding: 'constipation', p: 0.15, source: J },
      { finding: 'pallor', p: 0.2, source: 'Iron-deficiency anaemia is a common presentation (NICE NG20)' },
      { finding: 'numbness_tingling', p: 0.08, source: J },
      {
        finding: 'family_history_coeliac',
        p: 0.12,
        source: 'About 10% of first-degree relatives are affected (NICE NG20)',
      },
      { finding: 'duration_over_3_months', p: 0.7, source: J },
    ],
    tests: [
      test(
        'TTG',
        'Tissue transglutaminase IgA is the first test; it only works while gluten is still being eaten (with total IgA, which the laboratory adds).',
        NG20,
      ),
    ],
    source: NG20,
  },
  {
    id: 'ibs',
    name: 'Irritable bowel syndrome (IBS)',
    icd10: 'K58.9',
    category: 'Digestion and liver',
    description:
      'A long-term gut condition with tummy pain, bloating and changes in bowel habit, without damage to the bowel.',
    urgency: 'routine',
    prior: {
      base: 0.04,
      byAge: { '0-17': 0.5, '18-39': 1.3, '40-64': 1, '65+': 0.4 },
      bySex: { male: 0.5, female: 1.6 },
      source:
        'Prevalence about 5 to 10% by Rome IV criteria, more in women (Lacy et al., Gastroenterology 2016); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'abdominal_pain',
        p: 0.95,
        source: 'Rome IV: recurrent abdominal pain (Lacy et al., Gastroenterology 2016)',
      },
      { finding: 'bloating', p: 0.75, source: CG61 },
      { finding: 'pain_relieved_by_defecation', p: 0.6, source: 'Rome IV: pain related to defecation' },
      { finding: 'diarrhoea', p: 0.5, source: 'Rome IV: change in stool form' },
      { finding: 'constipation', p: 0.45, source: 'Rome IV: change in stool form' },
      {
        finding: 'duration_over_3_months',
        p: 0.75,
        source: 'Rome IV: symptoms for 3 months, onset 6 months before',
      },
      { finding: 'recent_stressor', p: 0.4, source: J },
      { finding: 'anxiety', p: 0.35, source: J },
      { finding: 'fatigue', p: 0.4, source: CG61 },
      { finding: 'nausea', p: 0.3, source: CG61 },
      { finding: 'weight_loss', p: 0.03, source: 'Weight loss is a red flag against IBS (NICE CG61)' },
      { finding: 'blood_in_stool', p: 0.02, source: 'Rectal bleeding is a red flag against IBS (NICE CG61)' },
    ],
    tests: [
      test('CBC', 'Anaemia would point away from IBS towards bowel disease.', CG61),
      test('CRP', 'A raised CRP would point to inflammatory bowel disease instead.', CG61),
      test('ESR', 'The sedimentation rate is the other inflammation marker NICE lists.', CG61),
      test('TTG', 'Coeliac disease causes the same symptoms and must be excluded.', CG61),
    ],
    source: `${CG61}; Lacy et al., Bowel disorders (Rome IV), Gastroenterology 2016`,
  },
  {
    id: 'gerd',
    name: 'Acid reflux (GORD)',
    icd10: 'K21.9',
    category: 'Digestion and liver',
    description:
      'Stomach acid flows back into the gullet, causing heartburn and a sour taste, often after meals or lying down.',
    urgency: 'self_care',
    prior: {
      base: 0.04,
      byAge: { '0-17': 0.3, '18-39': 0.8, '40-64': 1.3, '65+': 1 },
      source:
        'Weekly reflux symptoms in about 10 to 20% of adults in Western countries (El-Serag et al., Gut 2014); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'heartburn',
        p: 0.85,
        source: 'Vakil et al., Montreal definition of GERD, Am J Gastroenterol 2006',
      },
      { finding: 'acid_regurgitation', p: 0.7, source: 'Vakil et al., Am J Gastroenterol 2006' },
      {
        finding: 'big_meal',
        p: 0.3,
        source: 'NICE CKS Dyspepsia - unidentified cause (2024): large meals as a trigger',
      },
      {
        finding: 'cough',
        p: 0.2,
        source: 'Vakil et al., Am J Gastroenterol 2006 (extra-oesophageal symptoms)',
      },
      { finding: 'abdominal_pain', p: 0.3, source: J },
      { finding: 'bloating', p: 0.3, source: J },
      { finding: 'nausea', p: 0.2, source: J },
      { finding: 'overweight', p: 0.45, source: J },
      { finding: 'chest_pain', p: 0.1, source: J },
      {
        finding: 'difficulty_swallowing',
        p: 0.05,
        source: 'Dysphagia is an alarm feature needing endoscopy (NICE CG184; NICE NG12)',
      },
    ],
    tests: [],
    source:
      'NICE CG184 Gastro-oesophageal reflux disease and dyspepsia in adults (2014, updated 2019): lifestyle advice and a trial of treatment without tests when there are no alarm features',
  },
  {
    id: 'lactose_intolerance',
    name: 'Lactose intolerance',
    icd10: 'E73.9',
    category: 'Digestion and liver',
    description:
      'Difficulty digesting the sugar in milk, causing bloating, wind and loose stools after dairy.',
    urgency: 'self_care',
    prior: {
      base: 0.02,
      source:
        'Lactase non-persistence in about two thirds of adults worldwide, fewer in northern Europe (Misselwitz et al., Gut 2019); scaled by clinical judgement',
    },
    findings: [
      { finding: 'symptoms_after_dairy', p: 0.8, source: 'Misselwitz et al., Gut 2019' },
      { finding: 'bloating', p: 0.8, source: 'Misselwitz et al., Gut 2019' },
      { finding: 'diarrhoea', p: 0.6, source: 'Misselwitz et al., Gut 2019' },
      { finding: 'abdominal_pain', p: 0.6, source: 'Misselwitz et al., Gut 2019' },
      { finding: 'nausea', p: 0.2, source: J },
      {
        finding: 'weight_loss',
        p: 0.02,
        source: 'Weight loss points to another cause such as coeliac disease',
      },
    ],
    tests: [],
    source:
      'Misselwitz et al., Update on lactose malabsorption and intolerance, Gut 2019: a trial of a lactose-free diet is usually enough',
  },
  {
    id: 'nafld',
    name: 'Fatty liver disease (NAFLD / MASLD)',
    icd10: 'K76.0',
    category: 'Digestion and liver',
    description:
      'Fat builds up in the liver, linked to excess weight and diabetes rather than alcohol; usually without symptoms.',
    urgency: 'routine',
    prior: {
      base: 0.02,
      byAge: { '0-17': 0.1, '18-39': 0.6, '40-64': 1.4, '65+': 1 },
      bySex: { male: 1.2, female: 0.8 },
      source:
        'About 25 to 30% of adults have fatty liver (Rinella et al., AASLD 2023); scaled to symptomatic questionnaire users by clinical judgement',
    },
    findings: [
      { finding: 'overweight', p: 0.85, source: MASLD },
      { finding: 'known_diabetes', p: 0.35, source: MASLD },
      { finding: 'high_bp_reading', p: 0.45, source: MASLD },
      { finding: 'fatigue', p: 0.4, source: J },
      { finding: 'right_upper_abdominal_pain', p: 0.25, source: J },
      { finding: 'wants_checkup', p: 0.2, source: J },
      {
        finding: 'alcohol_excess',
        p: 0.05,
        source: 'By definition alcohol intake is low; heavy drinking points to alcohol-related liver disease',
      },
    ],
    tests: [
      test(
        'CMP',
        'Liver enzymes (ALT, AST) and albumin show liver inflammation; AST and ALT also feed the FIB-4 fibrosis score.',
        MASLD,
      ),
      test('CBC', 'The platelet count is needed for the FIB-4 fibrosis score.', MASLD),
      test('HBA1C', 'Diabetes is common with fatty liver and raises the risk of scarring.', MASLD),
      test(
        'LIPID',
        'Cholesterol and triglycerides assess the cardiovascular risk that comes with fatty liver.',
        MASLD,
      ),
    ],
    source: MASLD,
  },
  {
    id: 'alcohol_liver_disease',
    name: 'Alcohol-related liver disease',
    icd10: 'K70.9',
    category: 'Digestion and liver',
    description:
      'Liver damage from drinking more alcohol than is safe, from fatty liver to scarring (cirrhosis).',
    urgency: 'routine',
    prior: {
      base: 0.005,
      byAge: { '0-17': 0.02, '18-39': 0.5, '40-64': 1.5, '65+': 1 },
      bySex: { male: 1.6, female: 0.5 },
      source:
        'Alcohol is the leading cause of liver disease in Europe (EASL ALD guideline 2018); scaled by clinical judgement',
    },
    findings: [
      { finding: 'alcohol_excess', p: 0.95, source: CG100 },
      { finding: 'fatigue', p: 0.55, source: J },
      { finding: 'loss_of_appetite', p: 0.4, source: J },
      { finding: 'nausea', p: 0.35, source: J },
      { finding: 'right_upper_abdominal_pain', p: 0.3, source: J },
      { finding: 'weight_loss', p: 0.2, source: J },
      {
        finding: 'jaundice',
        p: 0.15,
        source: 'Jaundice signals alcoholic hepatitis or decompensation (EASL 2018)',
      },
      {
        finding: 'abdominal_swelling',
        p: 0.15,
        source: 'Ascites signals decompensated cirrhosis (EASL 2018)',
      },
      { finding: 'itchy_skin', p: 0.15, source: J },
    ],
    tests: [
      test(
        'CMP',
        'Liver enzymes, bilirubin and albumin show liver damage and how well the liver is working.',
        CG100,
      ),
      test(
        'CBC',
        'Large red cells and a low platelet count point to heavy drinking and liver scarring.',
        CG100,
      ),
    ],
    source: `${CG100}; EASL Clinical Practice Guidelines: management of alcohol-related liver disease, J Hepatol 2018`,
  },
  {
    id: 'acute_hepatitis',
    name: 'Acute hepatitis (liver inflammation)',
    icd10: 'K75.9',
    category: 'Digestion and liver',
    description:
      'Sudden inflammation of the liver, often from a virus or medicines, with yellow eyes and dark urine; it needs a clinician within 24 hours.',
    urgency: 'urgent',
    prior: {
      base: 0.002,
      byAge: { '0-17': 0.5, '18-39': 1.3, '40-64': 1, '65+': 0.6 },
      source:
        'Acute viral hepatitis and drug-induced liver injury are uncommon in primary care (Kwo et al., 2017); scaled by clinical judgement',
    },
    findings: [
      { finding: 'jaundice', p: 0.7, source: LFT },
      { finding: 'dark_urine', p: 0.65, source: LFT },
      { finding: 'nausea', p: 0.65, source: J },
      { finding: 'loss_of_appetite', p: 0.7, source: J },
      { finding: 'fatigue', p: 0.8, source: J },
      { finding: 'right_upper_abdominal_pain', p: 0.5, source: J },
      { finding: 'fever', p: 0.35, source: J },
      { finding: 'vomiting', p: 0.35, source: J },
      { finding: 'itchy_skin', p: 0.3, source: J },
      { finding: 'muscle_aches', p: 0.3, source: J },
      { finding: 'joint_pain', p: 0.2, source: J },
      { finding: 'alcohol_excess', p: 0.15, source: J },
    ],
    tests: [
      test(
        'CMP',
        'Liver enzymes and bilirubin show how inflamed the liver is and whether the pattern is hepatitis or blockage.',
        LFT,
      ),
      test('CBC', 'Blood count helps judge severity and looks for a blood cause of jaundice.', LFT),
    ],
    source: `${LFT}. Viral hepatitis serology and clotting (INR) are ordered by the clinician.`,
  },
  {
    id: 'viral_gastroenteritis',
    name: 'Stomach bug (viral gastroenteritis)',
    icd10: 'A08.4',
    category: 'Digestion and liver',
    description:
      'A short-lived gut infection with diarrhoea and vomiting that usually settles within a few days.',
    urgency: 'self_care',
    prior: {
      base: 0.04,
      byAge: { '0-17': 1.5 },
      source:
        'Infectious intestinal disease affects about 1 in 4 people a year in the UK (Tam et al., Gut 2012, IID2 study); scaled by clinical judgement',
    },
    findings: [
      { finding: 'diarrhoea', p: 0.85, source: 'NICE CKS Gastroenteritis' },
      { finding: 'vomiting', p: 0.7, source: 'NICE CKS Gastroenteritis' },
      { finding: 'nausea', p: 0.8, source: J },
      { finding: 'abdominal_pain', p: 0.6, source: J },
      { finding: 'sick_contacts', p: 0.45, source: J },
      { finding: 'duration_under_1_week', p: 0.95, source: J },
      { finding: 'sudden_onset', p: 0.6, source: J },
      { finding: 'fever', p: 0.3, source: J },
      { finding: 'muscle_aches', p: 0.25, source: J },
      {
        finding: 'blood_in_stool',
        p: 0.02,
        source: 'Bloody diarrhoea points to a bacterial cause needing a clinician (NICE CKS)',
      },
    ],
    tests: [],
    source:
      'NICE CKS Gastroenteritis: fluids and self-care without tests for adults who are not severely unwell',
  },
];
