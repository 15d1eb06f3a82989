import type { Concept } from '../concept-match';

const NO = ["haven't", 'havent', "hasn't", 'hasnt', 'not', 'no', "can't", 'cant', 'cannot', 'unable'];
const HERNIA = ['hernia', 'rupture', 'lump', 'bulge', 'swelling'];

/**
 * Signs that need a surgeon today, in the words of patients and their families: a hernia (a
 * "rupture" to many older people) that will not go back, a bowel that passes neither wind nor
 * stool, and pain far beyond what a wound looks like (NHS: Inguinal hernia, when to go to A&E;
 * NICE CKS Cellulitis and erysipelas: necrotising fasciitis).
 */
export const SURGICAL_SIGNS: readonly Concept[] = [
  // "his rupture won't go back", "the lump has gone hard and I can't push it back in"
  {
    finding: 'hernia_stuck_painful',
    allOf: [
      HERNIA,
      [
        "won't go back",
        'wont go back',
        'will not go back',
        "doesn't go back",
        "isn't going back",
        'not going back',
        "won't push back",
        "can't push it back",
        'cant push it back',
        'cannot push it back',
        "won't pop back",
        'stuck out',
        'gone hard',
      ],
    ],
    within: 20,
    notWith: ['breast', 'neck', 'armpit', 'testicle*', 'ball', 'balls'],
  },
  // "he hasn't passed any wind", "no wind or poo since yesterday", "I can't fart": the "no" right
  // at the wind, not "no fever, just bloating and wind".
  {
    finding: 'bowel_obstruction_signs',
    allOf: [NO, ['passed wind', 'passing wind', 'pass wind', 'farted', 'farting', 'fart', 'wind']],
    within: 3,
    notWith: ['outside', 'weather', 'windy', 'wind chill', 'wind up', 'wound up', 'winding'],
  },
  // "hasnt had a poo or passed wind all day"
  {
    finding: 'bowel_obstruction_signs',
    allOf: [
      NO,
      [
        'poo or passed wind',
        'poo or wind',
        'pooed or passed wind',
        'pooed or farted',
        'poo or a fart',
        'wind or a poo',
        'farted or pooed',
      ],
    ],
    within: 6,
  },
  // "the pain is way worse than it looks", "hurts far more than a little cut should"; not a
  // comparison with an earlier time ("worse than the day before"), which is worsening.
  {
    finding: 'pain_out_of_proportion',
    allOf: [
      ['pain', 'painful', 'hurts', 'hurting', 'agony', 'throbbing'],
      ['worse than it looks', 'worse than the', 'more than it should', 'more than a', 'out of proportion'],
      ['cut', 'wound', 'graze', 'scratch', 'bite', 'looks', 'skin', 'redness', 'scrape', 'nick'],
    ],
    within: 12,
    notWith: [
      'headache',
      'period*',
      'tooth',
      'teeth',
      'labour',
      'contraction*',
      'day before',
      'than yesterday',
      'than last night',
      'than this morning',
      'than before',
      'than it was',
      'than earlier',
    ],
  },
];
