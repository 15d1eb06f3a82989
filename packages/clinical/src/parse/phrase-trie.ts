import type { ParsedFinding, TextUnderstood } from '@labwise/domain';
import type { FindingDef } from '../kb/types';
import {
  COMPOUND_PHRASES,
  FAMILY_HISTORY,
  FAMILY_ONLY_PHRASES,
  GUARDS,
  LAY_SYNONYMS,
  NEAR,
  type Guard,
} from './lexicon';
import { CLINICAL_TERMS } from './clinical-terms';
import { compileConcepts, conceptWords, type CompiledConcepts } from './concept-match';
import { compileReadings, type CompiledReadings } from './readings';
import { CONCEPTS } from './concepts/index';
import { ALL_MARKER_WORDS, FILLERS, MAX_FILLERS, TIME_UNITS } from './words';
import { phraseWords, type Token } from './tokens';
import { createCorrector, type Corrector } from './typos';

/**
 * The phrase trie the parser reads with: every finding's synonyms and the lay lexicon compiled
 * into one trie of words, with the context guards a phrase needs, and the lookup of the phrases
 * that start at a position (longest first).
 */

export interface Reading {
  finding: number;
  /** null: present unless negated; false: always absent ("afebrile"). */
  present: boolean | null;
  evenIfUnsure: boolean;
}

type WordTest = ((word: string | undefined) => boolean) | null;

interface CompiledGuard {
  onlyBefore: WordTest;
  notBefore: WordTest;
  notAfter: WordTest;
  needsNearby: WordTest;
  notNearby: WordTest;
  notInSentence: WordTest;
}

export interface TrieNode {
  /** The words that continue a phrase from here; leaves (most nodes) share one empty map. */
  next: Map<string, TrieNode>;
  readings: Reading[] | null;
  /** A finding read only when a relative has it ("my sister has coeliac disease"), or -1. */
  family: number;
  guards: CompiledGuard[];
}

export interface Lexicon {
  readonly root: TrieNode;
  readonly findings: readonly FindingDef[];
  /** For each finding, the family-history finding a relative's report of it becomes, or -1. */
  readonly familyOf: Int32Array;
  readonly corrector: Corrector;
  /** Findings read from words that occur together in a clause (`concepts.ts`). */
  readonly concepts: CompiledConcepts;
  /** The findings numbers read into (`readings.ts`). */
  readonly readings: CompiledReadings;
}

export interface TextReading {
  findings: ParsedFinding[];
  understood: TextUnderstood;
}

/** Never written to: a node gets a map of its own with its first child. */
const LEAF = new Map<string, TrieNode>();
const node = (): TrieNode => ({ next: LEAF, readings: null, family: -1, guards: [] });

/** The node `phrase` leads to; with `vocabulary`, missing nodes are made and their words recorded there. */
function pathTo(root: TrieNode, phrase: string, vocabulary?: Set<string>): TrieNode | null {
  const words = phraseWords(phrase);
  if (words.length === 0) return null;
  let at = root;
  for (const word of words) {
    let child = at.next.get(word);
    if (!child) {
      if (!vocabulary) return null;
      vocabulary.add(word);
      child = node();
      if (at.next === LEAF) at.next = new Map();
      at.next.set(word, child);
    }
    at = child;
  }
  return at;
}

/** "pain*" matches any word starting "pain"; other words match themselves (folded). */
function wordTest(words: readonly string[] | undefined): WordTest {
  if (!words || words.length === 0) return null;
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const w of words) {
    if (w.endsWith('*')) prefixes.push(w.slice(0, -1));
    else for (const f of phraseWords(w)) exact.add(f);
  }
  return (word) => word !== undefined && (exact.has(word) || prefixes.some((p) => word.startsWith(p)));
}

const compileGuard = (g: Guard): CompiledGuard => ({
  onlyBefore: wordTest(g.onlyBefore),
  notBefore: wordTest(g.notBefore),
  notAfter: wordTest(g.notAfter),
  needsNearby: wordTest(g.needsNearby),
  notNearby: wordTest(g.notNearby),
  notInSentence: wordTest(g.notInSentence),
});

/**
 * Builds the phrase trie once per knowledge base: the findings' own synonyms first (the first
 * finding to claim a phrase keeps it), then the lay lexicon and the clinical terms for the findings
 * this knowledge base has, then the context guards.
 */
