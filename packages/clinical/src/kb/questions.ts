import type { MedicalCategory } from '@labwise/domain';
import type { AnswerMapping, QuestionDef } from './types';

/**
 * The knowledge base's questions: one per informative finding or small group, in plain words.
 * The engine picks the next one by expected information gain. Ids are stable: stored answers
 * refer to them.
 */

type Extra = Partial<Pick<QuestionDef, 'context' | 'appliesTo' | 'source'>>;

function yn(
  id: string,
  finding: string,
  text: string,
  category: MedicalCategory = 'symptom_assessment',
  extra: Extra = {},
): QuestionDef {
  return {
    id,
    text,
    type: 'yes_no',
    medical_category: category,
    required: true,
    mapping: { kind: 'yes_no', finding },
    informs: [finding],
    ...extra,
  };
}

const history = (id: string, finding: string, text: string, extra: Extra = {}) =>
  yn(id, finding, text, 'medical_history', extra);

const FEMALE = { sex: 'female' } as const;
const FEMALE_FERTILE = { sex: 'female', minAge: 12, maxAge: 55 } as const;

/** "How did it start?" and "How long?" are shared by many conditions. */
export const ONSET_MAPPING: AnswerMapping = {
  kind: 'single_choice',
  options: [
    { value: 'sudden', label: 'Suddenly, within minutes', present: ['sudden_onset'] },
    { value: 'hours_days', label: 'Over hours or a few days', absent: ['sudden_onset'] },
    { value: 'gradual', label: 'Gradually, over weeks or longer', absent: ['sudden_onset'] },
  ],
};

export const DURATION_MAPPING: AnswerMapping = {
  kind: 'single_choice',
  options: [
    {
      value: 'under_1_week',
      label: 'Less than a week',
      present: ['duration_under_1_week'],
      absent: ['duration_over_3_months'],
    },
    {
      value: '1_week_3_months',
      label: 'Between a week and three months',
      absent: ['duration_under_1_week', 'duration_over_3_months'],
    },
    {
      value: 'over_3_months',
      label: 'More than three months',
      present: ['duration_over_3_months'],
      absent: ['duration_under_1_week'],
    },
  ],
};

export const DIET_MAPPING: AnswerMapping = {
  kind: 'single_choice',
  options: [
    { value: 'varied', label: 'A varied diet including meat or fish', absent: ['vegan_diet', 'poor_diet'] },
    {
      value: 'vegetarian_vegan',
      label: 'Vegetarian or vegan',
      present: ['vegan_diet'],
      absent: ['poor_diet'],
    },
    {
      value: 'limited',
      label: 'Limited: I often skip meals or eat little fresh food',
      present: ['poor_diet'],
      absent: ['vegan_diet'],
    },
  ],
};

export const DAYTIME_SLEEPINESS_MAPPING: AnswerMapping = {
  kind: 'scale',
  bands: [
    { min: 1, max: 3, absent: ['daytime_sleepiness'] },
    { min: 4, max: 6 },
    { min: 7, max: 10, present: ['daytime_sleepiness'] },
  ],
};

