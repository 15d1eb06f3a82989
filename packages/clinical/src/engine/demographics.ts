import { AGE_BANDS, type AgeBand, type QuestionDef } from '../kb/types';
import type { CompiledKb } from './compile';

/**
 * What the compiled knowledge base says for one demographic: the age band, log priors of every
 * hypothesis, whether a question applies, and the findings' baseline before any answer. Cached
 * per age band × sex on the compiled tables.
 */

export function ageBand(age: number | null): AgeBand | null {
  if (age === null || !Number.isFinite(age)) return null;
  if (age < 18) return '0-17';
  if (age < 40) return '18-39';
  if (age < 65) return '40-64';
  return '65+';
}

/**
 * Log prior of every hypothesis for a demographic: base × age-band multiplier × sex multiplier
 * (an unknown age or sex uses the mean multiplier), "other" at the KB's `otherPrior`, normalised.
 */
export function logPriors(
  c: CompiledKb,
  age: number | null,
  sex: 'male' | 'female' | 'unknown',
): Float64Array {
  const band = ageBand(age);
  const key = `${band ?? '?'}|${sex}`;
  const cached = c.priorCache.get(key);
  if (cached) return cached;
  const raw = new Float64Array(c.nH);
  c.conditions.forEach((cond, h) => {
    const byAge = cond.prior.byAge ?? {};
    const bySex = cond.prior.bySex ?? {};
    const ageMult = band
      ? (byAge[band] ?? 1)
      : AGE_BANDS.reduce((s, b) => s + (byAge[b] ?? 1), 0) / AGE_BANDS.length;
    const sexMult = sex === 'unknown' ? ((bySex.male ?? 1) + (bySex.female ?? 1)) / 2 : (bySex[sex] ?? 1);
    raw[h] = Math.max(1e-9, cond.prior.base * ageMult * sexMult);
  });
  raw[c.other] = Math.max(1e-9, c.kb.otherPrior);
  let total = 0;
  for (const v of raw) total += v;
  const out = raw.map((v) => Math.log(v / total));
  c.priorCache.set(key, out);
  return out;
}

/** Whether a question or an option makes sense for this patient (`appliesTo`); an unknown age or sex does not exclude. */
export function applies(
  q: Pick<QuestionDef, 'appliesTo'>,
  age: number | null,
  sex: 'male' | 'female' | 'unknown',
): boolean {
  const a = q.appliesTo;
  if (!a) return true;
  if (a.sex && sex !== 'unknown' && sex !== a.sex) return false;
  if (age !== null && a.minAge !== undefined && age < a.minAge) return false;
  if (age !== null && a.maxAge !== undefined && age > a.maxAge) return false;
  return true;
}

/**
 * P(f) before any answer, for each finding, for a demographic: Σ_h prior(h) · P(f | h). The
 * baseline against which the answers' effect on a red-flag finding is measured.
 */
export function baselineFindings(
  c: CompiledKb,
  age: number | null,
  sex: 'male' | 'female' | 'unknown',
): Float64Array {
  const key = `${ageBand(age) ?? '?'}|${sex}`;
  const cached = c.baselineCache.get(key);
  if (cached) return cached;
  const prior = logPriors(c, age, sex).map((l) => Math.exp(l));
  const out = new Float64Array(c.nF);
  for (let h = 0; h < c.nH; h += 1) {
    for (let f = 0; f < c.nF; f += 1) out[f] = out[f]! + prior[h]! * c.pPresent[h * c.nF + f]!;
  }
  c.baselineCache.set(key, out);
  return out;
}
