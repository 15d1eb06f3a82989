import type { Concept } from '../concept-match';
import { PAIN } from './shared-words';

/**
 * Jaw pain brought on by chewing in any order ("pain in the jaw when chewing", "chewing makes my
 * jaw ache", "my jaw gets tired and sore when I eat"): after 50, with a new headache, the jaw
 * claudication of giant cell arteritis, which threatens sight (BSR guideline on giant cell
 * arteritis, 2020). Before, only fixed phrases ("jaw hurts when I chew") were read. Not the
 * teeth's or a dentist's pain, and not a jaw that clicks or locks (the joint's own complaint).
 */
export const JAW: readonly Concept[] = [
  {
    finding: 'jaw_pain_chewing',
    allOf: [
      [...PAIN, 'tired', 'tires', 'stiff'],
      ['jaw', 'jaws'],
      ['chew*', 'eating', 'eat', 'meal*'],
    ],
    within: 10,
    notWith: [
      'tooth',
      'teeth',
      'toothache',
      'dentist*',
      'dental',
      'wisdom',
      'gum',
      'gums',
      'brace*',
      'click*',
      'lock*',
      'clench*',
      'grind*',
    ],
  },
];
