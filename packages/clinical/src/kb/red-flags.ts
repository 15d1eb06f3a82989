import type { RedFlagDef } from './types';

/**
 * Red-flag rules. They always win over the differential: when a rule matches, triage is at least
 * its level whatever the probabilities say. A rule matches when every `allOf` finding is present
 * and, if `anyOf` is given, at least one of those too.
 */
export const RED_FLAGS: readonly RedFlagDef[] = [
  // Emergency: call the emergency number or go to the emergency department now.
  {
    id: 'rf_chest_pain_with_features',
    level: 'emergency',
    allOf: ['chest_pain'],
    anyOf: ['sweating', 'shortness_of_breath', 'pain_radiating_arm_jaw', 'chest_pressure', 'fainting'],
    // Chest pain is asked about its cardiac features before the interview moves on, whatever
    // else the differential has grown to (NICE CG95: the features decide the emergency).
    askWhen: ['chest_pain'],
    reason:
      'Chest pain with sweating, breathlessness, fainting or pain spreading to the arm or jaw can be a heart attack or a clot in the lung.',
    source:
      'NICE CG95 Recent-onset chest pain of suspected cardiac origin (2010, updated 2016), 1.1.1; NICE NG158 (2020)',
  },
  {
    id: 'rf_crushing_chest_pain',
    level: 'emergency',
    allOf: ['chest_pressure'],
    minAge: 30,
    reason: 'Crushing, heavy or tight chest pain can be a heart attack.',
    source:
      'NICE CG95 (2010, updated 2016), 1.1.1: current chest pain suspected to be an acute coronary syndrome',
  },
  {
    id: 'rf_thunderclap_headache',
    level: 'emergency',
    allOf: ['sudden_severe_headache'],
    reason: 'A sudden, severe "worst ever" headache can be bleeding around the brain.',
    source:
      'NICE NG228 Subarachnoid haemorrhage (2022); NICE CG150 Headaches (2012, updated 2021), red flags',
  },
  {
    id: 'rf_face_droop',
    level: 'emergency',
    allOf: ['face_droop'],
    // "my face feels weird on one side": a changed feeling in the face brings the droop question.
    askWhen: ['numbness_tingling', 'facial_weakness_forehead'],
    reason: 'A drooping face can be a stroke: every minute counts.',
    source: 'NICE NG128 Stroke and TIA (2019, updated 2022), 1.1.1 (FAST)',
  },
  {
    id: 'rf_one_sided_weakness',
    level: 'emergency',
    allOf: ['one_sided_weakness'],
    // A foot drop is a nerve or back problem, not a stroke's weakness of one side.
    noneOf: ['foot_drop'],
    reason: 'Sudden weakness or numbness on one side of the body can be a stroke, even if it has passed.',
    source: 'NICE NG128 Stroke and TIA (2019, updated 2022), 1.1.1 (FAST) and 1.1.3 (TIA)',
  },
  {
    id: 'rf_speech_difficulty',
    level: 'emergency',
    allOf: ['speech_difficulty'],
    reason: 'Sudden slurred speech or trouble finding words can be a stroke.',
    source: 'NICE NG128 Stroke and TIA (2019, updated 2022), 1.1.1 (FAST)',
  },
  {
    id: 'rf_throat_swelling',
    level: 'emergency',
    allOf: ['throat_swelling'],
    reason: 'Swelling of the tongue or throat can block the airway (anaphylaxis or angioedema).',
    source: 'Resuscitation Council UK, Emergency treatment of anaphylaxis (2021)',
  },
  {
    id: 'rf_allergic_reaction_breathing',
    level: 'emergency',
    allOf: ['allergen_exposure'],
    anyOf: ['shortness_of_breath', 'wheeze', 'fainting', 'dizziness'],
    reason: 'Breathing trouble or feeling faint after an allergen exposure can be anaphylaxis.',
    source: 'Resuscitation Council UK, Emergency treatment of anaphylaxis (2021)',
  },
  {
    id: 'rf_hives_breathing',
    level: 'emergency',
    allOf: ['hives'],
    anyOf: ['shortness_of_breath', 'wheeze', 'fainting'],
    reason: 'Hives with breathing trouble or fainting can be anaphylaxis.',
    source: 'Resuscitation Council UK, Emergency treatment of anaphylaxis (2021)',
  },
  {
    id: 'rf_fever_meningism',
    level: 'emergency',
    allOf: ['fever'],
    anyOf: ['stiff_neck', 'non_blanching_rash'],
    reason: 'Fever with a stiff neck or a rash that does not fade can be meningitis or meningococcal sepsis.',
    source: 'NICE NG240 Meningitis (bacterial) and meningococcal disease (2024)',
  },
  {
    id: 'rf_non_blanching_rash',
    level: 'emergency',
    allOf: ['non_blanching_rash'],
    reason: 'A rash that does not fade under pressure can be meningococcal disease.',
    source: 'NICE NG240 Meningitis (bacterial) and meningococcal disease (2024)',
  },
  {
    id: 'rf_sepsis_signs',
    level: 'emergency',
    allOf: ['fever'],
    anyOf: ['confusion', 'mottled_skin', 'fast_breathing'],
    reason: 'Fever with confusion, very fast breathing or mottled skin can be sepsis.',
    source: 'NICE NG51 Suspected sepsis (2016, updated 2017): high-risk criteria',
  },
  {
    id: 'rf_infection_with_sepsis_signs',
    level: 'emergency',
    allOf: ['recent_infection'],
    anyOf: ['confusion', 'mottled_skin'],
    reason: 'An infection with new confusion or mottled skin can be sepsis even without a fever.',
    source: 'NICE NG51 Suspected sepsis (2016, updated 2017): high-risk criteria',
  },
  {
    id: 'rf_confusion_with_headache',
    level: 'emergency',
    allOf: ['confusion', 'headache'],
    reason: 'New confusion with headache needs urgent assessment for meningitis, bleeding or stroke.',
    source: 'NICE CG150 Headaches (2012, updated 2021), red flags; NICE NG240 (2024)',
  },
  {
    id: 'rf_vomiting_blood',
    level: 'emergency',
    allOf: ['vomiting_blood'],
    reason: 'Vomiting blood can be bleeding from the stomach or gullet.',
    source: 'NICE CG141 Acute upper gastrointestinal bleeding in over 16s (2012, updated 2016)',
  },
  {
    id: 'rf_black_stools_faint',
    level: 'emergency',
    allOf: ['black_stools'],
    anyOf: ['dizziness', 'fainting'],
    reason: 'Black stools with dizziness or fainting suggest serious bleeding in the gut.',
    source: 'NICE CG141 (2012, updated 2016); Blatchford et al., Lancet 2000',
  },
  {
    id: 'rf_suicide_plan',
    level: 'emergency',
    allOf: ['suicidal_thoughts', 'suicide_plan'],
    reason: 'Thoughts of ending your life with a plan need help now from emergency or crisis services.',
    source: 'NICE NG225 Self-harm (2022); NICE NG222 Depression in adults (2022), 1.3',
  },
  {
    id: 'rf_ectopic_collapse',
    level: 'emergency',
    allOf: ['pregnancy_possible', 'pelvic_pain_one_sided'],
    anyOf: ['fainting', 'dizziness', 'shoulder_tip_pain'],
    reason:
      'Possible pregnancy with one-sided pelvic pain and fainting, dizziness or shoulder-tip pain can be a bleeding ectopic pregnancy.',
    source: 'NICE NG126 Ectopic pregnancy and miscarriage (2019, updated 2023), 1.3',
  },
  {
    id: 'rf_dka',
    level: 'emergency',
    allOf: ['known_diabetes', 'vomiting'],
    anyOf: ['fast_breathing', 'abdominal_pain', 'confusion', 'high_glucose_reading', 'excessive_thirst'],
    reason:
      'Vomiting in someone with diabetes, with tummy pain, fast breathing, thirst or high sugars, can be diabetic ketoacidosis.',
    source: 'Joint British Diabetes Societies, The management of diabetic ketoacidosis in adults (2021)',
  },
  {
    id: 'rf_sudden_breathlessness',
    level: 'emergency',
    allOf: ['shortness_of_breath', 'sudden_onset'],
    reason: 'Sudden breathlessness can be a clot in the lung, a collapsed lung or a heart problem.',
    source: 'NICE NG158 Venous thromboembolic diseases (2020); clinical judgement',
  },
  {
    id: 'rf_breathless_clot_signs',
    level: 'emergency',
    allOf: ['shortness_of_breath'],
    anyOf: ['leg_swelling_one_sided', 'coughing_blood'],
    reason: 'Breathlessness with a swollen calf or coughing up blood can be a clot in the lung.',
    source: 'NICE NG158 Venous thromboembolic diseases (2020); Wells et al., Thromb Haemost 2000',
  },
  {
    id: 'rf_cauda_equina',
    level: 'emergency',
    allOf: ['saddle_numbness'],
    reason:
      'Numbness around the bottom or loss of bladder or bowel control can mean the spinal nerves are squeezed (cauda equina syndrome).',
    source:
      'NICE NG59 Low back pain and sciatica (2016, updated 2020); GIRFT National Suspected Cauda Equina Syndrome Pathway (2023)',
  },
  {
    id: 'rf_right_lower_abdominal_pain',
    level: 'emergency',
    allOf: ['right_lower_abdominal_pain'],
    anyOf: ['fever', 'vomiting', 'pain_worse_moving'],
    reason:
      'Pain low on the right of the tummy with fever, vomiting or pain on moving can be appendicitis and needs same-day surgical assessment.',
    source: 'Di Saverio et al., WSES Jerusalem guidelines on acute appendicitis, World J Emerg Surg 2020',
  },
  // Urgent: see a clinician within 24 hours.
  {
    id: 'rf_fever_flank_pain',
    level: 'urgent',
    allOf: ['fever', 'flank_pain'],
    reason: 'Fever with pain in the side or back can be a kidney infection.',
    source: 'NICE NG111 Pyelonephritis (acute) (2018); NICE NG118 Renal and ureteric stones (2019)',
  },
  {
    id: 'rf_weight_loss_night_sweats',
    level: 'urgent',
    allOf: ['weight_loss', 'night_sweats'],
    reason: 'Losing weight without trying together with night sweats needs prompt investigation.',
    source: 'NICE NG12 Suspected cancer: recognition and referral (2015, updated 2023)',
  },
  {
    id: 'rf_difficulty_swallowing',
    level: 'urgent',
    allOf: ['difficulty_swallowing'],
    reason: 'Food sticking when swallowing needs prompt investigation of the gullet.',
    source: 'NICE NG12 Suspected cancer: recognition and referral (2015, updated 2023), 1.2.1',
  },
  {
    id: 'rf_rectal_bleeding_weight_loss',
    level: 'urgent',
    allOf: ['blood_in_stool', 'weight_loss'],
    reason: 'Blood in the stools with weight loss needs prompt investigation of the bowel.',
    source: 'NICE NG12 Suspected cancer: recognition and referral (2015, updated 2023), 1.3',
  },
  {
    id: 'rf_jaundice',
    level: 'urgent',
    allOf: ['jaundice'],
    reason: 'Yellow skin or eyes needs blood tests and assessment within a day.',
    source:
      'NICE NG12 (2015, updated 2023): jaundice; Kwo et al., ACG Clinical Guideline, Am J Gastroenterol 2017',
  },
  {
    id: 'rf_suicidal_thoughts',
    level: 'urgent',
    allOf: ['suicidal_thoughts'],
    reason: 'Thoughts of suicide need a conversation with a clinician or crisis line today.',
    source: 'NICE NG222 Depression in adults (2022), 1.3; NICE NG225 Self-harm (2022)',
  },
  {
    id: 'rf_jaw_claudication',
    level: 'urgent',
    allOf: ['headache', 'jaw_pain_chewing'],
    minAge: 50,
    reason:
      'A new headache with jaw pain on chewing after 50 can be giant cell arteritis, which can threaten sight.',
    source:
      'Mackie et al., BSR guideline on diagnosis and management of giant cell arteritis, Rheumatology 2020',
  },
  {
    id: 'rf_new_headache_visual_older',
    level: 'urgent',
    allOf: ['headache', 'blurred_vision'],
    minAge: 50,
    reason:
      'A new headache with changes in vision after 50 can be giant cell arteritis or raised pressure in the eye.',
    source:
      'Mackie et al., BSR GCA guideline, Rheumatology 2020; NICE CG150 Headaches (2012, updated 2021), red flags',
  },
  {
    id: 'rf_black_stools',
    level: 'urgent',
    allOf: ['black_stools'],
    noneOf: ['iron_tablets'],
    reason: 'Black, tarry stools can be bleeding from the stomach and need assessment the same day.',
    source: 'NICE CG141 Acute upper gastrointestinal bleeding (2012, updated 2016)',
  },
  {
    id: 'rf_pregnancy_pelvic_pain',
    level: 'urgent',
    allOf: ['pregnancy_possible', 'pelvic_pain_one_sided'],
    reason: 'One-sided pelvic pain in early pregnancy needs same-day assessment for an ectopic pregnancy.',
    source: 'NICE NG126 Ectopic pregnancy and miscarriage (2019, updated 2023), 1.3.2',
  },
  {
    id: 'rf_orthopnoea_oedema',
    level: 'urgent',
    allOf: ['orthopnoea', 'ankle_swelling'],
    reason: 'Breathlessness lying flat with swollen ankles can be heart failure.',
    source: 'NICE NG106 Chronic heart failure in adults (2018), 1.2',
  },
  {
    id: 'rf_palpitations_fainting',
    level: 'urgent',
    allOf: ['palpitations', 'fainting'],
    reason: 'Palpitations with fainting can be a dangerous heart rhythm.',
    source: 'NICE CG109 Transient loss of consciousness (blackouts) in over 16s (2010, updated 2023)',
  },
  {
    id: 'rf_fever_hot_joint',
    level: 'urgent',
    allOf: ['fever', 'acute_single_joint_red_hot'],
    reason: 'A hot, swollen joint with fever can be an infected joint (septic arthritis).',
    source:
      'Richette et al., EULAR gout diagnosis recommendations, Ann Rheum Dis 2020; BSR/BOA guideline on the hot swollen joint (Coakley et al., Rheumatology 2006)',
  },
  {
    id: 'rf_back_pain_fever',
    level: 'urgent',
    allOf: ['low_back_pain', 'fever'],
    reason: 'Back pain with fever can be a spinal or kidney infection.',
    source: 'NICE NG59 Low back pain and sciatica (2016, updated 2020): red flags',
  },
];
