import type { ParsedFinding, TextUnderstood } from '@labwise/domain';
import type { FindingDef } from '../kb/types';
import { isEnglish } from './language';
import {
  ABOUT_OTHERS,
  COMPOUND_PHRASES,
  FAMILY_HISTORY,
  FAMILY_ONLY_PHRASES,
  GUARDS,
  LAY_SYNONYMS,
  NEAR,
  NEEDS_A_SYMPTOM,
  type Guard,
} from './lexicon';
import {
  ALL_MARKER_WORDS,
  BLOOD_RELATIVES,
  DEPENDANTS,
  CLAUSE_END,
  CLAUSE_STARTERS,
  FAMILY_CLAUSE,
  FILLERS,
  FIRST_PERSON,
  MAX_FILLERS,
  MAX_SCOPE,
  NEGATION_PAIRS,
  NEGATIONS,
  OTHER_PEOPLE,
  PAST_AFTER,
  PAST_BEFORE,
  PAST_CLAUSE,
  THIRD_PERSON,
  TIME_UNITS,
  UNCERTAIN,
  UNCERTAIN_PAIRS,
} from './words';
import { normalise, tokenize, tokenizeNormalised, type Token } from './tokens';
import { createCorrector, type Corrector } from './typos';

/**
 * Free text → findings. Phrases come from each finding's synonyms (and its name) and the lay
 * lexicon (`lexicon.ts`); at each position the longest phrase that fits its context wins. Around
 * the phrases the parser reads:
 * - negation ("no", "not", "denies", "negative for", "neither … nor", "non-") up to the end of the
 *   clause, lists included ("denies A, B, and C"); a clause ends at a full stop, semicolon, dash,
 *   bracket, "but", "although", … or a comma / "and" / "or" that starts a new clause ("and I …");
 * - uncertainty ("not sure if", "maybe"): left out, unknown changes nothing;
 * - the experiencer: what a relative has is the patient's family history when the knowledge base
 *   has one for it ("my mother has diabetes"), otherwise not the patient's;
 * - the time: a past, resolved symptom ("as a child", "years ago", "used to") is not a current
 *   one, while a past condition stays history ("history of heart disease");
 * - typos (Damerau–Levenshtein, `typos.ts`), full-width letters and curly quotes (`tokens.ts`);
 * - the language: text in another language reads nothing and says so (`language.ts`).
 */

interface Reading {
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
}

interface TrieNode {
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
}

export interface TextReading {
  findings: ParsedFinding[];
  understood: TextUnderstood;
}

const node = (): TrieNode => ({ next: new Map(), readings: null, family: -1, guards: [] });

const wordsOf = (phrase: string) => tokenize(phrase).filter((t) => !t.punct).map((t) => t.word);

