import type { FindingDef } from '../kb/types';
import { phraseWords } from './tokens';

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

/** Where an entry of the word index belongs: a concept and one of its groups (-1: its vetoes). */
interface Ref {
  concept: number;
  group: number;
}

export interface CompiledConcept {
  finding: number;
  evenIfUnsure: boolean;
  groups: number;
  within: number;
}

/**
 * Every concept's words in one index, so a sentence is read once whatever the number of
 * concepts: a word looks up its exact entries and the sequences it starts, and is tried against
 * the prefixes that begin with its first letter.
 */
export interface CompiledConcepts {
  readonly concepts: readonly CompiledConcept[];
  readonly exact: ReadonlyMap<string, readonly Ref[]>;
  readonly sequences: ReadonlyMap<string, readonly { words: readonly string[]; ref: Ref }[]>;
  /** Prefixes by their first letter. */
  readonly prefixes: ReadonlyMap<string, readonly { prefix: string; ref: Ref }[]>;
  readonly many: readonly Ref[];
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

export function compileConcepts(
  concepts: readonly Concept[],
  findings: readonly FindingDef[],
): CompiledConcepts {
  const index = new Map(findings.map((f, i) => [f.id, i]));
  const compiled: CompiledConcept[] = [];
  const exact = new Map<string, Ref[]>();
  const sequences = new Map<string, { words: readonly string[]; ref: Ref }[]>();
  const prefixes = new Map<string, { prefix: string; ref: Ref }[]>();
  const many: Ref[] = [];
  const add = (entry: string, ref: Ref) => {
    if (entry === MANY) many.push(ref);
    else if (entry.endsWith('*') && !entry.includes(' ')) {
      const prefix = entry.slice(0, -1);
      prefixes.set(prefix[0]!, [...(prefixes.get(prefix[0]!) ?? []), { prefix, ref }]);
    } else {
      const words = phraseWords(entry);
      if (words.length === 1) exact.set(words[0]!, [...(exact.get(words[0]!) ?? []), ref]);
      else if (words.length > 1)
        sequences.set(words[0]!, [...(sequences.get(words[0]!) ?? []), { words, ref }]);
    }
  };
  for (const c of concepts) {
    const finding = index.get(c.finding);
    if (finding === undefined) continue;
    const concept = compiled.length;
    compiled.push({
      finding,
      evenIfUnsure: c.evenIfUnsure ?? false,
      groups: c.allOf.length,
      within: c.within ?? 8,
    });
    c.allOf.forEach((entries, group) => {
      for (const entry of entries) add(entry, { concept, group });
    });
    for (const entry of c.notWith ?? []) add(entry, { concept, group: -1 });
  }
  return { concepts: compiled, exact, sequences, prefixes, many };
}

/** The words every concept names (exact ones), so the typo corrector can correct towards them. */
export function conceptWords(concepts: readonly Concept[]): string[] {
  return concepts.flatMap((c) =>
    [...c.allOf.flat(), ...(c.notWith ?? [])]
      .filter((w) => !w.endsWith('*') && w !== MANY)
      .flatMap(phraseWords),
  );
}

export interface ConceptMatch {
  finding: number;
  evenIfUnsure: boolean;
  /** The matched words, one [start, end) span per group, in text order. */
  spans: [number, number][];
}

/**
 * The concepts met inside one sentence, the tokens [from, to). Each word is looked up once; then,
 * for each concept with a word of every group and no veto, and for each place its first group
 * matches, the other groups take their nearest match, and the concept is met when they all fit
 * within its span.
 */
export function conceptsIn(
  compiled: CompiledConcepts,
  words: readonly (string | null)[],
  from: number,
  to: number,
): ConceptMatch[] {
  /** concept → group → [position, length] hits; a veto hit marks the concept out. */
  const hits = new Map<number, [number, number][][]>();
  const vetoed = new Set<number>();
  const hit = (ref: Ref, at: number, length: number) => {
    if (ref.group < 0) {
      vetoed.add(ref.concept);
      return;
    }
    let groups = hits.get(ref.concept);
    if (!groups) {
      groups = Array.from({ length: compiled.concepts[ref.concept]!.groups }, () => []);
      hits.set(ref.concept, groups);
    }
    groups[ref.group]!.push([at, length]);
  };
  for (let i = from; i < to; i += 1) {
    const word = words[i];
    if (!word || word === ',') continue;
    // "a 45-year-old woman", "my 6 week old": an age, not a duration ("swelling for months").
    if (words[i + 1] === 'old' && AGE_UNITS.has(word)) continue;
    for (const ref of compiled.exact.get(word) ?? []) hit(ref, i, 1);
    for (const { words: seq, ref } of compiled.sequences.get(word) ?? [])
      if (i + seq.length <= to && seq.every((w, k) => words[i + k] === w)) hit(ref, i, seq.length);
    for (const { prefix, ref } of compiled.prefixes.get(word[0]!) ?? [])
      if (word.startsWith(prefix)) hit(ref, i, 1);
    if (isMany(word)) for (const ref of compiled.many) hit(ref, i, 1);
  }
  const out: ConceptMatch[] = [];
  for (const [c, groups] of [...hits].sort((a, b) => a[0] - b[0])) {
    if (vetoed.has(c) || groups.some((g) => g.length === 0)) continue;
    const concept = compiled.concepts[c]!;
    const match = bestFit(groups, concept.within);
    if (match) out.push({ finding: concept.finding, evenIfUnsure: concept.evenIfUnsure, ...match });
  }
  return out;
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
