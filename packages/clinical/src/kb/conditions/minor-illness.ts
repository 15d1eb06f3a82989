import type { ConditionDef } from '../types';

/**
 * Minor, self-limiting illnesses a pharmacist or self-care handles (NICE CKS). They let the
 * questionnaire reassure when the picture is plainly one of them, and only then: every other
 * symptom still has to be explained and no severity sign met.
 */

const J = 'Clinical judgement';
const CKS_WARTS = 'NICE CKS Warts and verrucae (2023)';
const CKS_BURNS = 'NICE CKS Burns and scalds (2020)';
const CKS_EPISTAXIS = 'NICE CKS Epistaxis (nosebleeds) (2024)';
const CKS_NECK = 'NICE CKS Neck pain - acute torticollis (2023)';
const CKS_SPRAINS = 'NICE CKS Sprains and strains (2024)';
const NG79 = 'NICE NG79 Sinusitis (acute) (2017)';
const NG120 = 'NICE NG120 Cough (acute): antimicrobial prescribing (2019)';

function minor(
  id: string,
  name: string,
  icd10: string,
  description: string,
  findings: ConditionDef['findings'],
  source: string,
  prior: Partial<ConditionDef['prior']> = {},
): ConditionDef {
  return {
    id,
    name,
    icd10,
    category: 'Minor illness',
    description,
    urgency: 'self_care',
    prior: { base: 0.02, source: `${J}: common reason to consult a pharmacist`, ...prior },
    findings,
    tests: [],
    source,
  };
}

/**
 * A minor problem named by a specific word (a verruca, a splinter, earwax): a smaller prior, so that
 * the many of them do not dilute the differential when their word is absent; the word's likelihood
 * ratio carries them when it is present.
 */
function uncommon(...args: Parameters<typeof minor>): ConditionDef {
  const [id, name, icd10, description, findings, source, prior = {}] = args;
  return minor(id, name, icd10, description, findings, source, {
    base: 0.004,
    source: `${J}: a common reason to see a pharmacist, named by a specific word`,
    ...prior,
  });
}

