import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe("a young child who got at someone's medicines", () => {
  it.each([
    'I found her with the blister pack of her heart tablets, 3 empty spaces and a half chewed one on the carpet',
    'my toddler might have swallowed some of grandad’s pills, the lid was off',
    'found him with a tablet in his mouth, not sure how many he had',
    'my son may have eaten some of my iron tablets',
  ])('%s → overdose_poisoning', (text) => {
    expect(presentFindings(text)).toContain('overdose_poisoning');
  });

  it.each([
    'She takes her blood pressure tablets every morning.',
    'He forgot his tablets yesterday.',
    'The dog chewed a blister pack of my tablets.',
    'My daughter refuses to take her medicine.',
    "He chews his tablets because he can't swallow them.",
  ])('%s → not overdose_poisoning', (text) => {
    expect(presentFindings(text)).not.toContain('overdose_poisoning');
  });
});
