import type { Vignette } from '../vignette';

/** Joints, muscles and back. */
export const MUSCULOSKELETAL_VIGNETTES: readonly Vignette[] = [
  {
    id: 'gout-big-toe',
    source:
      'Richette et al., 2018 updated EULAR evidence-based recommendations for the diagnosis of gout, Ann Rheum Dis 2020; FitzGerald et al., 2020 ACR Guideline for the management of gout',
    age: 52,
    sex: 'male',
    text: 'I woke up with my big toe red, hot and swollen. Even the bed sheet touching it hurts.',
    present: [
      'acute_single_joint_red_hot',
      'joint_swelling',
      'joint_pain',
      'sudden_onset',
      'alcohol_excess',
      'overweight',
      'high_bp_reading',
    ],
    absent: ['fever'],
    expected: { conditions: ['gout'], triage: 'routine', tests: ['URIC', 'CREA'] },
  },
  {
    id: 'rheumatoid-arthritis-hands',
    source:
      'NICE NG100 Rheumatoid arthritis in adults: management (2018, updated 2020), section 1.1; Aletaha et al., 2010 ACR/EULAR RA classification criteria',
    age: 44,
    sex: 'female',
    text: 'My hands and wrists have been swollen and stiff for two months, it takes over an hour to loosen up in the morning.',
    present: [
      'symmetric_small_joint_pain',
      'joint_swelling',
      'joint_pain',
      'morning_stiffness_long',
      'fatigue',
    ],
    expected: { conditions: ['rheumatoid_arthritis'], triage: 'routine', tests: ['CRP', 'ESR'] },
  },
  {
    id: 'polymyalgia-rheumatica',
    source:
      'Dasgupta et al., BSR and BHPR guidelines for the management of polymyalgia rheumatica, Rheumatology 2010 (core laboratory set); Dejaco et al., 2015 EULAR/ACR recommendations for PMR',
    age: 72,
    sex: 'female',
    text: 'For three weeks my shoulders and hips ache and are so stiff in the morning I can hardly get out of bed.',
    present: ['shoulder_hip_stiffness', 'morning_stiffness_long', 'muscle_aches', 'fatigue', 'joint_pain'],
    absent: ['jaw_pain_chewing'],
    expected: {
      conditions: ['polymyalgia_rheumatica'],
      triage: 'routine',
      tests: ['ESR', 'CRP', 'CBC', 'CMP', 'TSH'],
    },
  },
  {
    id: 'lupus-young-woman',
    source:
      'Aringer et al., 2019 EULAR/ACR classification criteria for systemic lupus erythematosus, Ann Rheum Dis 2019; Fanouriakis et al., 2023 EULAR recommendations for the management of SLE',
    age: 29,
    sex: 'female',
    text: 'Painful joints, a red rash across my cheeks after being in the sun, mouth ulcers and I am exhausted.',
    present: ['joint_pain', 'malar_rash', 'mouth_ulcers', 'fatigue', 'hair_loss', 'raynaud'],
    expected: { conditions: ['sle'], triage: 'routine', tests: ['CBC', 'UA', 'CMP', 'ESR'] },
  },
  {
    id: 'fibromyalgia-widespread-pain',
    source:
      'Fitzcharles et al., 2012 Canadian guidelines for the diagnosis and management of fibromyalgia syndrome, Pain Res Manag 2013; Wolfe et al., 2016 revisions to the fibromyalgia diagnostic criteria',
    age: 46,
    sex: 'female',
    text: 'I have hurt all over for more than a year, I sleep badly and wake up exhausted, and my head feels foggy.',
    present: [
      'widespread_pain',
      'fatigue',
      'unrefreshing_sleep',
      'brain_fog',
      'duration_over_3_months',
      'headache',
      'difficulty_sleeping',
    ],
    expected: { conditions: ['fibromyalgia'], triage: 'routine', tests: ['CBC', 'ESR', 'CRP', 'TSH'] },
  },
  {
    id: 'knee-osteoarthritis',
    source:
      'NICE NG226 Osteoarthritis in over 16s: diagnosis and management (2022), section 1.1 (clinical diagnosis without investigations)',
    age: 66,
    sex: 'male',
    text: 'My knees ache when I walk or climb stairs, and they are stiff for a few minutes in the morning.',
    present: ['joint_pain_activity', 'joint_pain', 'overweight', 'duration_over_3_months'],
    absent: ['morning_stiffness_long', 'joint_swelling'],
    expected: { conditions: ['osteoarthritis'], triage: 'routine', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'acute-low-back-pain-lifting',
    source:
      'NICE NG59 Low back pain and sciatica in over 16s: assessment and management (2016, updated 2020): no imaging or blood tests without red flags',
    age: 35,
    sex: 'male',
    text: 'I hurt my lower back lifting boxes yesterday. No numbness and my bladder is fine.',
    present: ['low_back_pain', 'recent_lifting_strain', 'duration_under_1_week'],
    absent: ['saddle_numbness', 'fever', 'weight_loss'],
    expected: { conditions: ['acute_low_back_pain'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'ankle-sprain-netball',
    source: 'Stiell et al., Ottawa ankle rules, JAMA 1993/1994; NICE CKS Sprains and strains',
    age: 22,
    sex: 'female',
    text: 'I rolled my ankle playing netball. It is swollen but I can walk on it.',
    present: ['ankle_injury', 'joint_swelling', 'joint_pain', 'duration_under_1_week'],
    absent: ['unable_to_bear_weight'],
    expected: { conditions: ['ankle_sprain'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
];
