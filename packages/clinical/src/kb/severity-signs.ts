import type { RedFlagDef, RiskGroup } from './types';

/**
 * The severity layer: signs of how ill a patient is, whatever the disease. They work like the
 * red-flag rules (a met sign sets the least triage level, raised for risk groups) but do not need
 * a modelled condition: breathlessness at rest sends to emergency care even when the knowledge base
 * has no model of asthma. `askWhen` makes a sign's missing findings worth asking before the
 * interview stops; `netClause` feeds the safety-netting text ("call the emergency number if …").
 */

const NHS_999 = 'NHS: When to call 999 (nhs.uk, reviewed 2024)';
const NG51 = 'NICE NG51 Suspected sepsis (2016, updated 2017): high- and moderate-risk criteria';
const NG143 = 'NICE NG143 Fever in under 5s (2019, updated 2021): traffic-light table';
const RESP = [
  'shortness_of_breath',
  'breathless_at_rest',
  'wheeze',
  'cough',
  'productive_cough',
  'chest_pain',
  'fast_breathing',
];
const PAIN = [
  'abdominal_pain',
  'chest_pain',
  'headache',
  'low_back_pain',
  'joint_pain',
  'flank_pain',
  'pelvic_pain_one_sided',
  'testicular_pain',
  'bone_pain',
  'right_lower_abdominal_pain',
  'right_upper_abdominal_pain',
  'left_lower_abdominal_pain',
  'suprapubic_pain',
  'red_painful_eye',
];
const GUT = ['vomiting', 'diarrhoea'];

