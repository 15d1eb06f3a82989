import type { Concept } from '../concept-match';

/**
 * Bleeding measured the way midwives and the NHS ask about it: soaking through a pad in an hour or
 * less is heavy bleeding, after a birth, in pregnancy or at any time outside a period (RCOG
 * Green-top Guideline 52 Postpartum haemorrhage; NHS: Heavy bleeding after giving birth, call
 * 999). In a period the same words are a heavy period, which `heavy_periods` reads.
 */
export const HEAVY_BLEEDING: readonly Concept[] = [
  // "soaking through a maternity pad in under an hour", "I've soaked three pads in two hours"
  {
    finding: 'heavy_bleeding',
    allOf: [
      ['soaking', 'soaked', 'soak', 'soaks', 'filling', 'filled'],
      ['pad', 'pads', 'maternity pad*', 'sanitary towel*', 'towels'],
      ['hour', 'hours', 'an hour', 'hourly', 'half an hour', 'minutes'],
    ],
    within: 10,
    // A pad for a leaking bladder or for discharge, and a pad every few hours, are not this.
    notWith: [
      'period',
      'periods',
      'time of the month',
      'menstrual',
      'menstruation',
      'cycle',
      'leak*',
      'incontinen*',
      'urine',
      'wee',
      'pee',
      'bladder',
      'discharge',
      'every few',
      'every couple',
      'every 2',
      'every 3',
      'every 4',
      'every two',
      'every three',
      'every four',
    ],
  },
];