export function compileLexicon(findings: readonly FindingDef[]): Lexicon {
  const root = node();
  // Every word of the trie and every marker word: what the typo corrector may correct towards.
  const vocabulary = new Set<string>(ALL_MARKER_WORDS);
  const index = new Map(findings.map((f, i) => [f.id, i]));
  const claim = (phrase: string, readings: Reading[]) => {
    const at = pathTo(root, phrase, vocabulary);
    if (at && at.readings === null) at.readings = readings;
  };
  findings.forEach((finding, i) => {
    for (const phrase of [...finding.synonyms, finding.name])
      claim(phrase, [{ finding: i, present: null, evenIfUnsure: false }]);
  });
  for (const [id, phrases] of [...Object.entries(LAY_SYNONYMS), ...Object.entries(CLINICAL_TERMS)]) {
    const i = index.get(id);
    if (i === undefined) continue;
    for (const phrase of phrases) claim(phrase, [{ finding: i, present: null, evenIfUnsure: false }]);
  }
  for (const compound of COMPOUND_PHRASES) {
    const readings = compound.reads.flatMap(({ id, present }) => {
      const i = index.get(id);
      return i === undefined
        ? []
        : [{ finding: i, present: present ? null : false, evenIfUnsure: compound.evenIfUnsure ?? false }];
    });
    if (readings.length > 0) claim(compound.phrase, readings);
  }
  for (const [phrase, id] of Object.entries(FAMILY_ONLY_PHRASES)) {
    const i = index.get(id);
    const at = i === undefined ? null : pathTo(root, phrase, vocabulary);
    if (at && i !== undefined) at.family = i;
  }
  for (const guard of GUARDS) {
    const i = index.get(guard.finding);
    if (i === undefined) continue;
    for (const phrase of guard.phrases) {
      const at = pathTo(root, phrase);
      if (at?.readings?.some((r) => r.finding === i)) at.guards.push(compileGuard(guard));
    }
  }

  const familyOf = new Int32Array(findings.length).fill(-1);
  for (const [own, family] of Object.entries(FAMILY_HISTORY)) {
    const a = index.get(own);
    const b = index.get(family);
    if (a !== undefined && b !== undefined) familyOf[a] = b;
  }

  for (const word of conceptWords(CONCEPTS)) vocabulary.add(word);
  return {
    root,
    findings,
    familyOf,
    corrector: createCorrector(vocabulary, new Set(ALL_MARKER_WORDS)),
    concepts: compileConcepts(CONCEPTS, findings),
    readings: compileReadings(index),
  };
}

const seqAt = (words: readonly (string | null)[], i: number, seq: readonly string[]) =>
  seq.every((w, k) => words[i + k] === w);
/** Marker phrases by their first word, so each token is only checked against those it could start. */
const byFirstWord = new WeakMap<readonly (readonly string[])[], Map<string, (readonly string[])[]>>();
export function firstSeqAt(
  words: readonly (string | null)[],
  i: number,
  seqs: readonly (readonly string[])[],
) {
  let map = byFirstWord.get(seqs);
  if (!map) {
    map = new Map();
    for (const seq of seqs) map.set(seq[0]!, [...(map.get(seq[0]!) ?? []), seq]);
    byFirstWord.set(seqs, map);
  }
  const word = words[i];
  return word ? map.get(word)?.find((seq) => seqAt(words, i, seq)) : undefined;
}

/** Where the sentence around token i starts and ends (for the guards' context window). */
/** The words within `reach` of tokens `from`–`to`, not past the end of their sentence. */
function sentenceWindow(tokens: readonly Token[], from: number, to: number, reach = NEAR): [number, number] {
  let lo = from;
  while (lo > 0 && from - lo < reach && !(tokens[lo - 1]!.punct && tokens[lo - 1]!.word !== ',')) lo -= 1;
  let hi = to;
  while (hi < tokens.length && hi - to < reach && !(tokens[hi]!.punct && tokens[hi]!.word !== ',')) hi += 1;
  return [lo, hi];
}

export function guardsPass(
  at: TrieNode,
  words: readonly (string | null)[],
  tokens: readonly Token[],
  start: number,
  end: number,
): boolean {
  if (at.guards.length === 0) return true;
  const before = words[start - 1] ?? undefined;
  const after = words[end] ?? undefined;
  const within = (test: NonNullable<WordTest>, reach = NEAR) => {
    const [lo, hi] = sentenceWindow(tokens, start, end, reach);
    for (let k = lo; k < hi; k += 1) if ((k < start || k >= end) && test(words[k] ?? undefined)) return true;
    return false;
  };
  return at.guards.every(
    (g) =>
      !(g.onlyBefore && !g.onlyBefore(after)) &&
      !(g.notBefore && g.notBefore(after)) &&
      !(g.notAfter && g.notAfter(before)) &&
      !(g.needsNearby && !within(g.needsNearby)) &&
      !(g.notNearby && within(g.notNearby)) &&
      !(g.notInSentence && within(g.notInSentence, Infinity)),
  );
}

/** Phrases starting at `start`, longest first: [end (exclusive), node]. */
/**
 * Phrases are written in the first person ("hit my head"); a carer writes "his" or "her" for the
 * same thing. Only the phrase lookup treats them alike: who the sentence is about is still read
 * from the words as written (a relative's "her" stays the relative's).
 */
const OTHER_POSSESSIVES: ReadonlySet<string> = new Set(['his', 'her', 'their', 'your', 'our']);

export function phrasesAt(
  lexicon: Lexicon,
  words: readonly (string | null)[],
  start: number,
): [number, TrieNode][] {
  let at: TrieNode = lexicon.root;
  const found: [number, TrieNode][] = [];
  let skipped = 0;
  for (let i = start; i < words.length; i += 1) {
    const word = words[i];
    if (word === null || word === undefined) break;
    if (word === ',') {
      // "sudden, severe headache": a comma between the words of one phrase.
      const following = words[i + 1];
      if (at !== lexicon.root && following && at.next.has(following)) continue;
      break;
    }
    const next = at.next.get(word) ?? (OTHER_POSSESSIVES.has(word) ? at.next.get('my') : undefined);
    if (!next) {
      if (
        at !== lexicon.root &&
        skipped < MAX_FILLERS &&
        (FILLERS.has(word) || /^\d+([.,]\d+)?$/.test(word))
      ) {
        skipped += 1;
        continue;
      }
      break;
    }
    if (skipped > 0 && TIME_UNITS.has(word)) break;
    at = next;
    if (at.readings || at.family >= 0) found.push([i + 1, at]);
  }
  return found.reverse();
}
