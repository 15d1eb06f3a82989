import type { Concept } from '../concept-match';

/**
 * Meningism told without its usual words: the neck that will not bend told through the chin, and
 * light that hurts told as unbearable. With a headache the three are an emergency (sev_meningism).
 */
export const NECK_AND_LIGHT: readonly Concept[] = [
  // "can't touch my chin to my chest": the bedside test of a stiff neck, told without the neck.
  {
    finding: 'stiff_neck',
    allOf: [
      [
        "can't touch",
        'cannot touch',
        "can't get",
        'cannot get',
        "can't put",
        'cannot put',
        'unable to',
        'hurts to',
      ],
      ['chin'],
      ['chest'],
    ],
    within: 8,
  },
  // "bright light is unbearable", "the light really hurts": light hurting the eyes.
  {
    finding: 'photophobia',
    allOf: [
      ['light', 'lights', 'sunlight', 'daylight', 'brightness'],
      [
        'unbearable',
        'hurts',
        'hurt',
        'hurting',
        'painful',
        "can't stand",
        'cannot stand',
        'sensitive',
        'agony',
      ],
    ],
    within: 5,
    notWith: [
      'headed',
      'lightheaded',
      'weight',
      'period',
      'periods',
      'bleeding',
      'spotting',
      'exercise',
      'duties',
      'touch',
    ],
  },
];
