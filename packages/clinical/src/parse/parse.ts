import type { ParsedFinding } from '@labwise/domain';
import { isEnglish } from './language';
import { ABOUT_OTHERS, NEEDS_A_SYMPTOM, TIME_SPANS } from './lexicon';
import {
  BLOOD_RELATIVES,
  CLAUSE_END,
  CLAUSE_STARTERS,
  FAMILY_CLAUSE,
  FIRST_PERSON,
  MAX_SCOPE,
  NEGATION_PAIRS,
  NEGATIONS,
  saysItsOwnNot,
  stillGoingOn,
  OTHER_PEOPLE,
  POSSESSIONS,
  PAST_AFTER,
  PAST_BEFORE,
  PAST_CLAUSE,
  TIME_UNITS,
  UNCERTAIN,
  UNCERTAIN_PAIRS,
  UNPROTECTED,
} from './words';
import { normalise, tokenizeNormalised, type Token } from './tokens';
import { isProxyReport } from './proxy-report';
import { conceptMentions, type Experiencer, type Mention, type TokenState } from './concept-mentions';
import { readingMentions } from './readings';

import { firstSeqAt, guardsPass, phrasesAt, type Lexicon, type TextReading } from './phrase-trie';

export { compileLexicon, type Lexicon, type TextReading } from './phrase-trie';

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
  const words: (string | null)[] = tokens.map((t) =>
    t.punct ? (t.word === ',' ? ',' : null) : lexicon.corrector.correct(t.word),
  );
  const english = isEnglish(tokens);
  const proxy = isProxyReport(words);
  const mentions: Mention[] = [];
  const pastAfter = new Map<number, number>();
  const pastClause = new Set<number>();
  const familyClause = new Set<number>();

  let scope: 'negated' | 'uncertain' | null = null;
  let scopeStart = -1;
  let left = 0;
  let sentence = 0;
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

  const states: TokenState[] = [];
  const record = (upTo: number) => {
    while (states.length <= upTo && states.length < tokens.length)
      states.push({
        clause,
        sentence,
        negatedBy: scope === 'negated' ? scopeStart : -1,
        uncertain: scope === 'uncertain',
        experiencer,
        past,
      });
  };

  let i = 0;
  while (i < tokens.length) {
    record(i);
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
        // A phrase that says its own "not" ("hasn't weed", "can't keep fluids down") is read as it
        // stands: "he isn't drinking and hasn't weed" is not a wee denied.
        negated: (scope === 'negated' && !saysItsOwnNot(words, i, end)) || nonAt === i,
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
        // "pulled my calf I think? it's swollen": a question mark inside a story does not part a sign's
        // words, nor does an aside in brackets ("today (thurs) my thighs are so sore").
        if (!SENTENCE_GOES_ON.has(token.word)) sentence += 1;
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
    // "a 3-day history of fever": how long a symptom has lasted, not an illness of the past.
    if (words[i] === 'history' && words[i + 1] === 'of' && TIME_UNITS.has(words[i - 1] ?? '')) {
      i += 2;
      continue;
    }
    const pastBefore = firstSeqAt(words, i, PAST_BEFORE);
    if (pastBefore) {
      past = pastBefore[0] !== 'history' || !stillGoingOn(words, i + pastBefore.length);
      i += pastBefore.length;
      continue;
    }
    // "last year" is the past, but "over the last year" is how long it has gone on.
    const pastWhole = words[i - 1] === 'the' ? undefined : firstSeqAt(words, i, PAST_CLAUSE);
    if (pastWhole) {
      pastClause.add(clause);
      past = true;
      i += pastWhole.length;
      continue;
    }
    const pastLater = firstSeqAt(words, i, PAST_AFTER);
    // "it has gone" is over, but "it has gone red" is how it is now.
    const describes = pastLater?.at(-1) === 'gone' && wordAt(i + pastLater.length) !== undefined;
    if (pastLater && !describes) {
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
    // "my neighbour's dog bit me": the person owns what comes next, and is not who has it.
    const owns =
      POSSESSIONS.has(wordAt(i + 1) ?? '') ||
      (wordAt(i + 1) === "'s" && POSSESSIONS.has(wordAt(i + 2) ?? ''));
    if (BLOOD_RELATIVES.has(word) && !owns) experiencer = 'family';
    else if (OTHER_PEOPLE.has(word) && !owns) experiencer = 'other';
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
    // "not able to catch my breath" is an inability, like "unable to"; "without goggles" says what
    // was missing, not a symptom denied. Neither starts a negation.
    const notADenial =
      word === 'not' && words[i + 1] === 'able' ? 1 : (firstSeqAt(words, i, UNPROTECTED)?.length ?? 0);
    if (notADenial > 0) {
      i += notADenial;
      continue;
    }
    const negationPair = firstSeqAt(words, i, NEGATION_PAIRS);
    if (negationPair || NEGATIONS.has(word)) {
      if (scope !== 'negated') {
        items = 0;
        scopeStart = i;
      }
      scope = 'negated';
      left = MAX_SCOPE;
      i += negationPair ? negationPair.length : 1;
      continue;
    }
    i += 1;
    if (scope && --left <= 0) close();
  }
  record(tokens.length - 1);
  mentions.push(...conceptMentions(lexicon, words, states, mentions));
  mentions.push(...readingMentions(lexicon.readings, normal, tokens, states));
  return { tokens, mentions, pastAfter, pastClause, familyClause, english, proxy };
}