function pathTo(root: TrieNode, phrase: string, create: boolean): TrieNode | null {
  const words = wordsOf(phrase);
  if (words.length === 0) return null;
  let at = root;
  for (const word of words) {
    let child = at.next.get(word);
    if (!child) {
      if (!create) return null;
      child = node();
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
    else for (const f of wordsOf(w)) exact.add(f);
  }
  return (word) => word !== undefined && (exact.has(word) || prefixes.some((p) => word.startsWith(p)));
}

const compileGuard = (g: Guard): CompiledGuard => ({
  onlyBefore: wordTest(g.onlyBefore),
  notBefore: wordTest(g.notBefore),
  notAfter: wordTest(g.notAfter),
  needsNearby: wordTest(g.needsNearby),
  notNearby: wordTest(g.notNearby),
});

/**
 * Builds the phrase trie once per knowledge base: the findings' own synonyms first (the first
 * finding to claim a phrase keeps it), then the lay lexicon for the findings this knowledge base
 * has, then the context guards.
 */
export function compileLexicon(findings: readonly FindingDef[]): Lexicon {
  const root = node();
  const index = new Map(findings.map((f, i) => [f.id, i]));
  const claim = (phrase: string, readings: Reading[]) => {
    const at = pathTo(root, phrase, true);
    if (at && at.readings === null) at.readings = readings;
  };
  findings.forEach((finding, i) => {
    for (const phrase of [...finding.synonyms, finding.name]) claim(phrase, [{ finding: i, present: null, evenIfUnsure: false }]);
  });
  for (const [id, phrases] of Object.entries(LAY_SYNONYMS)) {
    const i = index.get(id);
    if (i === undefined) continue;
    for (const phrase of phrases) claim(phrase, [{ finding: i, present: null, evenIfUnsure: false }]);
  }
  for (const compound of COMPOUND_PHRASES) {
    const readings = compound.reads.flatMap(({ id, present }) => {
      const i = index.get(id);
      return i === undefined ? [] : [{ finding: i, present: present ? null : false, evenIfUnsure: compound.evenIfUnsure ?? false }];
    });
    if (readings.length > 0) claim(compound.phrase, readings);
  }
  for (const [phrase, id] of Object.entries(FAMILY_ONLY_PHRASES)) {
    const i = index.get(id);
    const at = i === undefined ? null : pathTo(root, phrase, true);
    if (at && i !== undefined) at.family = i;
  }
  for (const guard of GUARDS) {
    const i = index.get(guard.finding);
    if (i === undefined) continue;
    for (const phrase of guard.phrases) {
      const at = pathTo(root, phrase, false);
      if (at?.readings?.some((r) => r.finding === i)) at.guards.push(compileGuard(guard));
    }
  }

  const familyOf = new Int32Array(findings.length).fill(-1);
  for (const [own, family] of Object.entries(FAMILY_HISTORY)) {
    const a = index.get(own);
    const b = index.get(family);
    if (a !== undefined && b !== undefined) familyOf[a] = b;
  }

  const vocabulary = new Set<string>(ALL_MARKER_WORDS);
  const collect = (at: TrieNode) => {
    for (const [word, child] of at.next) {
      vocabulary.add(word);
      collect(child);
    }
  };
  collect(root);
  return { root, findings, familyOf, corrector: createCorrector(vocabulary, new Set(ALL_MARKER_WORDS)) };
}

const seqAt = (words: readonly (string | null)[], i: number, seq: readonly string[]) =>
  seq.every((w, k) => words[i + k] === w);
/** Marker phrases by their first word, so each token is only checked against those it could start. */
const byFirstWord = new WeakMap<readonly (readonly string[])[], Map<string, (readonly string[])[]>>();
function firstSeqAt(words: readonly (string | null)[], i: number, seqs: readonly (readonly string[])[]) {
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
function sentenceWindow(tokens: readonly Token[], from: number, to: number): [number, number] {
  let lo = from;
  while (lo > 0 && from - lo < NEAR && !(tokens[lo - 1]!.punct && tokens[lo - 1]!.word !== ',')) lo -= 1;
  let hi = to;
  while (hi < tokens.length && hi - to < NEAR && !(tokens[hi]!.punct && tokens[hi]!.word !== ',')) hi += 1;
  return [lo, hi];
}

function guardsPass(at: TrieNode, words: readonly (string | null)[], tokens: readonly Token[], start: number, end: number): boolean {
  if (at.guards.length === 0) return true;
  const before = words[start - 1] ?? undefined;
  const after = words[end] ?? undefined;
  const [lo, hi] = sentenceWindow(tokens, start, end);
  const near = (test: NonNullable<WordTest>) => {
    for (let k = lo; k < hi; k += 1) if ((k < start || k >= end) && test(words[k] ?? undefined)) return true;
    return false;
  };
  return at.guards.every(
    (g) =>
      !(g.onlyBefore && !g.onlyBefore(after)) &&
      !(g.notBefore && g.notBefore(after)) &&
      !(g.notAfter && g.notAfter(before)) &&
      !(g.needsNearby && !near(g.needsNearby)) &&
      !(g.notNearby && near(g.notNearby)),
  );
}

/** Phrases starting at `start`, longest first: [end (exclusive), node]. */
function phrasesAt(lexicon: Lexicon, words: readonly (string | null)[], start: number): [number, TrieNode][] {
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
    const next = at.next.get(word);
    if (!next) {
      if (at !== lexicon.root && skipped < MAX_FILLERS && (FILLERS.has(word) || /^\d+([.,]\d+)?$/.test(word))) {
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

type Experiencer = 'family' | 'other' | null;

interface Mention {
  readings: Reading[];
  start: number;
  end: number;
  clause: number;
  negated: boolean;
  uncertain: boolean;
  experiencer: Experiencer;
  past: boolean;
}

interface Scan {
  tokens: Token[];
  mentions: Mention[];
  /** Clauses a past marker after the mention or anywhere in the clause makes past: clause → marker position. */
  pastAfter: Map<number, number>;
  pastClause: Set<number>;
  familyClause: Set<number>;
  english: boolean;
  /** Someone writing about a relative they are with ("my mother suddenly cannot speak, her face …"): the relative is the patient. */
  proxy: boolean;
}

function scan(lexicon: Lexicon, normal: string): Scan {
  const tokens = tokenizeNormalised(normal);
  // Punctuation keeps its own symbol (commas matter inside phrases); other punctuation is null.
  const words: (string | null)[] = tokens.map((t) => (t.punct ? (t.word === ',' ? ',' : null) : lexicon.corrector.correct(t.word)));
  const english = isEnglish(tokens);
  const proxy = isProxyReport(words);
  const mentions: Mention[] = [];
  const pastAfter = new Map<number, number>();
  const pastClause = new Set<number>();
  const familyClause = new Set<number>();

  let scope: 'negated' | 'uncertain' | null = null;
  let left = 0;
  let items = 0;
  let nonAt = -1;
  let clause = 0;
  let experiencer: Experiencer = null;
  let past = false;
  const close = () => {
    scope = null;
    left = 0;
    items = 0;
  };
  const newClause = () => {
    close();
    clause += 1;
    experiencer = null;
    past = false;
  };
  const wordAt = (i: number) => (tokens[i]?.punct === false ? (words[i] ?? undefined) : undefined);
  const startsNewClause = (i: number) => {
    const next = tokens[i];
    return next === undefined || (next.punct && next.word !== ',') || CLAUSE_STARTERS.has(words[i] ?? '');
  };

  let i = 0;
  while (i < tokens.length) {
    const match = phrasesAt(lexicon, words, i).find(([end, at]) => {
      if (!guardsPass(at, words, tokens, i, end)) return false;
      return at.readings !== null || experiencer === 'family';
    });
    if (match) {
      const [end, at] = match;
      const readings =
        experiencer === 'family' && at.family >= 0
          ? [{ finding: at.family, present: null, evenIfUnsure: false }]
          : at.readings!;
      mentions.push({
        readings,
        start: i,
        end,
        clause,
        negated: scope === 'negated' || nonAt === i,
        uncertain: scope === 'uncertain',
        experiencer,
        past,
      });
      if (scope !== null) items += 1;
      nonAt = -1;
      i = end;
      if (scope && --left <= 0) close();
      continue;
    }
    const token = tokens[i]!;
    const word = words[i]!;
    if (token.punct) {
      if (word !== ',') {
        newClause();
      } else {
        const next = wordAt(i + 1);
        if (next === 'and' || next === 'or') {
          // ", and I …" starts a clause; "denies A, B, and C" goes on; "no cough, and a headache" ends a one-item negation.
          if (startsNewClause(i + 2)) newClause();
          else if (next === 'and' && items < 2) close();
        } else if (startsNewClause(i + 1)) {
          newClause();
        } else if (items === 0) {
          // A negation that has not yet negated a finding was about something else ("paracetamol
          // won't touch it, seeing flashing lights"): it does not run on into a list.
          close();
        }
      }
      i += 1;
      continue;
    }
    if (CLAUSE_END.has(word)) {
      newClause();
      i += 1;
      continue;
    }
    if ((word === 'and' || word === 'or') && startsNewClause(i + 1)) {
      newClause();
      i += 1;
      continue;
    }
    const pastBefore = firstSeqAt(words, i, PAST_BEFORE);
    if (pastBefore) {
      past = true;
      i += pastBefore.length;
      continue;
    }
    const pastWhole = firstSeqAt(words, i, PAST_CLAUSE);
    if (pastWhole) {
      pastClause.add(clause);
      past = true;
      i += pastWhole.length;
      continue;
    }
    const pastLater = firstSeqAt(words, i, PAST_AFTER);
    if (pastLater) {
      if (!pastAfter.has(clause)) pastAfter.set(clause, i);
      i += pastLater.length;
      continue;
    }
    const family = firstSeqAt(words, i, FAMILY_CLAUSE);
    if (family) {
      familyClause.add(clause);
      i += family.length;
      continue;
    }
    if (BLOOD_RELATIVES.has(word)) experiencer = 'family';
    else if (OTHER_PEOPLE.has(word)) experiencer = 'other';
    else if (FIRST_PERSON.has(word)) experiencer = null;
    if (word === 'non') {
      nonAt = i + 1;
      i += 1;
      continue;
    }
    const uncertainPair = firstSeqAt(words, i, UNCERTAIN_PAIRS);
    if (uncertainPair || UNCERTAIN.has(word)) {
      scope = 'uncertain';
      left = MAX_SCOPE;
      items = 0;
      i += uncertainPair ? uncertainPair.length : 1;
      continue;
    }
    const negationPair = firstSeqAt(words, i, NEGATION_PAIRS);
    if (negationPair || NEGATIONS.has(word)) {
      if (scope !== 'negated') items = 0;
      scope = 'negated';
      left = MAX_SCOPE;
      i += negationPair ? negationPair.length : 1;
      continue;
    }
    i += 1;
    if (scope && --left <= 0) close();
  }
  return { tokens, mentions, pastAfter, pastClause, familyClause, english, proxy };
}

/**
 * A text that never speaks of the writer ("I", "me", "my" + anything but a relative) and speaks of
 * someone else as "she", "he", "her", … describes that person: a relative filling in the
 * questionnaire for them. Their symptoms are then the patient's, not family history.
 */
function isProxyReport(words: readonly (string | null)[]): boolean {
  if (speaksForAChild(words)) return true;
  let third = false;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i];
    if (!w) continue;
    if (FIRST_PERSON.has(w)) return false;
    if (w === 'my' && !BLOOD_RELATIVES.has(words[i + 1] ?? '') && !OTHER_PEOPLE.has(words[i + 1] ?? '')) return false;
    if (THIRD_PERSON.has(w)) third = true;
  }
  return third;
}

/** "my son …", "our baby …" (possibly after an age: "my 6 week old son"): a parent writing for their child. */
function speaksForAChild(words: readonly (string | null)[]): boolean {
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] !== 'my' && words[i] !== 'our') continue;
    for (let j = i + 1; j < Math.min(words.length, i + 5); j += 1) {
      const w = words[j];
      if (w && DEPENDANTS.has(w)) return true;
    }
  }
  return false;
}

