import type { Concept } from '../concept-match';

/**
 * A child working hard to breathe, as parents tell it: "her tummy and ribs suck in with each
 * breath", "the skin pulls in between his ribs", "twice she's sort of stopped breathing for a few
 * seconds then started again" (NICE NG9, NG143: recession, apnoea). Not a snorer's pauses at night
 * (sleep apnoea, its own finding), and not someone holding or catching their breath.
 */
export const BREATHING_DISTRESS: readonly Concept[] = [
  {
    finding: 'breathing_distress_signs',
    allOf: [
      ['ribs', 'rib', 'tummy', 'chest', 'skin', 'neck', 'throat'],
      [
        'suck in',
        'sucks in',
        'sucking in',
        'sucked in',
        'pull in',
        'pulls in',
        'pulling in',
        'caving in',
        'caves in',
        'drawing in',
        'draws in',
      ],
      ['breath', 'breaths', 'breathing', 'breathes'],
    ],
    within: 10,
    notWith: ['hold*', 'held', 'exercise', 'yoga', 'posture'],
  },
  {
    finding: 'breathing_distress_signs',
    allOf: [
      [
        'stopped breathing',
        'stops breathing',
        'stop breathing',
        'pause in her breathing',
        'pauses in her breathing',
        'pause in his breathing',
        'pauses in his breathing',
        'pauses in the breathing',
      ],
      [
        'second',
        'seconds',
        'started again',
        'starts again',
        'then started',
        'twice',
        'few times',
        'blue',
        'went floppy',
      ],
    ],
    within: 12,
    notWith: ['snor*', 'holding', 'held', 'sleep apnoea', 'sleep apnea'],
  },
];