/** Punctuation that ends a clause but not the sentence. */
const SENTENCE_GOES_ON = new Set(['?', '(', ')', '[', ']']);

const SYMPTOM_KINDS = new Set(['symptom', 'sign']);
/** What a time can measure: a symptom, or an event such as a twisted ankle ("went over on it yesterday"). */
const TIME_ANCHOR_KINDS = new Set([...SYMPTOM_KINDS, 'history']);

/** What one mention reads, in context: [finding index, present][] (empty when it says nothing about the patient now). */
function readMention(lexicon: Lexicon, s: Scan, m: Mention): [number, boolean][] {
  const after = s.pastAfter.get(m.clause);
  const past = m.past || s.pastClause.has(m.clause) || (after !== undefined && after >= m.end);
  const experiencer: Experiencer = s.proxy
    ? null
    : (m.experiencer ?? (s.familyClause.has(m.clause) ? 'family' : null));
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
    // A time span is not denied by the sentence's negation, it measures it: "has not healed in
    // 5 weeks" is five weeks, "hasn't had a wet nappy since yesterday" is since yesterday.
    if (m.negated && r.present !== false && TIME_SPANS.has(def.id)) {
      out.push([finding, true]);
      continue;
    }
    // A reading that is an absence ("afebrile", "keeping fluids down") says nothing once the words
    // themselves are denied: "isn't keeping fluids down" is no reassurance (and a negation that ran
    // on from "no vomiting, …" must not turn reassurance into alarm either).
    if (r.present === false && m.negated) continue;
    const present = r.present === false ? false : !m.negated;
    // "it didn't come on suddenly" says nothing the questions need: left unasked, not denied.
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
  const timed = order.some((f) => {
    const def = lexicon.findings[f]!;
    return seen.get(f) && TIME_ANCHOR_KINDS.has(def.kind) && !NEEDS_A_SYMPTOM.has(def.id);
  });
  const findings = order
    .filter((f) => timed || !NEEDS_A_SYMPTOM.has(lexicon.findings[f]!.id))
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
      if ([...reads, ...named].some((id) => remove.has(id)))
        for (const [a, b] of m.spans ?? [[m.start, m.end]])
          spans.push([s.tokens[a]!.start, s.tokens[b - 1]!.end]);
    }
    if (spans.length === 0) break;
    for (const [from, to] of spans) normal = normal.slice(0, from) + ' '.repeat(to - from) + normal.slice(to);
  }
  return normal;
}