const SYMPTOM_KINDS = new Set(['symptom', 'sign']);

/** What one mention reads, in context: [finding index, present][] (empty when it says nothing about the patient now). */
function readMention(lexicon: Lexicon, s: Scan, m: Mention): [number, boolean][] {
  const after = s.pastAfter.get(m.clause);
  const past = m.past || s.pastClause.has(m.clause) || (after !== undefined && after >= m.end);
  const experiencer: Experiencer = s.proxy ? null : (m.experiencer ?? (s.familyClause.has(m.clause) ? 'family' : null));
  const out: [number, boolean][] = [];
  for (const r of m.readings) {
    if (m.uncertain && !r.evenIfUnsure) continue;
    let finding = r.finding;
    const def = lexicon.findings[finding]!;
    if (experiencer && !ABOUT_OTHERS.has(def.id) && !def.id.startsWith('family_history')) {
      const family = experiencer === 'family' ? lexicon.familyOf[finding]! : -1;
      if (family < 0) continue;
      finding = family;
    } else if (past && SYMPTOM_KINDS.has(def.kind)) {
      continue;
    }
    const present = r.present === false ? false : !m.negated;
    // "hasn't had a wet nappy since yesterday": a time is not denied, it dates the sentence.
    if (!present && NEEDS_A_SYMPTOM.has(def.id)) continue;
    out.push([finding, present]);
  }
  return out;
}

