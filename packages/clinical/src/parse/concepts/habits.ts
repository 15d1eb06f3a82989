import type { Concept } from '../concept-match';

/**
 * Smoking told as a history rather than a label ("I've smoked all my life", "smoked twenty a day
 * for thirty years"): the fixed phrases read "I smoke" and "smoker" but not the past participle.
 * A smoked food is not a habit, and other smoked drugs are not tobacco's risk.
 */
export const HABITS: readonly Concept[] = [
  {
    finding: 'smoker',
    allOf: [
      ['smoked'],
      [
        'all my life',
        'all his life',
        'all her life',
        'year*',
        'decade*',
        'since',
        'a day',
        'pack*',
        'cigarette*',
        'heavily',
        'for age*',
      ],
    ],
    within: 6,
    notWith: [
      'salmon',
      'fish',
      'haddock',
      'mackerel',
      'meat',
      'ham',
      'bacon',
      'sausage*',
      'cheese',
      'food',
      'ate',
      'eat*',
      'barbecue',
      'cannabis',
      'weed',
      'joint*',
      'crack',
      'pipe',
    ],
  },
];
