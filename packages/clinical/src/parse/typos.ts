import { NOT_TYPOS } from './not-typos';

/**
 * Typo tolerance: a word the lexicon does not know is read as the one lexicon word it is closest
 * to, by Damerau–Levenshtein distance (optimal string alignment: insert, delete, substitute, swap
 * two neighbours) of at most 1 for words of 5–7 letters and 2 for 8 or more; never for shorter
 * words. Only lexicon words are candidates, only those with the same first letter (typos seldom
 * hit it, and "paint" must not become "faint"), and only one best candidate: a tie is no reading.
 * Real English words that sit that close to a lexicon word ("tried" / "tired", "fewer" / "fever")
 * are never corrected (`NOT_TYPOS`).
 */

export const maxDistance = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** Scratch rows for `boundedDistance` (words are short; longer ones are never compared). */
const MAX_WORD = 40;
const rows = [new Int32Array(MAX_WORD + 1), new Int32Array(MAX_WORD + 1), new Int32Array(MAX_WORD + 1)] as const;

/**
 * Optimal-string-alignment distance when it is at most `limit`; otherwise some number above
 * `limit` (`limit + 1` as soon as the distance must exceed it).
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length > MAX_WORD || b.length > MAX_WORD) return limit + 1;
  const n = b.length;
  let prevPrev = rows[0];
  let prev = rows[1];
  let row = rows[2];
  for (let j = 0; j <= n; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, prevPrev[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return prev[n]!;
}

export interface Corrector {
  /** The lexicon word meant by `word`, or `word` itself. */
  correct(word: string): string;
}

/** Built once per lexicon; corrections are remembered (a pure function of the word). */
export function createCorrector(vocabulary: ReadonlySet<string>, notTargets: ReadonlySet<string>): Corrector {
  // The candidates for a word share its first letter and are within `limit` letters of its
  // length, so the lexicon's words are filed by first letter and length: building that is one
  // pass over the vocabulary (a deletion index, as in SymSpell, cost a fifth of the engine's
  // start), and a lookup measures the few hundred words in the neighbouring drawers, stopping
  // each comparison as soon as it exceeds the limit.
  const drawers = new Map<string, string[]>();
  for (const word of vocabulary) {
    // Function words are never what a typo meant: "through" is not "though", "curtain" not "certain".
    if (word.length < 4 || word.length > MAX_WORD || notTargets.has(word) || !/^[a-z]+$/.test(word)) continue;
    const key = word[0]! + word.length;
    const drawer = drawers.get(key);
    if (drawer) drawer.push(word);
    else drawers.set(key, [word]);
  }
  const memo = new Map<string, string>();
  const MEMO_LIMIT = 5000;

  function lookup(word: string): string {
    const limit = maxDistance(word.length);
    if (limit === 0 || vocabulary.has(word) || NOT_TYPOS.has(word) || !/^[a-z]+$/.test(word)) return word;
    let best = word;
    let bestDistance = limit + 1;
    let tie = false;
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      for (const candidate of drawers.get(word[0]! + length) ?? []) {
        const d = boundedDistance(word, candidate, Math.min(limit, bestDistance));
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
          tie = false;
        } else if (d === bestDistance && d <= limit) {
          tie = true;
        }
      }
    }
    return tie || bestDistance > limit ? word : best;
  }

  return {
    correct(word) {
      const known = memo.get(word);
      if (known !== undefined) return known;
      const found = lookup(word);
      if (memo.size < MEMO_LIMIT) memo.set(word, found);
      return found;
    },
  };
}
