import type { ParsedFinding } from '@labwise/domain';
import type { FindingDef } from '../kb/types';
import { tokenize, type Token } from './tokens';

/**
 * Free text → findings. Phrases come from each finding's synonyms (and its name); at each position
 * the longest phrase wins. A negation word ("no", "not", "never", "without", "denies", "haven't",
 * …) negates the findings that follow it up to a clause boundary (full stop, semicolon, "but",
 * "although", ", and …", or a comma / "and" / "or" that starts a new clause such as "and I …").
 * Findings in an uncertain phrase ("not sure if", "maybe") are left out: unknown changes nothing.
 */

interface TrieNode {
  next: Map<string, TrieNode>;
  /** Index into the lexicon's findings, or -1. */
  finding: number;
}

export interface Lexicon {
  readonly root: TrieNode;
  readonly findings: readonly FindingDef[];
}

const node = (): TrieNode => ({ next: new Map(), finding: -1 });

/** Builds the phrase trie once per knowledge base. The first finding to claim a phrase keeps it. */
export function compileLexicon(findings: readonly FindingDef[]): Lexicon {
  const root = node();
  findings.forEach((finding, index) => {
    for (const phrase of [...finding.synonyms, finding.name]) {
      const words = tokenize(phrase).filter((t) => !t.punct);
      if (words.length === 0) continue;
      let at = root;
      for (const { word } of words) {
        let child = at.next.get(word);
        if (!child) {
          child = node();
          at.next.set(word, child);
        }
        at = child;
      }
      if (at.finding === -1) at.finding = index;
    }
  });
  return { root, findings };
}

const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'without',
  'denie',
  'deny',
  'denied',
  'denying',
  'none',
  'nor',
  'neither',
  "haven't",
  'havent',
  "hasn't",
  'hasnt',
  "hadn't",
  'hadnt',
  "don't",
  'dont',
  "doesn't",
  'doesnt',
  "didn't",
  'didnt',
  "isn't",
  'isnt',
  "aren't",
  'arent',
  "wasn't",
  'wasnt',
  "weren't",
  'werent',
  "won't",
  'wont',
  'nothing',
]);
const NEGATION_PAIRS = [
  ['free', 'of'],
  ['negative', 'for'],
  ['absence', 'of'],
];
const UNCERTAIN = new Set(['maybe', 'perhap', 'possibly', 'unsure', 'might', 'wondering']);
const UNCERTAIN_PAIRS = [
  ['not', 'sure'],
  ['not', 'certain'],
  ["don't", 'know'],
  ['dont', 'know'],
  ['no', 'idea'],
  ['wonder', 'if'],
  ['wonder', 'whether'],
];
const SENTENCE_END = new Set(['.', ';', ':', '!', '?']);
const CLAUSE_END = new Set([
  'but',
  'however',
  'although',
  'though',
  'yet',
  'except',
  'apart',
  'aside',
  'wherea',
  'while',
  'which',
  'who',
  'because',
  'since',
  'still',
  'otherwise',
  'instead',
]);
/** After a comma, "and" or "or", these words start a new clause (", and I feel …"), ending a negation. */
const CLAUSE_STARTERS = new Set([
  'i',
  "i'm",
  'im',
  "i've",
  'ive',
  "i'd",
  'my',
  'me',
  'it',
  "it's",
  'he',
  'she',
  'they',
  'we',
  'you',
  'there',
  'this',
  'that',
  'now',
  'then',
  'also',
  'started',
  'start',
  'starting',
  'have',
  'has',
  'had',
  'feel',
  'feeling',
  'felt',
  'get',
  'getting',
  'got',
  'am',
  'is',
  'are',
  'was',
  'were',
  'just',
  'recently',
  'lately',
  'today',
  'yesterday',
  'so',
]);
/** A negation reaches at most this many tokens. */
const MAX_SCOPE = 12;

const pairAt = (tokens: readonly Token[], i: number, pairs: readonly string[][]) =>
  pairs.some(([a, b]) => tokens[i]?.word === a && tokens[i + 1]?.word === b);

