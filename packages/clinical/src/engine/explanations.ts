import type { CompiledKb } from './compile';
import type { EngineOptions } from './options';
import { llrPresent, posterior, presentOnly, type Known } from './posterior';

/**
 * Which conditions explain what the patient has: the test behind honest uncertainty (an
 * unexplained symptom), self-care by share, and which dangers are worth screening for.
 */

/** A condition explains a finding when it makes it at least 1.5 times likelier than the leak. */
const EXPLAINS_LLR = Math.log(1.5);

/** Whether condition h explains finding f: it lists it clearly above the leak. */
export function explainsFinding(c: CompiledKb, h: number, f: number): boolean {
  return llrPresent(c, h, f) > EXPLAINS_LLR;
}

/** The present symptoms and signs: what a diagnosis has to explain. */
export function presentComplaints(c: CompiledKb, known: Known): number[] {
  return known.order.filter((f) => known.state[f] === 1 && c.explainable[f] === 1);
}

/** Whether condition h explains at least one of the given findings. */
export function explainsAny(c: CompiledKb, h: number, findings: readonly number[]): boolean {
  return findings.some((f) => explainsFinding(c, h, f));
}

/** The present symptoms and signs (what a diagnosis has to explain) that condition h does not explain. */
export function unexplainedFindings(c: CompiledKb, h: number, known: Known): number[] {
  const out: number[] = [];
  for (const f of known.order) {
    if (known.state[f] !== 1 || c.explainable[f] !== 1) continue;
    if (!explainsFinding(c, h, f)) out.push(f);
  }
  return out;
}

/**
 * Condition h's share of the explanations on offer: its probability over that of "other" and of
 * every condition that explains at least one present symptom or sign. With no symptom or sign
 * present nothing is on offer, and the share is 0: an empty report is not reassuring.
 */
export function shareOfExplanations(c: CompiledKb, h: number, known: Known, post: Float64Array): number {
  const positives = presentComplaints(c, known);
  if (positives.length === 0) return 0;
  let offered = post[c.other]!;
  for (let g = 0; g < c.nC; g += 1) if (explainsAny(c, g, positives)) offered += post[g]!;
  return offered > 0 ? post[h]! / offered : 0;
}

/**
 * The self-limiting leader's share of the explanations, the larger of two readings: on all the
 * answers, and on what the patient has alone. The interview asks what the leading conditions
 * predict, and each "no" lowers them but never "other" (which predicts nothing), so a plain cold
 * whose patient has no runny nose can lose its share to "other" through questions alone. The
 * denials still act through "other" below `selfCareMaxOther`, the red flags and the severity signs.
 */
export function leaderShare(
  c: CompiledKb,
  leader: number,
  known: Known,
  post: Float64Array,
  logPrior: Float64Array | undefined,
  opts: EngineOptions,
): number {
  const onAll = shareOfExplanations(c, leader, known, post);
  if (onAll >= opts.selfCareMinShare || !logPrior) return onAll;
  const present = presentOnly(known);
  const onPresent = posterior(c, logPrior, present, opts.evidenceScale, new Float64Array(c.nH));
  return Math.max(onAll, shareOfExplanations(c, leader, present, onPresent));
}

/**
 * The probability of the conditions that explain every present symptom and sign (`all`), of the
 * self-care ones among them (`selfCare`) and of the urgent and emergency ones (`serious`): the
 * modelled answers to the whole picture. Several close relatives (a cold, flu, sinusitis) share it
 * between them, so no single one of them may outweigh "other" while together they do. With
 * nothing present every condition counts.
 */
export function wholePictureMass(
  c: CompiledKb,
  known: Known,
  post: Float64Array,
): { all: number; selfCare: number; serious: number } {
  const positives = presentComplaints(c, known);
  let all = 0;
  let selfCare = 0;
  let serious = 0;
  for (let h = 0; h < c.nC; h += 1) {
    if (post[h]! < 1e-4) continue;
    if (!positives.every((f) => explainsFinding(c, h, f))) continue;
    all += post[h]!;
    if (c.urgency[h] === 'self_care') selfCare += post[h]!;
    else if (c.urgency[h] !== 'routine') serious += post[h]!;
  }
  return { all, selfCare, serious };
}

/**
 * The self-care conditions that explain the whole picture, together: enough of it with "other", no
 * urgent or emergency condition close behind them, and the routine ones not ahead of them (only
 * asked when a symptom is present).
 */
export function selfCareGroupFits(
  whole: { all: number; selfCare: number; serious: number },
  pOther: number,
  opts: EngineOptions,
): boolean {
  return (
    whole.selfCare >= opts.selfCareMinShare * (whole.all + pOther) &&
    whole.serious <= opts.selfCareGroupMaxRival * whole.selfCare &&
    whole.all - whole.selfCare - whole.serious <= opts.selfCareGroupMaxRoutine * whole.selfCare
  );
}
