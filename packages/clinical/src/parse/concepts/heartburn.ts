import type { Concept } from '../concept-match';

/**
 * Heartburn in the words of people who do not call it that: "a burning pain behind my breast
 * bone", "burning up the middle of my chest after food" (NICE CKS Dyspepsia and GORD). Reading it
 * does not take anything away: chest pain and its warning signs are read on their own.
 */
export const HEARTBURN: readonly Concept[] = [
  {
    finding: 'heartburn',
    allOf: [
      ['burning', 'burns', 'burn', 'burny'],
      ['breast bone', 'breastbone', 'sternum', 'up my chest', 'up my throat', 'food pipe', 'gullet'],
    ],
    within: 6,
    notWith: ['scald*', 'iron', 'oven', 'kettle', 'sunburn*', 'rash', 'skin'],
  },
];