function readScan(lexicon: Lexicon, s: Scan): TextReading {
  if (!s.english) return { findings: [], understood: 'not_english' };
  const seen = new Map<number, boolean>();
  const order: number[] = [];
  for (const m of s.mentions) {
    for (const [finding, present] of readMention(lexicon, s, m)) {
      if (!seen.has(finding)) order.push(finding);
      // Mentioned both ways ("no chest pain … now chest pain"): present wins, the safer reading.
      seen.set(finding, (seen.get(finding) ?? false) || present);
    }
  }
  const hasSymptom = order.some((f) => seen.get(f) && SYMPTOM_KINDS.has(lexicon.findings[f]!.kind));
  const findings = order
    .filter((f) => hasSymptom || !NEEDS_A_SYMPTOM.has(lexicon.findings[f]!.id))
    .map((f) => {
      const def = lexicon.findings[f]!;
      return { id: def.id, name: def.name, present: seen.get(f)! };
    });
  return { findings, understood: findings.length > 0 ? 'ok' : 'nothing_found' };
}

/** Free text → findings, and whether the text could be read at all. */
export function readFreeText(lexicon: Lexicon, text: string): TextReading {
  if (typeof text !== 'string' || text.trim() === '') return { findings: [], understood: 'nothing_found' };
  return readScan(lexicon, scan(lexicon, normalise(text)));
}

/** Free text → findings (the engine's `parse`). */
export function parseText(lexicon: Lexicon, text: string): ParsedFinding[] {
  return readFreeText(lexicon, text).findings;
}

/**
 * The text with every mention of the given findings blanked out, so that reading it again gives
 * the same findings without them: how a patient's "that is not what I meant" reaches the engine,
 * which reads the stored words each time. The result is the normalised text (not shown to anyone).
 */
export function removeFindingsFromText(lexicon: Lexicon, text: string, ids: readonly string[]): string {
  const remove = new Set(ids);
  let normal = normalise(text);
  for (let round = 0; round < 3; round += 1) {
    const s = scan(lexicon, normal);
    const spans: [number, number][] = [];
    for (const m of s.mentions) {
      const reads = readMention(lexicon, s, m).map(([f]) => lexicon.findings[f]!.id);
      const named = m.readings.map((r) => lexicon.findings[r.finding]!.id);
      if ([...reads, ...named].some((id) => remove.has(id))) spans.push([s.tokens[m.start]!.start, s.tokens[m.end - 1]!.end]);
    }
    if (spans.length === 0) break;
    for (const [from, to] of spans) normal = normal.slice(0, from) + ' '.repeat(to - from) + normal.slice(to);
  }
  return normal;
}