export const MINOR_ILLNESS_CONDITIONS: readonly ConditionDef[] = [
  minor(
    'insect_bite_reaction',
    'Insect bite (local reaction)',
    'T63.4',
    'A red, itchy bump where an insect bit; it settles in a few days.',
    [
      { finding: 'insect_bite', p: 0.95, source: 'NICE CKS Insect bites and stings (2021)' },
      { finding: 'itchy_skin', p: 0.7, source: J },
    ],
    'NICE CKS Insect bites and stings (2021)',
  ),
  minor(
    'cold_sore_hsv',
    'Cold sore',
    'B00.1',
    'A blister on the lip from the cold-sore virus; it heals in 7 to 10 days.',
    [
      { finding: 'cold_sore', p: 0.95, source: 'NICE CKS Herpes simplex - oral (2021)' },
      { finding: 'previous_similar_episodes', p: 0.6, source: J },
      { finding: 'duration_over_3_months', p: 0.3, source: J },
    ],
    'NICE CKS Herpes simplex - oral (2021)',
  ),
  minor(
    'aphthous_ulcer',
    'Mouth ulcer',
    'K12.0',
    'A single painful ulcer in the mouth, often after a bite; it heals within two weeks.',
    [{ finding: 'mouth_ulcers', p: 0.95, source: 'NICE CKS Aphthous ulcer (2021)' }],
    'NICE CKS Aphthous ulcer (2021): refer if an ulcer lasts more than 3 weeks',
  ),
  minor(
    'tinea_pedis',
    "Athlete's foot",
    'B35.3',
    'A fungal infection of the skin between the toes; treated with a cream from the pharmacy.',
    [
      { finding: 'athletes_foot', p: 0.95, source: 'NICE CKS Fungal skin infection - foot (2023)' },
      { finding: 'itchy_skin', p: 0.8, source: J },
      { finding: 'dry_skin', p: 0.5, source: J },
    ],
    'NICE CKS Fungal skin infection - foot (2023)',
  ),
  minor(
    'head_lice_infestation',
    'Head lice',
    'B85.0',
    'Lice in the hair; wet combing or a lotion clears them.',
    [
      { finding: 'head_lice', p: 0.95, source: 'NICE CKS Head lice (2022)' },
      { finding: 'itchy_skin', p: 0.7, source: J },
      { finding: 'previous_similar_episodes', p: 0.3, source: J },
    ],
    'NICE CKS Head lice (2022)',
    { byAge: { '0-17': 4, '18-39': 0.5, '40-64': 0.3, '65+': 0.1 } },
  ),
  minor(
    'threadworm_infection',
    'Threadworms',
    'B80',
    'Tiny worms that cause an itchy bottom at night; treated with a tablet and hygiene for the household.',
    [
      { finding: 'threadworms', p: 0.95, source: 'NICE CKS Threadworm (2022)' },
      { finding: 'itchy_skin', p: 0.6, source: J },
    ],
    'NICE CKS Threadworm (2022)',
    { byAge: { '0-17': 4, '18-39': 0.5, '40-64': 0.3, '65+': 0.1 } },
  ),
  minor(
    'nappy_rash_dermatitis',
    'Nappy rash',
    'L22',
    'Sore red skin where the nappy touches; barrier cream and nappy-free time help.',
    [{ finding: 'nappy_rash', p: 0.95, source: 'NICE CKS Nappy rash (2023)' }],
    'NICE CKS Nappy rash (2023)',
    { byAge: { '0-17': 4, '18-39': 0.01, '40-64': 0.01, '65+': 0.05 } },
  ),
  minor(
    'teething_infant',
    'Teething',
    'K00.7',
    'Gums sore as teeth come through: dribbling, chewing and grumpiness, but not a high fever.',
    [{ finding: 'teething', p: 0.95, source: 'NICE CKS Teething (2020)' }],
    'NICE CKS Teething (2020)',
    { byAge: { '0-17': 4, '18-39': 0.01, '40-64': 0.01, '65+': 0.01 } },
  ),
  minor(
    'sunburn_mild',
    'Sunburn',
    'L55.0',
    'Red, sore skin after too much sun; cool it, drink fluids and keep out of the sun.',
    [{ finding: 'sunburn', p: 0.95, source: 'NHS: Sunburn (2023)' }],
    'NHS: Sunburn (2023); see a clinician for blistering over a large area or feeling unwell',
  ),
  minor(
    'delayed_onset_muscle_soreness',
    'Aching muscles after exercise',
    'M79.1',
    'Stiff, aching muscles a day or two after unaccustomed exercise; they settle within a week.',
    [
      { finding: 'exercise_soreness', p: 0.95, source: J },
      { finding: 'muscle_aches', p: 0.85, source: J },
    ],
    'Clinical judgement (delayed-onset muscle soreness)',
  ),
  minor(
    'post_viral_cough',
    'Cough lingering after a cold',
    'R05',
    'A cough that lingers for up to three weeks after a cold, in someone otherwise well.',
    [
      { finding: 'after_a_cold', p: 0.9, source: 'NICE CKS Cough - acute (2023)' },
      { finding: 'cough', p: 0.95, source: 'NICE CKS Cough - acute (2023)' },
    ],
    'NICE CKS Cough - acute (2023): most acute coughs last up to 3 to 4 weeks',
  ),
  minor(
    'chickenpox_child',
    'Chickenpox',
    'B01.9',
    'Itchy spots that blister and crust over; most children are better within a week or two.',
    [
      { finding: 'chickenpox', p: 0.95, source: 'NICE CKS Chickenpox (2023)' },
      { finding: 'itchy_skin', p: 0.8, source: J },
      { finding: 'acne', p: 0.4, source: J },
      { finding: 'fever', p: 0.4, source: J },
    ],
    'NICE CKS Chickenpox (2023)',
    { byAge: { '0-17': 4, '18-39': 0.3, '40-64': 0.1, '65+': 0.05 } },
  ),
  minor(
    'hand_foot_mouth_disease',
    'Hand, foot and mouth disease',
    'B08.4',
    'A mild virus of young children with mouth ulcers and spots on the hands and feet.',
    [
      { finding: 'hand_foot_mouth', p: 0.95, source: 'NICE CKS Hand, foot and mouth disease (2022)' },
      { finding: 'loss_of_appetite', p: 0.4, source: J },
      { finding: 'fever', p: 0.3, source: J },
    ],
    'NICE CKS Hand, foot and mouth disease (2022)',
    { byAge: { '0-17': 4, '18-39': 0.1, '40-64': 0.05, '65+': 0.05 } },
  ),
  minor(
    'infective_conjunctivitis',
    'Conjunctivitis',
    'H10.9',
    'A sticky, pink eye that usually clears on its own within a week or two.',
    [
      { finding: 'sticky_eye', p: 0.95, source: 'NICE CKS Conjunctivitis - infective (2022)' },
      { finding: 'itchy_eyes', p: 0.3, source: J },
    ],
    'NICE CKS Conjunctivitis - infective (2022): a painful eye or changed vision is not conjunctivitis',
  ),
  minor(
    'hordeolum',
    'Stye',
    'H00.0',
    'A small tender lump on the edge of the eyelid that drains on its own.',
    [
      { finding: 'eyelid_lump', p: 0.95, source: 'NICE CKS Styes (hordeola) (2021)' },
      { finding: 'acne', p: 0.2, source: J },
    ],
    'NICE CKS Styes (hordeola) (2021)',
  ),
  minor(
    'primary_dysmenorrhoea',
    'Period pain',
    'N94.6',
    'Cramping pain with periods; anti-inflammatory painkillers and heat help.',
    [
      { finding: 'period_pain', p: 0.95, source: 'NICE CKS Dysmenorrhoea (2023)' },
      { finding: 'nsaid_use', p: 0.4, source: J },
    ],
    'NICE CKS Dysmenorrhoea (2023)',
    { bySex: { male: 0, female: 2 } },
  ),
  // Second round: minor injuries, skin, ear, gut and the everyday causes people name.
  uncommon(
    'viral_wart',
    'Wart or verruca',
    'B07',
    'A small rough growth of the skin caused by a virus; most go on their own, and a pharmacy treatment can help.',
    [
      { finding: 'wart', p: 0.95, source: CKS_WARTS },
      { finding: 'pain_worse_moving', p: 0.3, source: J },
    ],
    `${CKS_WARTS}: see a clinician if it bleeds, changes or you have diabetes`,
    { byAge: { '0-17': 2 } },
  ),
  uncommon(
    'minor_cut_graze',
    'Small cut or graze',
    'T14.1',
    'A scrape or small cut of the skin; clean it, press to stop the bleeding and cover it.',
    [{ finding: 'graze_or_cut', p: 0.95, source: 'NHS: Cuts and grazes (2023)' }],
    'NHS: Cuts and grazes (2023): see a clinician if it will not stop bleeding, is deep, gaping or has something stuck in it',
  ),
  uncommon(
    'minor_burn',
    'Small burn or scald',
    'T30.1',
    'A small red burn without large blisters; cool it under running water for 20 minutes and cover it loosely.',
    [
      { finding: 'minor_burn', p: 0.95, source: CKS_BURNS },
      { finding: 'blister', p: 0.2, source: J },
    ],
    `${CKS_BURNS}: a large, deep or blistered burn, one on the face, hands, feet or genitals, or a burn in a young child needs a clinician`,
  ),
  uncommon(
    'epistaxis_minor',
    'Nosebleed',
    'R04.0',
    'A nosebleed that stops with pressure: lean forward and pinch the soft part of the nose for 10 to 15 minutes.',
    [{ finding: 'nosebleed', p: 0.95, source: CKS_EPISTAXIS }],
    `${CKS_EPISTAXIS}: one lasting over 10 to 20 minutes, a heavy one or one on blood thinners needs care`,
  ),
  uncommon(
    'acute_torticollis',
    'Wry neck (stiff neck after sleeping awkwardly)',
    'M43.6',
    'A painful, stiff neck on waking that turns badly one way; it settles within a week with painkillers and gentle movement.',
    [
      { finding: 'neck_crick', p: 0.9, source: CKS_NECK },
      { finding: 'stiff_neck', p: 0.7, source: CKS_NECK },
      { finding: 'pain_worse_moving', p: 0.4, source: J },
    ],
    `${CKS_NECK}: a stiff neck with fever, headache or a rash is not a wry neck`,
    { base: 0.008 },
  ),
  uncommon(
    'leg_cramps',
    'Muscle cramp',
    'R25.2',
    'A sudden painful tightening of a muscle, often the calf at night, that passes within minutes.',
    [
      { finding: 'muscle_cramp', p: 0.95, source: 'NICE CKS Leg cramps (2022)' },
      { finding: 'muscle_aches', p: 0.3, source: J },
    ],
    'NICE CKS Leg cramps (2022): a swollen, warm calf is not a cramp',
    { byAge: { '40-64': 1.5, '65+': 2 } },
  ),
  uncommon(
    'friction_blister',
    'Blister from rubbing',
    'T14.0',
    'A bubble of fluid under the skin where a shoe or tool rubbed; protect it with a plaster and let it heal.',
    [{ finding: 'blister', p: 0.95, source: 'NHS: Blisters (2023)' }],
    'NHS: Blisters (2023): see a clinician if it is red, hot, full of pus or you have diabetes',
  ),
  uncommon(
    'motion_sickness',
    'Travel sickness',
    'T75.3',
    'Feeling sick, and sometimes being sick, when travelling by car, boat or plane; it stops when the journey ends.',
    [
      { finding: 'motion_sickness', p: 0.95, source: 'NHS: Motion sickness (2023)' },
      { finding: 'nausea', p: 0.8, source: 'NHS: Motion sickness (2023)' },
      { finding: 'vomiting', p: 0.3, source: J },
      { finding: 'dizziness', p: 0.3, source: J },
      { finding: 'headache', p: 0.2, source: J },
    ],
    'NHS: Motion sickness (2023)',
  ),
  uncommon(
    'hangover',
    'Hangover',
    'F10.0',
    'Headache, thirst and feeling sick after drinking alcohol; water, rest and time settle it within a day.',
    [
      { finding: 'hangover', p: 0.95, source: J },
      { finding: 'headache', p: 0.7, source: J },
      { finding: 'nausea', p: 0.6, source: J },
      { finding: 'fatigue', p: 0.5, source: J },
      { finding: 'vomiting', p: 0.3, source: J },
      { finding: 'excessive_thirst', p: 0.4, source: J },
      { finding: 'alcohol_excess', p: 0.6, source: J },
    ],
    'NHS: Hangover cures (2023); clinical judgement',
    { base: 0.008, byAge: { '0-17': 0.2, '65+': 0.3 } },
  ),
  uncommon(
    'dandruff',
    'Dandruff',
    'L21.0',
    'White flakes from an itchy scalp; an anti-dandruff shampoo controls it.',
    [
      { finding: 'dandruff', p: 0.95, source: 'NICE CKS Seborrhoeic dermatitis (2024)' },
      { finding: 'itchy_skin', p: 0.6, source: J },
      { finding: 'dry_skin', p: 0.4, source: J },
    ],
    'NICE CKS Seborrhoeic dermatitis (2024)',
  ),
  uncommon(
    'earwax_buildup',
    'Earwax build-up',
    'H61.2',
    'Wax blocking the ear and muffling hearing; olive-oil drops soften it, and it usually clears on its own.',
    [{ finding: 'earwax', p: 0.95, source: 'NICE CKS Earwax (2023)' }],
    'NICE CKS Earwax (2023): pain, discharge, dizziness or hearing that went suddenly is not wax',
    { byAge: { '65+': 2 } },
  ),
  uncommon(
    'muscle_strain',
    'Strained muscle',
    'T14.3',
    'An aching muscle or joint after sport or effort, still working normally; rest, ice and painkillers help.',
    [
      { finding: 'sports_strain', p: 0.9, source: CKS_SPRAINS },
      { finding: 'muscle_aches', p: 0.6, source: J },
      { finding: 'joint_pain', p: 0.4, source: J },
      { finding: 'pain_worse_moving', p: 0.4, source: J },
      { finding: 'recent_lifting_strain', p: 0.2, source: J },
    ],
    `${CKS_SPRAINS}: see a clinician if you cannot bear weight or use the limb`,
    { base: 0.008 },
  ),
  uncommon(
    'exam_stress',
    'Stress before exams',
    'Z73.3',
    'Worry and poor sleep around exams or deadlines; routine, exercise and winding down before bed help, and it passes.',
    [
      { finding: 'exam_stress', p: 0.9, source: J },
      { finding: 'difficulty_sleeping', p: 0.7, source: 'NICE CKS Insomnia (2022): short-term insomnia' },
      { finding: 'anxiety', p: 0.5, source: J },
      { finding: 'recent_stressor', p: 0.6, source: J },
      { finding: 'headache', p: 0.2, source: J },
      { finding: 'fatigue', p: 0.4, source: J },
    ],
    'NICE CKS Insomnia (2022): short-term insomnia; low mood, hopelessness or thoughts of self-harm need a clinician',
    { byAge: { '0-17': 3, '18-39': 1, '40-64': 0.2, '65+': 0.05 } },
  ),
  uncommon(
    'acute_urticaria',
    'Hives (mild allergic rash)',
    'L50.9',
    'Itchy raised blotches that come and go within a day, often after a new product or food; an antihistamine helps.',
    [
      { finding: 'hives', p: 0.9, source: 'NICE CKS Urticaria (2023)' },
      { finding: 'itchy_skin', p: 0.8, source: 'NICE CKS Urticaria (2023)' },
      { finding: 'new_skin_product', p: 0.3, source: J },
      { finding: 'allergen_exposure', p: 0.3, source: J },
    ],
    'NICE CKS Urticaria (2023): swelling of the lips, tongue or throat, or breathing difficulty, is an emergency',
  ),
  uncommon(
    'flatulence',
    'Wind and bloating',
    'R14',
    'Wind and a bloated tummy, often after beans, lentils or fizzy drinks; it passes and diet changes help.',
    [
      { finding: 'bloating', p: 0.9, source: 'NHS: Farting (flatulence) (2023)' },
      { finding: 'flatulence', p: 0.6, source: 'NHS: Farting (flatulence) (2023)' },
      { finding: 'gassy_food', p: 0.4, source: 'NHS: Farting (flatulence) (2023): foods that cause wind' },
      { finding: 'abdominal_pain', p: 0.2, source: J },
    ],
    'NHS: Farting (flatulence) (2023)',
    { base: 0.01 },
  ),
  uncommon(
    'acute_sinusitis',
    'Sinusitis',
    'J01.9',
    'Pain and pressure in the face with a blocked nose after a cold; it clears within 2 to 3 weeks without antibiotics.',
    [
      { finding: 'facial_pain', p: 0.9, source: NG79 },
      { finding: 'runny_nose', p: 0.7, source: NG79 },
      { finding: 'after_a_cold', p: 0.5, source: NG79 },
      { finding: 'has_a_cold', p: 0.3, source: J },
      { finding: 'headache', p: 0.4, source: J },
      { finding: 'cough', p: 0.2, source: J },
      { finding: 'fever', p: 0.2, source: J },
    ],
    `${NG79}: swelling around the eye, changed vision or a severe headache needs urgent care`,
  ),
  uncommon(
    'simple_constipation',
    'Constipation',
    'K59.0',
    'Hard or infrequent poo for a few days, often from too little fluid or fibre; drink more, eat fibre and keep active.',
    [
      { finding: 'constipation', p: 0.95, source: 'NICE CKS Constipation (2023)' },
      { finding: 'low_fluid_intake', p: 0.3, source: J },
      { finding: 'bloating', p: 0.3, source: J },
      { finding: 'abdominal_pain', p: 0.3, source: J },
    ],
    'NICE CKS Constipation (2023): blood in the poo, weight loss or a lasting change in bowel habit needs a clinician',
    { base: 0.02, source: `${J}: constipation is a common reason to see a pharmacist` },
  ),
  uncommon(
    'caffeine_palpitations',
    'Palpitations from caffeine',
    'F15.0',
    'A fluttering or racing heart after a lot of coffee or energy drinks, which settles when you cut down.',
    [
      { finding: 'caffeine_excess', p: 0.95, source: 'NICE CKS Palpitations (2020): caffeine as a cause' },
      { finding: 'palpitations', p: 0.8, source: 'NICE CKS Palpitations (2020)' },
      { finding: 'tremor', p: 0.3, source: J },
      { finding: 'anxiety', p: 0.3, source: J },
      { finding: 'difficulty_sleeping', p: 0.3, source: J },
    ],
    'NICE CKS Palpitations (2020): fainting, chest pain or breathlessness with palpitations needs urgent care',
    { base: 0.003 },
  ),
  uncommon(
    'acute_bronchitis',
    'Chest cold (acute bronchitis)',
    'J20.9',
    'A chesty cough with phlegm during or after a cold, in someone otherwise well; it lasts up to 3 weeks.',
    [
      { finding: 'cough', p: 0.95, source: NG120 },
      { finding: 'productive_cough', p: 0.7, source: NG120 },
      { finding: 'has_a_cold', p: 0.5, source: J },
      { finding: 'runny_nose', p: 0.5, source: J },
      { finding: 'sore_throat', p: 0.4, source: J },
      { finding: 'after_a_cold', p: 0.3, source: J },
      { finding: 'fever', p: 0.15, source: J },
      {
        finding: 'duration_under_1_week',
        p: 0.5,
        source: `${NG120}: an acute cough lasts up to 3 to 4 weeks`,
      },
    ],
    `${NG120}: breathlessness, chest pain, a high fever or coughing blood needs a clinician`,
    { base: 0.01 },
  ),
  uncommon(
    'splinter',
    'Splinter',
    'T14.0',
    'A splinter of wood or glass in the skin; tweezers can remove most, and a clinician the deep ones.',
    [{ finding: 'splinter', p: 0.95, source: 'NHS: Splinters (2023)' }],
    'NHS: Splinters (2023)',
  ),
  uncommon(
    'chilblains',
    'Chilblains',
    'T69.1',
    'Itchy, swollen, purple-red patches on toes or fingers after the cold; they heal in 1 to 2 weeks.',
    [
      { finding: 'chilblains', p: 0.95, source: 'NICE CKS Chilblains (2022)' },
      { finding: 'itchy_skin', p: 0.6, source: J },
    ],
    'NICE CKS Chilblains (2022)',
  ),
  uncommon(
    'heat_rash',
    'Heat rash (prickly heat)',
    'L74.0',
    'Tiny itchy, prickly red spots in hot weather; keeping cool clears them in a few days.',
    [
      { finding: 'heat_rash', p: 0.9, source: 'NHS: Heat rash (prickly heat) (2022)' },
      { finding: 'itchy_skin', p: 0.7, source: J },
      { finding: 'acne', p: 0.5, source: J },
    ],
    'NHS: Heat rash (prickly heat) (2022)',
  ),
  uncommon(
    'jet_lag',
    'Jet lag',
    'G47.2',
    'Poor sleep and tiredness after flying across time zones; the body clock resets in a few days.',
    [
      { finding: 'jet_lag', p: 0.95, source: 'NHS: Jet lag (2022)' },
      { finding: 'difficulty_sleeping', p: 0.7, source: J },
      { finding: 'fatigue', p: 0.8, source: J },
      { finding: 'daytime_sleepiness', p: 0.5, source: J },
    ],
    'NHS: Jet lag (2022); a fever after travel abroad is not jet lag',
  ),
  uncommon(
    'minor_bruise',
    'Bruise',
    'T14.0',
    'A bruise after a knock that fades over two weeks; a cold compress helps.',
    [{ finding: 'bruise', p: 0.95, source: 'NHS: Bruises (2023)' }],
    'NHS: Bruises (2023): bruising without a knock, or on blood thinners, needs a clinician',
    { base: 0.01 },
  ),
];
