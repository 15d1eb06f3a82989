import type { RedFlagDef } from './types';

/**
 * Severity signs read from numbers: a home or pharmacy reading past a guideline threshold sets
 * the least triage level whatever the diagnosis, and with the symptoms that make it dangerous
 * it sets a higher one (findings in findings-readings.ts, read by parse/readings.ts).
 */

const OXIMETER =
  'NHS: How to use a pulse oximeter at home (nhs.uk, 2021): 92% or lower, go to A&E or call 999; 93 or 94%, call 111 or the GP now';
const NG136 =
  'NICE NG136 Hypertension in adults (2019, updated 2023): 1.3.3–1.3.4, a reading of 180/120 or higher needs same-day assessment, and emergency care with signs of accelerated hypertension or life-threatening symptoms';
const NG133 =
  'NICE NG133 Hypertension in pregnancy (2019, updated 2023): new hypertension or pre-eclampsia is assessed the same day; 160/110 or higher is severe';
const DKA =
  'NICE NG17 Type 1 diabetes in adults (2015, updated 2022) and NG18 (children): ketoacidosis — high blood glucose with vomiting, abdominal pain, fast breathing or drowsiness is an emergency';
const HYPO =
  'NICE NG17 (2015, updated 2022): hypoglycaemia below 3 mmol/L is significant and needs a review of treatment';
const PALPITATIONS =
  'NICE CKS Palpitations (2020): a fast or slow pulse with fainting, chest pain or breathlessness needs emergency admission';
const ASTHMA =
  'BTS/SIGN 158 British guideline on the management of asthma (2019): peak flow 33–50% of best is acute severe asthma, 50–75% a moderate exacerbation';
const NG51 = 'NICE NG51 Suspected sepsis (2016, updated 2017): high-risk criteria';
const HYPOTHERMIA =
  'NICE CKS / NHS: Hypothermia (nhs.uk, 2023): a body temperature below 35 °C needs medical help, emergency care in the old and the very young';

