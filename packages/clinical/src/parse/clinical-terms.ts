/**
 * The words clinicians write in case notes and referral letters, for findings the knowledge base
 * already has: the medical term in British and American spelling and its common adjective forms
 * ("otorrhoea", "otorrhea", "epistaxis", "coryza"). Patients paste these from letters and results,
 * and published case vignettes are written in them. Merged into the parser's phrase trie after the
 * lay lexicon (a phrase already claimed keeps its reading); entries whose finding a knowledge base
 * does not have are skipped. Only terms whose meaning does not depend on context are listed: a
 * sign that needs its body site ("tenderness", "effusion") is left to the concepts.
 */
export const CLINICAL_TERMS: Readonly<Record<string, readonly string[]>> = {
  // Ear, nose and throat
  ear_discharge: ['otorrhoea', 'otorrhea', 'aural discharge', 'discharging ear', 'ear drainage'],
  ear_pain: ['otalgia'],
  runny_nose: ['coryza', 'rhinorrhoea', 'rhinorrhea', 'nasal discharge', 'coryzal'],
  nosebleed: ['epistaxis'],
  recurrent_nosebleeds: ['recurrent epistaxis', 'frequent epistaxis'],
  loss_of_smell: ['anosmia', 'hyposmia', 'lost smell', 'lost sense of smell', 'loss of smell sensation'],
  loss_of_taste: ['ageusia', 'dysgeusia'],
  difficulty_swallowing: ['odynophagia'],
  swollen_glands: [
    'lymphadenopathy',
    'cervical lymphadenopathy',
    'enlarged lymph nodes',
    'swollen lymph nodes',
    'tender lymph nodes',
    'tender cervical nodes',
  ],
  tonsil_exudate: ['tonsillar exudate', 'tonsillar exudates', 'exudative tonsils', 'exudative tonsillitis'],
  trismus: ['lockjaw'],
  // Eye
  red_eye: ['conjunctival injection', 'injected conjunctiva', 'conjunctival redness', 'bloodshot'],
  tear_overflow: ['epiphora', 'lacrimation', 'excessive tearing'],
  flashes_floaters: ['photopsia', 'photopsias'],
  eye_pain_behind: [
    'retro orbital pain',
    'retroorbital pain',
    'retro orbital headache',
    'pain behind the eyes',
  ],
  // Breathing and heart
  orthopnoea: ['paroxysmal nocturnal dyspnoea', 'paroxysmal nocturnal dyspnea'],
  cyanosis: ['cyanosed', 'cyanotic', 'central cyanosis', 'perioral cyanosis'],
  slow_pulse: ['bradycardia', 'bradycardic'],
  fast_breathing: [
    'tachypnoea',
    'tachypnea',
    'tachypnoeic',
    'tachypneic',
    'increased work of breathing',
    'laboured breathing',
    'labored breathing',
  ],
  dizzy_on_standing: [
    'presyncope',
    'presyncopal',
    'near syncope',
    'postural dizziness',
    'orthostatic dizziness',
  ],
  recent_surgery_or_immobility: [
    'hospitalized',
    'hospitalised',
    'recent hospitalization',
    'recent hospitalisation',
    'recently discharged',
    'postoperative',
    'post operative',
    'immobilized',
    'immobilised',
  ],
  // Gut
  blood_in_stool: [
    'haematochezia',
    'hematochezia',
    'rectal bleeding',
    'bright red blood per rectum',
    'per rectal bleeding',
  ],
  greasy_stools: ['steatorrhoea', 'steatorrhea'],
  abdominal_swelling: [
    'abdominal distension',
    'abdominal distention',
    'distended abdomen',
    'abdomen is distended',
    'abdominal fullness',
  ],
  heartburn: ['dyspepsia', 'pyrosis'],
  early_satiety: ['early satiety', 'early satiation'],
  weight_loss: ['loss of weight', 'unintentional weight loss', 'unintended weight loss'],
  suprapubic_pain: ['suprapubic tenderness', 'suprapubic discomfort'],
  // Urinary and genital
  cannot_pass_urine: ['urinary retention', 'acute retention'],
  galactorrhoea: ['galactorrhoea', 'galactorrhea'],
  // Women's health
  heavy_periods: ['menorrhagia', 'heavy menstrual bleeding'],
  period_pain: ['dysmenorrhoea', 'dysmenorrhea'],
  irregular_periods: [
    'oligomenorrhoea',
    'oligomenorrhea',
    'irregular menses',
    'irregular menstruation',
    'irregular menstruations',
    'menstrual irregularity',
  ],
  // Skin
  hives: ['wheals', 'weals', 'urticarial rash', 'urticarial'],
  blister: ['vesicles', 'vesicular', 'bullae', 'bullous'],
  leg_purpura: ['purpura', 'purpuric rash', 'palpable purpura'],
  easy_bruising: [
    'easy bruising',
    'bruising easily',
    'bruising without trauma',
    'spontaneous bruising',
    'unexplained bruising',
  ],
  skin_darkening: ['hyperpigmentation', 'hyperpigmented', 'skin hyperpigmentation'],
  jaundice: ['icterus', 'icteric', 'scleral icterus', 'yellow sclera', 'yellow sclerae'],
  // Nerves, mind and the whole body
  numbness_tingling: [
    'paraesthesia',
    'paraesthesiae',
    'paresthesia',
    'paresthesias',
    'pins and needles sensation',
  ],
  one_sided_weakness: ['hemiparesis', 'hemiplegia', 'unilateral weakness'],
  speech_difficulty: ['aphasia', 'dysphasia', 'dysarthria', 'slurred speech', 'expressive aphasia'],
  joint_pain: ['arthralgia', 'arthralgias', 'polyarthralgia'],
  fatigue: ['malaise', 'general malaise'],
  loss_of_appetite: [
    'decreased appetite',
    'reduced appetite',
    'poor appetite',
    'decreased oral intake',
    'reduced oral intake',
    'poor oral intake',
  ],
};
