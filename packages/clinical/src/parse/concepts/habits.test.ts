import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('smoking told as a history', () => {
  it.each([
    "I've smoked all my life.",
    'I have smoked for 40 years.',
    "He's smoked twenty a day since he was a teenager.",
    'Smoked a pack a day for thirty years.',
    'She has been smoking since she was fifteen.',
  ])('%s → smoker', (text) => {
    expect(presentFindings(text)).toContain('smoker');
  });

  it.each([
    "I've never smoked.",
    'We had smoked salmon for dinner and now I keep vomiting.',
    'My husband has smoked for years and I have a cough.',
  ])('%s → not smoker', (text) => {
    expect(presentFindings(text)).not.toContain('smoker');
  });
});