const GENERAL: readonly QuestionDef[] = [
  yn('q_fatigue', 'fatigue', 'Have you been feeling unusually tired or low in energy?'),
  yn('q_fever', 'fever', 'Have you had a fever or a high temperature (38 °C or more)?'),
  yn('q_chills_rigors', 'chills_rigors', 'Have you had chills or felt shivery?'),
  yn('q_rigors', 'rigors', 'Have you had shaking attacks you could not stop, with your teeth chattering?'),
  yn(
    'q_testicular_pain',
    'testicular_pain',
    'Is there pain or swelling in a testicle?',
    'symptom_assessment',
    {
      appliesTo: { sex: 'male' },
      context: 'Boys often call this tummy ache.',
    },
  ),
  yn(
    'q_pain_out_of_proportion',
    'pain_out_of_proportion',
    'Is the pain much worse than the wound or the skin looks?',
  ),
  yn('q_night_sweats', 'night_sweats', 'Do you wake up at night drenched in sweat?'),
  yn('q_weight_loss', 'weight_loss', 'Have you lost weight without trying?', 'symptom_assessment', {
    context: 'For example, clothes getting looser or more than about 5% of your weight over a few months.',
  }),
  yn('q_weight_gain', 'weight_gain', 'Have you put on weight recently without eating more?'),
  yn('q_loss_of_appetite', 'loss_of_appetite', 'Have you lost your appetite?'),
  yn('q_muscle_aches', 'muscle_aches', 'Do your muscles ache, or do your legs feel weak?'),
  yn('q_pallor', 'pallor', 'Have you or others noticed that you look paler than usual?'),
  yn('q_cold_intolerance', 'cold_intolerance', 'Do you feel the cold much more than the people around you?'),
  yn(
    'q_heat_intolerance',
    'heat_intolerance',
    'Do you find heat hard to bear, feeling hot when others are comfortable?',
  ),
  yn('q_excessive_thirst', 'excessive_thirst', 'Are you much thirstier than usual?'),
  yn('q_polyuria', 'polyuria', 'Are you passing much more urine than usual?'),
  yn('q_blurred_vision', 'blurred_vision', 'Has your vision become blurred or doubled?'),
  history(
    'q_recurrent_infections',
    'recurrent_infections',
    'Do you keep getting infections such as thrush, or do cuts heal slowly?',
  ),
  yn('q_dizziness', 'dizziness', 'Do you feel dizzy or light-headed?'),
  yn('q_fainting', 'fainting', 'Have you fainted or nearly fainted?'),
  yn(
    'q_feeling_very_unwell',
    'feeling_very_unwell',
    'Do you feel very unwell, worse than you have ever felt?',
  ),
  yn('q_sweating', 'sweating', 'Are you sweating or clammy without having exerted yourself?'),
  yn('q_itchy_skin', 'itchy_skin', 'Is your skin itchy without a rash?'),
  yn('q_hair_loss', 'hair_loss', 'Have you noticed hair loss or thinning hair?'),
  yn('q_dry_skin', 'dry_skin', 'Has your skin become dry or rough?'),
  yn('q_tremor', 'tremor', 'Do your hands shake or tremble?'),
  yn('q_swollen_glands', 'swollen_glands', 'Do you have swollen glands (lumps) in your neck?'),
];

const HEART_CHEST: readonly QuestionDef[] = [
  yn('q_shortness_of_breath', 'shortness_of_breath', 'Are you short of breath?'),
  yn(
    'q_breathless_on_exertion',
    'breathless_on_exertion',
    'Do you get out of breath more easily than before, for example on stairs?',
  ),
  yn('q_orthopnoea', 'orthopnoea', 'Do you get breathless when lying flat, or need extra pillows to sleep?'),
  yn('q_ankle_swelling', 'ankle_swelling', 'Are both of your ankles or legs swollen?'),
  yn('q_chest_pain', 'chest_pain', 'Do you have pain or discomfort in your chest?'),
  yn('q_chest_pressure', 'chest_pressure', 'Does your chest feel crushed, heavy, squeezed or tight?'),
  yn(
    'q_pain_radiating_arm_jaw',
    'pain_radiating_arm_jaw',
    'Does chest pain spread to your arm, jaw, neck or back?',
  ),
  yn(
    'q_pleuritic_chest_pain',
    'pleuritic_chest_pain',
    'Do you have a sharp pain in your chest or side that gets worse when you breathe in?',
  ),
  yn('q_palpitations', 'palpitations', 'Have you felt your heart racing, pounding or fluttering?'),
  yn('q_irregular_heartbeat', 'irregular_heartbeat', 'Does your heartbeat or pulse feel irregular?'),
  yn('q_leg_swelling_one_sided', 'leg_swelling_one_sided', 'Is one calf or leg swollen, red or painful?'),
  yn('q_coughing_blood', 'coughing_blood', 'Have you coughed up blood?'),
  yn('q_cough', 'cough', 'Do you have a cough?'),
  yn('q_productive_cough', 'productive_cough', 'Are you coughing up phlegm (mucus)?'),
  yn('q_wheeze', 'wheeze', 'Are you wheezing, or does your breathing whistle?'),
  yn('q_fast_breathing', 'fast_breathing', 'Are you breathing much faster than normal, even at rest?'),
  yn('q_mottled_skin', 'mottled_skin', 'Is the skin mottled, blotchy, grey or bluish, or are the lips blue?'),
];

const NOSE_THROAT: readonly QuestionDef[] = [
  yn('q_sore_throat', 'sore_throat', 'Do you have a sore throat?'),
  yn('q_runny_nose', 'runny_nose', 'Do you have a runny or blocked nose, or are you sneezing?'),
  yn('q_itchy_eyes', 'itchy_eyes', 'Are your eyes itchy or watery?'),
  history(
    'q_seasonal_symptoms',
    'seasonal_symptoms',
    'Do these symptoms come back at the same time every year, for example in spring or summer?',
  ),
  yn('q_tonsil_exudate', 'tonsil_exudate', 'Can you see white spots or pus on your tonsils?'),
  history('q_sick_contacts', 'sick_contacts', 'Has anyone around you had the same illness recently?'),
];

