import type { SafetyCase } from './types';

/**
 * Held out: the fourth round's cases that no change may be tuned on (see heldout.ts). Written
 * with the development half (fourth-round.ts), before any change.
 */
export const SAFETY_HELDOUT_FOURTH_ROUND: readonly SafetyCase[] = [
  {
    id: 'saf-h-704',
    text: 'Presents with a cold, pale, painful right leg that started suddenly an hour ago; he cannot feel his toes.',
    age: 70,
    sex: 'male',
    facts: ['I have an irregular heartbeat'],
    denies: [],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'case-note-acute-limb-ischaemia',
    source: 'NICE CG147 Peripheral arterial disease; acute limb ischaemia',
  },
  {
    id: 'saf-h-705',
    text: 'baby is 3 months, grunting when she breathes, not interested in feeds and has a rash that does not fade under a glass',
    age: 0.25,
    sex: 'female',
    facts: ['She has a temperature'],
    denies: [],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'infant-non-blanching-rash',
    source: 'NICE NG143 Fever in under 5s; NICE NG240 meningococcal disease',
  },
  {
    id: 'saf-h-706',
    text: 'Complains of swelling and redness around the left eye with pain on moving the eye and double vision, after a sinus infection.',
    age: 12,
    sex: 'male',
    facts: ['I have a fever'],
    denies: [],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'case-note-orbital-cellulitis',
    source: 'NICE CKS Cellulitis: periorbital/orbital, emergency admission',
  },
  {
    id: 'saf-h-707',
    text: 'I keep thinking about killing myself and I have been saving up my pills',
    age: 35,
    sex: 'male',
    facts: [],
    denies: [],
    minLevel: 'emergency',
    level: 'emergency',
    rule: 'suicide-plan-lay',
    source: 'NICE NG225 Self-harm; Samaritans',
  },
  {
    id: 'saf-h-708',
    text: 'Presents with a three-day history of productive cough, fever and right-sided pleuritic chest pain; respiratory rate 28.',
    age: 67,
    sex: 'female',
    facts: ['I feel breathless'],
    denies: [],
    minLevel: 'urgent',
    level: 'urgent',
    rule: 'case-note-pneumonia',
    source: 'NICE NG138 Pneumonia (community-acquired); CRB-65',
  },
];
