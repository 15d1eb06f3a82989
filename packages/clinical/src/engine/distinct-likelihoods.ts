/**
 * P(f | h) is a finding's leak for every hypothesis that does not list it: the table is mostly the
 * same value per finding. Kept here, per finding, are only the hypotheses where it differs
 * (compressed rows: entries `start[f]` to `start[f + 1] − 1` of `h`, `p` and the logs). Where a
 * hypothesis does not list a finding, the finding adds exactly 0 to its log-odds.
 */
export interface DistinctLikelihoods {
  start: Int32Array;
  h: Int32Array;
  p: Float64Array;
  logPresent: Float64Array;
  logAbsent: Float64Array;
  /** log(P(f | h) / leak) and log((1 − P(f | h)) / (1 − leak)): what the finding adds to h's log-odds. */
  llrPresent: Float64Array;
  llrAbsent: Float64Array;
}

/**
 * The table's distinct cells, finding-major: `distinctOf[f]` lists, in ascending order, the
 * hypotheses whose P(f | h) in `pPresent` (hypothesis-major, `nF` findings a row) is not the leak.
 */
function distinctByFinding(
  pPresent: Float64Array,
  leak: readonly number[],
  nF: number,
  distinctOf: readonly (readonly number[])[],
): DistinctLikelihoods {
  const start = new Int32Array(nF + 1);
  const h: number[] = [];
  const p: number[] = [];
  const l: number[] = [];
  for (let f = 0; f < nF; f += 1) {
    start[f] = h.length;
    for (const k of distinctOf[f]!) {
      h.push(k);
      p.push(pPresent[k * nF + f]!);
      l.push(leak[f]!);
    }
  }
  start[nF] = h.length;
  return {
    start,
    h: Int32Array.from(h),
    p: Float64Array.from(p),
    logPresent: Float64Array.from(p, (v) => Math.log(v)),
    logAbsent: Float64Array.from(p, (v) => Math.log(1 - v)),
    llrPresent: Float64Array.from(p, (v, k) => Math.log(v / l[k]!)),
    llrAbsent: Float64Array.from(p, (v, k) => Math.log((1 - v) / (1 - l[k]!))),
  };
}

/** The logs of P(f | h), hypothesis-major (`h * nF + f`), and its distinct cells finding-major. */
export interface LikelihoodTables {
  logLeak: Float64Array;
  logNotLeak: Float64Array;
  distinct: DistinctLikelihoods;
  logPresent: Float64Array;
  logAbsent: Float64Array;
}

/**
 * The tables the engine reads, from `pPresent` (hypothesis-major; the last of the `nC + 1` rows is
 * "other / not modelled") and `listed` (the findings each condition lists). Every cell no
 * hypothesis lists is its finding's leak, so the tables are filled a finding's value at a time and
 * then patched at the distinct cells: computing every cell of every table one by one took a quarter
 * of the engine's start.
 */
export function likelihoodTables(
  pPresent: Float64Array,
  leak: readonly number[],
  listed: readonly Int32Array[],
  nF: number,
  nC: number,
): LikelihoodTables {
  const nH = nC + 1;
  const logLeak = Float64Array.from(leak, (l) => Math.log(l));
  const logNotLeak = Float64Array.from(leak, (l) => Math.log(1 - l));
  const distinctOf: number[][] = Array.from({ length: nF }, () => []);
  for (let h = 0; h < nC; h += 1)
    for (const f of listed[h]!) if (pPresent[h * nF + f] !== leak[f]) distinctOf[f]!.push(h);
  for (let f = 0; f < nF; f += 1) if (pPresent[nC * nF + f] !== leak[f]) distinctOf[f]!.push(nC);
  const distinct = distinctByFinding(pPresent, leak, nF, distinctOf);

  const logPresent = new Float64Array(nH * nF);
  const logAbsent = new Float64Array(nH * nF);
  for (let h = 0; h < nH; h += 1) {
    logPresent.set(logLeak, h * nF);
    logAbsent.set(logNotLeak, h * nF);
  }
  for (let f = 0; f < nF; f += 1) {
    for (let k = distinct.start[f]!; k < distinct.start[f + 1]!; k += 1) {
      const h = distinct.h[k]!;
      logPresent[h * nF + f] = distinct.logPresent[k]!;
      logAbsent[h * nF + f] = distinct.logAbsent[k]!;
    }
  }
  return {
    logLeak,
    logNotLeak,
    distinct,
    logPresent,
    logAbsent,
  };
}
