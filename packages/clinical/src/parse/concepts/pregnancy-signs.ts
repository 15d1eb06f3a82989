import type { Concept } from '../concept-match';
import { INJURY_OR_STING, SWOLLEN } from './shared-words';

/**
 * The face and the hands swelling together, in any order ("sudden swelling of her face and
 * hands", "my face and fingers have puffed up"): with a headache or in late pregnancy, a sign of
 * pre-eclampsia (NICE NG133). One hand or the face alone is read by the allergy and injury
 * findings; not an injury, a sting or an allergic reaction. And the sickness of early pregnancy
 * told with its mornings.
 */
export const PREGNANCY_SIGNS: readonly Concept[] = [
  {
    finding: 'face_hand_swelling',
    allOf: [['face'], ['hand', 'finger'], [...SWOLLEN, 'puffing']],
    within: 8,
    notWith: [...INJURY_OR_STING, 'trapped', 'shut', 'door', 'hive*', 'allerg*', 'peanut*', 'nut', 'ate'],
  },
  // "8 weeks pregnant … N&V, worse in the mornings": the sickness of early pregnancy (NICE CKS).
  {
    finding: 'morning_sickness',
    allOf: [
      ['pregnant', 'pregnancy', 'gestation', 'trimester', 'expecting'],
      ['nausea', 'nauseous', 'nauseated', 'queasy', 'sick', 'vomit', 'vomiting', 'vomits'],
      ['morning', 'mornings', 'first thing', 'on waking'],
    ],
    within: 16,
  },
  // "my knickers keep getting damp, it's clear and doesn't smell like wee": waters leaking, not a
  // leaking bladder (NICE NG25: a trickle of clear fluid can be the membranes rupturing).
  {
    finding: 'waters_broken',
    allOf: [
      ['damp', 'wet', 'soaked', 'leak*', 'trickl*', 'gush*', 'drip*'],
      ['knickers', 'pants', 'underwear', 'pad', 'pads', 'down below'],
      ['clear', 'watery', 'fluid', "doesn't smell like wee", 'not wee', "isn't wee"],
    ],
    within: 14,
  },
  // "my hands and feet are SO itchy": where the itch of cholestasis of pregnancy is worst (RCOG GTG43).
  {
    finding: 'itch_palms_soles',
    allOf: [
      ['itch*', 'scratch*'],
      ['palm', 'palms', 'sole', 'soles', 'hands and feet', 'hands and my feet', 'feet and hands'],
    ],
    within: 10,
  },
];
