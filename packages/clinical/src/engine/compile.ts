import type { Question, TriageLevel } from '@labwise/domain';
import { likelihoodTables, type DistinctLikelihoods } from './distinct-likelihoods';
import {
  type ConditionDef,
  type FindingDef,
  type KnowledgeBase,
  type QuestionDef,
  type RedFlagDef,
  type RiskGroup,
  type TestPanelDef,
} from '../kb/types';
import { compileLexicon, type Lexicon } from '../parse/parse';
import { wireQuestion } from './wire-question';

/**
 * Per-knowledge-base tables, built once and reused by every call: finding indices, likelihood
 * and log-likelihood-ratio matrices, log priors for every age band × sex, questions with their
 * answer outcomes, red flags by index, and the free-text lexicon.
 *
 * Hypotheses are the conditions in KB order plus "other / not modelled" as the last row.
 * P(f | condition) is the condition's listed probability, or the finding's leak when the
 * condition does not list it; P(f | other) is always the leak. Log-likelihood ratios are taken
 * against the leak, so "other" contributes zero and only listed findings move a condition.
 */

const P_MIN = 0.001;
const P_MAX = 0.999;
const clamp = (p: number) => Math.min(P_MAX, Math.max(P_MIN, p));

/** One possible answer to a question, as findings made present (1) or absent (0). */
export interface Outcome {
  findings: Int32Array;
  present: Uint8Array;
}

export interface CompiledQuestion {
  def: QuestionDef;
  index: number;
  /** yes_no and the choice/scale kinds are scored by outcomes; multi is a set of independent yes/no findings. */
  kind: 'outcomes' | 'multi' | 'text';
  /** yes_no: its finding (scored on the fast path); -1 otherwise. */
  yesNo: number;
  outcomes: Outcome[];
  /** multi_select: the distinct findings its options name. */
  multi: Int32Array;
  /** Every finding the question can settle (mapping findings ∪ `informs`). */
  touches: Int32Array;
  /**
   * The hypotheses whose P(f | h) is not the leak for some finding its answers name (ascending).
   * Every other hypothesis has the same likelihood of each answer, so the gain loops take them
   * together (outcome-entropies.ts).
   */
  distinctH: Int32Array;
  wire: Question;
}

export interface CompiledRedFlag {
  def: RedFlagDef;
  allOf: Int32Array;
  anyOf: Int32Array;
  noneOf: Int32Array;
  askWhen: Int32Array;
}

export interface CompiledPanel {
  def: TestPanelDef;
  allOf: Int32Array;
}

export interface CompiledKb {
  kb: KnowledgeBase;
  findings: readonly FindingDef[];
  conditions: readonly ConditionDef[];
  nF: number;
  nC: number;
  /** Conditions + "other"; `other` = nC. */
  nH: number;
  other: number;
  findingIndex: ReadonlyMap<string, number>;
  conditionIndex: ReadonlyMap<string, number>;
  /** P(f present | h), row-major [h * nF + f], and its logarithms ln P and ln(1 − P). */
  pPresent: Float64Array;
  logPresent: Float64Array;
  logAbsent: Float64Array;
  /** Per finding, P(f | h) for every hypothesis that does not list it (and ln of it and of 1 − it). */
  leak: Float64Array;
  logLeak: Float64Array;
  logNotLeak: Float64Array;
  /**
   * Per finding, the hypotheses whose P(f | h) is not the leak (the conditions that list it, and
   * "other" for symptoms and signs), compressed: entries `start[f]` to `start[f + 1] − 1` of the
   * other arrays. A yes/no question's gain visits these few and takes the rest as one sum.
   */
  distinct: DistinctLikelihoods;
  /** Per condition, the finding indices it lists. */
  listed: Int32Array[];
  /**
   * Per finding, the emergency and urgent conditions it is a hallmark of (P(f | h) ≥ 0.5): when the
   * answers point towards one of them, a red-flag rule naming the finding is worth screening.
   */
  hallmarkOf: Int32Array[];
  /** Per finding, the general findings it implies (productive cough ⇒ cough) and the specific ones implying it. */
  impliesUp: Int32Array[];
  impliesDown: Int32Array[];
  /** 1 for findings a diagnosis is expected to explain (symptoms and signs), 0 for history, risk factors and severity qualifiers. */
  explainable: Uint8Array;
  /** Per risk group, the findings that put a patient in it. */
  riskGroups: ReadonlyMap<RiskGroup, Int32Array>;
  /** Per hypothesis, how much ruling it in or out matters (1 for ordinary conditions). */
  dangerWeight: Float64Array;
  urgency: readonly TriageLevel[];
  questions: CompiledQuestion[];
  questionById: ReadonlyMap<string, CompiledQuestion>;
  /** For each finding, the questions that touch it. */
  questionsByFinding: number[][];
  redFlags: CompiledRedFlag[];
  panels: CompiledPanel[];
  lexicon: Lexicon;
  /** Scratch buffers for the selection loop (single-threaded, reused to avoid allocation). */
  scratch: {
    logPost: Float64Array;
    active: Int32Array;
    activeMask: Uint8Array;
    answers: AnswerScratch;
    /** A red-flag rule's unknown allOf and anyOf findings (red-flags.ts). */
    missing: Int32Array;
    missingAny: Int32Array;
  };
  priorCache: Map<string, Float64Array>;
  baselineCache: Map<string, Float64Array>;
}

