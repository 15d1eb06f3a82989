import { multiRow, outcomeRow } from './likelihoods';
import type { CompiledKb, CompiledQuestion } from './compile';
import type { Known } from './posterior';
import type { EngineOptions } from './options';

/**
 * Expected entropy after a question with several answers (a choice, a scale, a multi-select's
 * answer combinations), without visiting every hypothesis. A hypothesis that lists none of the
 * question's findings has each finding's leak as P(f | h), so its likelihood of every answer is
 * the same "leak row"; the terms of all such hypotheses add up to closed forms of their posterior
 * mass (Σ π·L·ln(π·L) = L·(Σ π ln π + ln L·Σ π)). Only the hypotheses in `q.distinctH` are visited
 * one by one. The yes/no case is `yesNoEntropies` in select.ts.
 */

const out = new Float64Array(2);

/**
 * [E[H], E[Hw]] after the question (plain and danger-weighted expected entropy), in a reused
 * buffer: read it before the next call. `unknown` is null for an outcome-scored question, else the
 * multi-select's unknown findings. `mass` holds the active hypotheses' Σπ, Σπ ln π and the same
 * weighted (selectQuestion's activeMass); only active hypotheses count.
 */
export function answersEntropies(
  c: CompiledKb,
  q: CompiledQuestion,
  unknown: readonly number[] | null,
  known: Known,
  opts: EngineOptions,
  post: Float64Array,
  logPost: Float64Array,
  weight: Float64Array,
  mass: Float64Array,
): Float64Array {
  const nO = unknown ? 1 << unknown.length : q.outcomes.length;
  const { pO, sw, a, aw, rowL, rowLL, leakL, leakLL } = c.scratch.answers;
  pO.fill(0, 0, nO);
  sw.fill(0, 0, nO);
  a.fill(0, 0, nO);
  aw.fill(0, 0, nO);
  let m = mass[0]!;
  let mLog = mass[1]!;
  let mw = mass[2]!;
  let mwLog = mass[3]!;
  const activeMask = c.scratch.activeMask;
  const distinct = q.distinctH;
  for (let i = 0; i < distinct.length; i += 1) {
    const h = distinct[i]!;
    if (activeMask[h] === 0) continue;
    const pi = post[h]!;
    const w = weight[h]!;
    const lpi = logPost[h]!;
    m -= pi;
    mLog -= pi * lpi;
    mw -= w * pi;
    mwLog -= w * pi * lpi;
    if (unknown) multiRow(c, unknown, h * c.nF, rowL, rowLL);
    else outcomeRow(c, q, known, opts, h * c.nF, rowL, rowLL);
    for (let o = 0; o < nO; o += 1) {
      const qo = pi * rowL[o]!;
      if (qo > 0) {
        const lq = lpi + rowLL[o]!;
        a[o] = a[o]! - qo * lq;
        aw[o] = aw[o]! - w * qo * lq;
        pO[o] = pO[o]! + qo;
        sw[o] = sw[o]! + w * qo;
      }
    }
  }
  // Every other active hypothesis answers with the leak row.
  if (unknown) multiRow(c, unknown, -1, leakL, leakLL);
  else outcomeRow(c, q, known, opts, -1, leakL, leakLL);
  let eh = 0;
  let ehw = 0;
  for (let o = 0; o < nO; o += 1) {
    const lo = leakL[o]!;
    if (lo > 0) {
      const llo = leakLL[o]!;
      a[o] = a[o]! - lo * (mLog + llo * m);
      aw[o] = aw[o]! - lo * (mwLog + llo * mw);
      pO[o] = pO[o]! + lo * m;
      sw[o] = sw[o]! + lo * mw;
    }
    const p = pO[o]!;
    if (p > 0) {
      const lp = Math.log(p);
      eh += a[o]! + p * lp;
      ehw += aw[o]! + sw[o]! * lp;
    }
  }
  out[0] = eh;
  out[1] = ehw;
  return out;
}
