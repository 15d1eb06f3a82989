import type { ResultFlag } from '@labwise/domain';
import type { LabResultInput } from '../../src/contract';

/**
 * Result lines as the Labwise lab reports them: the catalog's analytes (LOINC, unit, reference
 * range by sex, critical limits) from the catalog seed. The flag is the lab's: outside the
 * critical limits 'critical', else 'low' / 'high' against the range, else 'normal'.
 */
interface Analyte {
  name: string;
  loinc: string;
  unit: string;
  /** Catalog test the analyte is reported under. */
  panel: string;
  range: { male: [number, number]; female: [number, number] };
  critical?: [number | null, number | null];
}

const same = (low: number, high: number) => ({
  male: [low, high] as [number, number],
  female: [low, high] as [number, number],
});

export const ANALYTES = {
  TSH: { name: 'TSH', loinc: '3016-3', unit: 'm[IU]/L', panel: 'TSH', range: same(0.4, 4.0) },
  FT4: { name: 'Free thyroxine', loinc: '3024-7', unit: 'ng/dL', panel: 'FT4', range: same(0.8, 1.8) },
  A1C: { name: 'Hemoglobin A1c', loinc: '4548-4', unit: '%', panel: 'HBA1C', range: same(4.0, 5.6) },
  GLU: {
    name: 'Glucose (fasting)',
    loinc: '2345-7',
    unit: 'mg/dL',
    panel: 'GLU',
    range: same(70, 99),
    critical: [40, 500],
  },
  FERR: {
    name: 'Ferritin',
    loinc: '2276-4',
    unit: 'ng/mL',
    panel: 'FERR',
    range: { male: [24, 336], female: [11, 307] },
  },
  CRP: { name: 'C-reactive protein', loinc: '1988-5', unit: 'mg/L', panel: 'CRP', range: same(0, 10) },
  ESR: {
    name: 'ESR',
    loinc: '4537-7',
    unit: 'mm/h',
    panel: 'ESR',
    range: { male: [0, 15], female: [0, 20] },
  },
  CREA: {
    name: 'Creatinine',
    loinc: '2160-0',
    unit: 'mg/dL',
    panel: 'CREA',
    range: { male: [0.74, 1.35], female: [0.59, 1.04] },
  },
  B12: { name: 'Cobalamin', loinc: '2132-9', unit: 'pg/mL', panel: 'B12', range: same(200, 900) },
  FOL: { name: 'Folate', loinc: '2284-8', unit: 'ng/mL', panel: 'FOL', range: same(3.0, 20.0) },
  VITD: {
    name: '25-hydroxyvitamin D',
    loinc: '62292-8',
    unit: 'ng/mL',
    panel: 'VITD',
    range: same(30, 100),
    critical: [null, 150],
  },
  TTGA: { name: 'tTG IgA', loinc: '31017-7', unit: 'U/mL', panel: 'TTG', range: same(0, 3.9) },
  URIC: {
    name: 'Uric acid',
    loinc: '3084-1',
    unit: 'mg/dL',
    panel: 'URIC',
    range: { male: [4.0, 8.5], female: [2.7, 7.3] },
  },
  HGB: {
    name: 'Hemoglobin',
    loinc: '718-7',
    unit: 'g/dL',
    panel: 'CBC',
    range: { male: [13.5, 17.5], female: [12.0, 15.5] },
    critical: [7.0, 20.0],
  },
  MCV: { name: 'Mean corpuscular volume', loinc: '787-2', unit: 'fL', panel: 'CBC', range: same(80, 100) },
  WBC: {
    name: 'White blood cells',
    loinc: '6690-2',
    unit: '10*9/L',
    panel: 'CBC',
    range: same(4.0, 11.0),
    critical: [2.0, 30.0],
  },
  PLT: {
    name: 'Platelets',
    loinc: '777-3',
    unit: '10*9/L',
    panel: 'CBC',
    range: same(150, 400),
    critical: [20, 1000],
  },
  NA: {
    name: 'Sodium',
    loinc: '2951-2',
    unit: 'mmol/L',
    panel: 'CMP',
    range: same(135, 145),
    critical: [120, 160],
  },
  K: {
    name: 'Potassium',
    loinc: '2823-3',
    unit: 'mmol/L',
    panel: 'CMP',
    range: same(3.5, 5.1),
    critical: [2.8, 6.2],
  },
  CA: {
    name: 'Calcium',
    loinc: '17861-6',
    unit: 'mg/dL',
    panel: 'CMP',
    range: same(8.6, 10.3),
    critical: [6.0, 13.0],
  },
  ALT: {
    name: 'Alanine aminotransferase',
    loinc: '1742-6',
    unit: 'U/L',
    panel: 'CMP',
    range: { male: [7, 55], female: [7, 45] },
  },
  AST: { name: 'Aspartate aminotransferase', loinc: '1920-8', unit: 'U/L', panel: 'CMP', range: same(8, 48) },
  TBIL: {
    name: 'Bilirubin, total',
    loinc: '1975-2',
    unit: 'mg/dL',
    panel: 'CMP',
    range: same(0.1, 1.2),
    critical: [null, 15],
  },
  CHOL: { name: 'Total cholesterol', loinc: '2093-3', unit: 'mg/dL', panel: 'LIPID', range: same(0, 199) },
  LDL: { name: 'LDL cholesterol', loinc: '13457-7', unit: 'mg/dL', panel: 'LIPID', range: same(0, 99) },
  HDL: {
    name: 'HDL cholesterol',
    loinc: '2085-9',
    unit: 'mg/dL',
    panel: 'LIPID',
    range: { male: [40, 200], female: [50, 200] },
  },
  TRIG: {
    name: 'Triglycerides',
    loinc: '2571-8',
    unit: 'mg/dL',
    panel: 'LIPID',
    range: same(0, 149),
    critical: [null, 1000],
  },
} as const satisfies Record<string, Analyte>;

export type AnalyteCode = keyof typeof ANALYTES;

/** A numeric result for a patient of this sex, flagged as the lab flags it. */
export function lab(code: AnalyteCode, value: number, sex: 'male' | 'female'): LabResultInput {
  const a: Analyte = ANALYTES[code];
  const [low, high] = a.range[sex];
  const [critLow, critHigh] = a.critical ?? [null, null];
  let flag: ResultFlag = 'normal';
  if ((critLow !== null && value < critLow) || (critHigh !== null && value > critHigh)) flag = 'critical';
  else if (value < low) flag = 'low';
  else if (value > high) flag = 'high';
  return { loinc: a.loinc, name: a.name, value, text: null, unit: a.unit, flag, low, high };
}

/** Urine dipstick nitrite as the lab reports it (text result). */
export function nitrite(text: 'Positive' | 'Negative'): LabResultInput {
  return {
    loinc: '5802-4',
    name: 'Nitrite',
    value: null,
    text,
    unit: '{presence}',
    flag: text === 'Positive' ? 'abnormal' : 'normal',
    low: null,
    high: null,
  };
}

/** The catalog tests a set of results was reported under. */
export function panelsOf(results: readonly LabResultInput[]): string[] {
  const out = new Set<string>();
  for (const r of results) {
    if (r.loinc === '5802-4') out.add('UA');
    for (const a of Object.values(ANALYTES) as Analyte[]) if (a.loinc === r.loinc) out.add(a.panel);
  }
  return [...out].sort();
}
