import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe("pre-eclampsia's swelling of the face and hands as people say it", () => {
  it.each([
    'Sudden swelling of her face and hands since yesterday.',
    'My face and fingers have puffed up this week.',
    'My hands and face swelled up overnight and my rings are tight.',
    'My face and hands have swollen up but otherwise I feel fine.',
  ])('%s → face_hand_swelling', (text) => {
    expect(presentFindings(text)).toContain('face_hand_swelling');
  });

  it.each([
    'My hand swelled up after a bee sting on my finger.',
    'My face and hands swelled up with hives after I ate peanuts.',
    'I trapped my fingers in the door and my hand is swollen; my face is fine.',
  ])('%s → not face_hand_swelling', (text) => {
    expect(presentFindings(text)).not.toContain('face_hand_swelling');
  });
});
