import type { Concept } from '../concept-match';

const SWOLLEN = [
  'swollen',
  'swelling',
  'swelled',
  'swell*',
  'puffy',
  'puffed',
  'thick',
  'fat',
  'massive',
  'huge',
  'enormous',
];

/**
 * The tongue and the mouth told in a patient's own order: "one side of my tongue swollen", "my
 * tongue feels thick" (angioedema, an airway emergency however it started: an ACE inhibitor after
 * years, a food, a sting), and fresh blood spat out ("spitting bits of blood into the sink"), which
 * after a tonsil operation is an emergency (ENT UK).
 */
export const MOUTH_AND_TONGUE: readonly Concept[] = [
  {
    finding: 'throat_swelling',
    allOf: [['tongue', 'tongues'], SWOLLEN],
    within: 5,
    // A bitten, burnt or pierced tongue swells where it was hurt; a red, sore, smooth one is a
    // glossitis (concepts.test.ts).
    notWith: [
      'bitten',
      'burnt',
      'burned',
      'scald*',
      'pierc*',
      'ulcer*',
      'glands',
      'red',
      'sore',
      'smooth',
      'shiny',
    ],
  },
  {
    finding: 'bleeding_from_mouth',
    allOf: [
      ['spit*', 'spat', 'spitting'],
      ['blood', 'bloody', 'bleeding'],
    ],
    within: 5,
    notWith: ['gums', 'gum', 'brush*', 'floss*', 'tooth', 'teeth', 'cough*', 'nose', 'nosebleed'],
  },
  // "lips are sore and cracked": with a rash and red eyes, the mouth of Stevens-Johnson syndrome.
  {
    finding: 'dry_cracked_lips',
    allOf: [
      ['lip', 'lips'],
      ['cracked', 'cracking', 'peeling', 'crusty', 'crusted', 'raw', 'blistered'],
    ],
    within: 4,
    notWith: ['cold', 'herpes', 'filler*', 'injection*'],
  },
];
