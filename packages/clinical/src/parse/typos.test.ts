import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_TYPOS } from './not-typos';
import { boundedDistance, createCorrector, maxDistance } from './typos';

const VOCABULARY = new Set([
  'fever',
  'cough',
  'vomiting',
  'diarrhoea',
  'diarrhea',
  'headache',
  'faint',
  'chest',
  'breathless',
  'breathing',
  'wheeze',
  'rash',
  'though',
  'tired',
]);
const NOT_TARGETS = new Set(['though']);

/** Full optimal-string-alignment distance, by the textbook table. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** What the corrector must answer, found by measuring the word against every target. */
function reference(word: string, vocabulary: ReadonlySet<string>, notTargets: ReadonlySet<string>): string {
  const limit = maxDistance(word.length);
  if (limit === 0 || vocabulary.has(word) || NOT_TYPOS.has(word) || !/^[a-z]+$/.test(word)) return word;
  const targets = [...vocabulary].filter(
    (w) => w.length >= 4 && !notTargets.has(w) && /^[a-z]+$/.test(w) && w[0] === word[0],
  );
  const within = targets.map((w) => [w, distance(word, w)] as const).filter(([, d]) => d <= limit);
  const best = Math.min(...within.map(([, d]) => d));
  const nearest = within.filter(([, d]) => d === best);
  return nearest.length === 1 ? nearest[0]![0] : word;
}

describe('typo correction', () => {
  const corrector = createCorrector(VOCABULARY, NOT_TARGETS);

  it('reads the typos patients make as the words they meant', () => {
    expect(corrector.correct('feverr')).toBe('fever');
    expect(corrector.correct('couhg')).toBe('cough');
    expect(corrector.correct('vomitting')).toBe('vomiting');
    expect(corrector.correct('breathles')).toBe('breathless');
  });

  it('leaves short words, other first letters, ties and words it knows as typed', () => {
    expect(corrector.correct('rsh')).toBe('rsh');
    expect(corrector.correct('paint')).toBe('paint');
    // "diarhea" is one edit from "diarrhea" and two from "diarrhoea": the nearer wins.
    expect(corrector.correct('diarhea')).toBe('diarrhea');
    // "diarrhxea" is one edit from both spellings: a tie is no reading.
    expect(corrector.correct('diarrhxea')).toBe('diarrhxea');
    expect(corrector.correct('tired')).toBe('tired');
  });

  it('never corrects towards a function word', () => {
    expect(corrector.correct('thougn')).toBe('thougn');
  });

  it('answers as a search of every target would, for any word', () => {
    const letters = fc.constantFrom(...'abcdefhiortvw');
    const typo = fc.oneof(
      fc.string({ unit: letters, minLength: 1, maxLength: 11 }),
      fc
        .tuple(
          fc.constantFrom(...VOCABULARY),
          fc.nat(),
          letters,
          fc.constantFrom('delete', 'insert', 'swap', 'replace'),
        )
        .map(([w, at, c, edit]) => {
          const i = 1 + (at % (w.length - 1));
          if (edit === 'delete') return w.slice(0, i) + w.slice(i + 1);
          if (edit === 'insert') return w.slice(0, i) + c + w.slice(i);
          if (edit === 'swap') return i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w;
          return w.slice(0, i) + c + w.slice(i + 1);
        }),
    );
    fc.assert(
      fc.property(typo, (word) => {
        expect(createCorrector(VOCABULARY, NOT_TARGETS).correct(word)).toBe(
          reference(word, VOCABULARY, NOT_TARGETS),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the distance up to the limit, and more than the limit beyond it', () => {
    expect(boundedDistance('headache', 'headache', 2)).toBe(0);
    expect(boundedDistance('haedache', 'headache', 2)).toBe(1);
    expect(boundedDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(boundedDistance('fever', 'feverishness', 2)).toBe(3);
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), fc.nat(3), (a, b, limit) => {
        const exact = distance(a, b);
        if (exact <= limit) expect(boundedDistance(a, b, limit)).toBe(exact);
        else expect(boundedDistance(a, b, limit)).toBeGreaterThan(limit);
      }),
    );
  });
});
