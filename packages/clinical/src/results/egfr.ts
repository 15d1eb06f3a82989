/**
 * Estimated glomerular filtration rate by the CKD-EPI 2021 creatinine equation (race-free):
 * Inker et al., N Engl J Med 2021;385:1737–49, as adopted by NKF-ASN and KDIGO 2024.
 *
 *   eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [female]
 *   κ = 0.7 (female) / 0.9 (male); α = −0.241 (female) / −0.302 (male); Scr in mg/dL.
 *
 * Returns mL/min/1.73 m², or null when it cannot be computed (adults only, sex known, creatinine > 0).
 */
export function ckdEpi2021(
  creatinineMgDl: number,
  age: number | null,
  sex: 'male' | 'female' | 'unknown',
): number | null {
  if (age === null || age < 18 || sex === 'unknown' || !(creatinineMgDl > 0)) return null;
  const female = sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  return (
    142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** age * (female ? 1.012 : 1)
  );
}

/** Creatinine in mg/dL from the lab's unit (µmol/L is divided by 88.4); null for a unit not known. */
export function creatinineMgDl(value: number, unit: string): number | null {
  const u = unit.trim().toLowerCase();
  if (u === 'mg/dl' || u === '') return value;
  if (u === 'µmol/l' || u === 'umol/l' || u === 'μmol/l') return value / 88.4;
  return null;
}
