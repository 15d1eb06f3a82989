/**
 * Specific findings imply general ones: a productive cough is a cough, a hot swollen big toe is a
 * joint pain. The engine fills in the general finding when the specific one is present, and denies
 * the specific one when the general one is denied, so it never asks "cough?" after "a cough with
 * phlegm". Only pairs where the specific finding always carries the general one.
 */
export const FINDING_IMPLIES: readonly (readonly [specific: string, general: string])[] = [
  ['productive_cough', 'cough'],
  ['rigors', 'chills_rigors'],
  ['breathing_distress_signs', 'fast_breathing'],
  ['coughing_blood', 'cough'],
  ['acute_single_joint_red_hot', 'joint_pain'],
  ['symmetric_small_joint_pain', 'joint_pain'],
  ['joint_pain_activity', 'joint_pain'],
  ['sudden_severe_headache', 'headache'],
  ['headache_band_like', 'headache'],
  ['unilateral_throbbing_headache', 'headache'],
  ['morning_headache', 'headache'],
  ['right_lower_abdominal_pain', 'abdominal_pain'],
  ['right_upper_abdominal_pain', 'abdominal_pain'],
  ['left_lower_abdominal_pain', 'abdominal_pain'],
  ['severe_abdominal_pain', 'abdominal_pain'],
  ['chest_pressure', 'chest_pain'],
  ['pleuritic_chest_pain', 'chest_pain'],
  ['breathless_at_rest', 'shortness_of_breath'],
  ['breathless_on_exertion', 'shortness_of_breath'],
  ['vomiting_blood', 'vomiting'],
  ['persistent_vomiting', 'vomiting'],
  ['suicide_plan', 'suicidal_thoughts'],
  ['tonsil_exudate', 'sore_throat'],
  ['severe_abdominal_pain', 'severe_pain'],
  ['bloody_diarrhoea', 'diarrhoea'],
  ['bloody_diarrhoea', 'blood_in_stool'],
  ['rigid_abdomen', 'abdominal_pain'],
  ['pelvic_pain_one_sided', 'abdominal_pain'],
  ['tearing_chest_pain', 'chest_pain'],
  ['night_cough', 'cough'],
  ['coughing_fits', 'cough'],
];
