import type { Concept } from '../concept-match';
import { PAIN } from './shared-words';

/** Whose back, as people say it ("my back", "the small of her back"). */
const BACK = ['my back', 'his back', 'her back', 'their back', 'your back', 'the back', 'lower back'];

/**
 * Back pain in any order ("my back is killing me", "a pain in my back that won't go", "it hurts in
 * the small of my back"); before, only fixed phrases ("back pain", "backache") were read, so the
 * commonest way of saying it read nothing. Not the back of another part ("the back of my knee"),
 * not "back" as a return ("the pain came back"), and not pain that travels to the back from the
 * chest or the tummy, or sits high between the shoulder blades or low on one side (the aorta's,
 * the pancreas's and the kidney's pictures, which their own findings read). Written from NICE CKS
 * (Back pain – low, without radiculopathy) and the way patients describe it.
 */
export const BACK_PAIN: readonly Concept[] = [
  {
    finding: 'low_back_pain',
    allOf: [[...PAIN, 'stabbing', 'twinge*', 'spasm*'], BACK],
    within: 6,
    notWith: [
      'back of',
      'came back',
      'come back',
      'comes back',
      'coming back',
      'back again',
      'went back',
      'go back',
      'gone back',
      'back to',
      'through to',
      'to my back',
      'to the back',
      'into my back',
      'radiat*',
      'spread*',
      'upper',
      'between',
      'shoulder blade*',
      'side',
      'loin',
      'kidney*',
    ],
  },
];