const NEURO: readonly QuestionDef[] = [
  yn('q_headache', 'headache', 'Do you have a headache?'),
  yn(
    'q_sudden_severe_headache',
    'sudden_severe_headache',
    'Did a severe headache come on suddenly, reaching its worst within a minute or so?',
  ),
  yn(
    'q_headache_band_like',
    'headache_band_like',
    'Does the headache feel like a tight band or pressure around your head?',
  ),
  yn(
    'q_unilateral_throbbing_headache',
    'unilateral_throbbing_headache',
    'Is the headache throbbing, and mostly on one side of your head?',
  ),
  yn('q_photophobia', 'photophobia', 'Does light hurt your eyes or make symptoms worse?'),
  yn(
    'q_visual_aura',
    'visual_aura',
    'Before the headache, do you see zigzag lines, flashing lights or a blind spot?',
  ),
  history('q_recurrent_headaches', 'recurrent_headaches', 'Have you had headaches like this before?'),
  yn('q_stiff_neck', 'stiff_neck', 'Is your neck stiff, so it hurts to bend your chin to your chest?'),
  yn(
    'q_non_blanching_rash',
    'non_blanching_rash',
    'Is there a rash that does not fade when you press a glass against it?',
    'symptom_assessment',
    {
      context:
        'Press the side of a clear glass firmly on the rash. If you can still see the spots through the glass, the rash does not fade.',
    },
  ),
  yn(
    'q_confusion',
    'confusion',
    'Are you (or the person you are answering for) confused or unusually drowsy?',
  ),
  yn(
    'q_one_sided_weakness',
    'one_sided_weakness',
    'Have you had sudden weakness or numbness in the face, arm or leg on one side of the body?',
  ),
  yn('q_face_droop', 'face_droop', 'Has one side of your face drooped?'),
  yn(
    'q_speech_difficulty',
    'speech_difficulty',
    'Have you had sudden slurred speech or trouble finding or understanding words?',
  ),
  yn(
    'q_numbness_tingling',
    'numbness_tingling',
    'Do you have pins and needles or numbness in your hands or feet?',
  ),
  yn('q_brain_fog', 'brain_fog', 'Have you had trouble concentrating or remembering things?'),
  yn(
    'q_jaw_pain_chewing',
    'jaw_pain_chewing',
    'Does your jaw ache when you chew, easing when you stop?',
    'symptom_assessment',
    { appliesTo: { minAge: 50 } },
  ),
  yn('q_morning_headache', 'morning_headache', 'Do you often wake up with a headache?'),
];

const ALLERGY: readonly QuestionDef[] = [
  yn('q_throat_swelling', 'throat_swelling', 'Are your lips, tongue or throat swelling?'),
  yn('q_hives', 'hives', 'Have you come out in hives (raised, itchy welts)?'),
  history(
    'q_allergen_exposure',
    'allergen_exposure',
    'Did this start soon after an insect sting, a food, or a medicine you might be allergic to?',
  ),
];

