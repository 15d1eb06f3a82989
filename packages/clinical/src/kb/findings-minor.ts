import type { FindingDef, Source } from './types';

/**
 * Findings of the minor, self-limiting illnesses (conditions/minor-illness.ts): what a patient
 * names when the cause is plain ("nits", "sunburnt"). Without them those pictures stay unexplained
 * and the questionnaire, rightly, cannot reassure.
 */
const MINOR: Source = 'Clinical judgement: share of questionnaire users without the condition who mention it';

const f = (id: string, name: string, synonyms: readonly string[], leak = 0.005): FindingDef => ({
  id,
  name,
  kind: 'symptom',
  leak,
  synonyms,
  source: MINOR,
});

export const MINOR_FINDINGS: readonly FindingDef[] = [
  f('insect_bite', 'An insect bite', [
    'insect bite',
    'bitten by something',
    'mosquito bite',
    'bug bite',
    'bitten',
    'bite',
  ]),
  f('cold_sore', 'A cold sore', ['cold sore', 'cold sores', 'fever blister']),
  f('athletes_foot', "Itchy, flaky skin between the toes (athlete's foot)", [
    'between my toes',
    "athlete's foot",
    'athletes foot',
  ]),
  f('head_lice', 'Head lice (nits)', ['nits', 'head lice', 'lice']),
  f('threadworms', 'Threadworms', [
    'threadworms',
    'threadworm',
    'worms in his poo',
    'worms in her poo',
    'tiny white worms',
    'itchy bum',
    'itchy bottom',
  ]),
  f('nappy_rash', 'Nappy rash', ['nappy rash', 'diaper rash']),
  f('teething', 'Teething', ['teething', 'dribbling', 'new tooth']),
  f('sunburn', 'Sunburn', ['sunburn', 'sunburnt', 'sunburned']),
  f('exercise_soreness', 'Aching muscles after unaccustomed exercise', [
    'after the gym',
    'gym session',
    'after exercise',
    'after a workout',
    'after my workout',
    'after running',
  ]),
  f('after_a_cold', 'Lingering after a cold', [
    'after my cold',
    'after a cold',
    'since my cold',
    'after having a cold',
  ]),
  f('chickenpox', 'Chickenpox', ['chickenpox', 'chicken pox']),
  f('hand_foot_mouth', 'Hand, foot and mouth disease', [
    'hand foot and mouth',
    'blisters in his mouth',
    'blisters in her mouth',
    'blisters on his hands',
    'blisters on her hands',
  ]),
  f('sticky_eye', 'A sticky, crusty eye', [
    'sticky eye',
    'sticky eyes',
    'gunk',
    'pink eye',
    'conjunctivitis',
    'crusty eye',
    'crusty eyes',
  ]),
  f('eyelid_lump', 'A small lump on the eyelid (stye)', [
    'stye',
    'edge of my eyelid',
    'lump on my eyelid',
    'eyelid lump',
    'spot on my eyelid',
  ]),
  f('period_pain', 'Period pain', [
    'period pain',
    'period cramps',
    'menstrual cramps',
    'cramps with my period',
  ]),
];