export const SEVERITY_SIGNS: readonly RedFlagDef[] = [
  // Breathing and circulation.
  {
    id: 'sev_breathless_at_rest',
    level: 'emergency',
    allOf: ['breathless_at_rest'],
    askWhen: RESP,
    netClause: 'you are too breathless to speak in full sentences',
    reason: 'Being too breathless to speak in sentences is a medical emergency.',
    source: `${NHS_999}; BTS/SIGN British guideline on the management of asthma (2019): life-threatening features`,
  },
  {
    id: 'sev_blue_grey_skin',
    level: 'emergency',
    allOf: ['mottled_skin'],
    askWhen: [...RESP, 'fever', 'feeling_very_unwell'],
    netClause: 'your lips or skin turn blue, grey or blotchy',
    reason: 'Blue, grey or blotchy lips or skin mean the body is short of oxygen or blood flow.',
    source: `${NG51}; ${NHS_999}`,
  },
  {
    id: 'sev_breathless',
    level: 'urgent',
    allOf: ['shortness_of_breath'],
    raiseFor: [
      { group: 'infant_under_3_months', level: 'emergency' },
      { group: 'pregnant', level: 'urgent' },
    ],
    reason: 'New breathlessness needs a clinician to examine you within 24 hours.',
    source: 'NICE CKS Breathlessness (2023): assess urgently when acute; clinical judgement',
  },
  {
    id: 'sev_child_wheeze_breathless',
    level: 'emergency',
    allOf: ['wheeze'],
    anyOf: ['fast_breathing', 'breathless_at_rest', 'mottled_skin'],
    maxAge: 15,
    reason: 'A wheezing child who is breathing fast or struggling to breathe needs emergency care.',
    source: `${NG143}; BTS/SIGN asthma guideline (2019): acute asthma in children`,
  },
  {
    id: 'sev_breathing_distress',
    level: 'emergency',
    allOf: ['breathing_distress_signs'],
    maxAge: 5,
    askWhen: ['fast_breathing', 'cough', 'runny_nose', 'wheeze', 'shortness_of_breath', 'fever'],
    reason: 'A child grunting, with the ribs sucking in or pauses in breathing, needs emergency care.',
    source:
      'NICE NG9 Bronchiolitis in children (2015, updated 2021): apnoea, grunting, severe recession → emergency; NICE NG143 Fever in under 5s: red features',
  },
  {
    id: 'sev_fast_breathing',
    level: 'urgent',
    allOf: ['fast_breathing'],
    askWhen: ['fever'],
    reason: 'Breathing fast needs a clinician to check you today.',
    source: NG51,
  },
  {
    id: 'sev_chest_pain',
    level: 'urgent',
    allOf: ['chest_pain'],
    noneOf: ['heartburn', 'acid_regurgitation'],
    minAge: 16,
    askWhen: ['chest_pain'],
    netClause: 'chest pain spreads to your arm, jaw or back, or comes with sweating or breathlessness',
    reason: 'New chest pain needs a clinician to examine you within 24 hours.',
    source: 'NICE CG95 Recent-onset chest pain (2010, updated 2016): assess the same day',
  },
  {
    id: 'sev_chest_pain_with_heartburn',
    level: 'routine',
    allOf: ['chest_pain'],
    anyOf: ['heartburn', 'acid_regurgitation'],
    minAge: 16,
    reason: 'Chest pain put down to heartburn still needs a doctor to confirm it, not self-care alone.',
    source: 'NICE CG184 Dyspepsia and gastro-oesophageal reflux (2014, updated 2019); NICE CG95',
  },
  {
    id: 'sev_stridor',
    level: 'emergency',
    allOf: ['stridor'],
    reason: 'A high-pitched noise when breathing in can mean the airway is narrowing.',
    source: `${NHS_999}; NICE CKS Croup (2022): stridor at rest`,
  },
  {
    id: 'sev_drooling',
    level: 'emergency',
    allOf: ['drooling_cannot_swallow'],
    askWhen: ['sore_throat'],
    netClause: 'you cannot swallow your saliva, start drooling or your breathing becomes noisy',
    reason: 'Drooling or being unable to swallow saliva can mean the airway is swelling (epiglottitis).',
    source: 'NICE CKS Sore throat - acute (2023): epiglottitis red flags',
  },
  {
    id: 'sev_cyanosis',
    level: 'emergency',
    allOf: ['cyanosis'],
    askWhen: RESP,
    reason: 'Lips or face going blue or grey mean the body is short of oxygen.',
    source: `${NHS_999}; ${NG51}`,
  },
  {
    id: 'sev_heart_attack_feared',
    level: 'emergency',
    allOf: ['suspected_heart_attack'],
    reason: 'If you think you are having a heart attack or a stroke, call for help now.',
    source: NHS_999,
  },
  {
    id: 'sev_sweating_breathless',
    level: 'emergency',
    allOf: ['sweating', 'shortness_of_breath'],
    minAge: 40,
    reason: 'Cold sweats with breathlessness can be a heart attack, even without chest pain.',
    source: '2023 ESC Guidelines for acute coronary syndromes: atypical presentations; NICE CG95',
  },
  {
    id: 'sev_asthma_attack',
    level: 'urgent',
    allOf: ['asthma_attack'],
    askWhen: ['asthma_attack', 'wheeze'],
    reason: 'An asthma attack needs a clinician today.',
    source: 'BTS/SIGN British guideline on the management of asthma (2019): acute asthma',
  },
  {
    id: 'sev_reliever_not_helping',
    level: 'emergency',
    allOf: ['reliever_not_helping'],
    askWhen: ['asthma_attack', 'wheeze'],
    netClause: 'your reliever inhaler does not help or you are too breathless to talk',
    reason: 'Asthma that the reliever inhaler does not help is an emergency.',
    source: 'BTS/SIGN British guideline on the management of asthma (2019); NHS: Asthma attacks',
  },
  // Head and nerves.
  {
    id: 'sev_thunderclap_screen',
    level: 'emergency',
    allOf: ['sudden_severe_headache'],
    askWhen: ['headache'],
    netClause: 'a headache comes on suddenly and is the worst you have had',
    reason: 'A sudden, severe "worst ever" headache can be bleeding around the brain.',
    source: 'NICE NG228 Subarachnoid haemorrhage (2022)',
  },
  {
    id: 'sev_confusion',
    level: 'emergency',
    allOf: ['confusion'],
    askWhen: ['fever', 'feeling_very_unwell', 'headache', 'head_injury'],
    netClause: 'you become confused, very drowsy or hard to wake',
    reason: 'New confusion or drowsiness needs emergency care.',
    source: `${NHS_999}; ${NG51}`,
  },
  {
    id: 'sev_unresponsive',
    level: 'emergency',
    allOf: ['unresponsive'],
    reason: 'Someone who is unresponsive, floppy or cannot be woken needs emergency care now.',
    source: `${NHS_999}; ${NG143}`,
  },
  {
    id: 'sev_seizure',
    level: 'emergency',
    allOf: ['seizure'],
    netClause: 'you have a fit (seizure)',
    reason: 'A fit (seizure), especially a first one, needs emergency care.',
    source: `${NHS_999}; NICE NG217 Epilepsies (2022): first seizure`,
  },
  {
    id: 'sev_fainting',
    level: 'urgent',
    allOf: ['fainting'],
    reason: 'Fainting or collapsing needs a clinician to check you within 24 hours.',
    source: 'NICE CG109 Transient loss of consciousness (2010, updated 2023)',
  },
  {
    id: 'sev_stroke_screen',
    level: 'emergency',
    allOf: ['speech_difficulty'],
    askWhen: ['one_sided_weakness', 'numbness_tingling', 'face_droop', 'confusion'],
    netClause: 'your face droops, an arm or leg goes weak, or your speech becomes slurred',
    reason: 'Sudden slurred speech or trouble finding words can be a stroke.',
    source: 'NICE NG128 Stroke and TIA (2019, updated 2022), 1.1.1 (FAST)',
  },
  {
    id: 'sev_foot_drop',
    level: 'urgent',
    allOf: ['foot_drop'],
    reason: 'A new foot drop needs a clinician to examine the nerves and back within 24 hours.',
    source: 'NICE CKS Sciatica (2023): progressive neurological deficit; clinical judgement',
  },
  {
    id: 'sev_head_injury_anticoagulated',
    level: 'urgent',
    allOf: ['head_injury'],
    raiseFor: [
      { group: 'anticoagulated', level: 'emergency' },
      { group: 'over_65', level: 'urgent' },
    ],
    reason: 'A head injury needs a check; on blood thinners it needs emergency assessment.',
    source: 'NICE NG232 Head injury (2023), 1.3: anticoagulants',
  },
  {
    id: 'sev_fever_after_malaria_travel',
    level: 'urgent',
    allOf: ['fever', 'travel_malaria_area'],
    askWhen: ['travel_malaria_area'],
    reason: 'A fever after travel where malaria is found needs a malaria blood test today.',
    source:
      'NICE CKS Malaria (2022): suspect malaria in anyone with a fever who has been to a malaria area; same-day blood films',
  },
  {
    id: 'sev_ruq_pain_vomiting',
    level: 'urgent',
    allOf: ['right_upper_abdominal_pain', 'vomiting'],
    askWhen: ['right_upper_abdominal_pain'],
    reason:
      'Pain under the right ribs with vomiting can be an inflamed gallbladder or pancreas: it needs a clinician today.',
    source:
      'NICE CG188 Gallstone disease (2014, updated 2021): acute cholecystitis; NICE CKS Pancreatitis (2023)',
  },
  {
    id: 'sev_head_injury_vomiting',
    level: 'emergency',
    allOf: ['head_injury'],
    anyOf: ['vomiting', 'unresponsive', 'confusion', 'seizure'],
    askWhen: ['head_injury'],
    netClause: 'after a knock to the head you are sick, very drowsy, confused or have a fit',
    reason: 'Being sick, drowsy, confused or having a fit after a head injury needs a scan within the hour.',
    source:
      'NICE NG232 Head injury (2023), 1.4: CT head scan within 1 hour (vomiting, reduced consciousness, seizure)',
  },
  // Infection and fever.
  {
    id: 'sev_fever_infant',
    level: 'emergency',
    allOf: ['fever'],
    maxAge: 0.25,
    reason: 'Any fever in a baby under 3 months needs emergency assessment.',
    source: `${NG143}: age under 3 months with a temperature of 38°C or higher is high risk (red)`,
  },
  {
    id: 'sev_infant_unwell',
    level: 'urgent',
    allOf: [],
    anyOf: [
      'fever',
      'vomiting',
      'diarrhoea',
      'cough',
      'loss_of_appetite',
      'feeling_very_unwell',
      'fast_breathing',
      'unresponsive',
    ],
    maxAge: 0.25,
    reason: 'A baby under 3 months who is unwell needs to be seen by a clinician today.',
    source: `${NG143}; NICE CKS Feverish children (2023)`,
  },
  {
    id: 'sev_immunosuppressed_rigors',
    level: 'emergency',
    allOf: ['immunosuppressed', 'chills_rigors'],
    reason: 'Shivering or a fever with a weakened immune system (such as chemotherapy) can be sepsis.',
    source: 'NICE CG151 Neutropenic sepsis (2012, updated 2020)',
  },
  // A fever alone is the commonest thing a cold or flu does: it is not a reason to see a clinician
  // by itself, except for the young baby, in pregnancy, with a weakened immune system and in old
  // age. In a child it is the amber and red features of NICE's traffic-light table that decide,
  // not the fever (green features only: care at home with advice).
  {
    id: 'sev_fever_immunosuppressed',
    level: 'emergency',
    allOf: ['fever', 'immunosuppressed'],
    askWhen: ['fever'],
    reason: 'A fever with a weakened immune system (such as chemotherapy) can be sepsis.',
    source: 'NICE CG151 Neutropenic sepsis (2012, updated 2020)',
  },
  {
    id: 'sev_fever_pregnancy',
    level: 'urgent',
    allOf: ['fever', 'pregnancy_possible'],
    askWhen: ['fever'],
    reason: 'A fever in pregnancy needs a clinician to see you within 24 hours.',
    source: `${NG51}: pregnant or recently pregnant women are at higher risk; RCOG Green-top Guideline 64a Bacterial sepsis in pregnancy`,
  },
  {
    id: 'sev_fever_after_birth',
    level: 'urgent',
    allOf: ['fever', 'recently_given_birth'],
    reason: 'A fever in the weeks after giving birth needs a clinician to see you within 24 hours.',
    source: `${NG51}: women up to 6 weeks after pregnancy are at higher risk; RCOG Green-top Guideline 64b Bacterial sepsis following pregnancy`,
  },
  {
    id: 'sev_fever_after_birth_red_flags',
    level: 'emergency',
    allOf: ['fever', 'recently_given_birth'],
    anyOf: [
      'rigors',
      'palpitations',
      'fast_breathing',
      'shortness_of_breath',
      'abdominal_pain',
      'vomiting',
      'diarrhoea',
      'dehydration_signs',
      'dizzy_on_standing',
    ],
    askAnyOfOnceAllOf: true,
    reason:
      'A fever after giving birth with shaking, a racing heart, fast breathing, tummy pain, vomiting or feeling faint can be sepsis: it needs hospital care now.',
    source:
      'RCOG Green-top Guideline 64b Bacterial sepsis following pregnancy (2012): red-flag signs need urgent referral to hospital',
  },
  {
    id: 'sev_fever_young_baby',
    level: 'urgent',
    allOf: ['fever'],
    maxAge: 0.5,
    reason: 'A fever in a baby under 6 months needs a clinician to see them within 24 hours.',
    source: `${NG143}: age 3 to 6 months with a temperature of 39°C or higher is intermediate risk (amber)`,
  },
  {
    id: 'sev_fever_child_amber',
    level: 'urgent',
    allOf: ['fever'],
    anyOf: [
      'fever_five_days',
      'dehydration_signs',
      'unable_to_keep_fluids',
      'poor_feeding',
      'loss_of_appetite',
      'fatigue',
      'pallor',
      'unable_to_walk',
      'joint_swelling',
      'worsening',
    ],
    maxAge: 4.99,
    askWhen: ['fever'],
    reason:
      'A fever in a young child that has lasted five days, or with feeding or drinking less, being less active than usual, looking pale, not walking on a leg or getting worse, needs a clinician within 24 hours.',
    source: `${NG143}: intermediate-risk (amber) features (fever for 5 days or more, poor feeding, reduced urine, decreased activity, pallor, swelling of a limb or joint, not weight bearing)`,
  },
  {
    id: 'sev_fever_older_adult',
    level: 'routine',
    allOf: ['fever'],
    minAge: 65,
    reason: 'A fever after 65 is worth checking with a clinician, sooner if you feel worse.',
    source: `${NG51}: people over 75 and frail older people are at higher risk; clinical judgement`,
  },
  {
    id: 'sev_stiff_neck_screen',
    level: 'emergency',
    allOf: ['fever', 'stiff_neck'],
    askWhen: ['headache', 'fever'],
    netClause: 'you get a stiff neck, a rash that does not fade under a glass, or dislike of bright light',
    reason: 'Fever with a stiff neck can be meningitis.',
    source: 'NICE NG240 Meningitis (bacterial) and meningococcal disease (2024)',
  },
  // The three signs of meningism together, fever or not: meningitis before the fever is noticed,
  // or a bleed around the brain (NICE NG240; NICE CG150 Headaches: red flags).
  {
    id: 'sev_meningism',
    level: 'emergency',
    allOf: ['headache', 'stiff_neck', 'photophobia'],
    reason:
      'A headache with a stiff neck and light hurting the eyes can be meningitis or a bleed in the brain, even without a fever.',
    source:
      'NICE NG240 Meningitis (bacterial) and meningococcal disease (2024); NICE CG150 Headaches in over 12s (2012, updated 2021): red flags',
  },
  {
    id: 'sev_rigors',
    level: 'routine',
    allOf: ['fever', 'rigors'],
    askWhen: ['fever', 'chills_rigors'],
    raiseFor: [
      { group: 'over_65', level: 'urgent' },
      { group: 'immunosuppressed', level: 'emergency' },
      { group: 'child', level: 'urgent' },
    ],
    reason:
      'A high fever with shaking chills (rigors) needs a clinician to check you; within 24 hours for a child, after 65 or with a weakened immune system.',
    source: NG51,
  },
  {
    id: 'sev_very_unwell',
    level: 'urgent',
    allOf: ['feeling_very_unwell'],
    askWhen: ['fever', ...GUT, 'abdominal_pain', 'headache', 'shortness_of_breath', 'cough'],
    reason: 'Feeling very unwell needs a clinician to see you within 24 hours.',
    source: `${NG51}: "appears ill to a healthcare professional"; clinical judgement`,
  },
  {
    id: 'sev_spreading_redness',
    level: 'urgent',
    allOf: ['spreading_redness'],
    raiseFor: [{ group: 'immunosuppressed', level: 'emergency' }],
    reason: 'Hot, red skin that is spreading can be a skin infection (cellulitis) needing antibiotics today.',
    source: 'NICE NG141 Cellulitis and erysipelas (2019)',
  },
  {
    id: 'sev_hot_swollen_joint',
    level: 'urgent',
    allOf: ['acute_single_joint_red_hot'],
    reason: 'A hot, swollen joint needs same-day assessment to rule out an infected joint.',
    source: 'BSR/BOA guideline on the hot swollen joint (Coakley et al., Rheumatology 2006)',
  },
  {
    id: 'sev_severe_pain',
    level: 'urgent',
    allOf: ['severe_pain'],
    askWhen: PAIN,
    reason: 'Severe pain (8 or more out of 10) needs a clinician within 24 hours.',
    source: 'Clinical judgement: NHS 111 triage of severe pain',
  },
  // Gut and fluids.
  {
    id: 'sev_unable_to_keep_fluids',
    level: 'urgent',
    allOf: ['unable_to_keep_fluids'],
    askWhen: GUT,
    raiseFor: [
      { group: 'infant_under_3_months', level: 'emergency' },
      { group: 'diabetic', level: 'urgent' },
    ],
    netClause: 'you cannot keep any fluids down or stop passing urine',
    reason: 'Not keeping fluids down risks dehydration and needs a clinician within 24 hours.',
    source: 'NICE CG84 Diarrhoea and vomiting in children (2009); NICE CKS Gastroenteritis (2022)',
  },
  {
    id: 'sev_dehydration',
    level: 'urgent',
    allOf: ['dehydration_signs'],
    askWhen: GUT,
    raiseFor: [{ group: 'infant_under_3_months', level: 'emergency' }],
    reason: 'Signs of dehydration need a clinician within 24 hours.',
    source: 'NICE CG84 Diarrhoea and vomiting in children (2009): clinical dehydration',
  },
  {
    id: 'sev_severe_abdominal_pain',
    level: 'urgent',
    allOf: ['severe_abdominal_pain'],
    askWhen: ['abdominal_pain'],
    raiseFor: [{ group: 'over_65', level: 'emergency' }],
    netClause: 'tummy pain becomes severe or constant, or you vomit blood or pass black stools',
    reason: 'Severe tummy pain needs a clinician to examine you within 24 hours.',
    source: 'NICE CKS Abdominal pain (2021); clinical judgement',
  },
  {
    id: 'sev_anticoagulated_heavy_bleeding',
    level: 'emergency',
    allOf: ['anticoagulant_use', 'heavy_bleeding'],
    reason: 'Bleeding that will not stop while taking blood thinners needs emergency care.',
    source: 'NICE CKS Anticoagulation (2023): major or uncontrolled bleeding; NHS "When to call 999"',
  },
  {
    id: 'sev_preeclampsia',
    level: 'emergency',
    allOf: ['pregnancy_possible', 'headache'],
    anyOf: ['ankle_swelling', 'blurred_vision', 'visual_aura', 'right_upper_abdominal_pain'],
    reason:
      'A headache with swelling, blurred sight or pain under the ribs in pregnancy can be pre-eclampsia: it needs assessment now.',
    source: 'NICE NG133 Hypertension in pregnancy (2019): symptoms of pre-eclampsia',
  },
  {
    id: 'sev_cancer_red_flag',
    level: 'urgent',
    allOf: ['weight_loss'],
    anyOf: [
      'night_sweats',
      'coughing_blood',
      'blood_in_stool',
      'blood_in_urine',
      'jaundice',
      'difficulty_swallowing',
    ],
    reason:
      'Weight loss without trying together with this needs a doctor to see you soon, to look for its cause.',
    source: 'NICE NG12 Suspected cancer: recognition and referral (2015, updated 2023)',
  },
  {
    id: 'sev_visible_haematuria',
    level: 'urgent',
    allOf: ['blood_in_urine'],
    reason: 'Blood you can see in your urine needs a doctor to see you soon.',
    source: 'NICE NG12 Suspected cancer (2015, updated 2023): visible haematuria; NICE CKS Haematuria',
  },
  {
    id: 'sev_haemoptysis',
    level: 'urgent',
    allOf: ['coughing_blood'],
    reason: 'Coughing up blood needs a doctor to see you within 24 hours.',
    source: 'NICE NG12 Suspected cancer (haemoptysis); NHS: see a GP urgently if you cough up blood',
  },
  {
    id: 'sev_changing_mole',
    level: 'routine',
    allOf: ['changing_mole'],
    reason: 'A mole that has changed in size, shape or colour needs a doctor to look at it soon.',
    source: 'NICE NG12 Suspected cancer (2015, updated 2023): melanoma (weighted 7-point checklist)',
  },
  {
    id: 'sev_hoarse_voice_lasting',
    level: 'routine',
    allOf: ['hoarse_voice', 'duration_over_1_week'],
    reason:
      'A hoarse voice that has lasted more than a week is worth checking with your doctor; after three weeks it always is.',
    source:
      'NICE NG12 Suspected cancer (2015, updated 2023): persistent unexplained hoarseness; NHS: Laryngitis',
  },
  {
    id: 'sev_rectal_bleeding_older',
    level: 'urgent',
    allOf: ['blood_in_stool'],
    minAge: 50,
    reason: 'Blood in the stools after 50 needs a doctor to see you soon.',
    source: 'NICE NG12 Suspected cancer (2015, updated 2023): rectal bleeding at 50 and over',
  },
  {
    id: 'sev_new_diabetes_symptoms',
    level: 'urgent',
    allOf: ['excessive_thirst', 'polyuria'],
    anyOf: ['weight_loss', 'vomiting', 'feeling_very_unwell'],
    raiseFor: [{ group: 'child', level: 'emergency' }],
    reason:
      'Thirst, passing a lot of urine and weight loss can be new diabetes: it needs a blood sugar test today.',
    source:
      'NICE NG18 Diabetes in children (2015, updated 2023): same-day referral; NICE NG17 Type 1 diabetes in adults',
  },
  {
    id: 'sev_suspected_fracture',
    level: 'urgent',
    allOf: ['suspected_fracture'],
    reason: 'A bone that may be broken needs an X-ray today.',
    source: 'NICE NG38 Fractures (non-complex) (2016)',
  },
  {
    id: 'sev_psychosis',
    level: 'urgent',
    allOf: ['hearing_voices'],
    reason: 'Hearing voices or seeing things others do not needs a mental health team within 24 hours.',
    source:
      'NICE CG178 Psychosis and schizophrenia in adults (2014): urgent referral to early intervention or crisis services',
  },
  {
    id: 'sev_headache_tender_scalp_older',
    level: 'urgent',
    allOf: ['headache', 'scalp_tenderness'],
    minAge: 50,
    reason:
      'A new headache after 50 with a tender scalp can be giant cell arteritis: it needs steroids the same day.',
    source: 'BSR guideline Giant cell arteritis (2020); NICE CKS Giant cell arteritis (2023)',
  },
  {
    id: 'sev_pain_out_of_proportion',
    level: 'emergency',
    allOf: ['pain_out_of_proportion'],
    askWhen: ['graze_or_cut', 'spreading_redness', 'animal_bite', 'insect_bite'],
    reason:
      'Pain far worse than a wound or red skin looks can be a deep, fast-spreading infection (necrotising fasciitis): it needs emergency care now.',
    source: 'NICE CKS Cellulitis and erysipelas (2024): necrotising fasciitis; NICE NG141 (2019)',
  },
  {
    id: 'sev_animal_bite',
    level: 'urgent',
    allOf: ['animal_bite'],
    reason: 'A dog, cat or human bite that broke the skin needs a clinician today: it may need antibiotics.',
    source: 'NICE NG184 Human and animal bites: antimicrobial prescribing (2020)',
  },
  {
    id: 'sev_reduced_fetal_movements',
    level: 'emergency',
    allOf: ['reduced_fetal_movements'],
    reason: 'A baby moving less or not at all needs your maternity unit now, whatever the time of day.',
    source:
      'RCOG Green-top Guideline 57 Reduced fetal movements (2011); NHS: call your maternity unit immediately',
  },
  {
    id: 'sev_arm_jaw_pain_cardiac',
    level: 'emergency',
    allOf: ['pain_radiating_arm_jaw'],
    anyOf: ['sweating', 'nausea', 'shortness_of_breath', 'fainting'],
    minAge: 30,
    reason:
      'Pain in the arm or jaw with sweating, sickness or breathlessness can be a heart attack, even without chest pain.',
    source:
      'NICE CG95 Chest pain of recent onset (2016): pain in the chest and/or other areas (arms, back, jaw) with nausea, vomiting, sweating or breathlessness',
  },
  {
    id: 'sev_fainting_with_pain_or_bleeding',
    level: 'emergency',
    allOf: ['fainting'],
    anyOf: [
      'abdominal_pain',
      'chest_pain',
      'severe_pain',
      'heavy_bleeding',
      'blood_in_stool',
      'vomiting_blood',
      'pelvic_pain_one_sided',
    ],
    reason:
      'Fainting or nearly fainting with pain or bleeding can be internal bleeding or shock: it needs emergency care.',
    source: 'NICE NG51 Sepsis and NHS "When to call 999"; RCEM: syncope with pain or bleeding',
  },
  {
    id: 'sev_fainting_back_pain_older',
    level: 'emergency',
    allOf: ['fainting', 'low_back_pain'],
    minAge: 50,
    reason:
      'Sudden back or tummy pain with feeling faint after 50 can be a leaking aortic aneurysm: it needs emergency care.',
    source: 'NICE NG156 Abdominal aortic aneurysm (2020): suspected rupture',
  },
  {
    id: 'sev_tearing_chest_pain',
    level: 'emergency',
    allOf: ['tearing_chest_pain'],
    reason:
      'Tearing chest pain going through to the back can be a tear in the main artery (aortic dissection): it needs emergency care.',
    source: 'NICE CKS Chest pain (2023): suspected aortic dissection; ESC 2014 aortic diseases guideline',
  },
  {
    id: 'sev_rigid_abdomen',
    level: 'emergency',
    allOf: ['rigid_abdomen'],
    askWhen: ['severe_abdominal_pain'],
    netClause: 'your tummy becomes hard or it hurts to move or cough',
    reason: 'A rigid, board-hard tummy can be peritonitis: it needs emergency care.',
    source:
      'NICE CKS Acute abdominal pain (2021): peritonism; RCS Commissioning guide Emergency general surgery (2014)',
  },
  {
    id: 'sev_infant_blood_in_stool_vomiting',
    level: 'emergency',
    allOf: ['blood_in_stool', 'vomiting'],
    maxAge: 2,
    // Bouts of screaming with the legs drawn up are how intussusception starts, before the blood.
    askWhen: ['episodic_screaming'],
    reason:
      'A baby or toddler who is vomiting and passing blood can have a blocked bowel (intussusception): it needs emergency care.',
    source:
      'APLS (6th ed.) and RCEM: intussusception (colicky pain, vomiting, redcurrant-jelly stool); NICE NG143 red features',
  },
  {
    id: 'sev_sudden_severe_abdominal_pain',
    level: 'emergency',
    allOf: ['severe_abdominal_pain', 'sudden_onset'],
    reason: 'Sudden, severe tummy pain needs emergency care.',
    source: NHS_999,
  },
  {
    id: 'sev_black_stools',
    level: 'emergency',
    allOf: ['black_stools'],
    // Iron tablets blacken the stools: then the signs of a bleed decide (sev_black_stools_on_iron).
    noneOf: ['iron_tablets'],
    askWhen: ['abdominal_pain', 'nsaid_use', 'anticoagulant_use', 'vomiting_blood'],
    netClause: 'you vomit blood or pass black, tarry stools',
    reason: 'Black, tarry stools can be bleeding from the stomach and need emergency assessment.',
    source:
      'NICE CG141 Acute upper gastrointestinal bleeding in over 16s (2012, updated 2016): suspected acute bleed is assessed in hospital',
  },
  {
    id: 'sev_black_stools_on_iron',
    level: 'emergency',
    allOf: ['black_stools', 'iron_tablets'],
    anyOf: [
      'dizziness',
      'fainting',
      'vomiting_blood',
      'abdominal_pain',
      'feeling_very_unwell',
      'breathless_at_rest',
    ],
    askWhen: ['iron_tablets'],
    reason:
      'Black stools with dizziness, fainting, tummy pain or vomiting blood can be bleeding from the stomach even on iron tablets, and need emergency assessment.',
    source:
      'NICE CG141 Acute upper gastrointestinal bleeding (2012, updated 2016); BNF Ferrous salts (dark stools are expected, without those signs)',
  },
  {
    id: 'sev_gi_bleed_screen',
    level: 'emergency',
    allOf: ['vomiting_blood'],
    askWhen: ['vomiting', 'abdominal_pain', 'black_stools'],
    reason: 'Vomiting blood can be bleeding from the stomach or gullet.',
    source: 'NICE CG141 Acute upper gastrointestinal bleeding (2012, updated 2016)',
  },
  {
    id: 'sev_bleeding_anticoagulated',
    level: 'urgent',
    allOf: ['anticoagulant_use'],
    anyOf: [
      'blood_in_stool',
      'blood_in_urine',
      'coughing_blood',
      'black_stools',
      'vaginal_bleeding_abnormal',
      'heavy_bleeding',
    ],
    reason: 'Bleeding while taking blood thinners needs a clinician today.',
    source: 'NICE CKS Anticoagulation - oral (2023): bleeding',
  },
  {
    id: 'sev_bowel_obstruction',
    level: 'emergency',
    allOf: ['bowel_obstruction_signs'],
    askWhen: ['episodic_screaming'],
    reason: 'Not passing wind or stools with vomiting, or green vomit, can be a blocked bowel.',
    source: `${NHS_999}; NICE CKS Vomiting in children (2022): bilious vomiting`,
  },
  {
    id: 'sev_severe_abdominal_pain_systemic',
    level: 'emergency',
    allOf: ['abdominal_pain', 'severe_pain'],
    anyOf: ['vomiting', 'fever', 'chills_rigors', 'fainting', 'feeling_very_unwell'],
    reason: 'Severe tummy pain with vomiting, fever or feeling faint needs emergency assessment.',
    source: `${NHS_999}; WSES Jerusalem guidelines on acute appendicitis (2020)`,
  },
  {
    id: 'sev_heavy_bleeding',
    level: 'emergency',
    allOf: ['heavy_bleeding'],
    reason: 'Bleeding that will not stop or is heavy needs emergency care.',
    source: `${NHS_999}; NICE CKS Epistaxis (2024): bleeding not controlled by first aid`,
  },
  {
    id: 'sev_cold_white_limb',
    level: 'emergency',
    allOf: ['cold_white_limb'],
    reason: 'A limb that has suddenly gone cold, white and painful can have lost its blood supply.',
    source: 'NICE CKS Peripheral arterial disease (2023): acute limb ischaemia',
  },
  {
    id: 'sev_swallowed_hazard',
    level: 'emergency',
    allOf: ['swallowed_hazard'],
    reason: 'A swallowed button battery or magnets can burn or block the gut within hours.',
    source: 'NHS: Button batteries and magnets (2023); Child Accident Prevention Trust',
  },
  {
    id: 'sev_cast_problem',
    level: 'emergency',
    allOf: ['cast_problem'],
    askWhen: ['suspected_fracture'],
    netClause:
      'the pain under a plaster cast gets worse, or the fingers or toes go numb, pale, blue or swollen',
    reason:
      'Pain that keeps getting worse under a cast, or numb, pale or swollen fingers or toes, can mean the blood supply is being squeezed (compartment syndrome): go to A&E now.',
    source:
      'NHS: Compartment syndrome; NHS plaster cast advice (go to A&E if the pain gets worse, the cast feels too tight, or fingers or toes are numb, pale, blue or swollen)',
  },
  {
    id: 'sev_carbon_monoxide',
    level: 'emergency',
    allOf: ['co_exposure'],
    anyOf: ['headache', 'dizziness', 'nausea', 'vomiting', 'confusion', 'fainting'],
    reason: 'Headache, dizziness or sickness with a possible carbon monoxide leak needs emergency care.',
    source: 'NHS: Carbon monoxide poisoning (2022)',
  },
  {
    id: 'sev_flashes_floaters',
    level: 'emergency',
    allOf: ['flashes_floaters'],
    noneOf: ['headache', 'visual_aura'],
    netClause: 'a shadow or curtain moves across your vision',
    reason:
      'New floaters or flashes of light can mean the retina is tearing away: go to eye casualty or A&E now.',
    source:
      'NICE CKS Retinal detachment (2022): same-day assessment by an ophthalmologist; NHS: Floaters and flashes in the eyes',
  },
  {
    id: 'sev_red_eye_glaucoma',
    level: 'emergency',
    allOf: ['red_painful_eye'],
    anyOf: ['blurred_vision', 'vision_loss', 'vomiting', 'headache'],
    reason: 'A painful red eye with blurred vision, headache or vomiting can be acute glaucoma.',
    source: 'NICE CKS Glaucoma (2022): acute angle-closure glaucoma',
  },
  {
    id: 'sev_pre_eclampsia',
    level: 'emergency',
    allOf: ['pregnancy_possible', 'headache'],
    anyOf: ['visual_aura', 'blurred_vision', 'right_upper_abdominal_pain', 'lip_swelling', 'vision_loss'],
    minAge: 12,
    reason:
      'A bad headache in pregnancy with changes in vision, pain under the ribs or a swollen face can be pre-eclampsia.',
    source: 'NICE NG133 Hypertension in pregnancy (2019, updated 2023): pre-eclampsia symptoms',
  },
  // NG51 does not wait for a fever: someone who feels the worst they have ever felt, with one
  // high-risk sign, may have sepsis ("flu but worse", blotchy skin, breathing fast).
  {
    id: 'sev_unwell_sepsis_signs',
    level: 'emergency',
    // Under 3 months NICE NG143's own signs come first: any fever is already an emergency.
    minAge: 0.25,
    allOf: ['feeling_very_unwell'],
    anyOf: ['mottled_skin', 'fast_breathing', 'confusion', 'non_blanching_rash'],
    askWhen: ['feeling_very_unwell'],
    netClause: 'you feel very unwell and your skin goes blotchy, you breathe very fast or become confused',
    reason: 'Feeling very unwell with blotchy skin, very fast breathing or confusion can be sepsis.',
    source: NG51,
  },
  {
    id: 'sev_spreading_redness_sepsis',
    level: 'emergency',
    allOf: ['spreading_redness', 'fever'],
    anyOf: ['palpitations', 'feeling_very_unwell', 'confusion', 'fast_breathing', 'dizziness'],
    reason: 'A spreading skin infection with fever and a racing heart or feeling very unwell can be sepsis.',
    source: NG51,
  },
  // Pain.
  {
    id: 'sev_sudden_severe_pain',
    level: 'emergency',
    allOf: ['severe_pain', 'sudden_onset'],
    reason: 'Sudden, severe pain needs emergency assessment.',
    source: NHS_999,
  },
  {
    id: 'sev_testicular_pain',
    level: 'emergency',
    allOf: ['testicular_pain'],
    reason: 'Sudden pain in a testicle can be a twisted testicle, which needs surgery within hours.',
    source: 'NICE CKS Scrotal pain and swelling (2021): suspected testicular torsion',
  },
  {
    // A twisted testicle often shows as tummy pain and vomiting, and boys seldom say where it
    // hurts unless asked (NICE CKS Scrotal pain and swelling: torsion may present with lower
    // abdominal pain; most often age 12 to 18).
    id: 'sev_testicular_pain_told_as_tummy_ache',
    level: 'emergency',
    allOf: ['testicular_pain'],
    sex: 'male',
    maxAge: 25,
    askWhen: ['abdominal_pain', 'vomiting'],
    reason: 'Tummy pain with pain in a testicle can be a twisted testicle, which needs surgery within hours.',
    source: 'NICE CKS Scrotal pain and swelling (2021): torsion may present with abdominal pain',
  },
  {
    id: 'sev_eye_vision_loss',
    level: 'emergency',
    allOf: ['vision_loss'],
    netClause: 'you lose sight in an eye',
    reason: 'Sudden loss of vision needs emergency eye care.',
    source: 'NICE CKS Red eye (2022) and Sudden loss of vision; Royal College of Ophthalmologists',
  },
  {
    id: 'sev_red_painful_eye',
    level: 'urgent',
    allOf: ['red_painful_eye'],
    reason: 'A painful red eye needs an eye check within 24 hours.',
    source: 'NICE CKS Red eye (2022): red flags',
  },
  // Pregnancy.
  {
    id: 'sev_pregnancy_pain_bleeding',
    level: 'urgent',
    allOf: ['pregnancy_possible'],
    anyOf: [
      'abdominal_pain',
      'pelvic_pain_one_sided',
      'vaginal_bleeding_abnormal',
      'severe_abdominal_pain',
      'right_lower_abdominal_pain',
      'suprapubic_pain',
    ],
    reason: 'Pain or bleeding in pregnancy needs same-day assessment.',
    source: 'NICE NG126 Ectopic pregnancy and miscarriage (2019, updated 2023)',
  },
  {
    id: 'sev_pregnancy_severe',
    level: 'emergency',
    allOf: ['pregnancy_possible'],
    anyOf: ['severe_abdominal_pain', 'severe_pain', 'shoulder_tip_pain', 'seizure', 'heavy_bleeding'],
    reason: 'Severe pain or a fit in pregnancy needs emergency care.',
    source: 'NICE NG126 (2019, updated 2023); NICE NG133 Hypertension in pregnancy (2019): eclampsia',
  },
  {
    // Its own rule so that fainting brings the pregnancy question (and pregnancy the fainting
    // one) without bringing every other sign of the rule above: an ectopic pregnancy presents as
    // collapse in a woman who may not know she is pregnant (NICE NG126 1.3.1).
    id: 'sev_faint_in_pregnancy',
    level: 'emergency',
    allOf: ['pregnancy_possible', 'fainting'],
    askWhen: ['fainting'],
    reason: 'Fainting in pregnancy, especially early on, can be internal bleeding: it needs emergency care.',
    source: 'NICE NG126 Ectopic pregnancy and miscarriage (2019, updated 2023), 1.3.1',
  },
  {
    id: 'sev_pregnancy_bleeding_shock',
    level: 'emergency',
    allOf: ['pregnancy_possible', 'vaginal_bleeding_abnormal'],
    anyOf: ['dizziness', 'fainting'],
    reason:
      'Bleeding in pregnancy with dizziness or fainting can be heavy blood loss: it needs emergency care.',
    source: 'NICE NG126 Ectopic pregnancy and miscarriage (2019, updated 2023): haemodynamic instability',
  },
  // Mind, injury and poisoning.
  {
    id: 'sev_overdose',
    level: 'emergency',
    allOf: ['overdose_poisoning'],
    reason: 'An overdose or poisoning needs emergency care now, even if you feel well.',
    source: 'NICE NG225 Self-harm (2022); TOXBASE / UK National Poisons Information Service',
  },
  {
    id: 'sev_self_harm',
    level: 'urgent',
    allOf: ['self_harm'],
    reason: 'Self-harm needs a conversation with a clinician or crisis line today.',
    source: 'NICE NG225 Self-harm (2022)',
  },
  {
    id: 'sev_suicide_screen',
    level: 'emergency',
    allOf: ['suicidal_thoughts', 'suicide_plan'],
    // Low mood brings the direct question about thoughts of suicide (NICE NG222 1.3, NG225).
    askWhen: ['suicidal_thoughts', 'self_harm', 'low_mood'],
    netClause: 'you feel you might act on thoughts of ending your life',
    reason: 'Thoughts of ending your life with a plan need help now from emergency or crisis services.',
    source: 'NICE NG225 Self-harm (2022)',
  },
  {
    id: 'sev_unable_to_walk',
    level: 'urgent',
    allOf: ['unable_to_walk'],
    reason: 'Being unable to walk or stand needs a clinician within 24 hours.',
    source: 'Clinical judgement; NICE CKS Sprains and strains (2020): Ottawa rules',
  },
  // Allergy.
  {
    id: 'sev_lip_swelling_breathing',
    level: 'emergency',
    allOf: ['lip_swelling'],
    anyOf: [
      'shortness_of_breath',
      'breathless_at_rest',
      'wheeze',
      'throat_swelling',
      'fainting',
      'dizziness',
    ],
    askWhen: ['lip_swelling', 'hives', 'allergen_exposure'],
    netClause: 'your throat or tongue swells, or you find it hard to breathe or swallow',
    reason: 'Swollen lips or face with breathing trouble or feeling faint can be anaphylaxis.',
    source: 'Resuscitation Council UK, Emergency treatment of anaphylaxis (2021)',
  },
  // NICE CKS Dyspepsia: heartburn on most days for months, even when antacids help for a while,
  // needs a review (and the alarm features asked); occasional heartburn after a big meal does not.
  {
    id: 'sev_persistent_heartburn',
    level: 'routine',
    allOf: ['heartburn', 'duration_over_3_months'],
    reason:
      'Heartburn for three months or more needs a review by your GP, even if antacids help for a while.',
    source: 'NICE CKS Dyspepsia - unidentified cause (2023) and GORD (2023): review persistent symptoms',
  },
  {
    id: 'sev_lip_swelling',
    level: 'routine',
    allOf: ['lip_swelling'],
    reason:
      'Swelling of the lips or face without breathing trouble is usually a local reaction; a clinician can advise on it.',
    source: 'Resuscitation Council UK (2021); NICE CKS Insect bites and stings (2021): local reactions',
  },
  // Needs a clinician within 24 hours by guideline, whatever the disease.
  {
    id: 'sev_cannot_bear_weight',
    level: 'urgent',
    allOf: ['unable_to_bear_weight'],
    reason: 'An injury you cannot put weight on needs an X-ray or an examination today.',
    source:
      'Ottawa ankle and foot rules (Stiell 1992, validated BMJ 2003 meta-analysis); NICE CKS Sprains and strains (2020)',
  },
  {
    id: 'sev_bloody_diarrhoea',
    level: 'urgent',
    allOf: ['blood_in_stool'],
    anyOf: ['diarrhoea', 'bloody_diarrhoea', 'fever'],
    reason: 'Blood in diarrhoea, or in the stools with a fever, needs a clinician to see you today.',
    source: 'NICE CKS Gastroenteritis (2023): bloody diarrhoea needs same-day assessment',
  },
  {
    id: 'sev_immunosuppressed_infection',
    level: 'urgent',
    allOf: ['immunosuppressed'],
    anyOf: ['sore_throat', 'mouth_ulcers', 'cough', 'dysuria'],
    reason:
      'An infection while your immune system is weakened by treatment needs a blood count and a clinician within 24 hours.',
    source:
      'BNF and NICE CKS DMARDs (2023): sore throat, mouth ulcers or fever on methotrexate or azathioprine need an urgent blood count; NICE CG151',
  },
  {
    id: 'sev_male_uti',
    level: 'urgent',
    allOf: ['dysuria'],
    sex: 'male',
    // Discharge or a new partner points to a sexually transmitted infection: a sexual health clinic, not the same day.
    noneOf: ['penile_discharge', 'vaginal_discharge_unusual', 'new_sexual_partner'],
    reason:
      'Burning or stinging when passing urine in a man needs a urine test and a clinician within 24 hours.',
    source:
      'NICE NG109 Urinary tract infection (lower): antimicrobial prescribing (2018), men; NICE CKS UTI in men (2023)',
  },
  {
    id: 'sev_shingles_near_eye',
    level: 'urgent',
    allOf: ['forehead_shingles'],
    reason:
      'Shingles on the forehead, eyelid or nose can reach the eye: a clinician should see you within 24 hours.',
    source: 'NICE CKS Shingles (2023): herpes zoster ophthalmicus needs same-day assessment',
  },
  // A fever with the burning of a urine infection is the infection reaching the kidney until a
  // clinician says not, loin pain or not (NICE NG111: upper UTI signs include fever and rigors).
  {
    id: 'sev_uti_with_fever',
    level: 'urgent',
    allOf: ['dysuria', 'fever'],
    reason:
      'A fever with burning when passing urine can be a kidney infection: a clinician should see you within 24 hours.',
    source:
      'NICE NG111 Pyelonephritis (acute): antimicrobial prescribing (2018); NICE CKS Urinary tract infection (lower) - women (2024)',
  },
  {
    id: 'sev_pregnancy_uti',
    level: 'urgent',
    allOf: ['pregnancy_possible'],
    anyOf: ['dysuria', 'urinary_frequency', 'cloudy_smelly_urine'],
    reason: 'A urine infection in pregnancy needs a urine test and treatment the same day.',
    source: 'NICE NG109 Urinary tract infection (lower): antimicrobial prescribing (2018), pregnant women',
  },
  {
    id: 'sev_foot_ulcer',
    level: 'routine',
    allOf: ['foot_ulcer'],
    raiseFor: [{ group: 'diabetic', level: 'urgent' }],
    askWhen: ['foot_ulcer'],
    reason: 'A sore on the foot needs a clinician to look at it; with diabetes, within one working day.',
    source: 'NICE NG19 Diabetic foot problems (2015, updated 2019): active diabetic foot problem',
  },
  {
    id: 'sev_sudden_hearing_loss',
    level: 'urgent',
    allOf: ['sudden_hearing_loss'],
    // A blocked ear that the patient takes for wax is how a sudden hearing loss is often told.
    askWhen: ['hearing_loss', 'ear_fullness', 'earwax'],
    reason: 'Hearing lost suddenly needs an ear specialist within 24 hours: treatment works best early.',
    source:
      'NICE NG98 Hearing loss in adults (2018): sudden onset within 30 days, same-day referral; NICE CKS (2023)',
  },
  {
    id: 'sev_reliever_overuse',
    level: 'urgent',
    allOf: ['reliever_overuse'],
    reason:
      'Needing your reliever inhaler more and more means your asthma is not under control: see a clinician within 24 hours.',
    source:
      'BTS/SIGN British guideline on the management of asthma (2019); NICE NG245 Asthma (2024): increasing reliever use',
  },
  {
    id: 'sev_persistent_vomiting',
    level: 'routine',
    allOf: ['persistent_vomiting'],
    raiseFor: [
      { group: 'pregnant', level: 'urgent' },
      { group: 'child', level: 'urgent' },
      { group: 'over_65', level: 'urgent' },
      { group: 'infant_under_3_months', level: 'emergency' },
    ],
    reason:
      'Vomiting that does not stop needs a clinician; in pregnancy, a child or an older person, within 24 hours.',
    source:
      'NICE CKS Nausea/vomiting in pregnancy (2024): refer the same day if unable to keep fluids down or losing weight; NICE CKS Gastroenteritis (2024)',
  },
  {
    id: 'sev_red_painful_leg',
    level: 'urgent',
    allOf: ['red_painful_leg'],
    reason:
      'A leg that has turned red and painful can be a skin infection or a clot: a clinician should see it within 24 hours.',
    source: 'NICE NG141 Cellulitis and erysipelas (2019); NICE NG158 Venous thromboembolic diseases (2020)',
  },
  {
    id: 'sev_fever_over_a_week',
    level: 'urgent',
    allOf: ['fever', 'duration_over_1_week'],
    reason: 'A fever that has lasted more than a week needs a clinician to find the cause within 24 hours.',
    source:
      'Clinical judgement: persistent fever in adults; NICE NG143 (2019): fever for 5 days or more is amber in children',
  },
  {
    id: 'sev_headache_raised_pressure',
    level: 'urgent',
    allOf: ['headache', 'worsening'],
    anyOf: ['vomiting', 'blurred_vision', 'morning_headache'],
    reason:
      'A headache that keeps getting worse with vomiting, blurred vision or on waking needs a clinician within 24 hours.',
    source:
      'NICE CKS Headache - assessment (2024): red flags for raised intracranial pressure; NICE NG12 (2015): progressive headache',
  },
  {
    id: 'sev_left_lower_abdominal_pain',
    level: 'urgent',
    allOf: ['left_lower_abdominal_pain'],
    anyOf: ['vomiting', 'fever', 'worsening'],
    reason:
      'Pain low on the left of the tummy with vomiting, fever or getting worse can be diverticulitis: see a clinician within 24 hours.',
    source:
      'NICE NG147 Diverticular disease (2019): suspected acute diverticulitis; NICE CKS Diverticular disease (2024)',
  },
  {
    id: 'sev_sexual_health',
    level: 'routine',
    allOf: ['new_sexual_partner'],
    anyOf: ['vaginal_discharge_unusual', 'dysuria', 'pelvic_pain_one_sided', 'vaginal_bleeding_abnormal'],
    reason:
      'Genital symptoms after a new partner need a test for infections at a clinic or sexual health service.',
    source:
      'BASHH UK national guidelines on sexually transmitted infections (testing of people with symptoms); NICE CKS Vaginal discharge (2023)',
  },
  {
    id: 'sev_worsening',
    level: 'routine',
    allOf: ['worsening'],
    raiseFor: [
      { group: 'infant_under_3_months', level: 'urgent' },
      { group: 'immunosuppressed', level: 'urgent' },
    ],
    reason: 'Symptoms that keep getting worse need a clinician to look at them.',
    source: 'Clinical judgement (safety-netting: NICE NG143 and NG51)',
  },
];

