import { MAX_EXACT_MULTI, type CompiledKb, type CompiledQuestion } from './compile';
import type { Known } from './posterior';
import type { EngineOptions } from './options';
import { ACTIVE_FLOOR, activeHypotheses, outcomeRow } from './likelihoods';
import { answersEntropies } from './outcome-entropies';

/**
 * Next-question choice by expected information gain: for each unasked question, the expected
 * reduction of the posterior's entropy over its possible answers. The entropy is weighted by each
 * hypothesis' danger (emergency and urgent conditions count more), so questions that rule a
 * dangerous condition in or out come first; questions that can complete or rule out a partly met
 * red-flag rule get a further bonus. Runs over preallocated buffers: no allocation per question.
 */

export interface Selection {
  question: CompiledQuestion | null;
  /** Danger-weighted gain plus red-flag bonus: what the choice maximises. */
  score: number;
  /** Plain expected entropy reduction (nats) of the chosen question. */
  gain: number;
  /** Danger-weighted expected entropy reduction (nats) of the chosen question. */
  weightedGain: number;
  bonus: number;
}

export function entropy(post: Float64Array, weight?: Float64Array): number {
  let h = 0;
  for (let i = 0; i < post.length; i += 1) {
    const p = post[i]!;
    if (p > 0) h -= (weight ? weight[i]! : 1) * p * Math.log(p);
  }
  return h;
}

const gains = new Float64Array(2);

/**
 * Sums over the active hypotheses a yes/no question's entropy terms need: Σπ, Σπ·ln π, and the
 * same weighted by danger. Once per selection; written into `out`.
 */
function activeMass(post: Float64Array, logPost: Float64Array, weight: Float64Array, active: Int32Array, nA: number, out: Float64Array): Float64Array {
  let m = 0;
  let mLog = 0;
  let mw = 0;
  let mwLog = 0;
  for (let k = 0; k < nA; k += 1) {
    const h = active[k]!;
    const pi = post[h]!;
    const w = weight[h]!;
    m += pi;
    mLog += pi * logPost[h]!;
    mw += w * pi;
    mwLog += w * pi * logPost[h]!;
  }
  out[0] = m;
  out[1] = mLog;
  out[2] = mw;
  out[3] = mwLog;
  return out;
}

/**
 * The same for a yes/no question on unknown finding f. Most hypotheses do not list f and share
 * its leak l as P(f | h): their terms add up to closed forms of the active mass (e.g. the "yes"
 * branch's Σ q·ln q is l·(Σπ ln π + ln l·Σπ)), so only the few hypotheses with their own P(f | h)
 * are visited, each taken out of the mass and counted exactly.
 */
function yesNoEntropies(
  c: CompiledKb,
  f: number,
  post: Float64Array,
  logPost: Float64Array,
  weight: Float64Array,
  mass: Float64Array,
): Float64Array {
  const { start, h: hyp, p, logPresent, logAbsent } = c.distinct;
  const activeMask = c.scratch.activeMask;
  let m = mass[0]!;
  let mLog = mass[1]!;
  let mw = mass[2]!;
  let mwLog = mass[3]!;
  let p1 = 0;
  let s1 = 0;
  let a1 = 0;
  let aw1 = 0;
  let p0 = 0;
  let s0 = 0;
  let a0 = 0;
  let aw0 = 0;
  for (let i = start[f]!; i < start[f + 1]!; i += 1) {
    const h = hyp[i]!;
    if (activeMask[h] === 0) continue;
    const pi = post[h]!;
    const w = weight[h]!;
    const lpi = logPost[h]!;
    m -= pi;
    mLog -= pi * lpi;
    mw -= w * pi;
    mwLog -= w * pi * lpi;
    const q1 = pi * p[i]!;
    const q0 = pi - q1;
    const l1 = lpi + logPresent[i]!;
    const l0 = lpi + logAbsent[i]!;
    a1 -= q1 * l1;
    aw1 -= w * q1 * l1;
    p1 += q1;
    s1 += w * q1;
    a0 -= q0 * l0;
    aw0 -= w * q0 * l0;
    p0 += q0;
    s0 += w * q0;
  }
  // Every other active hypothesis: P(f | h) = leak.
  const l = c.leak[f]!;
  const notL = 1 - l;
  const logL = c.logLeak[f]!;
  const logNotL = c.logNotLeak[f]!;
  p1 += l * m;
  s1 += l * mw;
  a1 -= l * (mLog + logL * m);
  aw1 -= l * (mwLog + logL * mw);
  p0 += notL * m;
  s0 += notL * mw;
  a0 -= notL * (mLog + logNotL * m);
  aw0 -= notL * (mwLog + logNotL * mw);
  const lp1 = p1 > 0 ? Math.log(p1) : 0;
  const lp0 = p0 > 0 ? Math.log(p0) : 0;
  gains[0] = a1 + p1 * lp1 + a0 + p0 * lp0;
  gains[1] = aw1 + s1 * lp1 + aw0 + s0 * lp0;
  return gains;
}

const unknownBuffer: number[] = [];
const massBuffer = new Float64Array(4);
const gainOut = new Float64Array(2);

