import type { Concept } from '../concept-match';

const RELIEVER = ['inhaler', 'reliever', 'puffer', 'ventolin', 'salbutamol', 'blue one'];

/**
 * Asthma that is not under control, as patients put it (NICE NG245 and BTS/SIGN 158: a reliever
 * needed three or more times a week, night waking, "playing up"): before, only a few fixed phrases
 * ("using my inhaler more") were read, and "my asthma's not great lately" read nothing. Not a
 * reliever carried but rarely needed, nor asthma said to be controlled.
 */
export const ASTHMA_CONTROL: readonly Concept[] = [
  {
    finding: 'reliever_overuse',
    allOf: [
      ['asthma'],
      [
        'not great',
        'not good',
        'not right',
        'playing up',
        'acting up',
        'flaring',
        'bad',
        'worse',
        'poor',
        'poorly',
        'uncontrolled',
        'not controlled',
        'struggling',
      ],
    ],
    within: 6,
    // Controlled asthma; or an attack, whose own signs (a reliever doing nothing) are read instead.
    notWith: [
      'well controlled',
      'under control',
      'fine',
      'no problem*',
      'attack',
      'nothing',
      'not helping',
      'not working',
    ],
  },
  {
    finding: 'reliever_overuse',
    allOf: [
      RELIEVER,
      [
        'times a week',
        'times a day',
        'times a night',
        'most days',
        'every day',
        'daily',
        'every night',
        'all the time',
        'more',
        'lot',
      ],
    ],
    within: 8,
    notWith: ['rarely', 'hardly', 'never', 'once a month', 'well controlled', 'under control'],
  },
  {
    // A cough that comes at night or wakes the patient; not a cough that began "last night", nor
    // one found on waking in the morning.
    finding: 'night_cough',
    allOf: [
      ['cough*'],
      ['at night', 'in the night', 'night', 'wakes', 'waking', 'keeps me awake', 'overnight'],
    ],
    within: 6,
    // ("at night and first thing in the morning" is asthma's own pattern: only "this morning" is not).
    notWith: ['last night', 'tonight', 'this morning', 'woke up with', 'sweat*'],
  },
];
