import { describe, expect, it } from 'vitest';
import { readFindings } from '../test-reading';

describe('what people write when they write little', () => {
  it.each([
    ['cant do this anymore', 'low_mood'],
    ["honestly I can't take it any more", 'low_mood'],
    ["I'm shaking and I can't get warm", 'rigors'],
    ['shivering under the duvet and still freezing cold', 'rigors'],
    ['the pain is sharp and low down on my left side', 'left_lower_abdominal_pain'],
    ['an ache low down on the right', 'right_lower_abdominal_pain'],
    ['my face feels weird on one side', 'numbness_tingling'],
  ])('%j → %s', (text, finding) => {
    expect(readFindings(text)[finding]).toBe(true);
  });

  it.each([
    ["I can't do this diet anymore", 'low_mood'],
    ["I'm shaking because I'm so anxious and can't get warm", 'rigors'],
    ['lower back pain on the left side', 'left_lower_abdominal_pain'],
    ['a sore lower tooth on the right side', 'right_lower_abdominal_pain'],
    ['my face is numb on one side after the dentist injection', 'numbness_tingling'],
  ])('%j is not %s', (text, finding) => {
    expect(readFindings(text)[finding]).toBeUndefined();
  });
});
