import {
  TRIAGE_RANK,
  type Diagnosis,
  type EngineTestRecommendation,
  type Evidence,
  type Insight,
  type RankedCondition,
  type Triage,
  type TriageLevel,
} from '@labwise/domain';
import type { EngineSex } from '../contract';
import type { CompiledKb, CompiledQuestion } from './compile';
import { applies, baselineFindings, logPriors } from './demographics';
import type { EngineOptions } from './options';
import { contribution, knownFrom, posterior, type Known } from './posterior';
import { rankConditions, rankFloor } from './rank';
import { recommendTests } from './recommend';
import { entropy, selectQuestion, type Selection } from './select';
import { reviewRedFlags, type RedFlagReview } from './red-flags';
import { decideTriage } from './triage';
import { unreadScreenQuestion, unreadScreenQuestionsLeft } from './unread-screen';

export type StopReason = 'emergency' | 'budget' | 'no_information' | 'confident';

/**
 * The severity question to ask now, if any: for the most urgent finding in `severityAsk` that is
 * still unknown and could raise the level above `level`, the first question about it that may be
 * asked (its own yes/no question first).
 */
function severityQuestion(
  c: CompiledKb,
  a: { known: Known; redFlags: RedFlagReview; level: TriageLevel },
  excluded: (q: CompiledQuestion) => boolean,
): { question: CompiledQuestion; rank: number } | null {
  const [first] = dueSeverityQuestions(c, a, excluded);
  return first ?? null;
}

/**
 * How many distinct severity questions are still due: for every finding in `severityAsk` that is
 * unknown and could raise the level, the question `severityQuestion` would ask about it.
 */
function severityQuestionsLeft(
  c: CompiledKb,
  a: { known: Known; redFlags: RedFlagReview; level: TriageLevel },
  excluded: (q: CompiledQuestion) => boolean,
): number {
  const due = new Set<number>();
  for (const { question } of dueSeverityQuestions(c, a, excluded)) due.add(question.index);
  return due.size;
}

/**
 * The severity questions still due, in `severityAsk` order, lazily: for each finding that is
 * unknown and could raise the level, its own yes/no question, else the first other question
 * that asks about it.
 */
function* dueSeverityQuestions(
  c: CompiledKb,
  a: { known: Known; redFlags: RedFlagReview; level: TriageLevel },
  excluded: (q: CompiledQuestion) => boolean,
): Generator<{ question: CompiledQuestion; rank: number }> {
  for (const { f, rank } of a.redFlags.severityAsk) {
    if (rank >= TRIAGE_RANK[a.level] || a.known.state[f] !== -1) continue;
    let pick: CompiledQuestion | null = null;
    for (const qi of c.questionsByFinding[f]!) {
      const q = c.questions[qi]!;
      if (q.kind === 'text' || excluded(q)) continue;
      if (q.yesNo === f) {
        pick = q;
        break;
      }
      pick ??= q;
    }
    if (pick) yield { question: pick, rank };
  }
}

export interface AnalyseInput {
  age: number | null;
  sex: EngineSex;
  evidence: readonly Evidence[];
  /** Question ids never to ask (already asked, or fixed questions the interview places itself). */
  exclude: ReadonlySet<string>;
  questionsLeft: number;
  /** Findings of topics the patient chose (choice options' `about`): questions on them come sooner. */
  topics?: readonly string[];
  /** Free text was given and nothing in it could be read: the triage is never reassuring. */
  textNotUnderstood?: boolean;
}

