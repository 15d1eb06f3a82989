import type { ConditionDef } from '../types';

/**
 * Minor, self-limiting illnesses a pharmacist or self-care handles (NICE CKS). They let the
 * questionnaire reassure when the picture is plainly one of them, and only then: every other
 * symptom still has to be explained and no severity sign met.
 */

const J = 'Clinical judgement';

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
];
