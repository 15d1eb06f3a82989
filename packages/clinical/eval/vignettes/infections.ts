import type { Vignette } from '../vignette';

/** Throat, nose, chest and flu-like illness (pneumonia is in urgent.ts). */
export const INFECTION_VIGNETTES: readonly Vignette[] = [
  {
    id: 'glandular-fever-student',
    source:
      'NICE CKS Glandular fever (infectious mononucleosis) (2023): full blood count with film and heterophile antibody test; Womack and Jimenez, Common questions about infectious mononucleosis, Am Fam Physician 2015',
    age: 18,
    sex: 'female',
    text: 'Sore throat for ten days, swollen glands in my neck and I am completely exhausted.',
    present: ['sore_throat', 'swollen_glands', 'fatigue', 'fever', 'tonsil_exudate'],
    expected: {
      conditions: ['infectious_mononucleosis', 'strep_pharyngitis'],
      triage: 'routine',
      tests: ['CBC'],
    },
  },
  {
    id: 'strep-throat-teenager',
    source:
      'NICE NG84 Sore throat (acute): antimicrobial prescribing (2018), FeverPAIN and Centor criteria; Centor et al., Med Decis Making 1981',
    age: 15,
    sex: 'male',
    text: 'Very sore throat with a high temperature, no cough, and white spots on my tonsils.',
    present: ['sore_throat', 'fever', 'tonsil_exudate', 'swollen_glands', 'duration_under_1_week'],
    absent: ['cough', 'runny_nose'],
    expected: { conditions: ['strep_pharyngitis'], triage: 'routine', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'common-cold',
    source: 'NICE CKS Common cold (2022); NICE NG120 Cough (acute): antimicrobial prescribing (2019)',
    age: 28,
    sex: 'female',
    text: 'Runny nose, sneezing, a scratchy throat and a bit of a cough for two days.',
    present: ['runny_nose', 'sore_throat', 'cough', 'duration_under_1_week', 'sick_contacts'],
    absent: ['shortness_of_breath', 'fever'],
    expected: { conditions: ['viral_uri'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'influenza-healthy-adult',
    source: 'NICE CKS Influenza - seasonal (2023); CDC, Clinical signs and symptoms of influenza (2022)',
    age: 40,
    sex: 'male',
    text: 'It hit me suddenly yesterday: high temperature, aching all over, dry cough and a headache.',
    present: [
      'fever',
      'muscle_aches',
      'sudden_onset',
      'cough',
      'headache',
      'fatigue',
      'chills_rigors',
      'duration_under_1_week',
    ],
    absent: ['shortness_of_breath', 'stiff_neck', 'confusion'],
    expected: { conditions: ['influenza'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'hay-fever',
    source:
      'Brozek et al., Allergic Rhinitis and its Impact on Asthma (ARIA) guidelines 2016 revision, J Allergy Clin Immunol 2017; NICE CKS Allergic rhinitis',
    age: 23,
    sex: 'female',
    text: 'Every spring I sneeze all day, my nose runs and my eyes itch.',
    present: ['runny_nose', 'itchy_eyes', 'seasonal_symptoms', 'previous_similar_episodes'],
    absent: ['fever'],
    expected: { conditions: ['allergic_rhinitis'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
];
