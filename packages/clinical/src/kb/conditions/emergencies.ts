import type { ConditionDef } from '../types';

/**
 * Emergencies the questionnaire must recognise. Each sends the person to emergency care, so none
 * carries a test: the work-up (troponin, D-dimer, imaging) belongs to the emergency department.
 */

const J = 'Clinical judgement';

export const EMERGENCY_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'acs',
    name: 'Acute coronary syndrome (heart attack or unstable angina)',
    icd10: 'I24.9',
    category: 'Heart and circulation',
    description:
      'Blood flow to the heart muscle is suddenly reduced, as in a heart attack. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.004,
      byAge: { '0-17': 0.02, '18-39': 0.2, '40-64': 1.3, '65+': 2.5 },
      bySex: { male: 1.4, female: 0.6 },
      source:
        'Incidence of myocardial infarction rises steeply after 40 and is higher in men (ESC 2023 ACS guideline, epidemiology); scaled to questionnaire users by clinical judgement',
    },
    findings: [
      {
        finding: 'chest_pain',
        p: 0.75,
        source:
          'Canto et al., JAMA 2012: about 31% of men and 42% of women with myocardial infarction present without chest pain',
      },
      {
        finding: 'chest_pressure',
        p: 0.5,
        source: 'Swap & Nagurney, Value and limitations of chest pain history in suspected ACS, JAMA 2005',
      },
      {
        finding: 'pain_radiating_arm_jaw',
        p: 0.4,
        source: 'Swap & Nagurney, JAMA 2005: radiation to one or both arms, LR 2.3 to 4.7',
      },
      { finding: 'sweating', p: 0.45, source: 'Swap & Nagurney, JAMA 2005: diaphoresis LR about 2' },
      { finding: 'shortness_of_breath', p: 0.45, source: 'Canto et al., JAMA 2012' },
      { finding: 'nausea', p: 0.35, source: 'Swap & Nagurney, JAMA 2005' },
      {
        finding: 'pleuritic_chest_pain',
        p: 0.05,
        source: 'Swap & Nagurney, JAMA 2005: pleuritic pain LR about 0.2',
      },
      { finding: 'sudden_onset', p: 0.5, source: J },
      { finding: 'dizziness', p: 0.2, source: J },
      {
        finding: 'smoker',
        p: 0.35,
        source: 'INTERHEART (Yusuf et al., Lancet 2004): smoking among people with MI',
      },
      { finding: 'high_bp_reading', p: 0.55, source: 'INTERHEART (Yusuf et al., Lancet 2004)' },
      { finding: 'known_diabetes', p: 0.25, source: 'INTERHEART (Yusuf et al., Lancet 2004)' },
      { finding: 'family_history_heart_disease', p: 0.25, source: J },
      { finding: 'history_heart_disease', p: 0.35, source: J },
      { finding: 'fever', p: 0.03, source: J },
    ],
    tests: [],
    source:
      'NICE CG95 Recent-onset chest pain of suspected cardiac origin (2010, updated 2016); 2023 ESC Guidelines for the management of acute coronary syndromes',
  },
  {
    id: 'pulmonary_embolism',
    name: 'Pulmonary embolism (blood clot in the lung)',
    icd10: 'I26.9',
    category: 'Heart and circulation',
    description: 'A blood clot blocks an artery in the lung. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.001,
      byAge: { '0-17': 0.1, '18-39': 0.7, '40-64': 1.2, '65+': 1.8 },
      source:
        'Venous thromboembolism incidence about 1 to 2 per 1,000 adults a year, rising with age (Heit, Nat Rev Cardiol 2015); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'shortness_of_breath',
        p: 0.75,
        source: 'PIOPED II (Stein et al., Am J Med 2007): dyspnoea in 73%',
      },
      {
        finding: 'pleuritic_chest_pain',
        p: 0.45,
        source: 'PIOPED II (Stein et al., Am J Med 2007): pleuritic pain in 44%',
      },
      { finding: 'chest_pain', p: 0.5, source: J },
      { finding: 'sudden_onset', p: 0.6, source: J },
      {
        finding: 'fast_breathing',
        p: 0.55,
        source: 'PIOPED II (Stein et al., Am J Med 2007): tachypnoea in 54%',
      },
      {
        finding: 'leg_swelling_one_sided',
        p: 0.35,
        source: 'PIOPED II (Stein et al., Am J Med 2007): calf or thigh swelling in about 40%',
      },
      {
        finding: 'coughing_blood',
        p: 0.1,
        source: 'PIOPED II (Stein et al., Am J Med 2007): haemoptysis in 13%',
      },
      { finding: 'cough', p: 0.35, source: 'PIOPED II (Stein et al., Am J Med 2007)' },
      { finding: 'palpitations', p: 0.25, source: J },
      {
        finding: 'recent_surgery_or_immobility',
        p: 0.3,
        source: 'Wells et al., Thromb Haemost 2000 (immobilisation or surgery in the last 4 weeks)',
      },
      { finding: 'previous_clot', p: 0.15, source: 'Wells et al., Thromb Haemost 2000' },
      { finding: 'fainting', p: 0.1, source: J },
      { finding: 'dizziness', p: 0.2, source: J },
      { finding: 'sweating', p: 0.2, source: J },
      { finding: 'fever', p: 0.08, source: J },
    ],
    tests: [],
    source:
      'NICE NG158 Venous thromboembolic diseases: diagnosis, management and thrombophilia testing (2020)',
  },
  {
    id: 'stroke_tia',
    name: 'Stroke or mini-stroke (TIA)',
    icd10: 'I64',
    category: 'Brain and nerves',
    description:
      'Blood supply to part of the brain is blocked or bleeding; even symptoms that pass need emergency care.',
    urgency: 'emergency',
    prior: {
      base: 0.002,
      byAge: { '0-17': 0.02, '18-39': 0.15, '40-64': 1, '65+': 3.5 },
      source:
        'Stroke incidence roughly doubles each decade after 55 (GBD 2019 Stroke Collaborators, Lancet Neurol 2021); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'one_sided_weakness',
        p: 0.75,
        source: 'Harbison et al., FAST test, Stroke 2003: arm weakness in most confirmed strokes',
      },
      { finding: 'face_droop', p: 0.6, source: 'Harbison et al., Stroke 2003' },
      { finding: 'speech_difficulty', p: 0.6, source: 'Harbison et al., Stroke 2003' },
      { finding: 'sudden_onset', p: 0.9, source: 'NICE NG128 (2019, updated 2022)' },
      { finding: 'confusion', p: 0.2, source: J },
      { finding: 'dizziness', p: 0.25, source: J },
      { finding: 'blurred_vision', p: 0.2, source: J },
      { finding: 'numbness_tingling', p: 0.3, source: J },
      { finding: 'headache', p: 0.2, source: J },
      { finding: 'high_bp_reading', p: 0.6, source: "INTERSTROKE (O'Donnell et al., Lancet 2016)" },
      {
        finding: 'irregular_heartbeat',
        p: 0.2,
        source: 'Atrial fibrillation in about one in five ischaemic strokes (ESC 2024 AF guideline)',
      },
      { finding: 'known_diabetes', p: 0.25, source: "INTERSTROKE (O'Donnell et al., Lancet 2016)" },
      { finding: 'smoker', p: 0.25, source: "INTERSTROKE (O'Donnell et al., Lancet 2016)" },
    ],
    tests: [],
    source:
      'NICE NG128 Stroke and transient ischaemic attack in over 16s: diagnosis and initial management (2019, updated 2022)',
  },
  {
    id: 'sepsis',
    name: 'Sepsis',
    icd10: 'A41.9',
    category: 'Infections',
    description:
      'The body reacts to an infection in a way that harms its own organs. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.002,
      byAge: { '0-17': 0.8, '18-39': 0.5, '40-64': 1, '65+': 2.5 },
      source:
        'Sepsis incidence is highest at the extremes of age (Rudd et al., Lancet 2020); scaled by clinical judgement',
    },
    findings: [
      { finding: 'fever', p: 0.7, source: 'NICE NG51: fever is common but a low temperature also occurs' },
      { finding: 'chills_rigors', p: 0.45, source: J },
      { finding: 'confusion', p: 0.45, source: 'NICE NG51 high-risk criterion: new altered mental state' },
      {
        finding: 'fast_breathing',
        p: 0.6,
        source: 'NICE NG51 high-risk criterion: respiratory rate 25 or more',
      },
      {
        finding: 'mottled_skin',
        p: 0.25,
        source: 'NICE NG51 high-risk criterion: mottled or ashen appearance',
      },
      { finding: 'feeling_very_unwell', p: 0.8, source: J },
      { finding: 'recent_infection', p: 0.7, source: J },
      { finding: 'dizziness', p: 0.35, source: J },
      { finding: 'fainting', p: 0.1, source: J },
      { finding: 'vomiting', p: 0.25, source: J },
      { finding: 'shortness_of_breath', p: 0.35, source: J },
      { finding: 'sweating', p: 0.3, source: J },
      { finding: 'non_blanching_rash', p: 0.05, source: 'NICE NG51 high-risk criterion: non-blanching rash' },
    ],
    tests: [],
    source:
      'NICE NG51 Suspected sepsis: recognition, diagnosis and early management (2016, updated 2017); Singer et al., Sepsis-3, JAMA 2016',
  },
  {
    id: 'bacterial_meningitis',
    name: 'Bacterial meningitis',
    icd10: 'G00.9',
    category: 'Infections',
    description: 'An infection of the lining around the brain and spinal cord. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.0003,
      byAge: { '0-17': 3, '18-39': 1, '40-64': 0.7, '65+': 1 },
      source:
        'Bacterial meningitis is rare, highest in children and young people (NICE NG240, 2024); scaled by clinical judgement',
    },
    findings: [
      { finding: 'fever', p: 0.85, source: 'van de Beek et al., NEJM 2004: fever in 77% of adults' },
      { finding: 'headache', p: 0.85, source: 'van de Beek et al., NEJM 2004: headache in 87%' },
      { finding: 'stiff_neck', p: 0.8, source: 'van de Beek et al., NEJM 2004: neck stiffness in 83%' },
      {
        finding: 'confusion',
        p: 0.65,
        source: 'van de Beek et al., NEJM 2004: altered mental status in 69%',
      },
      { finding: 'photophobia', p: 0.4, source: 'NICE NG240 (2024)' },
      {
        finding: 'non_blanching_rash',
        p: 0.3,
        source: 'van de Beek et al., NEJM 2004: rash in 26% (mostly meningococcal)',
      },
      { finding: 'vomiting', p: 0.5, source: 'NICE NG240 (2024)' },
      { finding: 'nausea', p: 0.5, source: J },
      { finding: 'feeling_very_unwell', p: 0.8, source: J },
      { finding: 'chills_rigors', p: 0.3, source: J },
      {
        finding: 'muscle_aches',
        p: 0.3,
        source: 'Thompson et al., Lancet 2006: leg pain an early feature of meningococcal disease',
      },
      { finding: 'mottled_skin', p: 0.15, source: 'Thompson et al., Lancet 2006' },
    ],
    tests: [],
    source:
      'NICE NG240 Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management (2024)',
  },
  {
    id: 'dka',
    name: 'Diabetic ketoacidosis',
    icd10: 'E10.1',
    category: 'Hormones and metabolism',
    description:
      'A dangerous build-up of acids in the blood when the body lacks insulin. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.0005,
      byAge: { '0-17': 3, '18-39': 1.5, '40-64': 0.6, '65+': 0.4 },
      source:
        'DKA occurs mainly in type 1 diabetes, most often in children and young adults (JBDS DKA guideline 2021); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'known_diabetes',
        p: 0.75,
        source:
          'About a quarter of DKA episodes are the first presentation of diabetes (JBDS 2021; ISPAD 2022)',
      },
      {
        finding: 'polyuria',
        p: 0.8,
        source: 'Kitabchi et al., Hyperglycemic crises in adult patients with diabetes, Diabetes Care 2009',
      },
      { finding: 'excessive_thirst', p: 0.8, source: 'Kitabchi et al., Diabetes Care 2009' },
      { finding: 'vomiting', p: 0.7, source: 'Kitabchi et al., Diabetes Care 2009' },
      { finding: 'nausea', p: 0.7, source: 'Kitabchi et al., Diabetes Care 2009' },
      {
        finding: 'abdominal_pain',
        p: 0.5,
        source: 'Umpierrez & Freire, J Crit Care 2002: abdominal pain in about 46%',
      },
      {
        finding: 'fast_breathing',
        p: 0.5,
        source: 'Kussmaul breathing (Kitabchi et al., Diabetes Care 2009)',
      },
      { finding: 'confusion', p: 0.25, source: J },
      { finding: 'high_glucose_reading', p: 0.6, source: J },
      { finding: 'weight_loss', p: 0.4, source: J },
      { finding: 'fatigue', p: 0.7, source: J },
      { finding: 'feeling_very_unwell', p: 0.6, source: J },
      { finding: 'blurred_vision', p: 0.2, source: J },
    ],
    tests: [],
    source:
      'Joint British Diabetes Societies, The management of diabetic ketoacidosis in adults (2021); ISPAD Clinical Practice Consensus Guidelines 2022: DKA',
  },
  {
    id: 'anaphylaxis',
    name: 'Anaphylaxis (severe allergic reaction)',
    icd10: 'T78.2',
    category: 'Allergy',
    description:
      'A sudden, severe allergic reaction that can block breathing or drop blood pressure. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.0008,
      byAge: { '0-17': 1.5 },
      source:
        'Anaphylaxis incidence about 50 to 112 episodes per 100,000 person-years (World Allergy Organization Anaphylaxis Guidance 2020); scaled by clinical judgement',
    },
    findings: [
      { finding: 'allergen_exposure', p: 0.8, source: J },
      {
        finding: 'hives',
        p: 0.8,
        source: 'Resuscitation Council UK 2021: skin or mucosal changes in about 80%',
      },
      { finding: 'throat_swelling', p: 0.55, source: 'Resuscitation Council UK 2021 (airway problems)' },
      {
        finding: 'shortness_of_breath',
        p: 0.6,
        source: 'Resuscitation Council UK 2021 (breathing problems)',
      },
      { finding: 'wheeze', p: 0.45, source: 'Resuscitation Council UK 2021' },
      { finding: 'dizziness', p: 0.4, source: 'Resuscitation Council UK 2021 (circulation problems)' },
      { finding: 'fainting', p: 0.25, source: J },
      {
        finding: 'sudden_onset',
        p: 0.95,
        source: 'Resuscitation Council UK 2021: sudden onset and rapid progression',
      },
      { finding: 'vomiting', p: 0.25, source: J },
      { finding: 'nausea', p: 0.3, source: J },
      { finding: 'abdominal_pain', p: 0.2, source: J },
      { finding: 'itchy_skin', p: 0.5, source: J },
    ],
    tests: [],
    source:
      'Resuscitation Council UK, Emergency treatment of anaphylaxis: guidelines for healthcare providers (2021)',
  },
  {
    id: 'appendicitis',
    name: 'Appendicitis',
    icd10: 'K35.8',
    category: 'Digestion and liver',
    description: 'Inflammation of the appendix; it usually needs surgical assessment the same day.',
    urgency: 'emergency',
    prior: {
      base: 0.002,
      byAge: { '0-17': 2, '18-39': 1.5, '40-64': 0.7, '65+': 0.4 },
      source:
        'Lifetime risk about 7 to 8%, peak in the second and third decades (WSES Jerusalem guidelines 2020); scaled by clinical judgement',
    },
    findings: [
      { finding: 'abdominal_pain', p: 0.98, source: J },
      {
        finding: 'right_lower_abdominal_pain',
        p: 0.8,
        source:
          'Wagner et al., Does this patient have appendicitis? JAMA 1996: right lower quadrant pain sensitivity 0.81',
      },
      { finding: 'pain_worse_moving', p: 0.6, source: 'WSES Jerusalem guidelines 2020 (peritonism)' },
      { finding: 'nausea', p: 0.7, source: 'Wagner et al., JAMA 1996' },
      { finding: 'vomiting', p: 0.5, source: 'Wagner et al., JAMA 1996' },
      { finding: 'loss_of_appetite', p: 0.68, source: 'Wagner et al., JAMA 1996: anorexia sensitivity 0.68' },
      { finding: 'fever', p: 0.5, source: 'Wagner et al., JAMA 1996' },
      { finding: 'sudden_onset', p: 0.3, source: J },
      { finding: 'diarrhoea', p: 0.15, source: J },
      { finding: 'duration_under_1_week', p: 0.95, source: J },
    ],
    tests: [],
    source:
      'Di Saverio et al., Diagnosis and treatment of acute appendicitis: 2020 update of the WSES Jerusalem guidelines, World J Emerg Surg 2020',
  },
  {
    id: 'upper_gi_bleed',
    name: 'Bleeding from the stomach or gullet',
    icd10: 'K92.2',
    category: 'Digestion and liver',
    description:
      'Bleeding in the upper gut, shown by vomiting blood or black, tarry stools. It needs hospital assessment now.',
    urgency: 'emergency',
    prior: {
      base: 0.001,
      byAge: { '0-17': 0.1, '18-39': 0.5, '40-64': 1.2, '65+': 2.5 },
      bySex: { male: 1.4, female: 0.6 },
      source:
        'Upper GI bleeding incidence about 100 per 100,000 adults a year, rising with age (NICE CG141); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'vomiting_blood',
        p: 0.5,
        source: 'NICE CG141 (2012): haematemesis or melaena are the presenting features',
      },
      { finding: 'black_stools', p: 0.6, source: 'NICE CG141 (2012)' },
      { finding: 'vomiting', p: 0.55, source: J },
      { finding: 'nausea', p: 0.4, source: J },
      { finding: 'dizziness', p: 0.4, source: 'Blatchford et al., Lancet 2000 (haemodynamic features)' },
      {
        finding: 'fainting',
        p: 0.15,
        source: 'Blatchford et al., Lancet 2000: syncope scores in the risk score',
      },
      { finding: 'abdominal_pain', p: 0.35, source: J },
      {
        finding: 'nsaid_use',
        p: 0.35,
        source: 'Lanas et al., Gut 2006: NSAIDs and aspirin and the risk of ulcer bleeding',
      },
      { finding: 'alcohol_excess', p: 0.25, source: J },
      { finding: 'fatigue', p: 0.3, source: J },
      { finding: 'pallor', p: 0.3, source: J },
      { finding: 'heartburn', p: 0.2, source: J },
    ],
    tests: [],
    source: 'NICE CG141 Acute upper gastrointestinal bleeding in over 16s: management (2012, updated 2016)',
  },
  {
    id: 'ectopic_pregnancy',
    name: 'Ectopic pregnancy',
    icd10: 'O00.9',
    category: "Women's health",
    description:
      'A pregnancy growing outside the womb, which can bleed inside the tummy. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.0008,
      byAge: { '0-17': 0.3, '18-39': 2, '40-64': 0.5, '65+': 0 },
      bySex: { male: 0, female: 2 },
      source:
        'About 11 per 1,000 pregnancies (NICE NG126, 2019); women of reproductive age only; scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'pregnancy_possible',
        p: 0.9,
        source: 'NICE NG126 (2019): missed period or positive pregnancy test',
      },
      {
        finding: 'abdominal_pain',
        p: 0.9,
        source: 'NICE NG126 (2019): abdominal or pelvic pain is the commonest symptom',
      },
      { finding: 'pelvic_pain_one_sided', p: 0.7, source: 'NICE NG126 (2019)' },
      { finding: 'vaginal_bleeding_abnormal', p: 0.6, source: 'NICE NG126 (2019)' },
      { finding: 'dizziness', p: 0.35, source: 'NICE NG126 (2019)' },
      { finding: 'fainting', p: 0.2, source: 'NICE NG126 (2019)' },
      { finding: 'shoulder_tip_pain', p: 0.2, source: 'NICE NG126 (2019)' },
      { finding: 'nausea', p: 0.3, source: J },
    ],
    tests: [],
    source:
      'NICE NG126 Ectopic pregnancy and miscarriage: diagnosis and initial management (2019, updated 2023)',
  },
  {
    id: 'subarachnoid_haemorrhage',
    name: 'Bleeding around the brain (subarachnoid haemorrhage)',
    icd10: 'I60.9',
    category: 'Brain and nerves',
    description:
      'Bleeding on the surface of the brain, often with a sudden, explosive headache. It needs emergency care now.',
    urgency: 'emergency',
    prior: {
      base: 0.0003,
      byAge: { '0-17': 0.1, '18-39': 0.8, '40-64': 1.5, '65+': 1 },
      bySex: { male: 0.7, female: 1.3 },
      source:
        'Incidence about 6 to 9 per 100,000 a year, more in women and in middle age (NICE NG228, 2022); scaled by clinical judgement',
    },
    findings: [
      {
        finding: 'sudden_severe_headache',
        p: 0.9,
        source: 'Perry et al., Ottawa SAH rule, JAMA 2013: thunderclap onset',
      },
      { finding: 'headache', p: 0.98, source: 'Perry et al., JAMA 2013' },
      { finding: 'sudden_onset', p: 0.9, source: 'Perry et al., JAMA 2013' },
      { finding: 'vomiting', p: 0.5, source: 'Perry et al., JAMA 2013' },
      { finding: 'nausea', p: 0.5, source: J },
      {
        finding: 'stiff_neck',
        p: 0.45,
        source: 'Perry et al., JAMA 2013: neck pain or stiffness is an Ottawa rule item',
      },
      { finding: 'photophobia', p: 0.3, source: J },
      {
        finding: 'fainting',
        p: 0.25,
        source: 'Perry et al., JAMA 2013: witnessed loss of consciousness is an Ottawa rule item',
      },
      { finding: 'confusion', p: 0.2, source: J },
      { finding: 'high_bp_reading', p: 0.35, source: J },
      { finding: 'smoker', p: 0.4, source: 'Feigin et al., Stroke 2005 (smoking as a risk factor)' },
    ],
    tests: [],
    source:
      'NICE NG228 Subarachnoid haemorrhage caused by a ruptured aneurysm: diagnosis and management (2022)',
  },
  {
    id: 'suicidal_crisis',
    name: 'Suicidal crisis',
    icd10: 'R45.8',
    category: 'Mental health',
    description:
      'Thoughts of ending your life, especially with a plan, need help straight away from emergency or crisis services.',
    urgency: 'emergency',
    prior: {
      base: 0.002,
      byAge: { '0-17': 1, '18-39': 1.3, '40-64': 1, '65+': 0.7 },
      source:
        'Past-year suicidal thoughts in about 5% of adults (Adult Psychiatric Morbidity Survey 2014); scaled by clinical judgement',
    },
    findings: [
      { finding: 'suicidal_thoughts', p: 0.95, source: J },
      { finding: 'suicide_plan', p: 0.5, source: J },
      { finding: 'low_mood', p: 0.85, source: J },
      { finding: 'anhedonia', p: 0.7, source: J },
      { finding: 'difficulty_sleeping', p: 0.6, source: J },
      {
        finding: 'recent_stressor',
        p: 0.6,
        source: 'NICE NG225 (2022): recent loss or crisis as a risk factor',
      },
      { finding: 'anxiety', p: 0.5, source: J },
      { finding: 'alcohol_excess', p: 0.25, source: 'NICE NG225 (2022): alcohol misuse as a risk factor' },
      { finding: 'fatigue', p: 0.5, source: J },
    ],
    tests: [],
    source: 'NICE NG225 Self-harm: assessment, management and preventing recurrence (2022)',
  },
];
