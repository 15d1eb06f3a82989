import type { Vignette } from '../vignette';

/** Mood, anxiety, sleep, long-term fatigue and headache (crises are in emergencies.ts and urgent.ts). */
export const MIND_SLEEP_NEURO_VIGNETTES: readonly Vignette[] = [
  {
    id: 'depression-moderate',
    source:
      'NICE NG222 Depression in adults: treatment and management (2022); American Psychiatric Association, DSM-5-TR criteria for major depressive episode (2022)',
    age: 38,
    sex: 'female',
    text: 'I have felt down and cannot enjoy anything for the last month. I am tired, sleep badly and cannot concentrate.',
    present: ['low_mood', 'anhedonia', 'fatigue', 'difficulty_sleeping', 'brain_fog', 'loss_of_appetite'],
    absent: ['suicidal_thoughts'],
    expected: { conditions: ['depression'], triage: 'routine', tests: [] },
  },
  {
    id: 'generalised-anxiety',
    source:
      'NICE CG113 Generalised anxiety disorder and panic disorder in adults: management (2011, updated 2020); Spitzer et al., GAD-7, Arch Intern Med 2006',
    age: 29,
    sex: 'male',
    text: 'I worry constantly about everything, I feel tense and on edge and cannot relax. It has been like this for a year.',
    present: [
      'anxiety',
      'muscle_tension',
      'difficulty_sleeping',
      'fatigue',
      'duration_over_3_months',
      'brain_fog',
    ],
    absent: ['weight_loss', 'heat_intolerance', 'tremor'],
    expected: { conditions: ['generalised_anxiety'], triage: 'routine', tests: [] },
  },
  {
    id: 'short-term-insomnia',
    source:
      'Riemann et al., European guideline for the diagnosis and treatment of insomnia, J Sleep Res 2017; NICE CKS Insomnia (2022): short-term insomnia managed with sleep hygiene',
    age: 42,
    sex: 'female',
    text: 'I cannot fall asleep since I started a stressful new job two weeks ago.',
    present: ['difficulty_sleeping', 'recent_stressor'],
    absent: ['snoring', 'witnessed_apnoeas', 'low_mood'],
    expected: { conditions: ['insomnia'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'obstructive-sleep-apnoea',
    source:
      'Kapur et al., Clinical practice guideline for diagnostic testing for adult obstructive sleep apnea, J Clin Sleep Med 2017 (AASM); NICE NG202 Obstructive sleep apnoea/hypopnoea syndrome in over 16s (2021); Chung et al., STOP-Bang, Chest 2016',
    age: 55,
    sex: 'male',
    text: 'My wife says I snore loudly and stop breathing at night. I nod off during the day, even at my desk.',
    present: [
      'snoring',
      'witnessed_apnoeas',
      'daytime_sleepiness',
      'overweight',
      'morning_headache',
      'high_bp_reading',
      'unrefreshing_sleep',
    ],
    expected: { conditions: ['obstructive_sleep_apnoea'], triage: 'routine', tests: [] },
  },
  {
    id: 'me-cfs-post-viral',
    source:
      'NICE NG206 Myalgic encephalomyelitis (or encephalopathy)/chronic fatigue syndrome: diagnosis and management (2021), sections 1.2-1.4 (investigations to exclude other diagnoses)',
    age: 35,
    sex: 'female',
    text: 'I have been exhausted for eight months since a virus. Any effort wipes me out for days afterwards and I have brain fog.',
    present: [
      'fatigue',
      'post_exertional_malaise',
      'unrefreshing_sleep',
      'brain_fog',
      'duration_over_3_months',
      'muscle_aches',
      'sore_throat',
    ],
    expected: {
      conditions: ['me_cfs', 'fibromyalgia'],
      triage: 'routine',
      tests: ['UA', 'CBC', 'CMP', 'TSH', 'ESR', 'CRP', 'HBA1C', 'TTG'],
    },
  },
  {
    id: 'tension-type-headache',
    source:
      'NICE CG150 Headaches in over 12s: diagnosis and management (2012, updated 2021); ICHD-3, Cephalalgia 2018 (tension-type headache)',
    age: 33,
    sex: 'male',
    text: 'A tight band around my head at the end of most work days. My job is very stressful.',
    present: ['headache', 'headache_band_like', 'recent_stressor', 'recurrent_headaches', 'muscle_tension'],
    absent: ['sudden_severe_headache', 'fever', 'stiff_neck', 'one_sided_weakness'],
    expected: { conditions: ['tension_headache'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'migraine-with-aura',
    source:
      'NICE CG150 Headaches in over 12s: diagnosis and management (2012, updated 2021); ICHD-3, Cephalalgia 2018 (migraine with aura)',
    age: 27,
    sex: 'female',
    text: 'Throbbing headaches on one side with nausea, light bothers me, and I see zigzag lines before they start.',
    present: [
      'headache',
      'unilateral_throbbing_headache',
      'nausea',
      'photophobia',
      'visual_aura',
      'recurrent_headaches',
    ],
    absent: ['sudden_severe_headache', 'fever', 'stiff_neck'],
    expected: { conditions: ['migraine'], triage: 'routine', tests: [] },
    tags: ['no_test'],
  },
];
