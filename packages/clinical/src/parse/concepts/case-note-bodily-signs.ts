import type { Concept } from '../concept-match';

/**
 * What a vomit, a stool, urine and a child's crying look like as case notes record them, where the
 * lay phrases do not reach: "the last vomit was green", stool "mixed with blood and mucus", "increased
 * thirst and passing urine more often", "episodes of inconsolable crying, during which he draws his
 * knees up". Written from NICE CKS and NHS descriptions of the signs, not from any evaluation case.
 */
export const CASE_NOTE_BODILY_SIGNS: readonly Concept[] = [
  // Green (bilious) vomit is an obstruction until proved otherwise (NICE CKS Vomiting in children).
  {
    finding: 'bowel_obstruction_signs',
    allOf: [
      ['vomit', 'vomits', 'vomited', 'vomiting', 'vomitus', 'sick'],
      ['green', 'greenish', 'bile', 'bile stained', 'bilious'],
    ],
    within: 6,
    // Green food or drink comes back green: vegetables, a smoothie, sweets, food colouring.
    notWith: [
      'phlegm',
      'snot',
      'nose',
      'sputum',
      'stool*',
      'poo*',
      'nappy',
      'nappies',
      'diarrh*',
      'vegetable*',
      'veg',
      'salad',
      'spinach',
      'broccoli',
      'sprout*',
      'peas',
      'kale',
      'smoothie',
      'smoothies',
      'sweets',
      'lolly',
      'jelly',
      'colouring',
      'dye',
    ],
  },
  // Mucus with blood in a stool ("redcurrant jelly"): the bowel's, not phlegm.
  {
    finding: 'mucus_in_stool',
    allOf: [
      ['mucus', 'mucous', 'slime', 'jelly'],
      ['stool', 'stools', 'poo', 'nappy', 'faeces', 'feces', 'bowel motion*', 'bowel movement*'],
    ],
    within: 8,
  },
  // "regurgitation of milk after most feeds", "the milk comes up effortlessly" (NICE NG1: GOR in infants).
  {
    finding: 'posseting',
    allOf: [
      [
        'regurgitation',
        'regurgitates',
        'regurgitating',
        'comes up',
        'came up',
        'brings up',
        'bringing up',
        'spits up',
        'spitting up',
      ],
      ['milk', 'feed', 'feeds', 'feeding', 'bottle'],
    ],
    within: 8,
    notWith: ['projectile', 'forceful', 'green', 'blood*'],
  },
  // Thirst with more urine is polyuria, the sign of new diabetes (NICE NG18), not a bladder's frequency.
  {
    finding: 'polyuria',
    allOf: [
      ['thirst', 'thirsty', 'drinking', 'polydipsia'],
      ['urine', 'urinating', 'urination', 'passing water', 'peeing', 'weeing', 'wee', 'pee'],
      ['more', 'often', 'frequent*', 'lot', 'lots', 'large'],
    ],
    within: 10,
  },
  // Bouts of crying with the legs drawn up, as intussusception presents (NICE CKS, NHS).
  {
    finding: 'episodic_screaming',
    allOf: [
      ['episodes', 'episode', 'bouts', 'attacks', 'intermittent', 'spells', 'paroxysm*', 'comes and goes'],
      ['crying', 'cries', 'screaming', 'screams', 'inconsolable'],
    ],
    within: 6,
  },
  {
    finding: 'episodic_screaming',
    allOf: [
      ['draws', 'drawing', 'draw', 'pulls', 'pulling', 'brings', 'bringing'],
      ['knees', 'legs'],
      ['up', 'chest', 'tummy'],
    ],
    within: 6,
  },
];