const DIGESTIVE: readonly QuestionDef[] = [
  yn('q_abdominal_pain', 'abdominal_pain', 'Do you have pain in your tummy (abdomen)?'),
  yn(
    'q_right_lower_abdominal_pain',
    'right_lower_abdominal_pain',
    'Is the tummy pain low down on the right side?',
  ),
  yn(
    'q_right_upper_abdominal_pain',
    'right_upper_abdominal_pain',
    'Do you have pain or an ache under your ribs on the right side?',
  ),
  yn('q_pain_worse_moving', 'pain_worse_moving', 'Is the pain worse when you move, walk or cough?'),
  yn('q_nausea', 'nausea', 'Do you feel sick (nauseous)?'),
  yn('q_vomiting', 'vomiting', 'Have you been vomiting?'),
  yn('q_heartburn', 'heartburn', 'Do you get heartburn, a burning feeling behind the breastbone?'),
  yn(
    'q_acid_regurgitation',
    'acid_regurgitation',
    'Do you get a sour or acid taste coming up into your mouth?',
  ),
  yn('q_difficulty_swallowing', 'difficulty_swallowing', 'Does food stick or feel hard to swallow?'),
  yn('q_bloating', 'bloating', 'Do you often feel bloated or have a lot of wind?'),
  yn('q_diarrhoea', 'diarrhoea', 'Do you have diarrhoea (loose or watery stools)?'),
  yn('q_constipation', 'constipation', 'Are you constipated?'),
  yn(
    'q_pain_relieved_by_defecation',
    'pain_relieved_by_defecation',
    'Does the tummy pain ease after you open your bowels?',
  ),
  yn(
    'q_symptoms_after_dairy',
    'symptoms_after_dairy',
    'Do symptoms come on after milk or other dairy foods?',
  ),
  yn(
    'q_vomiting_blood',
    'vomiting_blood',
    'Have you vomited blood or something that looks like coffee grounds?',
  ),
  yn('q_black_stools', 'black_stools', 'Are your stools black and sticky like tar?'),
  yn('q_blood_in_stool', 'blood_in_stool', 'Have you seen blood in or on your stools?'),
  yn('q_jaundice', 'jaundice', 'Have your skin or the whites of your eyes turned yellow?'),
  yn('q_dark_urine', 'dark_urine', 'Has your urine been unusually dark, like tea?'),
  yn('q_abdominal_swelling', 'abdominal_swelling', 'Has your tummy swollen up?'),
  yn('q_mouth_ulcers', 'mouth_ulcers', 'Do you keep getting mouth ulcers?'),
  yn('q_sore_tongue', 'sore_tongue', 'Is your tongue sore, red or unusually smooth?'),
];

const URINARY: readonly QuestionDef[] = [
  yn('q_dysuria', 'dysuria', 'Does it burn or sting when you pass urine?'),
  yn('q_urinary_frequency', 'urinary_frequency', 'Do you need to pass urine more often than usual?'),
  yn('q_cloudy_smelly_urine', 'cloudy_smelly_urine', 'Is your urine cloudy or strong-smelling?'),
  yn('q_blood_in_urine', 'blood_in_urine', 'Have you seen blood in your urine, or is it pink or red?'),
  yn(
    'q_suprapubic_pain',
    'suprapubic_pain',
    'Do you have an ache low in your tummy, just above the pubic bone?',
  ),
  yn('q_flank_pain', 'flank_pain', 'Do you have pain in your side or back, just below the ribs?'),
  yn('q_colicky_pain', 'colicky_pain', 'Does the pain come in waves, or spread towards your groin?'),
  yn('q_nocturia', 'nocturia', 'Do you get up at night to pass urine more than you used to?'),
  yn('q_foamy_urine', 'foamy_urine', 'Is your urine frothy or foamy?'),
];

const JOINTS: readonly QuestionDef[] = [
  yn('q_joint_pain', 'joint_pain', 'Do you have pain in your joints?'),
  yn('q_joint_swelling', 'joint_swelling', 'Are any of your joints swollen?'),
  {
    id: 'q_morning_stiffness',
    text: 'In the morning, how long are your joints or muscles stiff?',
    type: 'multiple_choice',
    medical_category: 'symptom_assessment',
    required: true,
    mapping: {
      kind: 'single_choice',
      options: [
        { value: 'none', label: 'Not stiff', absent: ['morning_stiffness_long'] },
        { value: 'under_30_minutes', label: 'Less than 30 minutes', absent: ['morning_stiffness_long'] },
        { value: 'over_30_minutes', label: '30 minutes or longer', present: ['morning_stiffness_long'] },
      ],
    },
    informs: ['morning_stiffness_long'],
  },
  yn(
    'q_symmetric_small_joint_pain',
    'symmetric_small_joint_pain',
    'Are the small joints of both hands, wrists or feet painful or swollen?',
  ),
  yn(
    'q_acute_single_joint_red_hot',
    'acute_single_joint_red_hot',
    'Has one joint (for example the big toe) suddenly become red, hot and very painful?',
  ),
  yn(
    'q_shoulder_hip_stiffness',
    'shoulder_hip_stiffness',
    'Do both your shoulders or hips ache and feel stiff, making it hard to lift your arms or get up?',
  ),
  yn(
    'q_joint_pain_activity',
    'joint_pain_activity',
    'Are your knees, hips or hands painful when you use them and better with rest?',
  ),
  yn('q_widespread_pain', 'widespread_pain', 'Do you have pain in many parts of your body at once?'),
  yn('q_low_back_pain', 'low_back_pain', 'Do you have low back pain?'),
  history(
    'q_recent_lifting_strain',
    'recent_lifting_strain',
    'Did it start after lifting, twisting or straining?',
  ),
  yn(
    'q_saddle_numbness',
    'saddle_numbness',
    'Is there numbness around your bottom or genitals, or any new trouble controlling your bladder or bowels?',
  ),
  history('q_ankle_injury', 'ankle_injury', 'Did you twist or roll your ankle?'),
  yn(
    'q_unable_to_bear_weight',
    'unable_to_bear_weight',
    'Are you unable to put weight on it or walk four steps?',
  ),
  yn(
    'q_cast_problem',
    'cast_problem',
    'Is the pain under the plaster cast getting worse, or are the fingers or toes numb, pale, blue or swollen?',
  ),
  yn('q_bone_pain', 'bone_pain', 'Do your bones ache?'),
  yn(
    'q_muscle_tension',
    'muscle_tension',
    'Do you often feel tense, for example in your neck and shoulders?',
  ),
  history(
    'q_previous_similar_episodes',
    'previous_similar_episodes',
    'Have you had this same problem before?',
  ),
];

