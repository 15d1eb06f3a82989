import type { Concept } from '../concept-match';
import { PILLS } from './mind-and-poisoning';

/**
 * Thoughts of suicide and the preparations that make a plan (NICE NG225: ask directly; final acts
 * and a method made ready raise the risk), and a young person's self-harm told by a teacher or a
 * parent. The first-person forms ("I want to kill myself", "I cut myself") are in
 * mind-and-poisoning.ts.
 */
export const SUICIDE_AND_SELF_HARM: readonly Concept[] = [
  // "I don't really see the point anymore", "nothing to live for" (NICE NG225: ask directly).
  {
    finding: 'suicidal_thoughts',
    allOf: [
      [
        'see the point anymore',
        'see the point any more',
        'no point anymore',
        'no point any more',
        'no point in living',
        'no point in going on',
        'nothing to live for',
        'tired of living',
        "can't go on",
        'cannot go on',
        "can't see a way out",
        'no way out',
      ],
    ],
    notWith: ['diet*', 'gym', 'job', 'course', 'revision', 'studying', 'game'],
  },
  // Final acts and a method made ready: belongings sorted out, goodbye letters, tablets saved up,
  // a time decided (NG225: a plan and preparations raise the risk).
  {
    finding: 'suicide_plan',
    allOf: [
      ['sorted out', 'sorting out', 'given away', 'giving away', 'gave away'],
      ['my stuff', 'my things', 'who gets', 'my will', 'my affairs', 'my belongings', 'my pets'],
    ],
    within: 6,
  },
  {
    finding: 'suicide_plan',
    allOf: [
      ['wrote', 'written', 'writing', 'left'],
      [
        'goodbye*',
        'letters to',
        'letters for',
        'letter for',
        'a few letters',
        'some letters',
        'last letter*',
        'farewell',
      ],
    ],
    within: 6,
    notWith: ['cover letter', 'job', 'application', 'birthday', 'thank', 'complaint', 'school', 'council'],
  },
  // "does life insurance still pay out if it looks like an accident": a death planned to look accidental.
  {
    finding: 'suicide_plan',
    allOf: [
      ['insurance', 'policy', 'pay out', 'payout', 'pays out'],
      [
        'looks like an accident',
        'look like an accident',
        'seems like an accident',
        'seem like an accident',
        'counts as suicide',
        'if it was suicide',
        'if i killed',
      ],
    ],
    within: 16,
  },
  {
    finding: 'suicide_plan',
    allOf: [['saved up', 'saving up', 'stockpil*', 'hoard*', 'been keeping', 'been collecting'], PILLS],
    within: 6,
  },
  {
    finding: 'suicide_plan',
    allOf: [
      ['decided', 'planning to', 'plan to', 'made up my mind'],
      ['do it'],
      [
        'tonight',
        'today',
        'tomorrow',
        'this weekend',
        'while my',
        'while everyone',
        'when everyone',
        'when nobody',
        'when no one',
      ],
    ],
    within: 8,
  },
  // "fresh cuts on her forearm", "she's been cutting for two months": a young person's self-harm
  // told by a teacher or parent.
  {
    finding: 'self_harm',
    allOf: [
      ['cuts', 'cut', 'scratches', 'marks', 'slashes'],
      [
        'forearm*',
        'her arm',
        'his arm',
        'her arms',
        'his arms',
        'her wrist*',
        'his wrist*',
        'her thigh*',
        'his thigh*',
      ],
      ['fresh', 'new', 'herself', 'himself', 'on purpose', 'helps', 'hiding', 'hides', 'sleeves'],
    ],
    within: 14,
  },
  {
    finding: 'self_harm',
    allOf: [
      [
        'been cutting',
        'started cutting',
        'keeps cutting',
        'cutting again',
        'cutting herself',
        'cutting himself',
      ],
    ],
    notWith: [
      'hair',
      'grass',
      'hedge',
      'wood',
      'back',
      'down',
      'sugar',
      'carb*',
      'food',
      'onion*',
      'veg*',
      'paper',
      'nails',
      'teeth',
      'tooth',
      'out',
    ],
  },
];
