import { findingsCiting } from './finding-def';
import type { FindingDef } from './types';

/**
 * Findings read from numbers a patient types from a home device or a pharmacy check
 * (parse/readings.ts holds the thresholds). They have no lay synonyms: words do not carry them,
 * the number does. Each is a sign a clinician would act on whatever the diagnosis.
 */

const READINGS =
  'Clinical judgement: thresholds from NHS pulse-oximeter advice (2021), NICE NG136 Hypertension in adults (2019, updated 2023), NICE NG133 Hypertension in pregnancy (2019), NICE NG17 Type 1 diabetes (2015, updated 2022), BTS/SIGN 158 Asthma (2019), NICE NG51 Suspected sepsis (2016, updated 2017)';

const f = findingsCiting(READINGS);

export const READING_FINDINGS_KB: readonly FindingDef[] = [
  f('reading_bp_raised', 'A blood pressure reading of 140/90 or higher', 'sign', 0.05, []),
  f('reading_bp_severe', 'A blood pressure reading of 160/110 or higher', 'sign', 0.01, []),
  f('reading_bp_very_high', 'A blood pressure reading of 180/120 or higher', 'sign', 0.003, []),
  f('reading_bp_low', 'A blood pressure reading below 90 systolic', 'sign', 0.005, []),
  f('reading_oxygen_low', 'An oxygen level of 92% or lower', 'sign', 0.002, []),
  f('reading_oxygen_borderline', 'An oxygen level of 93 or 94%', 'sign', 0.005, []),
  f('reading_temperature_low', 'A temperature below 35 °C', 'sign', 0.001, []),
  f('reading_glucose_very_high', 'A blood sugar of 20 mmol/L (360 mg/dL) or higher', 'sign', 0.002, []),
  f('reading_glucose_low', 'A blood sugar below 3 mmol/L (54 mg/dL)', 'sign', 0.002, []),
  f('reading_pulse_fast', 'A pulse of 130 or more a minute', 'sign', 0.005, []),
  f('reading_pulse_very_fast', 'A pulse of 160 or more a minute', 'sign', 0.002, []),
  f('reading_pulse_slow', 'A pulse below 40 a minute', 'sign', 0.001, []),
  f('reading_peak_flow_under_half', 'A peak flow below half of the best', 'sign', 0.001, []),
  f(
    'reading_peak_flow_reduced',
    'A peak flow between half and three quarters of the best',
    'sign',
    0.005,
    [],
  ),
];
