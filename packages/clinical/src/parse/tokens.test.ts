import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phraseWords, tokenize } from './tokens';

const byTokenizer = (phrase: string) =>
  tokenize(phrase)
    .filter((t) => !t.punct)
    .map((t) => t.word);

describe("a lexicon phrase's words", () => {
  it('are folded as the patient’s text is: lower case, plurals, contractions, shorthand', () => {
    expect(phraseWords('Swollen Ankles')).toEqual(['swollen', 'ankle']);
    expect(phraseWords("can't catch my breath")).toEqual(["can't", 'catch', 'my', 'breath']);
    expect(phraseWords('cant breathe 2day')).toEqual(["can't", 'breathe', 'today']);
    expect(phraseWords('Sudden, severe "worst ever" headache')).toEqual([
      'sudden',
      'severe',
      'worst',
      'ever',
      'headache',
    ]);
    expect(phraseWords('non-productive cough')).toEqual(['non', 'productive', 'cough']);
  });

  it('are the tokenizer’s words for any phrase, plain or not', () => {
    const unit = fc.constantFrom(...'abcsAZ09\' ,.-/é\u017f\uff21\u2019"');
    const word = fc.string({ unit: fc.constantFrom(..."abcsAZ09'"), minLength: 1, maxLength: 7 });
    const nearlyPlain = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 24 }), nearlyPlain), (phrase) => {
        expect(phraseWords(phrase)).toEqual(byTokenizer(phrase));
      }),
      { numRuns: 5000 },
    );
  });
});
