import type { Vignette } from '../vignette';

/** Bladder and kidney conditions (pyelonephritis and stones are in urgent.ts). */
export const KIDNEY_URINARY_VIGNETTES: readonly Vignette[] = [
  {
    id: 'cystitis-young-woman',
    source:
      'NICE NG109 Urinary tract infection (lower): antimicrobial prescribing (2018); UKHSA Diagnosis of urinary tract infections: quick reference tool for primary care (2020), women under 65',
    age: 27,
    sex: 'female',
    text: 'It stings when I pee and I keep needing to go, with an ache low in my tummy.',
    present: ['dysuria', 'urinary_frequency', 'suprapubic_pain'],
    absent: ['fever', 'flank_pain'],
    expected: { conditions: ['uti'], triage: 'routine', tests: ['UA'] },
  },
  {
    id: 'urinary-infection-older-man',
    source:
      'NICE NG109 Urinary tract infection (lower): antimicrobial prescribing (2018): send a midstream urine sample for culture from men; UKHSA UTI diagnostic tool (2020)',
    age: 62,
    sex: 'male',
    text: 'Burning when I pass urine for two days and I am going much more often. The urine smells strong.',
    present: ['dysuria', 'urinary_frequency', 'cloudy_smelly_urine'],
    absent: ['fever', 'flank_pain'],
    expected: { conditions: ['uti'], triage: 'routine', tests: ['UA'] },
  },
  {
    id: 'ckd-diabetes-hypertension',
    source:
      'KDIGO 2024 Clinical Practice Guideline for the evaluation and management of chronic kidney disease (Kidney Int 2024): eGFR and urine albumin-to-creatinine ratio; NICE NG203 Chronic kidney disease (2021)',
    age: 67,
    sex: 'male',
    text: 'I have diabetes and high blood pressure. My feet swell, my skin itches and I get up at night to pee.',
    present: [
      'known_diabetes',
      'high_bp_reading',
      'ankle_swelling',
      'itchy_skin',
      'nocturia',
      'fatigue',
      'foamy_urine',
    ],
    absent: ['orthopnoea', 'shortness_of_breath'],
    expected: { conditions: ['ckd'], triage: 'routine', tests: ['CREA', 'UA'] },
  },
];
