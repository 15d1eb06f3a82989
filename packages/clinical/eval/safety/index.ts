import { SAFETY_EIGHTEENTH_ROUND } from './eighteenth-round';
import { SAFETY_EIGHTH_ROUND } from './eighth-round';
import { SAFETY_ELEVENTH_ROUND } from './eleventh-round';
import { SAFETY_EMERGENCIES } from './emergencies';
import { SAFETY_FIFTEENTH_ROUND } from './fifteenth-round';
import { SAFETY_FIFTH_ROUND } from './fifth-round';
import { SAFETY_FOURTEENTH_ROUND } from './fourteenth-round';
import { SAFETY_FOURTH_ROUND } from './fourth-round';
import { SAFETY_HELDOUT as FIRST_ROUND_HELDOUT } from './heldout';
import { SAFETY_HELDOUT_EIGHTEENTH_ROUND } from './heldout-eighteenth-round';
import { SAFETY_HELDOUT_EIGHTH_ROUND } from './heldout-eighth-round';
import { SAFETY_HELDOUT_ELEVENTH_ROUND } from './heldout-eleventh-round';
import { SAFETY_HELDOUT_FIFTEENTH_ROUND } from './heldout-fifteenth-round';
import { SAFETY_HELDOUT_FIFTH_ROUND } from './heldout-fifth-round';
import { SAFETY_HELDOUT_FOURTEENTH_ROUND } from './heldout-fourteenth-round';
import { SAFETY_HELDOUT_FOURTH_ROUND } from './heldout-fourth-round';
import { SAFETY_HELDOUT_NINETEENTH_ROUND } from './heldout-nineteenth-round';
import { SAFETY_HELDOUT_NINTH_ROUND } from './heldout-ninth-round';
import { SAFETY_HELDOUT_SECOND_ROUND } from './heldout-second-round';
import { SAFETY_HELDOUT_SELF_CARE_SECOND_ROUND } from './heldout-self-care-second-round';
import { SAFETY_HELDOUT_SEVENTEENTH_ROUND } from './heldout-seventeenth-round';
import { SAFETY_HELDOUT_SEVENTH_ROUND } from './heldout-seventh-round';
import { SAFETY_HELDOUT_SIXTEENTH_ROUND } from './heldout-sixteenth-round';
import { SAFETY_HELDOUT_SIXTH_ROUND } from './heldout-sixth-round';
import { SAFETY_HELDOUT_TENTH_ROUND } from './heldout-tenth-round';
import { SAFETY_HELDOUT_THIRTEENTH_ROUND } from './heldout-thirteenth-round';
import { SAFETY_HELDOUT_TWELFTH_ROUND } from './heldout-twelfth-round';
import { SAFETY_LANGUAGE } from './language';
import { SAFETY_NINETEENTH_ROUND } from './nineteenth-round';
import { SAFETY_NINTH_ROUND } from './ninth-round';
import { SAFETY_ROUTINE } from './routine';
import { SAFETY_SECOND_ROUND } from './second-round';
import { SAFETY_SELF_CARE } from './self-care';
import { SAFETY_SELF_CARE_SECOND_ROUND } from './self-care-second-round';
import { SAFETY_SEVENTEENTH_ROUND } from './seventeenth-round';
import { SAFETY_SEVENTH_ROUND } from './seventh-round';
import { SAFETY_SIXTEENTH_ROUND } from './sixteenth-round';
import { SAFETY_SIXTH_ROUND } from './sixth-round';
import { SAFETY_TENTH_ROUND } from './tenth-round';
import { SAFETY_THIRTEENTH_ROUND } from './thirteenth-round';
import { SAFETY_TWELFTH_ROUND } from './twelfth-round';
import type { SafetyCase } from './types';
import { SAFETY_URGENT } from './urgent';

export type { SafetyCase } from './types';

/**
 * The triage safety set: cases written from the outside, as patients and parents type, without
 * reading the knowledge base. SAFETY_DEV may be read while tuning; SAFETY_HELDOUT may not (see
 * heldout.ts).
 */
export const SAFETY_DEV: readonly SafetyCase[] = [
  ...SAFETY_EMERGENCIES,
  ...SAFETY_URGENT,
  ...SAFETY_ROUTINE,
  ...SAFETY_SELF_CARE,
  ...SAFETY_LANGUAGE,
  ...SAFETY_SECOND_ROUND,
  ...SAFETY_SELF_CARE_SECOND_ROUND,
  ...SAFETY_FOURTH_ROUND,
  ...SAFETY_FIFTH_ROUND,
  ...SAFETY_SIXTH_ROUND,
  ...SAFETY_SEVENTH_ROUND,
  ...SAFETY_EIGHTH_ROUND,
  ...SAFETY_NINTH_ROUND,
  ...SAFETY_TENTH_ROUND,
  ...SAFETY_ELEVENTH_ROUND,
  ...SAFETY_TWELFTH_ROUND,
  ...SAFETY_THIRTEENTH_ROUND,
  ...SAFETY_FOURTEENTH_ROUND,
  ...SAFETY_FIFTEENTH_ROUND,
  ...SAFETY_SIXTEENTH_ROUND,
  ...SAFETY_SEVENTEENTH_ROUND,
  ...SAFETY_EIGHTEENTH_ROUND,
  ...SAFETY_NINETEENTH_ROUND,
];

export const SAFETY_HELDOUT: readonly SafetyCase[] = [
  ...FIRST_ROUND_HELDOUT,
  ...SAFETY_HELDOUT_SECOND_ROUND,
  ...SAFETY_HELDOUT_SELF_CARE_SECOND_ROUND,
  ...SAFETY_HELDOUT_FOURTH_ROUND,
  ...SAFETY_HELDOUT_FIFTH_ROUND,
  ...SAFETY_HELDOUT_SIXTH_ROUND,
  ...SAFETY_HELDOUT_SEVENTH_ROUND,
  ...SAFETY_HELDOUT_EIGHTH_ROUND,
  ...SAFETY_HELDOUT_NINTH_ROUND,
  ...SAFETY_HELDOUT_TENTH_ROUND,
  ...SAFETY_HELDOUT_ELEVENTH_ROUND,
  ...SAFETY_HELDOUT_TWELFTH_ROUND,
  ...SAFETY_HELDOUT_THIRTEENTH_ROUND,
  ...SAFETY_HELDOUT_FOURTEENTH_ROUND,
  ...SAFETY_HELDOUT_FIFTEENTH_ROUND,
  ...SAFETY_HELDOUT_SIXTEENTH_ROUND,
  ...SAFETY_HELDOUT_SEVENTEENTH_ROUND,
  ...SAFETY_HELDOUT_EIGHTEENTH_ROUND,
  ...SAFETY_HELDOUT_NINETEENTH_ROUND,
];

export const SAFETY_ALL: readonly SafetyCase[] = [...SAFETY_DEV, ...SAFETY_HELDOUT];
