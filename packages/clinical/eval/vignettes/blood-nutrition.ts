import type { Vignette } from '../vignette';

/** Anaemias, vitamin deficiencies and iron overload. */
export const BLOOD_NUTRITION_VIGNETTES: readonly Vignette[] = [
  {
    id: 'iron-deficiency-heavy-periods',
    source:
      'BSG guidelines for the management of iron deficiency anaemia in adults (Snook et al., Gut 2021); NICE CKS Anaemia - iron deficiency',
    age: 34,
    sex: 'female',
    text: 'I am always tired and get out of breath on the stairs. My periods are very heavy.',
    present: ['fatigue', 'breathless_on_exertion', 'heavy_periods', 'pallor', 'dizziness'],
    expected: { conditions: ['iron_deficiency_anaemia'], triage: 'routine', tests: ['CBC', 'FERR'] },
  },
  {
    id: 'iron-deficiency-older-man',
    source:
      'BSG guidelines for the management of iron deficiency anaemia in adults (Snook et al., Gut 2021): confirm with blood count and ferritin, then investigate the cause',
    age: 72,
    sex: 'male',
    text: 'Tired and breathless for a couple of months, my family says I look pale.',
    present: ['fatigue', 'breathless_on_exertion', 'pallor', 'palpitations'],
    expected: { conditions: ['iron_deficiency_anaemia'], triage: 'routine', tests: ['CBC', 'FERR'] },
  },
  {
    id: 'b12-deficiency-vegan',
    source:
      'NICE NG239 Vitamin B12 deficiency in over 16s: diagnosis and management (2024); BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders (Devalia et al., Br J Haematol 2014)',
    age: 29,
    sex: 'female',
    text: 'I have been vegan for four years. Pins and needles in my hands and feet, I am tired and my tongue is sore.',
    present: ['numbness_tingling', 'fatigue', 'sore_tongue', 'vegan_diet', 'brain_fog'],
    expected: { conditions: ['b12_deficiency'], triage: 'routine', tests: ['CBC', 'B12', 'FOL'] },
  },
  {
    id: 'b12-deficiency-metformin',
    source:
      'NICE NG239 Vitamin B12 deficiency in over 16s (2024): long-term metformin as a risk factor; BSH cobalamin and folate guideline (Devalia et al., 2014)',
    age: 68,
    sex: 'male',
    text: 'I have taken metformin for years. My feet tingle and feel numb and I have become forgetful.',
    present: ['numbness_tingling', 'metformin_ppi_use', 'known_diabetes', 'fatigue', 'brain_fog'],
    expected: { conditions: ['b12_deficiency'], triage: 'routine', tests: ['CBC', 'B12', 'FOL'] },
  },
  {
    id: 'folate-deficiency-alcohol-poor-diet',
    source:
      'BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders (Devalia et al., Br J Haematol 2014); NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017)',
    age: 55,
    sex: 'male',
    text: 'I drink most days and do not eat much proper food. I am worn out and have mouth ulcers and a sore tongue.',
    present: ['fatigue', 'alcohol_excess', 'poor_diet', 'mouth_ulcers', 'sore_tongue', 'pallor'],
    expected: {
      conditions: ['folate_deficiency', 'alcohol_liver_disease'],
      triage: 'routine',
      tests: ['CBC', 'FOL', 'B12', 'CMP'],
    },
  },
  {
    id: 'vitamin-d-deficiency-housebound',
    source:
      'Royal Osteoporosis Society, Vitamin D and bone health: a practical clinical guideline for patient management (2018, updated 2020); NICE PH56 Vitamin D: supplement use in specific population groups (2014)',
    age: 82,
    sex: 'female',
    text: 'I hardly ever go outside now. My bones ache and my legs feel weak when I get up from a chair.',
    present: ['low_sun_exposure', 'bone_pain', 'muscle_aches', 'fatigue', 'osteoporosis_or_fracture'],
    expected: { conditions: ['vitamin_d_deficiency'], triage: 'routine', tests: ['VITD', 'CMP'] },
  },
  {
    id: 'worried-well-vitamin-d-screen',
    source:
      'USPSTF, Screening for vitamin D deficiency in adults (JAMA 2021, I statement); Endocrine Society guideline Vitamin D for the prevention of disease (Demay et al., JCEM 2024): no routine 25(OH)D testing in healthy adults',
    age: 35,
    sex: 'female',
    text: 'I feel fine, I would just like my vitamin D levels checked.',
    present: ['wants_checkup'],
    absent: [
      'low_sun_exposure',
      'osteoporosis_or_fracture',
      'malabsorption_or_bariatric',
      'bone_pain',
      'fatigue',
    ],
    expected: { conditions: [], triage: 'self_care', tests: [] },
    tags: ['no_test'],
  },
  {
    id: 'haemochromatosis-family-history',
    source:
      'EASL Clinical Practice Guidelines on haemochromatosis (J Hepatol 2022); Kowdley et al., ACG Clinical Guideline: Hereditary hemochromatosis, Am J Gastroenterol 2019',
    age: 50,
    sex: 'male',
    text: 'My brother was just diagnosed with haemochromatosis. My knuckles ache and I am tired all the time.',
    present: ['family_history_iron_overload', 'joint_pain', 'fatigue'],
    expected: { conditions: ['haemochromatosis'], triage: 'routine', tests: ['FERR', 'CMP'] },
  },
];
