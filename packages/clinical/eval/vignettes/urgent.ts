import type { Vignette } from '../vignette';

/** Cases that need a clinician within 24 hours: urgent red flags and urgent conditions. */
export const URGENT_VIGNETTES: readonly Vignette[] = [
  {
    id: 'pyelonephritis-fever-flank-pain',
    source:
      'NICE NG111 Pyelonephritis (acute): antimicrobial prescribing (2018); UKHSA Diagnosis of urinary tract infections: quick reference tool for primary care (2020)',
    age: 32,
    sex: 'female',
    text: 'Burning when I pee for three days, now I have a fever, shivers and pain in the right side of my back.',
    present: ['dysuria', 'urinary_frequency', 'fever', 'chills_rigors', 'flank_pain', 'nausea'],
    expected: { conditions: ['pyelonephritis'], triage: 'urgent', tests: ['UA'] },
    tags: ['red_flag'],
  },
  {
    id: 'kidney-stone-colic',
    source:
      'NICE NG118 Renal and ureteric stones: assessment and management (2019), sections 1.1-1.2; EAU Guidelines on Urolithiasis (2024), diagnostic evaluation',
    age: 41,
    sex: 'male',
    text: 'Sudden severe pain in my left side that comes in waves and goes down to my groin. My urine looks pink and I was sick.',
    present: [
      'flank_pain',
      'colicky_pain',
      'blood_in_urine',
      'nausea',
      'vomiting',
      'sudden_onset',
      'previous_similar_episodes',
    ],
    expected: { conditions: ['kidney_stone'], triage: 'urgent', tests: ['UA', 'CREA'] },
  },
  {
    id: 'pneumonia-older-man',
    source:
      'NICE CG191 Pneumonia in adults: diagnosis and management (2014, updated 2022); NICE NG138 Pneumonia (community-acquired): antimicrobial prescribing (2019); CRB-65 (Lim et al., Thorax 2003)',
    age: 69,
    sex: 'male',
    text: 'Cough with green phlegm for four days, fever and shivers, a sharp pain in my side when I breathe in and I get out of breath.',
    present: [
      'cough',
      'productive_cough',
      'fever',
      'chills_rigors',
      'pleuritic_chest_pain',
      'shortness_of_breath',
      'fatigue',
    ],
    expected: { conditions: ['pneumonia'], triage: 'urgent', tests: [] },
  },
  {
    id: 'acute-hepatitis-jaundice',
    source:
      'Kwo et al., ACG Clinical Guideline: Evaluation of abnormal liver chemistries, Am J Gastroenterol 2017; NICE CKS Jaundice in adults',
    age: 30,
    sex: 'male',
    text: 'My eyes have turned yellow, my urine is dark like tea, I feel sick and have no appetite.',
    present: [
      'jaundice',
      'dark_urine',
      'nausea',
      'loss_of_appetite',
      'fatigue',
      'right_upper_abdominal_pain',
      'fever',
    ],
    expected: { conditions: ['acute_hepatitis'], triage: 'urgent', tests: ['CMP', 'CBC'] },
    tags: ['red_flag'],
  },
  {
    id: 'heart-failure-new-breathlessness',
    source:
      'NICE NG106 Chronic heart failure in adults: diagnosis and management (2018), section 1.2 (diagnosis and tests to exclude other conditions)',
    age: 76,
    sex: 'male',
    text: 'I get breathless walking to the shop and have to sleep propped up on pillows. My ankles are swollen.',
    present: [
      'breathless_on_exertion',
      'shortness_of_breath',
      'orthopnoea',
      'ankle_swelling',
      'fatigue',
      'history_heart_disease',
      'weight_gain',
      'nocturia',
    ],
    expected: {
      conditions: ['heart_failure'],
      triage: 'urgent',
      tests: ['CBC', 'CMP', 'TSH', 'HBA1C', 'LIPID', 'UA'],
    },
    tags: ['red_flag'],
  },
  {
    id: 'atrial-fibrillation-palpitations',
    source:
      'NICE NG196 Atrial fibrillation: diagnosis and management (2021); 2024 ESC Guidelines for the management of atrial fibrillation (Van Gelder et al.), initial assessment',
    age: 70,
    sex: 'female',
    text: 'For two days my heart has been racing and feels irregular, I am a bit breathless and tired.',
    present: ['palpitations', 'irregular_heartbeat', 'breathless_on_exertion', 'fatigue', 'high_bp_reading'],
    expected: { conditions: ['atrial_fibrillation'], triage: 'urgent', tests: ['TSH', 'CBC', 'CMP'] },
  },
  {
    id: 'weight-loss-night-sweats',
    source:
      'NICE NG12 Suspected cancer: recognition and referral (2015, updated 2023), sections on lymphoma and unexplained weight loss',
    age: 52,
    sex: 'male',
    text: 'I have lost about eight kilos without trying over two months and I wake up drenched in sweat at night.',
    present: ['weight_loss', 'night_sweats', 'fatigue', 'swollen_glands'],
    expected: { conditions: [], triage: 'urgent', tests: [] },
    tags: ['red_flag'],
  },
  {
    id: 'dysphagia-with-weight-loss',
    source:
      'NICE NG12 Suspected cancer: recognition and referral (2015, updated 2023), section 1.2 (oesophageal cancer: dysphagia)',
    age: 63,
    sex: 'male',
    text: 'Food has been sticking when I swallow, it is getting worse over a few weeks and I have lost weight.',
    present: ['difficulty_swallowing', 'weight_loss', 'heartburn'],
    expected: { conditions: [], triage: 'urgent', tests: [] },
    tags: ['red_flag'],
  },
  {
    id: 'suicidal-thoughts-without-plan',
    source:
      'NICE NG222 Depression in adults: treatment and management (2022), section 1.3; NICE NG225 Self-harm (2022)',
    age: 24,
    sex: 'female',
    text: 'I have felt really low for months, nothing is enjoyable, and sometimes I think everyone would be better off without me.',
    present: [
      'low_mood',
      'anhedonia',
      'suicidal_thoughts',
      'fatigue',
      'difficulty_sleeping',
      'duration_over_3_months',
    ],
    absent: ['suicide_plan'],
    expected: { conditions: ['depression', 'suicidal_crisis'], triage: 'urgent', tests: [] },
    tags: ['red_flag'],
  },
  {
    id: 'giant-cell-arteritis-suspected',
    source:
      'BSR guideline on diagnosis and management of giant cell arteritis (Mackie et al., Rheumatology 2020): same-day assessment of suspected GCA',
    age: 74,
    sex: 'female',
    text: 'A new headache around my temples for a week and my jaw aches when I chew.',
    present: ['headache', 'jaw_pain_chewing', 'fatigue'],
    expected: { conditions: [], triage: 'urgent', tests: [] },
    tags: ['red_flag'],
  },
  {
    id: 'rectal-bleeding-weight-loss',
    source:
      'NICE NG12 Suspected cancer: recognition and referral (2015, updated 2023), section 1.3 (colorectal cancer)',
    age: 58,
    sex: 'female',
    text: 'Blood in my stools for a month and I have lost weight without trying.',
    present: ['blood_in_stool', 'weight_loss', 'fatigue'],
    expected: { conditions: [], triage: 'urgent', tests: [] },
    tags: ['red_flag'],
  },
];
