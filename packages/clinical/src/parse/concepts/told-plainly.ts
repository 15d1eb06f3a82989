import type { Concept } from '../concept-match';

const EAR = ['ear', 'ears'];

/**
 * Signs a relative or a case note tells plainly but not in the fixed phrases: mania as a brother
 * describes it, hearing lost overnight, vertigo that does not stop, frothy urine and puffy eyes,
 * and a fall onto an outstretched hand. Written from NICE CKS and NHS descriptions of these
 * presentations, not from any evaluation case.
 */
export const TOLD_PLAINLY: readonly Concept[] = [
  {
    // "says he doesn't need to sleep" (NICE CG185: reduced need for sleep in mania).
    finding: 'reduced_need_for_sleep',
    allOf: [
      ['sleep', 'sleeping', 'slept'],
      [
        "doesn't need",
        'doesnt need',
        "don't need",
        'dont need',
        'does not need',
        'no need',
        'not tired',
        'full of energy',
      ],
    ],
    within: 10,
  },
  {
    finding: 'elated_mood',
    allOf: [
      [
        'talking non stop',
        'talking nonstop',
        'talks non stop',
        'talking so fast',
        'talking really fast',
        'one idea to another',
        'jumping from one idea',
        'spending spree',
        'millionaire',
        'grandiose',
        'invincible',
        'special powers',
        'chosen one',
      ],
    ],
    within: 1,
  },
  // Savings spent in a spree, not a weekend spent digging.
  {
    finding: 'elated_mood',
    allOf: [
      ['spent', 'spending', 'blew', 'blown', 'splurged'],
      ['her', 'his', 'my', 'our', 'their', 'the'].flatMap((whose) => [
        `all ${whose} savings`,
        `all ${whose} money`,
      ]),
    ],
    within: 4,
  },
  {
    finding: 'sudden_hearing_loss',
    allOf: [
      ['woke', 'woken', 'waking', 'overnight', 'sudden*', 'suddenly'],
      [
        'reduced hearing',
        'decreased hearing',
        'loss of hearing',
        'hearing loss',
        'lost hearing',
        'hearing went',
        'muffled',
      ],
    ],
    within: 12,
    notWith: ['wax', 'for years', 'gradual*', 'slowly'],
  },
  {
    finding: 'hearing_loss',
    allOf: [['reduced', 'decreased', 'diminished', 'poor', 'worse', 'muffled'], ['hearing']],
    within: 3,
  },
  { finding: 'tinnitus', allOf: [['ringing', 'buzzing', 'whistling', 'hissing'], EAR], within: 10 },
  {
    finding: 'constant_vertigo',
    allOf: [
      ['vertigo', 'spinning', 'room spins', 'dizziness'],
      [
        'continuous',
        'constant',
        'constantly',
        'persistent',
        'all the time',
        'at rest',
        'non stop',
        'for days',
      ],
    ],
    within: 8,
  },
  {
    finding: 'foamy_urine',
    allOf: [
      ['wee', 'pee', 'urine', 'water'],
      ['frothy', 'foamy', 'bubbly', 'froth*', 'bubbles'],
    ],
    within: 6,
  },
  {
    finding: 'facial_puffiness',
    allOf: [
      ['eyes', 'eyelids', 'face'],
      ['puffy', 'puffed', 'swollen'],
    ],
    within: 6,
    // One eyelid (left, right, upper, lower), or a painful one, is a stye or an infection of the
    // lid, not the puffiness of both eyes that kidney disease gives.
    notWith: [
      'itchy',
      'sting',
      'bite',
      'lips',
      'tongue',
      'hives',
      'peanut*',
      'crying',
      'cried',
      'left',
      'right',
      'upper',
      'lower',
      'painful',
      'tender',
      'stye',
    ],
  },
  {
    // A fall onto an outstretched hand: a scaphoid or wrist fracture until an X-ray says otherwise.
    finding: 'suspected_fracture',
    allOf: [
      ['fell', 'fall', 'falling', 'landed', 'tripped'],
      [
        'outstretched',
        'onto his hand',
        'onto her hand',
        'onto my hand',
        'on his hand',
        'on her hand',
        'on my hand',
      ],
    ],
    within: 8,
  },
];