const SKIN_HORMONAL: readonly QuestionDef[] = [
  yn(
    'q_malar_rash',
    'malar_rash',
    'Do you get a red rash across your cheeks and nose, especially after sun?',
  ),
  yn('q_raynaud', 'raynaud', 'Do your fingers turn white or blue in the cold?'),
  yn('q_acne', 'acne', 'Do you have acne?'),
  yn(
    'q_excess_hair_growth',
    'excess_hair_growth',
    'Have you noticed extra dark hair on your face, chest or tummy?',
    'symptom_assessment',
    { appliesTo: FEMALE },
  ),
  yn(
    'q_heavy_periods',
    'heavy_periods',
    'Are your periods heavy, for example flooding or needing to change protection every hour or two?',
    'symptom_assessment',
    { appliesTo: FEMALE_FERTILE },
  ),
  yn(
    'q_irregular_periods',
    'irregular_periods',
    'Have your periods become irregular, infrequent or stopped?',
    'symptom_assessment',
    { appliesTo: FEMALE_FERTILE },
  ),
  yn('q_hot_flushes', 'hot_flushes', 'Do you have hot flushes?', 'symptom_assessment', {
    appliesTo: { sex: 'female', minAge: 30 },
  }),
  history(
    'q_pregnancy_possible',
    'pregnancy_possible',
    'Could you be pregnant, for example is your period late?',
    { appliesTo: FEMALE_FERTILE },
  ),
  yn(
    'q_pelvic_pain_one_sided',
    'pelvic_pain_one_sided',
    'Do you have pain low down on one side of your tummy or pelvis?',
    'symptom_assessment',
    { appliesTo: FEMALE_FERTILE },
  ),
  yn(
    'q_vaginal_bleeding_abnormal',
    'vaginal_bleeding_abnormal',
    'Have you had unexpected vaginal bleeding or spotting?',
    'symptom_assessment',
    { appliesTo: FEMALE },
  ),
  yn('q_shoulder_tip_pain', 'shoulder_tip_pain', 'Do you have pain at the tip of your shoulder?'),
  history(
    'q_difficulty_conceiving',
    'difficulty_conceiving',
    'Have you been trying to get pregnant for a year or more without success?',
    { appliesTo: { sex: 'female', minAge: 18, maxAge: 50 } },
  ),
];

const MIND_SLEEP: readonly QuestionDef[] = [
  yn('q_low_mood', 'low_mood', 'Have you been feeling down, low or hopeless most days?'),
  yn('q_anhedonia', 'anhedonia', 'Have you lost interest or pleasure in things you usually enjoy?'),
  yn('q_anxiety', 'anxiety', 'Do you feel anxious, on edge or unable to stop worrying most days?'),
  yn(
    'q_suicidal_thoughts',
    'suicidal_thoughts',
    'Have you had thoughts that you would be better off dead, or of ending your life?',
    'symptom_assessment',
    {
      context:
        'If you are in danger now, call your local emergency number.\nYou can also talk to a crisis line at any time of day.',
    },
  ),
  yn(
    'q_suicide_plan',
    'suicide_plan',
    'Have you thought about how you would end your life, or made any plans?',
    'symptom_assessment',
    {
      context: 'If you are in danger now, call your local emergency number.',
    },
  ),
  yn('q_difficulty_sleeping', 'difficulty_sleeping', 'Do you have trouble falling asleep or staying asleep?'),
  history(
    'q_recent_stressor',
    'recent_stressor',
    'Have you been under a lot of stress, or had a big change in your life recently?',
  ),
  yn('q_snoring', 'snoring', 'Do you snore loudly (or have you been told so)?'),
  yn(
    'q_witnessed_apnoeas',
    'witnessed_apnoeas',
    'Has anyone seen you stop breathing or gasp for air in your sleep?',
  ),
  {
    id: 'q_daytime_sleepiness',
    text: 'How easily do you doze off during the day, for example reading or watching TV?',
    type: 'scale',
    medical_category: 'symptom_assessment',
    required: true,
    scaleLabels: { min: 'Never', max: 'Very easily' },
    mapping: DAYTIME_SLEEPINESS_MAPPING,
    informs: ['daytime_sleepiness'],
    source: 'Daytime sleepiness as a feature of sleep apnoea (NICE NG202, 2021); original wording',
  },
  yn(
    'q_unrefreshing_sleep',
    'unrefreshing_sleep',
    'Do you wake up feeling unrefreshed, even after a full night?',
  ),
  yn(
    'q_post_exertional_malaise',
    'post_exertional_malaise',
    'After physical or mental effort, do you feel much worse for a day or more?',
  ),
];

