import type { Vignette } from '../vignette';

/** Unexplained tiredness and people asking for tests with no symptoms ("worried well"). */
export const GENERAL_VIGNETTES: readonly Vignette[] = [
  {
    id: 'tired-all-the-time-unexplained',
    source:
      'NICE CKS Tiredness/fatigue in adults (2021): first-line blood tests (FBC, U&E, LFT, TFT, ferritin, HbA1c, CRP/ESR); Wilson et al., BMJ 2014 (unexplained fatigue in primary care)',
    age: 41,
    sex: 'female',
    text: 'I have been tired all the time for two months and I do not know why.',
    present: ['fatigue'],
    expected: { conditions: [], triage: 'routine', tests: ['CBC', 'CMP', 'TSH', 'FERR', 'HBA1C', 'CRP'] },
  },
  {
    id: 'worried-well-full-check-up',
    source:
      'USPSTF recommendations for adults (2016-2024): no routine blood panels for asymptomatic young adults; Krogsboll et al., General health checks in adults, Cochrane Database Syst Rev 2019',
    age: 30,
    sex: 'male',
    text: 'I feel completely fine, I just want a full blood check-up to be safe.',
    present: ['wants_checkup'],
    absent: ['fatigue', 'overweight', 'smoker', 'family_history_heart_disease', 'family_history_diabetes'],
    expected: { conditions: [], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'worried-well-thyroid-screen',
    source:
      'USPSTF, Screening for thyroid dysfunction (Ann Intern Med 2015): insufficient evidence to screen asymptomatic adults; NICE NG145 Thyroid disease (2019): test when symptoms suggest it',
    age: 33,
    sex: 'female',
    text: 'My friend has an underactive thyroid. I have no symptoms but should I get my thyroid tested?',
    present: ['wants_checkup'],
    absent: ['fatigue', 'weight_gain', 'cold_intolerance', 'palpitations', 'weight_loss', 'goitre'],
    expected: { conditions: [], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
];
