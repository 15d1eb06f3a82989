import type { CompiledKb, CompiledQuestion } from './compile';
import type { Known } from './posterior';
import type { EngineOptions } from './options';

/**
 * What the next-question choice reads of the likelihoods: which hypotheses are active, and
 * P(answer | hypothesis) with its logarithm for one hypothesis' row of the tables or for the leak.
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

/**
 * P(answer | h) and its log for each of an outcome-scored question's answers, normalised over the
 * answers, into `l` / `ll`: P(f | h) read from `p` / `lp` / `lnp` at `base + f` (a hypothesis' row
 * of the tables), or from the leak arrays when `base` is -1. An answer that contradicts what is
 * known counts as CONTRADICTS; an answer that names no finding as the uninformative option.
 */
export function outcomeRow(
  c: CompiledKb,
  q: CompiledQuestion,
  known: Known,
  opts: EngineOptions,
  base: number,
  l: Float64Array,
  ll: Float64Array,
): number {
  const nO = q.outcomes.length;
  const p = base < 0 ? c.leak : c.pPresent;
  const lp = base < 0 ? c.logLeak : c.logPresent;
  const lnp = base < 0 ? c.logNotLeak : c.logAbsent;
  const at0 = base < 0 ? 0 : base;
  let sum = 0;
  for (let o = 0; o < nO; o += 1) {
    const out = q.outcomes[o]!;
    let lo = 1;
    let llo = 0;
    if (out.findings.length === 0) {
      lo = opts.uninformativeOption;
      llo = Math.log(opts.uninformativeOption);
    }
    for (let j = 0; j < out.findings.length; j += 1) {
      const f = out.findings[j]!;
      const present = out.present[j] === 1;
      const s = known.state[f]!;
      if (s === -1) {
        const pf = p[at0 + f]!;
        lo *= present ? pf : 1 - pf;
        llo += present ? lp[at0 + f]! : lnp[at0 + f]!;
      } else if ((s === 1) !== present) {
        lo *= CONTRADICTS;
        llo += LOG_CONTRADICTS;
      }
    }
    l[o] = lo;
    ll[o] = llo;
    sum += lo;
  }
  if (sum > 0 && sum !== 1) {
    const logSum = Math.log(sum);
    for (let o = 0; o < nO; o += 1) {
      l[o] = l[o]! / sum;
      ll[o] = ll[o]! - logSum;
    }
  }
  return nO;
}

/** The same for every combination of a multi-select's unknown findings (bit j set: finding j present). */
export function multiRow(
  c: CompiledKb,
  unknown: readonly number[],
  base: number,
  l: Float64Array,
  ll: Float64Array,
): number {
  const p = base < 0 ? c.leak : c.pPresent;
  const lp = base < 0 ? c.logLeak : c.logPresent;
  const lnp = base < 0 ? c.logNotLeak : c.logAbsent;
  const at0 = base < 0 ? 0 : base;
  const nO = 1 << unknown.length;
  for (let s = 0; s < nO; s += 1) {
    let lo = 1;
    let llo = 0;
    for (let j = 0; j < unknown.length; j += 1) {
      const at = at0 + unknown[j]!;
      if (s & (1 << j)) {
        lo *= p[at]!;
        llo += lp[at]!;
      } else {
        lo *= 1 - p[at]!;
        llo += lnp[at]!;
      }
    }
    l[s] = lo;
    ll[s] = llo;
  }
  return nO;
}