export const READING_SIGNS: readonly RedFlagDef[] = [
  {
    id: 'sev_reading_oxygen_low',
    level: 'emergency',
    allOf: ['reading_oxygen_low'],
    netClause: 'your oxygen level reads 92% or lower',
    reason: 'An oxygen level of 92% or lower means the body is short of oxygen: it needs emergency care.',
    source: OXIMETER,
  },
  {
    id: 'sev_reading_oxygen_borderline',
    level: 'urgent',
    allOf: ['reading_oxygen_borderline'],
    raiseFor: [{ group: 'infant_under_3_months', level: 'emergency' }],
    reason: 'An oxygen level of 93 or 94% needs a doctor to see you today.',
    source: OXIMETER,
  },
  {
    id: 'sev_reading_bp_very_high_symptoms',
    level: 'emergency',
    allOf: ['reading_bp_very_high'],
    anyOf: [
      'headache',
      'blurred_vision',
      'vision_loss',
      'chest_pain',
      'confusion',
      'shortness_of_breath',
      'breathless_at_rest',
      'one_sided_weakness',
    ],
    netClause:
      'your blood pressure is 180/120 or higher with a headache, chest pain, blurred sight or confusion',
    reason:
      'A blood pressure of 180/120 or higher with these symptoms can be damaging the brain, heart or eyes: it needs emergency care.',
    source: NG136,
  },
  {
    id: 'sev_reading_bp_very_high',
    level: 'urgent',
    allOf: ['reading_bp_very_high'],
    askWhen: ['reading_bp_very_high'],
    reason: 'A blood pressure of 180/120 or higher needs a doctor to check it today.',
    source: NG136,
  },
  {
    id: 'sev_reading_bp_pregnancy_symptoms',
    level: 'emergency',
    allOf: ['reading_bp_raised', 'pregnancy_possible'],
    anyOf: ['headache', 'blurred_vision', 'vision_loss', 'visual_aura', 'right_upper_abdominal_pain'],
    reason:
      'A raised blood pressure in pregnancy with a headache, changes in sight or pain under the ribs can be pre-eclampsia: it needs assessment now.',
    source: NG133,
  },
  {
    id: 'sev_reading_bp_severe_pregnancy',
    level: 'emergency',
    allOf: ['reading_bp_severe', 'pregnancy_possible'],
    reason: 'A blood pressure of 160/110 or higher in pregnancy is severe: it needs assessment now.',
    source: NG133,
  },
  {
    id: 'sev_reading_bp_raised',
    level: 'routine',
    allOf: ['reading_bp_raised'],
    raiseFor: [{ group: 'pregnant', level: 'urgent' }],
    reason: 'A blood pressure of 140/90 or higher should be checked by a doctor (same day in pregnancy).',
    source: `${NG136}; ${NG133}`,
  },
  {
    id: 'sev_reading_bp_low_unwell',
    level: 'emergency',
    allOf: ['reading_bp_low'],
    anyOf: ['fever', 'confusion', 'feeling_very_unwell'],
    netClause: 'your blood pressure falls below 90 while you feel very unwell or have a fever',
    reason: 'A low blood pressure with a fever or feeling very unwell can be sepsis or shock.',
    source: `${NG51} (a systolic blood pressure of 90 or below)`,
  },
  {
    id: 'sev_reading_bp_low_faint',
    level: 'urgent',
    allOf: ['reading_bp_low'],
    anyOf: ['fainting', 'dizziness'],
    reason: 'A low blood pressure with fainting or dizziness needs a doctor to see you today.',
    source: `${NG51} (a systolic blood pressure of 90 or below)`,
  },
  {
    id: 'sev_reading_temperature_low',
    level: 'urgent',
    allOf: ['reading_temperature_low'],
    raiseFor: [
      { group: 'over_65', level: 'emergency' },
      { group: 'infant_under_3_months', level: 'emergency' },
    ],
    reason:
      'A body temperature below 35 °C is hypothermia: it needs medical help today, at once for a baby or an older person.',
    source: HYPOTHERMIA,
  },
  {
    id: 'sev_reading_glucose_very_high_unwell',
    level: 'emergency',
    allOf: ['reading_glucose_very_high'],
    anyOf: ['vomiting', 'abdominal_pain', 'fast_breathing', 'confusion', 'feeling_very_unwell'],
    netClause: 'your blood sugar is very high and you are being sick, breathing fast or getting drowsy',
    reason:
      'A very high blood sugar with vomiting, tummy pain, fast breathing or drowsiness can be diabetic ketoacidosis.',
    source: DKA,
  },
  {
    id: 'sev_reading_glucose_very_high',
    level: 'urgent',
    allOf: ['reading_glucose_very_high'],
    askWhen: ['reading_glucose_very_high'],
    reason: 'A blood sugar of 20 mmol/L (360 mg/dL) or higher needs a doctor today.',
    source: DKA,
  },
  {
    id: 'sev_reading_glucose_low',
    level: 'routine',
    allOf: ['reading_glucose_low'],
    reason: 'A blood sugar below 3 mmol/L should lead to a review of your diabetes treatment.',
    source: HYPO,
  },
  ...(['reading_pulse_fast', 'reading_pulse_slow'] as const).map((reading): RedFlagDef => ({
    id: `sev_${reading}_symptoms`,
    level: 'emergency',
    allOf: [reading],
    anyOf: ['fainting', 'chest_pain', 'shortness_of_breath', 'breathless_at_rest', 'confusion'],
    minAge: 12,
    netClause: 'your pulse is very fast or very slow and you faint, have chest pain or are breathless',
    reason:
      'A very fast or very slow pulse with fainting, chest pain or breathlessness needs emergency care.',
    source: PALPITATIONS,
  })),
  {
    id: 'sev_reading_pulse_fast_fever',
    level: 'emergency',
    allOf: ['reading_pulse_fast', 'fever'],
    minAge: 12,
    netClause: 'your pulse stays at 130 or more with a fever',
    reason: 'A pulse of 130 or more with a fever can be sepsis: it needs emergency care.',
    source: `${NG51} (a heart rate above 130)`,
  },
  {
    id: 'sev_reading_pulse_fast',
    level: 'urgent',
    allOf: ['reading_pulse_fast'],
    minAge: 12,
    askWhen: ['reading_pulse_fast'],
    reason: 'A resting pulse of 130 or more needs a doctor to check it today.',
    source: PALPITATIONS,
  },
  {
    id: 'sev_reading_pulse_very_fast',
    level: 'urgent',
    allOf: ['reading_pulse_very_fast'],
    reason: 'A pulse of 160 or more needs a doctor to check it today, at any age.',
    source: `${PALPITATIONS}; NICE NG143 Fever in under 5s (2019, updated 2021): heart rate over 160 under 12 months is amber`,
  },
  {
    id: 'sev_reading_pulse_slow',
    level: 'urgent',
    allOf: ['reading_pulse_slow'],
    minAge: 12,
    askWhen: ['reading_pulse_slow'],
    reason: 'A pulse below 40 needs a doctor to check it today.',
    source: PALPITATIONS,
  },
  {
    id: 'sev_reading_peak_flow_under_half',
    level: 'emergency',
    allOf: ['reading_peak_flow_under_half'],
    netClause: 'your peak flow is below half of your best',
    reason: 'A peak flow below half of your best is a severe asthma attack: it needs emergency care.',
    source: ASTHMA,
  },
  {
    id: 'sev_reading_peak_flow_reduced',
    level: 'urgent',
    allOf: ['reading_peak_flow_reduced'],
    reason:
      'A peak flow between half and three quarters of your best is an asthma attack that needs a doctor today.',
    source: ASTHMA,
  },
];
