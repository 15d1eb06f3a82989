import type { Hl7FlagCode, ResultFlag } from './order-status';

/** A reference range as stored per analyte, sex and age. Null bounds are open. */
export type ReferenceRange = {
  sex: 'male' | 'female' | 'any';
  ageMinYears: number;
  ageMaxYears: number;
  low: number | null;
  high: number | null;
  criticalLow: number | null;
  criticalHigh: number | null;
  physicalMin: number | null;
  physicalMax: number | null;
  normalText: string | null;
};

/**
 * The range for a patient: the one for their sex and age, else the sex-independent one; with an
 * unknown sex and only sex-specific ranges, the union of them (wide enough not to over-flag).
 */
export function rangeFor(ranges: readonly ReferenceRange[], sex: string, ageYears: number | null): ReferenceRange | null {
  const age = ageYears ?? 30;
  const fits = ranges.filter((r) => age >= r.ageMinYears && age <= r.ageMaxYears);
  const pool = fits.length ? fits : ranges;
  const own = pool.find((r) => r.sex === sex) ?? pool.find((r) => r.sex === 'any');
  if (own) return own;
  if (pool.length === 0) return null;
  const pick = (values: (number | null)[], f: (...n: number[]) => number) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length ? f(...known) : null;
  };
  return {
    ...pool[0]!,
    sex: 'any',
    low: pick(pool.map((r) => r.low), Math.min),
    high: pick(pool.map((r) => r.high), Math.max),
    criticalLow: pick(pool.map((r) => r.criticalLow), Math.min),
    criticalHigh: pick(pool.map((r) => r.criticalHigh), Math.max),
  };
}

export type FlagResult = { ok: true; flag: ResultFlag; hl7: Hl7FlagCode } | { ok: false; problem: string };

/** The brief's flags (normal, high, low, critical; abnormal for qualitative) with HL7 v2 codes. */
export function flagNumeric(value: number, range: ReferenceRange | null, label: string, unit: string): FlagResult {
  if (!Number.isFinite(value)) return { ok: false, problem: `${label}: enter a number.` };
  if (range?.physicalMin !== null && range?.physicalMin !== undefined && value < range.physicalMin) {
    return { ok: false, problem: `${label}: ${value} ${unit} is not physically possible (lowest possible is ${range.physicalMin}). Check the value and its unit.` };
  }
  if (range?.physicalMax !== null && range?.physicalMax !== undefined && value > range.physicalMax) {
    return { ok: false, problem: `${label}: ${value} ${unit} is not physically possible (highest possible is ${range.physicalMax}). Check the value and its unit.` };
  }
  if (!range) return { ok: true, flag: 'normal', hl7: 'N' };
  if (range.criticalLow !== null && value < range.criticalLow) return { ok: true, flag: 'critical', hl7: 'LL' };
  if (range.criticalHigh !== null && value > range.criticalHigh) return { ok: true, flag: 'critical', hl7: 'HH' };
  if (range.low !== null && value < range.low) return { ok: true, flag: 'low', hl7: 'L' };
  if (range.high !== null && value > range.high) return { ok: true, flag: 'high', hl7: 'H' };
  return { ok: true, flag: 'normal', hl7: 'N' };
}

export function flagQualitative(value: string, range: ReferenceRange | null): FlagResult {
  const normal = range?.normalText?.trim().toLowerCase();
  if (!normal || value.trim().toLowerCase() === normal) return { ok: true, flag: 'normal', hl7: 'N' };
  return { ok: true, flag: 'abnormal', hl7: 'A' };
}

/**
 * The one label of each flag, on every screen and in the report: 'Normal', 'High', 'Low',
 * 'Abnormal', and for a critical value which side it is on ('Critical high' / 'Critical low').
 */
export function resultFlagLabel(flag: ResultFlag, hl7?: Hl7FlagCode | null): string {
  if (flag === 'critical') return hl7 === 'LL' ? 'Critical low' : hl7 === 'HH' ? 'Critical high' : 'Critical';
  return RESULT_FLAG_LABELS[flag];
}

const RESULT_FLAG_LABELS: Readonly<Record<Exclude<ResultFlag, 'critical'>, string>> = {
  normal: 'Normal',
  high: 'High',
  low: 'Low',
  abnormal: 'Abnormal',
};