const TIMING: readonly QuestionDef[] = [
  {
    id: 'q_onset',
    text: 'How did your main symptom start?',
    type: 'multiple_choice',
    medical_category: 'symptom_assessment',
    required: true,
    mapping: ONSET_MAPPING,
    informs: ['sudden_onset'],
  },
  {
    id: 'q_duration',
    text: 'How long have you had your main symptom?',
    type: 'multiple_choice',
    medical_category: 'symptom_assessment',
    required: true,
    mapping: DURATION_MAPPING,
    informs: ['duration_under_1_week', 'duration_over_3_months'],
  },
];

/**
 * Severity signs that a rule reads and that no other question asks: without these the rule could
 * fire only when the patient happened to write the sign. The engine asks one when the answers make
 * its rule plausible (red-flag bonus) or when the rule's trigger is present (`askWhen`).
 */
const SEVERITY_SIGNS: readonly QuestionDef[] = [
  yn(
    'q_reliever_not_helping',
    'reliever_not_helping',
    'Is your reliever (usually blue) inhaler not helping, or helping for less than 4 hours?',
  ),
  yn('q_stridor', 'stridor', 'Is there a harsh, high-pitched noise when breathing in?'),
  yn(
    'q_drooling_cannot_swallow',
    'drooling_cannot_swallow',
    'Are you unable to swallow your own saliva, or drooling?',
  ),
  yn(
    'q_flashes_floaters',
    'flashes_floaters',
    'Have you noticed new flashes of light, or a shower of new floaters, in one eye?',
  ),
  yn('q_spreading_redness', 'spreading_redness', 'Is the red, hot skin spreading quickly?'),
  yn(
    'q_tearing_chest_pain',
    'tearing_chest_pain',
    'Is the pain tearing or ripping, going through to the back?',
  ),
  yn('q_cold_white_limb', 'cold_white_limb', 'Has an arm or a leg gone suddenly cold, pale, white or blue?'),
  yn(
    'q_sudden_hearing_loss',
    'sudden_hearing_loss',
    'Did the hearing go suddenly, over a few hours or overnight?',
  ),
];

