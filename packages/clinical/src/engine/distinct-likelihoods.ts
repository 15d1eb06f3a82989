/**
 * P(f | h) is a finding's leak for every hypothesis that does not list it: the table is mostly the
 * same value per finding. Kept here, per finding, are only the hypotheses where it differs
 * (compressed rows: entries `start[f]` to `start[f + 1] − 1` of `h`, `p`, `logPresent`, `logAbsent`).
 */
export interface DistinctLikelihoods {
  start: Int32Array;
  h: Int32Array;
  p: Float64Array;
  logPresent: Float64Array;
  logAbsent: Float64Array;
}

/** The (finding, hypothesis) pairs whose P(f | h) differs from the finding's leak, finding-major. */
export function distinctByFinding(pPresent: Float64Array, leak: readonly number[], nF: number, nH: number): DistinctLikelihoods {
  const start = new Int32Array(nF + 1);
  const h: number[] = [];
  const p: number[] = [];
  for (let f = 0; f < nF; f += 1) {
    start[f] = h.length;
    for (let k = 0; k < nH; k += 1) {
      const value = pPresent[k * nF + f]!;
      if (value === leak[f]) continue;
      h.push(k);
      p.push(value);
    }
  }
  start[nF] = h.length;
  return {
    start,
    h: Int32Array.from(h),
    p: Float64Array.from(p),
    logPresent: Float64Array.from(p, (v) => Math.log(v)),
    logAbsent: Float64Array.from(p, (v) => Math.log(1 - v)),
  };
}
