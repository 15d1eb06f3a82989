import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../kb';
import { compileKb } from './compile';
import { ACTIVE_FLOOR, activeHypotheses } from './likelihoods';
import { DEFAULT_OPTIONS } from './options';
import type { Known } from './posterior';
import { entropy, logOf, questionGain } from './select';

/**
 * A question's gain is computed from the few hypotheses that list one of its findings plus closed
 * forms for the rest; it must equal the textbook sum over every active hypothesis, for yes/no,
 * choice, scale and multi-select questions, with some of their findings already known.
 */
const c = compileKb(KNOWLEDGE_BASE, DEFAULT_OPTIONS.dangerWeights, {
  presentFactor: DEFAULT_OPTIONS.otherPresentFactor,
  presentCap: DEFAULT_OPTIONS.otherPresentCap,
});

/** Expected entropy reduction by asking about finding f, summing P(f | h) over every active hypothesis. */
function referenceGain(f: number, post: Float64Array, weight: Float64Array | null, active: Int32Array, nA: number): number {
  const w = (h: number) => (weight ? weight[h]! : 1);
  let h0 = 0;
  for (let h = 0; h < c.nH; h += 1) if (post[h]! > 0) h0 -= w(h) * post[h]! * Math.log(post[h]!);
  let expected = 0;
  for (const yes of [true, false]) {
    const joint = new Float64Array(c.nH);
    let pAnswer = 0;
    for (let k = 0; k < nA; k += 1) {
      const h = active[k]!;
      const p = c.pPresent[h * c.nF + f]!;
      joint[h] = post[h]! * (yes ? p : 1 - p);
      pAnswer += joint[h];
    }
    for (let k = 0; k < nA; k += 1) {
      const h = active[k]!;
      const q = joint[h]! / pAnswer;
      if (q > 0) expected -= pAnswer * w(h) * q * Math.log(q);
    }
  }
  return h0 - expected;
}

/** A posterior with a few leaders, a long tail and some hypotheses below the pruning floor. */
function posterior(seed: number): Float64Array {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const post = new Float64Array(c.nH);
  for (let h = 0; h < c.nH; h += 1) {
    const r = next();
    post[h] = r < 0.02 ? 1 + 10 * next() : r < 0.3 ? next() * 1e-3 : r < 0.9 ? next() * 1e-7 : next() * 1e-13;
  }
  const total = post.reduce((a, b) => a + b, 0);
  return post.map((p) => p / total);
}

/**
 * What selectQuestion hands the gain: the posterior of `seed`, its logarithms, the active
 * hypotheses, both entropies before the answer and the active mass sums (Σπ, Σπ ln π, weighted).
 */
function scoring(seed: number) {
  const post = posterior(seed);
  const logPost = logOf(post, new Float64Array(c.nH));
  const active = c.scratch.active;
  const nA = activeHypotheses(c, post, ACTIVE_FLOOR);
  const sums = [0, 0, 0, 0];
  for (let k = 0; k < nA; k += 1) {
    const h = active[k]!;
    const [pi, lpi, w] = [post[h]!, logPost[h]!, c.dangerWeight[h]!];
    sums[0]! += pi;
    sums[1]! += pi * lpi;
    sums[2]! += w * pi;
    sums[3]! += w * pi * lpi;
  }
  const mass = Float64Array.from(sums);
  return { post, logPost, active, nA, h0: entropy(post), hw0: entropy(post, c.dangerWeight), mass };
}

describe('yes/no question gain', () => {
  const unknown: Known = { state: new Int8Array(c.nF).fill(-1), order: [] };
  const yesNo = c.questions.filter((q) => q.yesNo !== -1);

  it.each([1, 2, 3, 4, 5])('equals the sum over every active hypothesis (posterior %i)', (seed) => {
    const { post, logPost, active, nA, h0, hw0, mass } = scoring(seed);
    expect(nA).toBeLessThan(c.nH);
    for (const q of yesNo) {
      const [gain, weighted] = questionGain(c, q, post, logPost, unknown, DEFAULT_OPTIONS, h0, hw0, mass);
      // The reference's h0 counts the pruned tail too, as selectQuestion's does.
      expect(gain).toBeCloseTo(referenceGain(q.yesNo, post, null, active, nA), 9);
      expect(weighted).toBeCloseTo(referenceGain(q.yesNo, post, c.dangerWeight, active, nA), 9);
    }
  });
});