const HISTORY_RISK: readonly QuestionDef[] = [
  {
    id: 'q_diet',
    text: 'Which best describes your diet?',
    type: 'multiple_choice',
    medical_category: 'medical_history',
    required: true,
    mapping: DIET_MAPPING,
    informs: ['vegan_diet', 'poor_diet'],
  },
  history(
    'q_alcohol_excess',
    'alcohol_excess',
    'Do you usually drink more than 14 units of alcohol a week?',
    {
      context: '14 units is about 6 pints of average-strength beer or 6 medium glasses of wine.',
      source: "UK Chief Medical Officers' low-risk drinking guidelines (2016)",
    },
  ),
  history(
    'q_metformin_ppi_use',
    'metformin_ppi_use',
    'Do you take metformin, or acid-reducing tablets such as omeprazole, long term?',
  ),
  history(
    'q_nsaid_use',
    'nsaid_use',
    'Do you regularly take ibuprofen, naproxen, aspirin or similar painkillers?',
  ),
  // A fever or shivers with a weakened immune system is an emergency (NICE CG151), and patients
  // rarely say so unasked: the interview asks once a fever, shivers or an infection is in.
  history(
    'q_immunosuppressed',
    'immunosuppressed',
    'Do you have a weakened immune system: chemotherapy in the last 6 weeks, a transplant, high-dose steroids, or medicines such as methotrexate, carbimazole or clozapine?',
  ),
  history(
    'q_anticoagulant_use',
    'anticoagulant_use',
    'Do you take a blood thinner such as warfarin, apixaban, rivaroxaban, edoxaban or dabigatran?',
  ),
  history('q_overweight', 'overweight', 'Are you overweight (a body mass index over 25)?'),
  history('q_smoker', 'smoker', 'Do you smoke?'),
  {
    id: 'q_family_history',
    text: 'Has a parent, brother or sister had any of these?',
    type: 'multiple_choice',
    medical_category: 'medical_history',
    required: true,
    mapping: {
      kind: 'multi_select',
      options: [
        { value: 'diabetes', label: 'Diabetes', finding: 'family_history_diabetes' },
        {
          value: 'early_heart_disease',
          label: 'A heart attack or stroke before 60',
          finding: 'family_history_heart_disease',
        },
        { value: 'coeliac', label: 'Coeliac disease', finding: 'family_history_coeliac' },
        {
          value: 'haemochromatosis',
          label: 'Haemochromatosis (iron overload)',
          finding: 'family_history_iron_overload',
        },
        { value: 'none', label: 'None of these', finding: null },
      ],
    },
    informs: [
      'family_history_diabetes',
      'family_history_heart_disease',
      'family_history_coeliac',
      'family_history_iron_overload',
    ],
  },
  history('q_known_diabetes', 'known_diabetes', 'Do you have diabetes?'),
  history('q_high_glucose_reading', 'high_glucose_reading', 'Has a recent blood sugar reading been high?'),
  history(
    'q_high_bp_reading',
    'high_bp_reading',
    'Have you been told your blood pressure is high, or had a high reading recently?',
  ),
  history(
    'q_history_heart_disease',
    'history_heart_disease',
    'Have you had a heart attack, angina or heart failure?',
  ),
  history(
    'q_recent_surgery_or_immobility',
    'recent_surgery_or_immobility',
    'In the last month, have you had an operation, a long journey (over 4 hours) or been stuck in bed?',
  ),
  history('q_previous_clot', 'previous_clot', 'Have you ever had a blood clot in a leg or lung?'),
  history(
    'q_recent_infection',
    'recent_infection',
    'Do you have an infection at the moment, or did you have one in the last few weeks?',
  ),
  {
    id: 'q_vitamin_d_risk',
    text: 'Do any of these apply to you?',
    type: 'multiple_choice',
    medical_category: 'recommendations',
    required: true,
    context:
      'Vitamin D testing is not advised for healthy adults.\nIt helps when something raises the risk of deficiency, such as those listed here.',
    mapping: {
      kind: 'multi_select',
      options: [
        {
          value: 'little_sun',
          label: 'I rarely get sun on my skin (mostly indoors, covered skin, or darker skin)',
          finding: 'low_sun_exposure',
        },
        {
          value: 'bone_problems',
          label: 'Osteoporosis, or a broken bone from a minor fall',
          finding: 'osteoporosis_or_fracture',
        },
        {
          value: 'absorption',
          label: "A gut condition such as coeliac or Crohn's disease, or weight-loss surgery",
          finding: 'malabsorption_or_bariatric',
        },
        { value: 'none', label: 'None of these', finding: null },
      ],
    },
    informs: ['low_sun_exposure', 'osteoporosis_or_fracture', 'malabsorption_or_bariatric'],
    source: 'USPSTF Screening for vitamin D deficiency in adults (2021); NICE PH56 (2014) risk groups',
  },
  yn('q_craving_ice', 'craving_ice', 'Do you crave ice, or things that are not food?'),
  yn('q_goitre', 'goitre', 'Have you noticed a swelling at the front of your neck?'),
  {
    ...yn(
      'q_wants_checkup',
      'wants_checkup',
      'Are you mainly looking for a general check-up rather than help with a particular symptom?',
    ),
    medical_category: 'other',
  },
];

/**
 * Severity questions (severity-signs.ts): how ill, whatever the disease. The interview asks them
 * before it stops whenever one could raise the triage level.
 */
