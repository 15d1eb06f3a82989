import type { Concept } from '../concept-match';

/**
 * Bruises the patient cannot account for, told around other words: with bleeding gums, pallor or
 * infections, the marrow signs NICE NG12 asks a very urgent blood count for; on a medicine such as
 * methotrexate taken wrongly, its toxicity.
 */
export const BRUISES: readonly Concept[] = [
  // "bruises on my arms I don't remember getting"
  {
    finding: 'easy_bruising',
    allOf: [
      ['bruise', 'bruises', 'bruising', 'bruised'],
      [
        "don't remember",
        'dont remember',
        "can't remember",
        'no idea how',
        'for no reason',
        'out of nowhere',
        "don't know how",
        'not sure how',
        'without knocking',
        'unexplained',
      ],
    ],
    within: 8,
  },
];