/**
 * Words a phrase may step over once it has begun: amounts and quantifiers, so "lost about eight
 * kilos" matches the phrase "lost kilos" and "lost a stone" matches "lost stone". At most
 * MAX_FILLERS of them, only where the phrase's next word does not fit, and never before a unit of
 * time, where the amount is the point.
 */
const FILLERS = new Set([
  'a',
  'any',
  'much',
  'lot',
  'bit',
  'little',
  'an',
  'about',
  'around',
  'almost',
  'nearly',
  'over',
  'some',
  'few',
  'couple',
  'of',
  'several',
  'half',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
]);
const MAX_FILLERS = 3;
/** A phrase never steps over an amount of time: "for two months" is not "for months". */
const TIME_UNITS = new Set(['minute', 'hour', 'day', 'week', 'fortnight', 'month', 'year']);
const isFiller = (word: string) => FILLERS.has(word) || /^\d+([.,]\d+)?$/.test(word);

/** Longest phrase starting at `start`: [end (exclusive), finding index], or null. */
function longestAt(lexicon: Lexicon, tokens: readonly Token[], start: number): [number, number] | null {
  let at: TrieNode = lexicon.root;
  let best: [number, number] | null = null;
  let skipped = 0;
  for (let i = start; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.punct) break;
    const next = at.next.get(token.word);
    if (!next) {
      if (at !== lexicon.root && skipped < MAX_FILLERS && isFiller(token.word)) {
        skipped += 1;
        continue;
      }
      break;
    }
    if (skipped > 0 && TIME_UNITS.has(token.word)) break;
    at = next;
    if (at.finding !== -1) best = [i + 1, at.finding];
  }
  return best;
}

export function parseText(lexicon: Lexicon, text: string): ParsedFinding[] {
  const tokens = tokenize(text);
  const seen = new Map<number, boolean>();
  const order: number[] = [];
  let scope: 'negated' | 'uncertain' | null = null;
  let left = 0;
  const close = () => {
    scope = null;
    left = 0;
  };
  const startsNewClause = (i: number) => {
    const next = tokens[i];
    return next === undefined || next.punct || CLAUSE_STARTERS.has(next.word);
  };

  let i = 0;
  while (i < tokens.length) {
    const match = longestAt(lexicon, tokens, i);
    if (match) {
      const [end, finding] = match;
      if (scope !== 'uncertain') {
        const present = scope !== 'negated';
        if (!seen.has(finding)) order.push(finding);
        // Mentioned both ways ("no chest pain … now chest pain"): present wins, the safer reading.
        seen.set(finding, (seen.get(finding) ?? false) || present);
      }
      i = end;
      if (scope && --left <= 0) close();
      continue;
    }
    const { word, punct } = tokens[i]!;
    if (punct) {
      // ", and …" starts a new item or clause ("no cough, and white spots"); a negated list runs
      // on with commas and "or" ("no fever, cough or chills").
      if (SENTENCE_END.has(word) || startsNewClause(i + 1) || tokens[i + 1]?.word === 'and') close();
      i += 1;
      continue;
    }
    if (CLAUSE_END.has(word)) {
      close();
      i += 1;
      continue;
    }
    if ((word === 'and' || word === 'or') && startsNewClause(i + 1)) {
      close();
      i += 1;
      continue;
    }
    if (pairAt(tokens, i, UNCERTAIN_PAIRS)) {
      scope = 'uncertain';
      left = MAX_SCOPE;
      i += 2;
      continue;
    }
    if (UNCERTAIN.has(word)) {
      scope = 'uncertain';
      left = MAX_SCOPE;
      i += 1;
      continue;
    }
    if (pairAt(tokens, i, NEGATION_PAIRS)) {
      scope = 'negated';
      left = MAX_SCOPE;
      i += 2;
      continue;
    }
    if (NEGATIONS.has(word)) {
      scope = 'negated';
      left = MAX_SCOPE;
      i += 1;
      continue;
    }
    i += 1;
    if (scope && --left <= 0) close();
  }

  return order.map((index) => {
    const def = lexicon.findings[index]!;
    return { id: def.id, name: def.name, present: seen.get(index)! };
  });
}
