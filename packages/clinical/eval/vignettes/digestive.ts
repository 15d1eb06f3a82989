import type { Vignette } from '../vignette';

/** Gut and liver conditions (bleeding and appendicitis are in emergencies.ts). */
export const DIGESTIVE_VIGNETTES: readonly Vignette[] = [
  {
    id: 'coeliac-disease-family-history',
    source:
      'NICE NG20 Coeliac disease: recognition, assessment and management (2015), section 1.1 (tTG IgA as first test)',
    age: 26,
    sex: 'female',
    text: 'Bloating and diarrhoea for months, I have lost some weight and my sister has coeliac disease.',
    present: [
      'bloating',
      'diarrhoea',
      'weight_loss',
      'fatigue',
      'family_history_coeliac',
      'abdominal_pain',
      'duration_over_3_months',
      'mouth_ulcers',
    ],
    expected: { conditions: ['coeliac_disease', 'ibs'], triage: 'routine', tests: ['TTG'] },
  },
  {
    id: 'irritable-bowel-syndrome',
    source:
      'NICE CG61 Irritable bowel syndrome in adults: diagnosis and management (2008, updated 2017), section 1.1 (FBC, ESR, CRP and coeliac serology)',
    age: 31,
    sex: 'female',
    text: 'Crampy tummy pain that eases after the toilet, bloating, and I swing between constipation and diarrhoea. It has been going on for a year.',
    present: [
      'abdominal_pain',
      'bloating',
      'pain_relieved_by_defecation',
      'diarrhoea',
      'constipation',
      'duration_over_3_months',
      'recent_stressor',
    ],
    absent: ['weight_loss', 'blood_in_stool'],
    expected: { conditions: ['ibs'], triage: 'routine', tests: ['CBC', 'CRP', 'ESR', 'TTG'] },
  },
  {
    id: 'reflux-heartburn',
    source:
      'NICE CG184 Gastro-oesophageal reflux disease and dyspepsia in adults: investigation and management (2014, updated 2019)',
    age: 42,
    sex: 'male',
    text: 'Heartburn after big meals and a sour taste in my mouth when I lie down at night.',
    present: ['heartburn', 'acid_regurgitation', 'overweight'],
    absent: ['difficulty_swallowing', 'weight_loss', 'vomiting_blood', 'black_stools'],
    expected: { conditions: ['gerd'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'lactose-intolerance',
    source:
      'Misselwitz et al., Update on lactose malabsorption and intolerance: pathogenesis, diagnosis and clinical management, Gut 2019',
    age: 25,
    sex: 'female',
    text: 'About an hour after milk or ice cream I get bloated, gassy and have loose stools.',
    present: ['symptoms_after_dairy', 'bloating', 'diarrhoea', 'abdominal_pain'],
    absent: ['weight_loss', 'blood_in_stool'],
    expected: { conditions: ['lactose_intolerance', 'ibs'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'fatty-liver-metabolic',
    source:
      'NICE NG49 Non-alcoholic fatty liver disease: assessment and management (2016); Rinella et al., AASLD Practice Guidance on the clinical assessment and management of NAFLD, Hepatology 2023 (FIB-4)',
    age: 52,
    sex: 'male',
    text: 'My doctor mentioned a fatty liver on a scan. I am tired and have a dull ache under my right ribs. I have type 2 diabetes.',
    present: ['overweight', 'known_diabetes', 'right_upper_abdominal_pain', 'fatigue', 'high_bp_reading'],
    absent: ['alcohol_excess', 'jaundice'],
    expected: { conditions: ['nafld'], triage: 'routine', tests: ['CMP', 'CBC', 'HBA1C', 'LIPID'] },
  },
  {
    id: 'alcohol-related-liver-disease',
    source:
      'NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017); EASL Clinical Practice Guidelines: management of alcohol-related liver disease, J Hepatol 2018',
    age: 58,
    sex: 'male',
    text: 'I drink a bottle of wine a day and I am worried about my liver. I feel sick in the mornings and have no appetite.',
    present: ['alcohol_excess', 'fatigue', 'loss_of_appetite', 'nausea', 'right_upper_abdominal_pain'],
    absent: ['jaundice', 'vomiting_blood'],
    expected: { conditions: ['alcohol_liver_disease'], triage: 'routine', tests: ['CMP', 'CBC'] },
  },
  {
    id: 'viral-gastroenteritis-adult',
    source:
      'NICE CKS Gastroenteritis (2022): self-care for adults without red flags; Riddle et al., ACG Clinical Guideline: acute diarrheal infections in adults, Am J Gastroenterol 2016',
    age: 30,
    sex: 'male',
    text: 'Vomiting and diarrhoea since last night, my children had the same bug last week.',
    present: ['diarrhoea', 'vomiting', 'nausea', 'abdominal_pain', 'sick_contacts', 'duration_under_1_week'],
    absent: ['blood_in_stool', 'black_stools', 'vomiting_blood'],
    expected: { conditions: ['viral_gastroenteritis'], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
];
