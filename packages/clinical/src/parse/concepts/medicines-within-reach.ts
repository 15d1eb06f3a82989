import type { Concept } from '../concept-match';

const CHILD = ['she', 'he', 'her', 'him', 'baby', 'toddler', 'son', 'daughter', 'child', 'kid', 'little one'];
const MEDICINES = [
  'tablets',
  'tablet',
  'pills',
  'pill',
  'blister pack*',
  'medicine*',
  'meds',
  'capsules',
  'calpol',
  'paracetamol',
  'vitamins',
];

/**
 * A young child who got at someone's medicines: found with an opened blister pack, tablets
 * chewed or missing. Many adult medicines can seriously poison a toddler at one or two tablets
 * (calcium-channel blockers, beta-blockers, opioids, sulfonylureas), and the child often looks
 * well for hours, so the parent's "she seems fine" does not lower the level (NPIS TOXBASE; NHS:
 * call 111 or 999 if a child has swallowed medicine). Read as a poisoning, told with doubt or not.
 */
export const MEDICINES_WITHIN_REACH: readonly Concept[] = [
  // "found her with the blister pack, 3 empty spaces and a half chewed one on the carpet"
  {
    finding: 'overdose_poisoning',
    allOf: [
      CHILD,
      MEDICINES,
      [
        'empty spaces',
        'empty space',
        'half chewed',
        'chewed one',
        'chewed some',
        'chewing on',
        'found her with',
        'found him with',
        'in her mouth',
        'in his mouth',
        'might have swallowed',
        'may have swallowed',
        'could have swallowed',
        'might have eaten',
        'may have eaten',
        'could have eaten',
        'might have had',
        'may have had',
        'could have had',
        'got into',
        'got hold of',
      ],
    ],
    within: 20,
    evenIfUnsure: true,
    notWith: [
      'dog',
      'puppy',
      'cat',
      'kitten',
      'chewable',
      'prescribed',
      'forgot',
      'forgets',
      'refuses',
      "won't take",
      "can't swallow",
      'cannot swallow',
      'crush*',
      'wrong way',
    ],
  },
];
