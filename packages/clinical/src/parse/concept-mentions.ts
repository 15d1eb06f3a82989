import { conceptsIn } from './concept-match';
import type { Lexicon, Reading } from './phrase-trie';

/** What the scan found at one place in the text, and the context it was found in. */
export type Experiencer = 'family' | 'other' | null;

export interface Mention {
  readings: Reading[];
  start: number;
  end: number;
  clause: number;
  negated: boolean;
  uncertain: boolean;
  experiencer: Experiencer;
  past: boolean;
  /** A concept's matched words (the words between them belong to no one). */
  spans?: readonly (readonly [number, number])[];
}

/** The reading context on arriving at a token. */
export interface TokenState {
  clause: number;
  /** Sentences end at . ; ! : and brackets (not at ?): the span a concept's words must share. */
  sentence: number;
  /** Where the negation whose scope covers this token began, or -1. */
  negatedBy: number;
  uncertain: boolean;
  experiencer: Experiencer;
  past: boolean;
}

/**
 * The concepts met in each sentence, as mentions read in the context of their words: negated when
 * a negation that is not one of the concept's own words ("not able to catch my breath") covers any
 * of them. A sentence where a phrase already read the finding keeps the phrase's reading.
 */
export function conceptMentions(
  lexicon: Lexicon,
  words: readonly (string | null)[],
  states: readonly TokenState[],
  phrases: readonly Mention[],
): Mention[] {
  const out: Mention[] = [];
  let from = 0;
  while (from < states.length) {
    const sentence = states[from]!.sentence;
    let to = from;
    while (to < states.length && states[to]!.sentence === sentence) to += 1;
    for (const { finding, spans, evenIfUnsure } of conceptsIn(lexicon.concepts, words, from, to)) {
      const inSentence = (m: Mention) => m.start >= from && m.start < to;
      // A phrase's reading stands, unless doubt dropped it and the concept counts even when unsure.
      const phrased = phrases.some(
        (m) =>
          inSentence(m) && m.readings.some((r) => r.finding === finding) && !(m.uncertain && evenIfUnsure),
      );
      if (phrased) continue;
      const own = (k: number) => spans.some(([a, b]) => k >= a && k < b);
      const negated = spans.some(([a, b]) => {
        for (let k = a; k < b; k += 1) {
          const by = states[k]!.negatedBy;
          if (by >= 0 && !own(by)) return true;
        }
        return false;
      });
      const first = states[spans[0]![0]]!;
      out.push({
        readings: [{ finding, present: null, evenIfUnsure }],
        start: spans[0]![0],
        end: spans[spans.length - 1]![1],
        clause: first.clause,
        negated,
        uncertain: first.uncertain,
        experiencer: first.experiencer,
        past: first.past,
        spans,
      });
    }
    from = to;
  }
  return out;
}
