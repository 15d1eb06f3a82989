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

/** Optimal-string-alignment distance, or `limit + 1` as soon as it must exceed `limit`. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[n]!;
}

export interface Corrector {
  /** The lexicon word meant by `word`, or `word` itself. */
  correct(word: string): string;
}

/** Built once per lexicon; corrections are remembered (a pure function of the word). */
export function createCorrector(vocabulary: ReadonlySet<string>, notTargets: ReadonlySet<string>): Corrector {
  const byFirst = new Map<string, string[]>();
  for (const word of vocabulary) {
    // Function words are never what a typo meant: "through" is not "though", "curtain" not "certain".
    if (word.length < 4 || notTargets.has(word) || !/^[a-z]+$/.test(word)) continue;
    const list = byFirst.get(word[0]!) ?? [];
    list.push(word);
    byFirst.set(word[0]!, list);
  }
  const memo = new Map<string, string>();
  const MEMO_LIMIT = 5000;

  function lookup(word: string): string {
    const limit = maxDistance(word.length);
    if (limit === 0 || vocabulary.has(word) || NOT_TYPOS.has(word) || !/^[a-z]+$/.test(word)) return word;
    let best = word;
    let bestDistance = limit + 1;
    let tie = false;
    for (const candidate of byFirst.get(word[0]!) ?? []) {
      const d = boundedDistance(word, candidate, Math.min(limit, bestDistance));
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        tie = false;
      } else if (d === bestDistance && d <= limit) {
        tie = true;
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
