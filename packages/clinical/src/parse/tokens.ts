/**
 * Tokenising for the free-text parser: Unicode-normalised, lower-case words with a light plural
 * and possessive fold, and punctuation kept as its own token so clause boundaries stay visible.
 */

export interface Token {
  /** The folded form used for matching. */
  word: string;
  /** True for . ; : ! ? , and brackets — punctuation, never part of a phrase. */
  punct: boolean;
  /** Where the token is in the normalised text (see `normalise`). */
  start: number;
  end: number;
}

/** A decimal ("38.5") is one token: its point does not end a sentence. */
const TOKEN = /\p{N}+\.\p{N}+|[\p{L}\p{N}]+(?:'\p{L}+)?|[.;:!?,()[\]{}]/gu;
const PUNCT = /^[.;:!?,()[\]{}]$/;
/** "it's", "he's", "that's" are "… is", not possessives. */
const S_CONTRACTIONS = new Set(['it', 'he', 'she', 'that', 'there', 'what', 'who', 'here', 'where', 'let']);

/** Contractions typed without the apostrophe ("cant", "dont", "hes"), read as with it. */
const CONTRACTIONS: Readonly<Record<string, string>> = {
  cant: "can't",
  dont: "don't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  im: "i'm",
  ive: "i've",
  hes: "he's",
  shes: "she's",
  theres: "there's",
  thats: "that's",
  theyre: "they're",
};

/**
 * Text-speak read as the words it stands for ("asthma rly bad", "cough n fever", "for 3 hrs").
 * Only forms with one reading in a message about health: "r" (right, or are) and "v" (very, or
 * versus) stay as typed.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  rly: 'really',
  rlly: 'really',
  n: 'and',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  coz: 'because',
  cuz: 'because',
  bc: 'because',
  thru: 'through',
  abt: 'about',
  hr: 'hour',
  hrs: 'hours',
  min: 'minute',
  mins: 'minutes',
  wk: 'week',
  wks: 'weeks',
  yr: 'year',
  yrs: 'years',
  '2day': 'today',
  '2nite': 'tonight',
  b4: 'before',
};

/** What a typed word is read as: its contraction or the words its shorthand stands for. */
const READ_AS: Readonly<Record<string, string>> = { ...CONTRACTIONS, ...SHORTHAND };

/** Plural fold: "headaches" → "headache", "joints" → "joint"; "stress", "virus", "diabetes" are folded the same way on both sides. */
function fold(typed: string): string {
  // Own keys only: a patient's word may be "constructor" or "toString".
  const word = Object.hasOwn(READ_AS, typed) ? READ_AS[typed]! : typed;
  if (word.endsWith("'s")) {
    const base = word.slice(0, -2);
    return S_CONTRACTIONS.has(base) ? word : base;
  }
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

/** Case-note shorthand whose "&" or "/" the tokens would lose: "N&V", "D&V", "n/v". */
const SPELT_OUT: readonly (readonly [RegExp, string])[] = [
  [/\bn\s*[&/]\s*v\b/g, 'nausea and vomiting'],
  [/\bd\s*[&/]\s*v\b/g, 'diarrhoea and vomiting'],
];

/**
 * NFKC (full-width letters, ligatures, compatibility forms), lower case, shorthand spelt out, one
 * apostrophe and one double quote, and dashes: a dash between words ("pain — no fever", "pain -
 * no fever") is a clause boundary, a hyphen inside a word joins nothing ("non-productive" → "non
 * productive"). A slash between numbers becomes a fraction slash ("150/95" → "150⁄95"): no token,
 * but the reading of a blood pressure (readings.ts) still sees it.
 */
export function normalise(text: string): string {
  const lower = text.normalize('NFKC').toLowerCase();
  return SPELT_OUT.reduce((t, [shorthand, words]) => t.replace(shorthand, words), lower)
    .replace(/[\u2018\u2019\u201a\u201b\u02bc\u2032`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033«»]/g, '"')
    .replace(/(\d)\s*[-\u2010-\u2015]\s*(\d)/g, '$1 $2')
    .replace(/\s[-\u2010-\u2015]+\s|[\u2013\u2014\u2015]/g, ' ; ')
    .replace(/(\d)\s*\/\s*(?=\d)/g, '$1\u2044')
    .replace(/[-\u2010\u2011/_]+/g, ' ');
}

/** Same tokens for the patient's text and for the lexicon's phrases. */
export function tokenizeNormalised(normal: string): Token[] {
  const out: Token[] = [];
  for (const match of normal.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    if (raw.length === 1 && PUNCT.test(raw)) out.push({ word: raw, punct: true, start, end });
    else out.push({ word: fold(raw), punct: false, start, end });
  }
  return out;
}

export function tokenize(text: string): Token[] {
  return tokenizeNormalised(normalise(text));
}

/**
 * ASCII words (letters and digits, with at most one inner apostrophe, as `TOKEN` reads them)
 * between single spaces: text that normalising only lower-cases.
 */
const PLAIN_PHRASE = /^[A-Za-z0-9]+(?:'[A-Za-z]+)?(?: [A-Za-z0-9]+(?:'[A-Za-z]+)?)*$/;

/**
 * The folded words of a lexicon phrase, punctuation dropped. The knowledge base's thirteen
 * thousand phrases are read when the engine starts; nearly all are plain ("chest pain", "can't
 * breathe"), and for those a split gives the same words as the full tokenizer without its Unicode
 * passes.
 */
export function phraseWords(phrase: string): string[] {
  if (PLAIN_PHRASE.test(phrase)) return phrase.toLowerCase().split(' ').map(fold);
  return tokenize(phrase)
    .filter((t) => !t.punct)
    .map((t) => t.word);
}
