/**
 * Tokenising for the free-text parser: lower-case words with a light plural fold, and
 * punctuation kept as its own token so clause boundaries stay visible.
 */

export interface Token {
  /** The folded form used for matching. */
  word: string;
  /** True for . ; : ! ? , — punctuation, never part of a phrase. */
  punct: boolean;
}

const TOKEN = /[a-z0-9]+(?:'[a-z]+)?|[.;:!?,]/g;

/** Plural fold: "headaches" → "headache", "joints" → "joint"; "stress", "virus", "diabetes" are folded the same way on both sides. */
function fold(word: string): string {
  if (
    word.length > 3 &&
    !word.includes("'") &&
    word.endsWith('s') &&
    !word.endsWith('ss') &&
    !word.endsWith('us') &&
    !word.endsWith('is')
  ) {
    return word.slice(0, -1);
  }
  return word;
}

/** Same normalisation for the patient's text and for the lexicon's phrases. */
export function tokenize(text: string): Token[] {
  const normal = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[-/_]+/g, ' ');
  const out: Token[] = [];
  for (const match of normal.matchAll(TOKEN)) {
    const raw = match[0];
    if (/^[.;:!?,]$/.test(raw)) out.push({ word: raw, punct: true });
    else out.push({ word: fold(raw), punct: false });
  }
  return out;
}