/** Everything one inference pass produces; `diagnosis` is the public part. */
export interface Analysis {
  known: Known;
  /** Probabilities of every hypothesis: conditions in KB order, then "other". */
  post: Float64Array;
  /**
   * Condition indices, most probable first ("other" excluded): those at or above the lowest
   * probability any rule reads (`rankFloor`), or the single most probable when none is.
   */
  ranked: number[];
  redFlags: RedFlagReview;
  triage: Triage;
  recommendations: EngineTestRecommendation[];
  selection: Selection;
  stop: StopReason | null;
  estimatedRemaining: number;
  diagnosis: Diagnosis;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Entropy (nats) of a two-way split at the confident-stop probability: the "done" level for estimates. */
function targetEntropy(p: number): number {
  return -(p * Math.log(p) + (1 - p) * Math.log(1 - p));
}

/**
 * A denied finding as it reads in an explanation: "No fever or high temperature". Without the "No",
 * an absent "worst ever headache" listed as a reason would read as if the patient had one.
 */
export function deniedName(name: string): string {
  // An acronym ("HIV …") or a one-letter name keeps its case.
  const lower = name.length > 1 && !/[A-Z]/.test(name[1]!);
  return `No ${lower ? name.charAt(0).toLowerCase() + name.slice(1) : name}`;
}

export function explain(
  c: CompiledKb,
  h: number,
  known: Known,
  scale: number,
): Pick<RankedCondition, 'supporting' | 'conflicting'> {
  const supporting: RankedCondition['supporting'] = [];
  const conflicting: RankedCondition['conflicting'] = [];
  for (const f of c.listed[h]!) {
    const s = known.state[f];
    if (s === -1) continue;
    const weight = round3(contribution(c, h, f, s === 1, scale));
    if (weight === 0) continue;
    const present = s === 1;
    const finding = c.findings[f]!;
    const item = { id: finding.id, name: present ? finding.name : deniedName(finding.name), present, weight };
    (weight > 0 ? supporting : conflicting).push(item);
  }
  supporting.sort((a, b) => b.weight - a.weight);
  conflicting.sort((a, b) => a.weight - b.weight);
  return { supporting, conflicting };
}

export function analyse(c: CompiledKb, input: AnalyseInput, opts: EngineOptions): Analysis {
  const known = knownFrom(c, input.evidence);
  const logPrior = logPriors(c, input.age, input.sex);
  const post = posterior(c, logPrior, known, opts.evidenceScale, new Float64Array(c.nH));
  const ranked = rankConditions(post, c.nC, rankFloor(opts));
  const redFlags = reviewRedFlags(
    c,
    known,
    input.age,
    input.sex,
    post,
    logPrior,
    baselineFindings(c, input.age, input.sex),
    opts,
  );

  const sendsToClinician = redFlags.met.some((r) => r.level !== 'routine');
  const tests = recommendTests(c, post, ranked, known, sendsToClinician, opts);
  const triage = decideTriage(c, redFlags, post, ranked, tests.length > 0, opts, {
    known,
    logPrior,
    textNotUnderstood: input.textNotUnderstood === true,
  });
  const recommendations = triage.level === 'emergency' ? [] : tests;

  const excluded = (q: CompiledQuestion) =>
    input.exclude.has(q.def.id) || !applies(q.def, input.age, input.sex);
  let topic: Uint8Array | null = null;
  if (input.topics && input.topics.length > 0) {
    topic = new Uint8Array(c.nF);
    for (const id of input.topics) {
      const f = c.findingIndex.get(id);
      if (f !== undefined) topic[f] = 1;
    }
  }
  let selection = selectQuestion(c, post, known, excluded, redFlags.wanted, topic, opts);
  const top = ranked[0] === undefined ? 0 : post[ranked[0]]!;
  // Severity questions (severity-signs.ts): an emergency sign's comes before the differential's
  // questions; a lesser sign's in the last `severityReserve` questions, so the middle of the budget
  // separates the leading conditions. The interview never stops on confidence or lack of
  // information while a question that could raise the level is unasked.
  const severity =
    triage.level === 'emergency'
      ? null
      : severityQuestion(c, { known, redFlags, level: triage.level }, excluded);
  const asSelection = (q: CompiledQuestion): Selection => ({
    question: q,
    score: Infinity,
    gain: 0,
    weightedGain: 0,
    bonus: 0,
  });
  if (severity && (severity.rank === 0 || input.questionsLeft <= opts.severityReserve))
    selection = asSelection(severity.question);
  const unread = unreadScreenQuestion(c, known, input.textNotUnderstood === true, excluded, opts);
  if (unread && severity?.rank !== 0) selection = asSelection(unread);
  const wouldStop =
    (top >= opts.confidentStop && !redFlags.pending) || !selection.question || selection.score < opts.minGain;
  if (severity && wouldStop) selection = asSelection(severity.question);
  let stop: StopReason | null = null;
  if (triage.level === 'emergency') stop = 'emergency';
  else if (input.questionsLeft <= 0) stop = 'budget';
  else if (severity || unread) stop = null;
  else if (top >= opts.confidentStop && !redFlags.pending) stop = 'confident';
  else if (!selection.question || selection.score < opts.minGain) stop = 'no_information';

  let estimatedRemaining = 0;
  if (stop === null) {
    // Two parts, as the stop rule has: questions until the leader is confident (entropy still to
    // lose over the best question's gain; none once it is), then the severity questions still due.
    let toConfident = 0;
    if (!(top >= opts.confidentStop && !redFlags.pending)) {
      const gap = entropy(post) - targetEntropy(opts.confidentStop);
      const perQuestion = Number.isFinite(selection.gain) && selection.gain > 0.05 ? selection.gain : 0.05;
      toConfident = Math.ceil(gap / perQuestion);
    }
    const severityLeft =
      triage.level === 'emergency'
        ? 0
        : severityQuestionsLeft(c, { known, redFlags, level: triage.level }, excluded);
    const screenLeft = unreadScreenQuestionsLeft(c, known, input.textNotUnderstood === true, excluded, opts);
    estimatedRemaining = Math.min(input.questionsLeft, Math.max(1, toConfident + severityLeft + screenLeft));
  }

  const conditions: RankedCondition[] = [];
  for (const h of ranked) {
    const p = post[h]!;
    if (p < opts.reportMin || conditions.length >= opts.maxConditions) break;
    const cond = c.conditions[h]!;
    conditions.push({
      id: cond.id,
      name: cond.name,
      icd10: cond.icd10,
      probability: round3(p),
      ...explain(c, h, known, opts.evidenceScale),
    });
  }

  return {
    known,
    post,
    ranked,
    redFlags,
    triage,
    recommendations,
    selection,
    stop,
    estimatedRemaining,
    diagnosis: {
      conditions,
      triage,
      question: stop === null && selection.question ? selection.question.wire : null,
      should_stop: stop !== null,
      recommendations,
    },
  };
}

/** The brief's Analysis insights: the probable conditions with their reasons, most likely first. */
export function insightsOf(c: CompiledKb, a: Analysis, opts: EngineOptions): Insight[] {
  const out: Insight[] = [];
  for (const h of a.ranked) {
    const p = a.post[h]!;
    if (p < opts.insightMin || out.length >= opts.maxInsights) break;
    const cond = c.conditions[h]!;
    const { supporting, conflicting } = explain(c, h, a.known, opts.evidenceScale);
    out.push({
      title: cond.name,
      condition: cond.id,
      confidence: Math.round(p * 100),
      description: cond.description,
      category: cond.category,
      icd10: cond.icd10,
      supporting: supporting.map((s) => s.name),
      conflicting: conflicting.map((s) => s.name),
    });
  }
  return out;
}
