import type { FindingDef } from '../kb/types';
import { tokenize } from './tokens';

/**
 * Concepts: findings read from words that occur together in one sentence, in any order and with
 * other words between them ("my lips look kind of blue", "she's too out of breath to talk"). The
 * phrase trie reads what a patient says in a fixed order; a concept reads what they mean when the
 * order and the words around it vary, which is how unseen wording reaches a severity sign. Each
 * concept is a list of word groups: every group must have a word in the sentence, and the matched
 * words must lie within `within` words of each other.
 */
export interface Concept {
  finding: string;
  /** Each group: words (folded like the text; a trailing `*` matches any word starting so) or short word sequences. */
  allOf: readonly (readonly string[])[];
  /** Largest distance in words between the first and the last matched word (default 8). */
  within?: number;
  /** Read even after "I think", "maybe" (a swallowed battery feared is a swallowed battery). */
  evenIfUnsure?: boolean;
  /** Not read when one of these is anywhere in the sentence ("breathless … running for the bus"). */
  notWith?: readonly string[];
}

type Test = (words: readonly (string | null)[], i: number) => number;

export interface CompiledConcept {
  finding: number;
  evenIfUnsure: boolean;
  groups: readonly Test[];
  within: number;
  notWith: Test | null;
}

/** `#many`: a count large enough to be an overdose ("took 20 paracetamol", "two dozen tablets"). */
export const MANY = '#many';
const MANY_WORDS = new Set([
  'ten',
  'twelve',
  'fifteen',
  'sixteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'dozen',
  'dozens',
  'hundred',
]);
const isMany = (word: string) => MANY_WORDS.has(word) || (/^\d{1,4}$/.test(word) && Number(word) >= 8);

const AGE_UNITS = new Set(['year', 'month', 'week', 'day']);

/** One group's test: the number of words matched at i (0 for none). */
function groupTest(entries: readonly string[]): Test {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const sequences: string[][] = [];
  const many = entries.includes(MANY);
  for (const entry of entries) {
    if (entry === MANY) continue;
    if (entry.endsWith('*') && !entry.includes(' ')) {
      prefixes.push(entry.slice(0, -1));
      continue;
    }
    const words = tokenize(entry)
      .filter((t) => !t.punct)
      .map((t) => t.word);
    if (words.length === 1) exact.add(words[0]!);
    else if (words.length > 1) sequences.push(words);
  }
  return (words, i) => {
    const word = words[i];
    if (!word || word === ',') return 0;
    // "a 45-year-old woman", "my 6 week old": an age, not a duration ("swelling for months").
    if (words[i + 1] === 'old' && AGE_UNITS.has(word)) return 0;
    for (const seq of sequences) if (seq.every((w, k) => words[i + k] === w)) return seq.length;
    if (exact.has(word) || (many && isMany(word))) return 1;
    return prefixes.some((p) => word.startsWith(p)) ? 1 : 0;
  };
}

export function compileConcepts(
  concepts: readonly Concept[],
  findings: readonly FindingDef[],
): CompiledConcept[] {
  const index = new Map(findings.map((f, i) => [f.id, i]));
  return concepts.flatMap((c) => {
    const finding = index.get(c.finding);
    if (finding === undefined) return [];
    return [
      {
        finding,
        evenIfUnsure: c.evenIfUnsure ?? false,
        groups: c.allOf.map(groupTest),
        within: c.within ?? 8,
        notWith: c.notWith ? groupTest(c.notWith) : null,
      },
    ];
  });
}

/** The words every concept names (exact ones), so the typo corrector can correct towards them. */
export function conceptWords(concepts: readonly Concept[]): string[] {
  return concepts.flatMap((c) =>
    [...c.allOf.flat(), ...(c.notWith ?? [])]
      .filter((w) => !w.endsWith('*') && w !== MANY)
      .flatMap((w) =>
        tokenize(w)
          .filter((t) => !t.punct)
          .map((t) => t.word),
      ),
  );
}

export interface ConceptMatch {
  finding: number;
  evenIfUnsure: boolean;
  /** The matched words, one [start, end) span per group, in text order. */
  spans: [number, number][];
}

/**
 * The concepts met inside one sentence, the tokens [from, to). For each place the first group
 * matches, the other groups take their nearest match; the concept is met when they all fit
 * within its span.
 */
export function conceptsIn(
  concepts: readonly CompiledConcept[],
  words: readonly (string | null)[],
  from: number,
  to: number,
): ConceptMatch[] {
  const out: ConceptMatch[] = [];
  for (const concept of concepts) {
    if (concept.notWith && anyMatch(concept.notWith, words, from, to)) continue;
    const hits = concept.groups.map((test) => {
      const found: [number, number][] = [];
      for (let i = from; i < to; i += 1) {
        const n = test(words, i);
        if (n > 0) found.push([i, n]);
      }
      return found;
    });
    if (hits.some((h) => h.length === 0)) continue;
    const match = bestFit(hits, concept.within);
    if (match) out.push({ finding: concept.finding, evenIfUnsure: concept.evenIfUnsure, ...match });
  }
  return out;
}

function anyMatch(test: Test, words: readonly (string | null)[], from: number, to: number): boolean {
  for (let i = from; i < to; i += 1) if (test(words, i) > 0) return true;
  return false;
}

function bestFit(
  hits: readonly (readonly [number, number])[][],
  within: number,
): Pick<ConceptMatch, 'spans'> | null {
  for (const [anchor] of hits[0]!) {
    const chosen: (readonly [number, number])[] = [];
    for (const group of hits) {
      let best: readonly [number, number] | null = null;
      for (const hit of group) {
        // Two groups never claim the same word.
        if (chosen.some(([at]) => at === hit[0])) continue;
        if (!best || Math.abs(hit[0] - anchor) < Math.abs(best[0] - anchor)) best = hit;
      }
      if (!best) break;
      chosen.push(best);
    }
    if (chosen.length !== hits.length) continue;
    const first = Math.min(...chosen.map(([at]) => at));
    const end = Math.max(...chosen.map(([at, n]) => at + n));
    if (end - 1 - first <= within)
      return { spans: chosen.map(([at, n]): [number, number] => [at, at + n]).sort((a, b) => a[0] - b[0]) };
  }
  return null;
}
