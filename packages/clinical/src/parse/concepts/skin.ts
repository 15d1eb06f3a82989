import type { Concept } from '../concept-match';

const MOLE = ['mole', 'moles', 'beauty spot', 'birthmark'];
const CHANGED = [
  'changed',
  'changing',
  'bigger',
  'grown',
  'growing',
  'darker',
  'blacker',
  'bleed*',
  'crusty',
  'crusting',
  'irregular',
  'ragged',
  'jagged',
  'uneven',
  'different colour*',
  'different color*',
  'new colour*',
  'new color*',
];

/** A mole that has changed: "a mole on my back has changed, it's got bigger and darker" (NICE NG12). */
export const SKIN: readonly Concept[] = [
  {
    finding: 'changing_mole',
    allOf: [MOLE, CHANGED],
    within: 10,
    notWith: ['removed', 'cream', 'tattoo', 'summer', 'sun'],
  },
];
