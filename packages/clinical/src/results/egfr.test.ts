import { describe, expect, it } from 'vitest';
import { ckdEpi2021, creatinineMgDl } from './egfr';

describe('CKD-EPI 2021 eGFR', () => {
  // Worked from the published equation (Inker et al., NEJM 2021, Table S10 / NKF-ASN 2021):
  // woman of 50, creatinine 1.0 mg/dL: 142 × (1.0/0.7)^−1.200 × 0.9938^50 × 1.012 ≈ 68.6 → 69.
  it('gives 69 for a woman of 50 with creatinine 1.0 mg/dL', () => {
    expect(Math.round(ckdEpi2021(1.0, 50, 'female')!)).toBe(69);
  });

  // Man of 60, creatinine 1.0 mg/dL: 142 × (1.0/0.9)^−1.200 × 0.9938^60 ≈ 86.2 → 86.
  it('gives 86 for a man of 60 with creatinine 1.0 mg/dL', () => {
    expect(Math.round(ckdEpi2021(1.0, 60, 'male')!)).toBe(86);
  });

  // Below κ the α exponent applies: man of 40, creatinine 0.7: 142 × (0.7/0.9)^−0.302 × 0.9938^40 ≈ 119.5 → 119.
  it('uses the α exponent below κ', () => {
    expect(Math.round(ckdEpi2021(0.7, 40, 'male')!)).toBe(119);
  });

  it('falls with age and with creatinine', () => {
    expect(ckdEpi2021(1.2, 70, 'male')!).toBeLessThan(ckdEpi2021(1.2, 40, 'male')!);
    expect(ckdEpi2021(2.0, 60, 'female')!).toBeLessThan(ckdEpi2021(1.0, 60, 'female')!);
  });

  it('needs an adult of known sex and a positive creatinine', () => {
    expect(ckdEpi2021(1.0, null, 'male')).toBeNull();
    expect(ckdEpi2021(1.0, 12, 'male')).toBeNull();
    expect(ckdEpi2021(1.0, 50, 'unknown')).toBeNull();
    expect(ckdEpi2021(0, 50, 'male')).toBeNull();
  });

  it('converts µmol/L to mg/dL', () => {
    expect(creatinineMgDl(88.4, 'µmol/L')).toBeCloseTo(1.0, 6);
    expect(creatinineMgDl(1.1, 'mg/dL')).toBe(1.1);
    expect(creatinineMgDl(1.1, 'g/L')).toBeNull();
  });
});