const SEVERITY: readonly QuestionDef[] = [
  yn(
    'q_breathless_at_rest',
    'breathless_at_rest',
    'Are you so short of breath, even sitting still, that it is hard to speak in full sentences?',
  ),
  {
    id: 'q_pain_score',
    text: 'How bad is the pain at its worst, from 1 (mild) to 10 (the worst imaginable)?',
    type: 'scale',
    medical_category: 'symptom_assessment',
    required: true,
    scaleLabels: { min: 'Mild', max: 'Worst imaginable' },
    mapping: {
      kind: 'scale',
      bands: [
        { min: 1, max: 7, absent: ['severe_pain'] },
        { min: 8, max: 10, present: ['severe_pain'] },
      ],
    },
    informs: ['severe_pain'],
    source: 'Numeric rating scale for pain; 8 or more treated as severe (clinical judgement)',
  },
  yn(
    'q_severe_abdominal_pain',
    'severe_abdominal_pain',
    'Is the tummy pain severe, or constant and getting worse?',
  ),
  yn('q_unable_to_keep_fluids', 'unable_to_keep_fluids', 'Are you unable to keep fluids down?'),
  yn(
    'q_dehydration_signs',
    'dehydration_signs',
    'Are you passing much less urine than usual, or is your mouth very dry?',
  ),
  yn(
    'q_breathing_distress_signs',
    'breathing_distress_signs',
    'Is there grunting with each breath, do the ribs or tummy suck in, or have there been pauses in the breathing?',
    'symptom_assessment',
    { appliesTo: { maxAge: 5 } },
  ),
  yn('q_worsening', 'worsening', 'Is it getting worse quickly?'),
  yn('q_lip_swelling', 'lip_swelling', 'Are your lips or face swollen?'),
];

/** The breathing and women's-health conditions (conditions/respiratory.json, conditions/womens-health.json). */
const ADULT_FEMALE = { sex: 'female', minAge: 16 } as const;
const BREATHING_WOMEN: readonly QuestionDef[] = [
  history(
    'q_known_copd',
    'known_copd',
    'Have you been told you have COPD, emphysema or chronic bronchitis?',
    {
      appliesTo: { minAge: 35 },
    },
  ),
  yn('q_night_cough', 'night_cough', 'Is the cough worse at night or first thing in the morning?'),
  yn(
    'q_coughing_fits',
    'coughing_fits',
    'Does the cough come in long fits, sometimes ending in a whoop or being sick?',
  ),
  yn('q_hoarse_voice', 'hoarse_voice', 'Is your voice hoarse, or have you lost it?'),
  yn(
    'q_vaginal_discharge_unusual',
    'vaginal_discharge_unusual',
    'Have you noticed a vaginal discharge that is unusual for you?',
    'symptom_assessment',
    { appliesTo: ADULT_FEMALE },
  ),
  yn('q_vulval_itch', 'vulval_itch', 'Is it itchy or sore around the vagina?', 'symptom_assessment', {
    appliesTo: ADULT_FEMALE,
  }),
  yn('q_fishy_smell', 'fishy_smell', 'Is there a fishy smell?', 'symptom_assessment', {
    appliesTo: ADULT_FEMALE,
  }),
  yn('q_painful_sex', 'painful_sex', 'Is sex painful?', 'symptom_assessment', { appliesTo: ADULT_FEMALE }),
  yn(
    'q_penile_discharge',
    'penile_discharge',
    'Have you noticed a discharge from your penis?',
    'symptom_assessment',
    {
      appliesTo: { sex: 'male', minAge: 16 },
    },
  ),
  history(
    'q_new_sexual_partner',
    'new_sexual_partner',
    'Have you had a new sexual partner, or sex without a condom, in the last few months?',
    { appliesTo: { minAge: 16 } },
  ),
  yn('q_period_pain', 'period_pain', 'Do you have painful periods?', 'symptom_assessment', {
    appliesTo: FEMALE_FERTILE,
  }),
  history(
    'q_symptoms_before_period',
    'symptoms_before_period',
    'Do the symptoms come in the days before your period and ease once it starts?',
    { appliesTo: FEMALE_FERTILE },
  ),
  history('q_breastfeeding', 'breastfeeding', 'Are you breastfeeding?', { appliesTo: FEMALE_FERTILE }),
  yn(
    'q_breast_red_painful',
    'breast_red_painful',
    'Is part of a breast red, hot and painful?',
    'symptom_assessment',
    { appliesTo: FEMALE },
  ),
];

export const QUESTIONS: readonly QuestionDef[] = [
  ...GENERAL,
  ...HEART_CHEST,
  ...NOSE_THROAT,
  ...NEURO,
  ...ALLERGY,
  ...DIGESTIVE,
  ...URINARY,
  ...JOINTS,
  ...SKIN_HORMONAL,
  ...MIND_SLEEP,
  ...TIMING,
  ...SEVERITY_SIGNS,
  ...HISTORY_RISK,
  ...SEVERITY,
  ...BREATHING_WOMEN,
];
