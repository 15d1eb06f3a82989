import type { Concept } from '../concept-match';

/** "low down on my left side": pain low in the tummy on one side, not a back, a leg or a tooth. */
function lowerTummyPain(finding: string, side: 'left' | 'right'): Concept {
  return {
    finding,
    allOf: [
      ['pain', 'ache', 'aching', 'hurts', 'sore', 'stabbing', 'cramp*'],
      ['low down', 'lower'],
      [`${side} side`, `${side} hand side`, `on the ${side}`],
    ],
    within: 10,
    notWith: [
      'back',
      'leg',
      'chest',
      'neck',
      'head',
      'calf',
      'foot',
      'arm',
      'shoulder',
      'knee',
      'hip',
      'jaw',
      'tooth',
      'eye',
      'ear',
    ],
  };
}

/**
 * What people write when they write little: "can't do this anymore" (despair, which brings the
 * direct question about suicide, NICE NG222 1.3), "shaking and I can't get warm" (a rigor, NICE
 * NG51), "sharp and low down on my left side" (pain low in the tummy on one side, which in a woman
 * who could be pregnant brings the pregnancy question, NICE NG126), "my face feels weird on one
 * side" (a changed feeling in the face, which brings the question about a droop, NICE NG128).
 */
export const MOOD_AND_FEVER_IN_FEW_WORDS: readonly Concept[] = [
  {
    finding: 'low_mood',
    allOf: [
      [
        "can't do this anymore",
        "can't do this any more",
        'cant do this anymore',
        'cant do this any more',
        'cannot do this anymore',
        "can't take it anymore",
        "can't take it any more",
        'cant take it anymore',
        "can't cope anymore",
        "can't cope any more",
        'cant cope anymore',
        'had enough of everything',
        'had enough of life',
      ],
    ],
    notWith: [
      'diet',
      'job',
      'gym',
      'course',
      'commute',
      'revision',
      'noise',
      'neighbour*',
      'printer',
      'traffic',
    ],
  },
  {
    finding: 'rigors',
    allOf: [
      ['shaking', 'shivering', 'shivers', 'trembling', 'teeth chattering'],
      [
        "can't get warm",
        'cant get warm',
        'cannot get warm',
        "can't warm up",
        'cant warm up',
        'freezing cold',
      ],
    ],
    within: 10,
    notWith: ['anxious', 'anxiety', 'panic*', 'nervous', 'scared'],
  },
  lowerTummyPain('left_lower_abdominal_pain', 'left'),
  lowerTummyPain('right_lower_abdominal_pain', 'right'),
  {
    // "my face feels weird on one side": a changed feeling in half the face.
    finding: 'numbness_tingling',
    allOf: [
      ['face', 'cheek', 'lip', 'mouth'],
      ['weird', 'funny', 'odd', 'strange', 'numb', 'tingly', 'heavy', 'dead'],
      ['one side', 'left side', 'right side', 'half'],
    ],
    within: 8,
    notWith: ['dentist', 'injection', 'filling', 'anaesthetic', 'sunburn*'],
  },
];
