import { describe, expect, it } from 'vitest';
import type { LabResultInput } from '../contract';
import { KNOWLEDGE_BASE } from '../kb';
import { readResult } from './read';
import { RESULT_RULES } from './table';

const num = (
  loinc: string,
  value: number,
  unit: string,
  flag: LabResultInput['flag'] = 'normal',
): LabResultInput => ({
  loinc,
  name: loinc,
  value,
  text: null,
  unit,
  flag,
  low: null,
  high: null,
});
const woman = { age: 45, sex: 'female' as const };
const man = { age: 60, sex: 'male' as const };
const band = (r: LabResultInput, p: { age: number; sex: 'male' | 'female' } = woman) =>
  readResult(r, p).band?.id;

describe('results table', () => {
  it('names only knowledge-base conditions, with LRs above 0, and cites a source for every analyte', () => {
    const ids = new Set(KNOWLEDGE_BASE.conditions.map((c) => c.id));
    for (const rule of RESULT_RULES) {
      expect(rule.source.length).toBeGreaterThan(10);
      for (const b of rule.bands)
        for (const [id, lr] of Object.entries(b.lr)) {
          expect(ids.has(id), `${b.id}: ${id}`).toBe(true);
          expect(lr).toBeGreaterThan(0);
        }
    }
    expect(new Set(RESULT_RULES.map((r) => r.loinc)).size).toBe(RESULT_RULES.length);
  });

  it('bands TSH: low, normal, high, very high (> 10)', () => {
    expect(band(num('3016-3', 0.05, 'mIU/L'))).toBe('tsh_suppressed');
    expect(band(num('3016-3', 0.3, 'mIU/L'))).toBe('tsh_low');
    expect(band(num('3016-3', 2.1, 'mIU/L'))).toBe('tsh_normal');
    expect(band(num('3016-3', 9.8, 'mIU/L'))).toBe('tsh_high');
    expect(band(num('3016-3', 10, 'mIU/L'))).toBe('tsh_very_high');
    expect(band(num('3016-3', 9.8, 'uIU/mL'))).toBe('tsh_high');
  });

  it('bands HbA1c and fasting glucose at the ADA thresholds, glucose in mmol/L too', () => {
    expect(band(num('4548-4', 5.6, '%'))).toBe('a1c_normal');
    expect(band(num('4548-4', 5.7, '%'))).toBe('a1c_prediabetes');
    expect(band(num('4548-4', 6.4, '%'))).toBe('a1c_prediabetes');
    expect(band(num('4548-4', 6.5, '%'))).toBe('a1c_diabetes');
    expect(band(num('2345-7', 99, 'mg/dL'))).toBe('glu_normal');
    expect(band(num('2345-7', 100, 'mg/dL'))).toBe('glu_ifg');
    expect(band(num('2345-7', 126, 'mg/dL'))).toBe('glu_diabetes');
    expect(band(num('2345-7', 7.2, 'mmol/L'))).toBe('glu_diabetes');
  });

  it('reads ferritin below 30 as iron deficiency even when the lab calls it normal', () => {
    const x = readResult(num('2276-4', 18, 'ng/mL', 'normal'), woman);
    expect(x.band?.id).toBe('ferritin_low');
    expect(x.lr.iron_deficiency_anaemia).toBeGreaterThan(1);
    expect(readResult(num('2276-4', 150, 'ng/mL'), woman).lr.iron_deficiency_anaemia).toBeLessThan(0.2);
    expect(band(num('2276-4', 250, 'ng/mL'), woman)).toBe('ferritin_high_f');
    expect(band(num('2276-4', 250, 'ng/mL'), man)).toBe('ferritin_normal');
  });

  it('bands haemoglobin by sex, with marked anaemia below 8 raising the triage', () => {
    expect(band(num('718-7', 12.5, 'g/dL'), woman)).toBe('hb_normal');
    expect(band(num('718-7', 12.5, 'g/dL'), man)).toBe('hb_low_m');
    const marked = readResult(num('718-7', 7.5, 'g/dL', 'low'), woman);
    expect(marked.band?.id).toBe('hb_very_low');
    expect(marked.band?.triage?.level).toBe('urgent');
  });

  it('bands creatinine by the eGFR it gives for the age and sex', () => {
    const x = readResult(num('2160-0', 1.9, 'mg/dL', 'high'), { age: 67, sex: 'male' });
    expect(Math.round(x.egfr!)).toBe(38);
    expect(x.band?.id).toBe('egfr_moderate');
    expect(band(num('2160-0', 0.8, 'mg/dL'), { age: 30, sex: 'female' })).toBe('egfr_normal');
    expect(band(num('2160-0', 168, 'µmol/L'), { age: 67, sex: 'male' })).toBe('egfr_moderate');
  });

  it('adjusts the ESR limit for age (Miller)', () => {
    expect(band(num('4537-7', 30, 'mm/h'), { age: 70, sex: 'female' })).toBe('esr_normal');
    expect(band(num('4537-7', 30, 'mm/h'), { age: 30, sex: 'female' })).toBe('esr_high');
  });

  it('reads text results (urine nitrite) and leaves unknown analytes unbanded', () => {
    const pos = { ...num('5802-4', 0, ''), value: null, text: 'Positive', flag: 'abnormal' as const };
    expect(band(pos)).toBe('nitrite_positive');
    expect(band({ ...pos, text: 'Negative', flag: 'normal' })).toBe('nitrite_negative');
    expect(readResult(num('9999-9', 1, 'x'), woman).band).toBeNull();
  });

  it('bands B12, folate, vitamin D, tTG, urate, CRP, LDL at their guideline limits', () => {
    expect(band(num('2132-9', 142, 'pg/mL'))).toBe('b12_low');
    expect(band(num('2284-8', 2.1, 'ng/mL'))).toBe('folate_low');
    expect(band(num('62292-8', 9, 'ng/mL'))).toBe('vitd_deficient');
    expect(band(num('62292-8', 40, 'nmol/L'))).toBe('vitd_low');
    expect(band(num('31017-7', 86, 'U/mL'))).toBe('ttg_strong');
    expect(band(num('31017-7', 0.8, 'U/mL'))).toBe('ttg_negative');
    expect(band(num('3084-1', 9.6, 'mg/dL'))).toBe('urate_high');
    expect(band(num('1988-5', 34, 'mg/L'))).toBe('crp_high');
    expect(band(num('13457-7', 192, 'mg/dL'))).toBe('ldl_very_high');
  });
});
