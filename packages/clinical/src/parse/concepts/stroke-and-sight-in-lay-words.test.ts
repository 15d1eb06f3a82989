import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('a stroke, sudden sight loss and a calf clot as people tell them', () => {
  it.each([
    [
      "My husband's words are coming out wrong, like he's saying the wrong words. Should I be worried or am I overreacting?",
      'speech_difficulty',
    ],
    ['He keeps dropping things from his right hand.', 'one_sided_weakness'],
    ['my left hand has gone clumsy since this morning', 'one_sided_weakness'],
    ['everything went dark in my right eye, like someone pulled a blind down', 'vision_loss'],
    ['I can only see light and vague shapes out of my right eye.', 'vision_loss'],
    ["My right calf has been aching for 3 days, like a cramp that won't go.", 'leg_swelling_one_sided'],
    ['pain in my right calf since the flight', 'leg_swelling_one_sided'],
    ['Had my knee scope 2 weeks ago', 'recent_surgery_or_immobility'],
    ['the red has gone about 3 inches past the line I drew round it', 'spreading_redness'],
  ])('%s → %s', (text, finding) => {
    expect(presentFindings(text)).toContain(finding);
  });

  it.each([
    ['I keep dropping my phone, butterfingers', 'one_sided_weakness'],
    ['the room went dark and I fainted', 'vision_loss'],
    ['my calves ache after the marathon', 'leg_swelling_one_sided'],
    ["I pulled my calf at football, it's sore", 'leg_swelling_one_sided'],
    ["My right calf has been aching for 3 days, like a cramp that won't go.", 'abdominal_pain'],
    ['I am worried I could be pregnant, should I be worried?', 'speech_difficulty'],
  ])('%s → not %s', (text, finding) => {
    expect(presentFindings(text)).not.toContain(finding);
  });
});
