import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('a hernia that will not go back, as families put it', () => {
  it.each([
    "My dad has had a rupture in his groin for years that he just pushes back in, but since this morning it won't go back.",
    "the lump in my groin has gone hard and I can't push it back in",
    'My hernia is stuck out and really sore.',
    "Grandad's bulge by his belly button won't pop back like it normally does.",
  ])('%s → hernia_stuck_painful', (text) => {
    expect(presentFindings(text)).toContain('hernia_stuck_painful');
  });

  it.each([
    'There is a lump in my breast that has gone hard.',
    'I have a hernia that goes back in when I lie down.',
    "The swelling on my neck won't go down.",
  ])('%s → not hernia_stuck_painful', (text) => {
    expect(presentFindings(text)).not.toContain('hernia_stuck_painful');
  });
});

describe('a bowel that passes nothing', () => {
  it.each([
    "He hasn't passed any wind since this morning.",
    'hasnt had a poo or passed wind all day',
    'No wind or poo since yesterday and my belly is huge.',
    "I can't fart and I keep being sick.",
  ])('%s → bowel_obstruction_signs', (text) => {
    expect(presentFindings(text)).toContain('bowel_obstruction_signs');
  });

  it.each([
    'I have been passing a lot of wind.',
    'It was windy outside and I got an earache.',
    'My tummy is bloated with wind after meals.',
    'no fever, just bloating and wind',
    "I haven't been sick but I have terrible wind",
  ])('%s → not bowel_obstruction_signs', (text) => {
    expect(presentFindings(text)).not.toContain('bowel_obstruction_signs');
  });
});

describe('pain far beyond what the wound looks like', () => {
  it.each([
    'the pain is unreal, way worse than it looks, the skin round it has gone a dusky purple colour',
    'The pain is much worse than the cut looks.',
    'It hurts far more than a little scratch should.',
    'the bite is tiny but the pain is out of proportion',
  ])('%s → pain_out_of_proportion', (text) => {
    expect(presentFindings(text)).toContain('pain_out_of_proportion');
  });

  it.each([
    'My headache is worse than it was yesterday.',
    'Period pain much worse than it usually is.',
    'The cut looks worse than it feels, it does not hurt.',
    'the pain in my leg is worse than the day before and the skin is red',
  ])('%s → not pain_out_of_proportion', (text) => {
    expect(presentFindings(text)).not.toContain('pain_out_of_proportion');
  });
});
