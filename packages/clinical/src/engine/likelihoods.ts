import type { CompiledKb, CompiledQuestion } from './compile';
import type { Known } from './posterior';
import type { EngineOptions } from './options';

/**
 * The likelihood buffers the next-question choice reads (P(answer | hypothesis) and its logarithm,
 * outcome-major in the KB's scratch space), filled for the active hypotheses only.
 */

/** Likelihood factor of an answer that contradicts what is already known. */
const CONTRADICTS = 0.02;
const LOG_CONTRADICTS = Math.log(CONTRADICTS);

/**
 * Hypotheses below this share of the posterior are left out of the gain loops. With ~370
 * conditions most of them sit many orders of magnitude below the leaders after a few answers, and
 * their terms move a question's gain by far less than the gaps between the candidates' scores:
 * the evaluation sets pick exactly the same questions with and without them (checked against the
 * eval and matrix outputs; lower it, never raise it, if a choice ever moves).
 */
export const ACTIVE_FLOOR = 1e-9;

/**
 * Writes into `c.scratch.active` the indices of the hypotheses whose posterior is above `floor`
 * times the total (and marks them in `c.scratch.activeMask`), and returns how many. A zero floor
 * keeps every hypothesis with any mass, which changes no sum (their terms are exactly zero).
 */
export function activeHypotheses(c: CompiledKb, post: Float64Array, floor: number): number {
  const { active, activeMask } = c.scratch;
  let total = 0;
  for (let h = 0; h < c.nH; h += 1) total += post[h]!;
  const min = floor * total;
  let nA = 0;
  for (let h = 0; h < c.nH; h += 1) {
    const on = post[h]! > min;
    activeMask[h] = on ? 1 : 0;
    if (on) {
      active[nA] = h;
      nA += 1;
    }
  }
  return nA;
}

/** Fills the likelihood buffers for a question scored by outcomes (yes/no, single choice, scale bands). */
export function outcomeLikelihoods(
  c: CompiledKb,
  q: CompiledQuestion,
  known: Known,
  opts: EngineOptions,
  active: Int32Array,
  nA: number,
): number {
  const { nH, nF, pPresent, logPresent, logAbsent } = c;
  const { like, logLike } = c.scratch;
  const nO = q.outcomes.length;
  const logUninformative = Math.log(opts.uninformativeOption);
  for (let k = 0; k < nA; k += 1) {
    const h = active[k]!;
    let sum = 0;
    for (let o = 0; o < nO; o += 1) {
      const out = q.outcomes[o]!;
      let l = 1;
      let ll = 0;
      if (out.findings.length === 0) {
        l = opts.uninformativeOption;
        ll = logUninformative;
      }
      for (let j = 0; j < out.findings.length; j += 1) {
        const f = out.findings[j]!;
        const present = out.present[j] === 1;
        const s = known.state[f]!;
        const at = h * nF + f;
        if (s === -1) {
          const p = pPresent[at]!;
          l *= present ? p : 1 - p;
          ll += present ? logPresent[at]! : logAbsent[at]!;
        } else if ((s === 1) !== present) {
          l *= CONTRADICTS;
          ll += LOG_CONTRADICTS;
        }
      }
      like[o * nH + h] = l;
      logLike[o * nH + h] = ll;
      sum += l;
    }
    if (sum > 0 && sum !== 1) {
      const logSum = Math.log(sum);
      for (let o = 0; o < nO; o += 1) {
        like[o * nH + h] = like[o * nH + h]! / sum;
        logLike[o * nH + h] = logLike[o * nH + h]! - logSum;
      }
    }
  }
  return nO;
}

/** Fills the likelihood buffers for every combination of a multi-select's unknown findings (exhaustive answer). */
export function multiLikelihoods(
  c: CompiledKb,
  unknown: readonly number[],
  active: Int32Array,
  nA: number,
): number {
  const { nH, nF, pPresent, logPresent, logAbsent } = c;
  const { like, logLike } = c.scratch;
  const nO = 1 << unknown.length;
  for (let s = 0; s < nO; s += 1) {
    for (let k = 0; k < nA; k += 1) {
      const h = active[k]!;
      let l = 1;
      let ll = 0;
      for (let j = 0; j < unknown.length; j += 1) {
        const at = h * nF + unknown[j]!;
        if (s & (1 << j)) {
          l *= pPresent[at]!;
          ll += logPresent[at]!;
        } else {
          l *= 1 - pPresent[at]!;
          ll += logAbsent[at]!;
        }
      }
      like[s * nH + h] = l;
      logLike[s * nH + h] = ll;
    }
  }
  return nO;
}

/** Fills the likelihood buffers for a yes/no answer on finding f. */
export function yesNoLikelihoods(c: CompiledKb, f: number, active: Int32Array, nA: number): number {
  const { nH, nF, pPresent, logPresent, logAbsent } = c;
  const { like, logLike } = c.scratch;
  for (let k = 0; k < nA; k += 1) {
    const h = active[k]!;
    const at = h * nF + f;
    like[h] = pPresent[at]!;
    like[nH + h] = 1 - pPresent[at]!;
    logLike[h] = logPresent[at]!;
    logLike[nH + h] = logAbsent[at]!;
  }
  return 2;
}