/**
 * [plain gain, weighted gain] of asking `q` now ([0, 0] when it can settle nothing unknown), in a
 * reused buffer: read it before the next call. `logPost` must hold ln of `post`; only the active
 * hypotheses (`c.scratch.activeMask`) count, and `mass` holds their sums (see activeMass).
 */
export function questionGain(
  c: CompiledKb,
  q: CompiledQuestion,
  post: Float64Array,
  logPost: Float64Array,
  known: Known,
  opts: EngineOptions,
  h0: number,
  hw0: number,
  mass: Float64Array,
): Float64Array {
  const w = c.dangerWeight;
  gainOut[0] = 0;
  gainOut[1] = 0;
  if (q.yesNo !== -1 && known.state[q.yesNo] === -1) {
    const e = yesNoEntropies(c, q.yesNo, post, logPost, w, mass);
    gainOut[0] = h0 - e[0]!;
    gainOut[1] = hw0 - e[1]!;
  } else if (q.kind === 'outcomes') {
    const e = answersEntropies(c, q, null, known, opts, post, logPost, w, mass);
    gainOut[0] = h0 - e[0]!;
    gainOut[1] = hw0 - e[1]!;
  } else if (q.kind === 'multi') {
    unknownBuffer.length = 0;
    for (const f of q.multi) if (known.state[f] === -1) unknownBuffer.push(f);
    if (unknownBuffer.length > 0 && unknownBuffer.length <= MAX_EXACT_MULTI) {
      const e = answersEntropies(c, q, unknownBuffer, known, opts, post, logPost, w, mass);
      gainOut[0] = h0 - e[0]!;
      gainOut[1] = hw0 - e[1]!;
    } else {
      // Too many options to enumerate: the sum of the single findings' gains (an upper bound).
      for (const f of unknownBuffer) {
        const e = yesNoEntropies(c, f, post, logPost, w, mass);
        gainOut[0] = gainOut[0] + h0 - e[0]!;
        gainOut[1] = gainOut[1] + hw0 - e[1]!;
      }
    }
  }
  return gainOut;
}

/** ln of each probability into `out` (−Infinity for 0, never read: such terms are skipped). */
export function logOf(post: Float64Array, out: Float64Array): Float64Array {
  for (let h = 0; h < post.length; h += 1) out[h] = Math.log(post[h]!);
  return out;
}

/**
 * The best question to ask now among those not excluded, or none when nothing unknown is left to
 * ask. `wanted[f]` is the red-flag bonus for settling finding f; `topic[f]` marks findings of a
 * topic the patient chose.
 */
export function selectQuestion(
  c: CompiledKb,
  post: Float64Array,
  known: Known,
  excluded: (q: CompiledQuestion) => boolean,
  wanted: Float64Array,
  topic: Uint8Array | null,
  opts: EngineOptions,
): Selection {
  const h0 = entropy(post);
  const hw0 = entropy(post, c.dangerWeight);
  const logPost = logOf(post, c.scratch.logPost);
  // Once per call: the gain loops then visit only the hypotheses that can matter.
  const active = c.scratch.active;
  const nA = activeHypotheses(c, post, ACTIVE_FLOOR);
  const mass = activeMass(post, logPost, c.dangerWeight, active, nA, massBuffer);
  let best: Selection = { question: null, score: -Infinity, gain: 0, weightedGain: 0, bonus: 0 };
  for (const q of c.questions) {
    if (q.kind === 'text' || excluded(q)) continue;
    let open = false;
    let bonus = 0;
    let topical = false;
    for (const f of q.touches) {
      if (known.state[f] !== -1) continue;
      open = true;
      if (wanted[f]! > bonus) bonus = wanted[f]!;
      if (topic && topic[f] === 1) topical = true;
    }
    if (!open) continue;
    const g = questionGain(c, q, post, logPost, known, opts, h0, hw0, mass);
    const gain = g[0]!;
    const weightedGain = g[1]!;
    const score = weightedGain * (topical ? 1 + opts.topicBoost : 1) + bonus;
    if (score > best.score) best = { question: q, score, gain, weightedGain, bonus };
  }
  return best;
}

/**
 * The chance of each of an outcome-scored question's answers under the posterior (they sum to 1),
 * in a new array; null for multi-select and free-text questions, whose answers are not enumerated.
 */
export function outcomeChances(
  c: CompiledKb,
  q: CompiledQuestion,
  post: Float64Array,
  known: Known,
  opts: EngineOptions,
): number[] | null {
  if (q.kind !== 'outcomes') return null;
  // Every hypothesis with any mass (no pruning here): the chances are shown as they are.
  const { rowL, rowLL } = c.scratch.answers;
  const chances = new Array<number>(q.outcomes.length).fill(0);
  let total = 0;
  for (let h = 0; h < c.nH; h += 1) {
    const pi = post[h]!;
    if (!(pi > 0)) continue;
    const nO = outcomeRow(c, q, known, opts, h * c.nF, rowL, rowLL);
    for (let o = 0; o < nO; o += 1) {
      chances[o] = chances[o]! + pi * rowL[o]!;
      total += pi * rowL[o]!;
    }
  }
  return total > 0 ? chances.map((p) => p / total) : null;
}
