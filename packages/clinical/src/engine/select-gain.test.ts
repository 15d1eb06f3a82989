import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../kb';
import { compileKb } from './compile';
import { ACTIVE_FLOOR, activeHypotheses } from './likelihoods';
import { DEFAULT_OPTIONS } from './options';
import type { Known } from './posterior';
import { entropy, logOf, questionGain } from './select';

/**
 * A yes/no question's gain is computed from the few hypotheses that list its finding plus closed
 * forms for the rest; it must equal the textbook sum over every hypothesis.
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

describe('yes/no question gain', () => {
  const unknown: Known = { state: new Int8Array(c.nF).fill(-1), order: [] };
  const yesNo = c.questions.filter((q) => q.yesNo !== -1);

  it.each([1, 2, 3, 4, 5])('equals the sum over every active hypothesis (posterior %i)', (seed) => {
    const post = posterior(seed);
    const logPost = logOf(post, new Float64Array(c.nH));
    const active = c.scratch.active;
    const nA = activeHypotheses(c, post, ACTIVE_FLOOR);
    expect(nA).toBeLessThan(c.nH);
    const h0 = entropy(post);
    const hw0 = entropy(post, c.dangerWeight);
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
    for (const q of yesNo) {
      const [gain, weighted] = questionGain(c, q, post, logPost, unknown, DEFAULT_OPTIONS, h0, hw0, active, nA, mass);
      // The reference's h0 counts the pruned tail too, as selectQuestion's does.
      expect(gain).toBeCloseTo(referenceGain(q.yesNo, post, null, active, nA), 9);
      expect(weighted).toBeCloseTo(referenceGain(q.yesNo, post, c.dangerWeight, active, nA), 9);
    }
  });
});
