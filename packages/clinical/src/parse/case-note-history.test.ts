import { describe, expect, it } from 'vitest';
import { presentFindings } from './test-reading';

/** Case-note history: what "a history of …" means, and weight loss told with its amount. */
describe('"a history of …" that is still going on is now', () => {
  it.each([
    [
      'She has a history of constipation and tiredness that have been persistent for the last few months.',
      ['constipation', 'fatigue'],
    ],
    ['A history of chest pain, still getting it on exertion.', ['chest_pain']],
    ['A history of low mood, recently worse.', ['low_mood']],
  ])('"%s"', (text, ids) => {
    expect(presentFindings(text)).toEqual(expect.arrayContaining(ids));
  });

  it.each(['She has a history of migraines.', 'A history of chest pain in 2019, investigated and normal.'])(
    '"%s" stays the past',
    (text) => {
      const read = presentFindings(text);
      expect(read).not.toContain('headache');
      expect(read).not.toContain('chest_pain');
    },
  );

  it('"a 3-day history of …" is how long it has lasted', () => {
    expect(presentFindings('A 3-day history of dysuria.')).toContain('dysuria');
  });
});

describe('weight loss told with its amount', () => {
  it.each([
    'He has lost 8 Kgs of weight in the last 6 weeks.',
    'She lost 10 kgs in the last few months.',
    'Down 5 kg without trying.',
    'He has lost about two stone since the summer.',
  ])('"%s"', (text) => {
    expect(presentFindings(text)).toContain('weight_loss');
  });
});

describe('a last period weeks ago', () => {
  it.each([
    'She is unsure of her period date but thinks the last one was 7 weeks ago.',
    'LMP 8 weeks ago.',
    'My last period was 10 weeks ago.',
  ])('"%s" makes a pregnancy possible', (text) => {
    expect(presentFindings(text)).toContain('pregnancy_possible');
  });

  it.each(['My last period was 3 weeks ago.', 'My period was 2 weeks ago and normal.'])(
    '"%s" does not',
    (text) => {
      expect(presentFindings(text)).not.toContain('pregnancy_possible');
    },
  );
});