export const MAX_EXACT_MULTI = 8;

/**
 * Per answer of the question being scored (as many as the largest question has): its probability,
 * entropy sums and likelihood rows (outcome-entropies.ts).
 */
export interface AnswerScratch {
  pO: Float64Array;
  sw: Float64Array;
  a: Float64Array;
  aw: Float64Array;
  rowL: Float64Array;
  rowLL: Float64Array;
  leakL: Float64Array;
  leakLL: Float64Array;
}

function answerScratch(n: number): AnswerScratch {
  const buffer = () => new Float64Array(n);
  return {
    pO: buffer(),
    sw: buffer(),
    a: buffer(),
    aw: buffer(),
    rowL: buffer(),
    rowLL: buffer(),
    leakL: buffer(),
    leakLL: buffer(),
  };
}

export function compileKb(
  kb: KnowledgeBase,
  dangerWeights: Readonly<Record<TriageLevel, number>>,
  other: { presentFactor: number; presentCap: number } = { presentFactor: 1, presentCap: 1 },
): CompiledKb {
  const findings = kb.findings;
  const conditions = kb.conditions;
  const nF = findings.length;
  const nC = conditions.length;
  const nH = nC + 1;
  const findingIndex = new Map<string, number>();
  findings.forEach((f, i) => {
    if (!findingIndex.has(f.id)) findingIndex.set(f.id, i);
  });
  const conditionIndex = new Map<string, number>();
  conditions.forEach((c, i) => conditionIndex.set(c.id, i));

  const leak = findings.map((f) => clamp(f.leak));
  const explainable = Uint8Array.from(findings, (f) => (f.kind === 'symptom' || f.kind === 'sign' ? 1 : 0));
  const pPresent = new Float64Array(nH * nF);
  for (let h = 0; h < nH; h += 1) pPresent.set(leak, h * nF);
  // "Other / not modelled" stands for every illness the KB does not model: it explains any symptom
  // or sign better than a condition that does not list it, so unexplained findings move mass to it.
  for (let f = 0; f < nF; f += 1) {
    if (explainable[f] !== 1) continue;
    const l = leak[f]!;
    pPresent[nC * nF + f] = clamp(Math.max(l, Math.min(l * other.presentFactor, other.presentCap)));
  }
  const listed: Int32Array[] = [];
  conditions.forEach((c, h) => {
    const own: number[] = [];
    for (const cf of c.findings) {
      const f = findingIndex.get(cf.finding);
      if (f === undefined) continue;
      pPresent[h * nF + f] = clamp(cf.p);
      if (!own.includes(f)) own.push(f);
    }
    listed.push(Int32Array.from(own));
  });
  const tables = likelihoodTables(pPresent, leak, listed, nF, nC);

  const urgency = conditions.map((c) => c.urgency);
  // A hallmark: a finding an emergency or urgent condition lists with P ≥ 0.5.
  const hallmarks: number[][] = Array.from({ length: nF }, () => []);
  for (let h = 0; h < nC; h += 1) {
    if (urgency[h] !== 'emergency' && urgency[h] !== 'urgent') continue;
    for (const f of listed[h]!) if (pPresent[h * nF + f]! >= 0.5) hallmarks[f]!.push(h);
  }
  const hallmarkOf = hallmarks.map((of) => Int32Array.from(of));
  const dangerWeight = new Float64Array(nH).fill(1);
  conditions.forEach((c, h) => (dangerWeight[h] = dangerWeights[c.urgency]));

  const idx = (ids: readonly string[] | undefined) =>
    Int32Array.from(
      (ids ?? []).map((id) => findingIndex.get(id)).filter((f): f is number => f !== undefined),
    );

  const questions: CompiledQuestion[] = kb.questions.map((def, index) => {
    const m = def.mapping;
    const outcomes: Outcome[] = [];
    let kind: CompiledQuestion['kind'] = 'outcomes';
    let multi = new Int32Array(0);
    let yesNo = -1;
    const outcome = (
      present: readonly string[] | undefined,
      absent: readonly string[] | undefined,
    ): Outcome => {
      const p = idx(present);
      const a = idx(absent);
      const all = new Int32Array(p.length + a.length);
      all.set(p, 0);
      all.set(a, p.length);
      const flags = new Uint8Array(all.length);
      flags.fill(1, 0, p.length);
      return { findings: all, present: flags };
    };
    switch (m.kind) {
      case 'yes_no':
        outcomes.push(outcome([m.finding], []), outcome([], [m.finding]));
        yesNo = findingIndex.get(m.finding) ?? -1;
        break;
      case 'single_choice':
        for (const o of m.options) outcomes.push(outcome(o.present, o.absent));
        break;
      case 'scale':
        for (const b of m.bands) outcomes.push(outcome(b.present, b.absent));
        break;
      case 'multi_select':
        kind = 'multi';
        multi = Int32Array.from(
          new Set(idx(m.options.map((o) => o.finding).filter((f): f is string => f !== null))),
        );
        break;
      case 'free_text':
        kind = 'text';
        break;
    }
    const touched = new Set<number>([...idx(def.informs), ...multi]);
    const answered = new Set<number>(multi);
    for (const o of outcomes) for (const f of o.findings) answered.add(f);
    for (const f of answered) touched.add(f);
    const distinctH = new Set<number>();
    const { start, h: byFinding } = tables.distinct;
    for (const f of answered) for (let k = start[f]!; k < start[f + 1]!; k += 1) distinctH.add(byFinding[k]!);
    return {
      def,
      index,
      kind,
      yesNo,
      outcomes,
      multi,
      touches: Int32Array.from([...touched].sort((a, b) => a - b)),
      distinctH: Int32Array.from([...distinctH].sort((a, b) => a - b)),
      wire: wireQuestion(def),
    };
  });
  const questionById = new Map<string, CompiledQuestion>();
  for (const q of questions) if (!questionById.has(q.def.id)) questionById.set(q.def.id, q);
  const questionsByFinding: number[][] = Array.from({ length: nF }, () => []);
  for (const q of questions) for (const f of q.touches) questionsByFinding[f]!.push(q.index);

  const redFlags = kb.redFlags.map((def) => ({
    def,
    allOf: idx(def.allOf),
    anyOf: idx(def.anyOf),
    noneOf: idx(def.noneOf),
    askWhen: idx(def.askWhen),
  }));
  const up: number[][] = Array.from({ length: nF }, () => []);
  const down: number[][] = Array.from({ length: nF }, () => []);
  for (const [specific, general] of kb.implies ?? []) {
    const s = findingIndex.get(specific);
    const g = findingIndex.get(general);
    if (s === undefined || g === undefined || s === g) continue;
    up[s]!.push(g);
    down[g]!.push(s);
  }
  const riskGroups = new Map<RiskGroup, Int32Array>();
  for (const [group, ids] of Object.entries(kb.riskGroupFindings ?? {}))
    riskGroups.set(group as RiskGroup, idx(ids));
  // A panel naming a finding the KB does not define can never apply.
  const panels = (kb.panels ?? [])
    .filter((def) => def.allOf.length > 0 && def.allOf.every((id) => findingIndex.has(id)))
    .map((def) => ({ def, allOf: idx(def.allOf) }));

  let maxOutcomes = 2;
  for (const q of questions)
    maxOutcomes = Math.max(
      maxOutcomes,
      q.outcomes.length,
      q.kind === 'multi' ? 2 ** Math.min(q.multi.length, MAX_EXACT_MULTI) : 0,
    );

  return {
    kb,
    findings,
    conditions,
    nF,
    nC,
    nH,
    other: nC,
    findingIndex,
    conditionIndex,
    pPresent,
    ...tables,
    leak: Float64Array.from(leak),
    listed,
    hallmarkOf,
    impliesUp: up.map((a) => Int32Array.from(a)),
    impliesDown: down.map((a) => Int32Array.from(a)),
    explainable,
    riskGroups,
    dangerWeight,
    urgency,
    questions,
    questionById,
    questionsByFinding,
    redFlags,
    panels,
    lexicon: compileLexicon(findings),
    scratch: {
      logPost: new Float64Array(nH),
      active: new Int32Array(nH),
      activeMask: new Uint8Array(nH),
      answers: answerScratch(maxOutcomes),
      missing: new Int32Array(nF),
      missingAny: new Int32Array(nF),
    },
    priorCache: new Map(),
    baselineCache: new Map(),
  };
}