/** The textbook expected entropy reduction for answers whose P(answer | h) is `like(h)` (one entry per answer). */
function referenceFromRows(
  like: (h: number) => number[],
  post: Float64Array,
  weight: Float64Array | null,
  active: Int32Array,
  nA: number,
): number {
  const w = (h: number) => (weight ? weight[h]! : 1);
  let h0 = 0;
  for (let h = 0; h < c.nH; h += 1) if (post[h]! > 0) h0 -= w(h) * post[h]! * Math.log(post[h]!);
  const rows = new Map<number, number[]>();
  for (let k = 0; k < nA; k += 1) rows.set(active[k]!, like(active[k]!));
  const nO = rows.values().next().value!.length;
  let expected = 0;
  for (let o = 0; o < nO; o += 1) {
    let pAnswer = 0;
    for (const [h, row] of rows) pAnswer += post[h]! * row[o]!;
    if (pAnswer <= 0) continue;
    for (const [h, row] of rows) {
      const q = (post[h]! * row[o]!) / pAnswer;
      if (q > 0) expected -= pAnswer * w(h) * q * Math.log(q);
    }
  }
  return h0 - expected;
}

/** P(answer | h) of an outcome-scored question, straight from the definition (CONTRADICTS = 0.02). */
function outcomeRowOf(q: (typeof c.questions)[number], known: Known, h: number): number[] {
  const raw = q.outcomes.map((out) => {
    if (out.findings.length === 0) return DEFAULT_OPTIONS.uninformativeOption;
    let l = 1;
    out.findings.forEach((f, j) => {
      const present = out.present[j] === 1;
      const s = known.state[f]!;
      if (s === -1) l *= present ? c.pPresent[h * c.nF + f]! : 1 - c.pPresent[h * c.nF + f]!;
      else if ((s === 1) !== present) l *= 0.02;
    });
    return l;
  });
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((l) => l / sum);
}

/** P(answer | h) of a multi-select's every combination of unknown findings (bit j: finding j present). */
function multiRowOf(unknown: readonly number[], h: number): number[] {
  return Array.from({ length: 1 << unknown.length }, (_, s) =>
    unknown.reduce((l, f, j) => {
      const p = c.pPresent[h * c.nF + f]!;
      return l * (s & (1 << j) ? p : 1 - p);
    }, 1),
  );
}

describe('choice, scale and multi-select question gain', () => {
  /** Some findings known, so that answers contradicting them and known multi options are exercised. */
  function partlyKnown(seed: number): Known {
    const state = new Int8Array(c.nF).fill(-1);
    for (let f = seed; f < c.nF; f += 7) state[f] = f % 2 === 0 ? 1 : 0;
    return { state, order: [] };
  }
  const others = c.questions.filter((q) => q.yesNo === -1 && q.kind !== 'text');

  it.each([1, 2, 3])('equals the sum over every active hypothesis (posterior %i)', (seed) => {
    const { post, logPost, active, nA, h0, hw0, mass } = scoring(seed);
    const known = partlyKnown(seed);
    const compared = { outcomes: 0, multi: 0 };
    for (const q of others) {
      const unknown = [...q.multi].filter((f) => known.state[f] === -1);
      if (q.kind === 'multi' && (unknown.length === 0 || unknown.length > 8)) continue;
      const like = (h: number) => (q.kind === 'multi' ? multiRowOf(unknown, h) : outcomeRowOf(q, known, h));
      const [gain, weighted] = questionGain(c, q, post, logPost, known, DEFAULT_OPTIONS, h0, hw0, mass);
      expect(gain).toBeCloseTo(referenceFromRows(like, post, null, active, nA), 9);
      expect(weighted).toBeCloseTo(referenceFromRows(like, post, c.dangerWeight, active, nA), 9);
      compared[q.kind as 'outcomes' | 'multi'] += 1;
    }
    expect(compared.outcomes).toBeGreaterThan(3);
    expect(compared.multi).toBeGreaterThan(0);
  });
});
