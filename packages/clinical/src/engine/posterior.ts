import type { Evidence } from '@labwise/domain';
import type { CompiledKb } from './compile';

/** What is known about each finding: -1 unknown, 0 absent, 1 present. */
export interface Known {
  state: Int8Array;
  /** Known finding indices, in the order first given. */
  order: number[];
}

/**
 * Evidence → known findings. Later entries win; ids the knowledge base does not know are ignored.
 * Then the finding hierarchy fills in what the answers imply and nobody said: a present specific
 * finding makes its general finding present (productive cough ⇒ cough), a denied general finding
 * denies its specific ones. What the patient said always wins over what is implied.
 */
export function knownFrom(c: CompiledKb, evidence: readonly Evidence[]): Known {
  const state = new Int8Array(c.nF).fill(-1);
  const order: number[] = [];
  for (const e of evidence) {
    const f = c.findingIndex.get(e.id);
    if (f === undefined) continue;
    if (state[f] === -1) order.push(f);
    state[f] = e.present ? 1 : 0;
  }
  // Walk the implications breadth-first over the findings known so far (and those they imply).
  for (let i = 0; i < order.length; i += 1) {
    const f = order[i]!;
    const next = state[f] === 1 ? c.impliesUp[f]! : c.impliesDown[f]!;
    for (const g of next) {
      if (state[g] !== -1) continue;
      state[g] = state[f]!;
      order.push(g);
    }
  }
  return { state, order };
}

/** The same knowledge with every denial forgotten: only what the patient has. */
export function presentOnly(known: Known): Known {
  const state = new Int8Array(known.state.length).fill(-1);
  const order = known.order.filter((f) => known.state[f] === 1);
  for (const f of order) state[f] = 1;
  return { state, order };
}

/**
 * Naive Bayes in log-odds over conditions + "other": log prior plus, for each known finding, the
 * log-likelihood ratio against the leak (zero for findings a hypothesis does not list, so only the
 * few that list it are visited), then normalised. Unknown findings contribute nothing. Writes
 * into `out` and returns it.
 */
export function posterior(
  c: CompiledKb,
  logPrior: Float64Array,
  known: Known,
  scale: number,
  out: Float64Array,
): Float64Array {
  const { nH } = c;
  const { start, h: listing } = c.distinct;
  out.set(logPrior);
  for (const f of known.order) {
    const table = known.state[f] === 1 ? c.distinct.llrPresent : c.distinct.llrAbsent;
    for (let k = start[f]!; k < start[f + 1]!; k += 1) {
      const h = listing[k]!;
      out[h] = out[h]! + scale * table[k]!;
    }
  }
  let max = -Infinity;
  for (let h = 0; h < nH; h += 1) if (out[h]! > max) max = out[h]!;
  let total = 0;
  for (let h = 0; h < nH; h += 1) {
    const v = Math.exp(out[h]! - max);
    out[h] = v;
    total += v;
  }
  for (let h = 0; h < nH; h += 1) out[h] = out[h]! / total;
  return out;
}

/** One known finding's log-likelihood contribution to a condition (0 when it does not list it). */
export function contribution(c: CompiledKb, h: number, f: number, present: boolean, scale: number): number {
  return (
    scale * (present ? llrPresent(c, h, f) : Math.log((1 - c.pPresent[h * c.nF + f]!) / (1 - c.leak[f]!)))
  );
}

/** log(P(f | h) / leak): how much likelier h makes finding f than the leak does (0 when h does not list it). */
export function llrPresent(c: CompiledKb, h: number, f: number): number {
  return Math.log(c.pPresent[h * c.nF + f]! / c.leak[f]!);
}