/** Findings that put a patient in a risk group (the age groups come from the age itself). */
/** Minor problems with a danger sign: the near misses of the self-care conditions (minor-illness.ts). */
const CKS_BURNS = 'NICE CKS Burns and scalds (2020): when to refer';
export const MINOR_DANGER_SIGNS: readonly RedFlagDef[] = [
  {
    id: 'sev_burn_large',
    level: 'emergency',
    allOf: ['large_burn'],
    netClause:
      'a burn is larger than the palm of the hand, looks white or charred, or came from a chemical or electricity',
    reason:
      'A burn larger than the palm of the hand, a deep, chemical or electrical burn needs emergency care.',
    source: `${CKS_BURNS}; NHS: Burns and scalds (go to A&E for large or deep burns)`,
  },
  {
    id: 'sev_burn_young_child',
    level: 'urgent',
    allOf: ['minor_burn'],
    // Under 5.
    maxAge: 4.99,
    reason: 'A burn or scald in a child under 5 needs a clinician to check it today.',
    source: `${CKS_BURNS}: children; NHS: Burns and scalds`,
  },
  {
    id: 'sev_burn_blistered',
    level: 'urgent',
    allOf: ['minor_burn', 'blister'],
    askWhen: ['minor_burn'],
    reason:
      'A blistered burn, above all on the face, hands, feet or genitals, needs a clinician to check it today.',
    source: `${CKS_BURNS}: partial-thickness burns and burns of special areas`,
  },
  {
    id: 'sev_diabetic_blister',
    level: 'urgent',
    allOf: ['known_diabetes', 'blister'],
    reason:
      'A blister or sore with diabetes, above all on the foot, needs a clinician to look at it within one working day.',
    source: 'NICE NG19 Diabetic foot problems (2015, updated 2019): active diabetic foot problem',
  },
  {
    id: 'sev_mouth_ulcer_lasting',
    level: 'routine',
    allOf: ['mouth_ulcers', 'duration_over_1_week'],
    reason:
      'A mouth ulcer that has not healed after a week or two is worth showing to a doctor or dentist; after three weeks it always is.',
    source:
      'NICE NG12 Suspected cancer (2015, updated 2023): unexplained mouth ulceration for more than 3 weeks; NHS: Mouth ulcers',
  },
  {
    id: 'sev_nosebleed_anticoagulated',
    level: 'urgent',
    allOf: ['nosebleed', 'anticoagulant_use'],
    reason: 'A nosebleed while taking blood thinners needs a clinician to check you today.',
    source: 'NICE CKS Epistaxis (nosebleeds) (2024): anticoagulants',
  },
  {
    id: 'sev_one_leg_swollen',
    level: 'urgent',
    allOf: ['leg_swelling_one_sided'],
    // Swelling for months is not a new clot: it needs a routine look, not a same-day scan.
    noneOf: ['duration_over_3_months'],
    reason: 'One swollen, painful calf or leg can be a blood clot (DVT): a clinician should check you today.',
    source: 'NICE NG158 Venous thromboembolic diseases (2020): suspected DVT, assess the same day',
  },
];

export const RISK_GROUP_FINDINGS: Partial<Record<RiskGroup, readonly string[]>> = {
  pregnant: ['pregnancy_possible'],
  immunosuppressed: ['immunosuppressed'],
  diabetic: ['known_diabetes'],
  anticoagulated: ['anticoagulant_use'],
};
