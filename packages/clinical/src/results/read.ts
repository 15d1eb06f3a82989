import { unitKeys } from '@labwise/domain';
import type { EngineSex, LabResultInput } from '../contract';
import { ckdEpi2021 } from './egfr';
import { RULE_BY_LOINC } from './table';
import type { AnalyteRule, Band } from './table-types';

/** One result read against the table: its band, the measure the band was chosen on, and its likelihood ratios. */
export interface Reading {
  result: LabResultInput;
  rule: AnalyteRule | null;
  band: Band | null;
  /** The value in the rule's unit (or the eGFR, or the ESR ratio); null when not numeric or not convertible. */
  measure: number | null;
  /** The eGFR, for creatinine. */
  egfr: number | null;
  /** Likelihood ratio per condition id (empty when the result informs none). */
  lr: Readonly<Record<string, number>>;
}

export interface Patient {
  age: number | null;
  sex: EngineSex;
}

/** The value in the rule's unit, or null when the lab's unit is not one the rule knows. */
export function inRuleUnit(rule: AnalyteRule, value: number, unit: string): number | null {
  // The lab's spelling and its UCUM code (`mIU/L` and `m[IU]/L`) both name the unit.
  const keys = unitKeys(unit);
  if (keys.includes('') || keys.includes(rule.unit.toLowerCase())) return value;
  const factor = keys.map((k) => rule.factors?.[k]).find((f) => f !== undefined);
  return factor === undefined ? null : value * factor;
}

/** Miller's age-adjusted upper limit of the ESR (BMJ 1983), never below the usual 15 (men) / 20 (women). */
export function esrUpperLimit(age: number | null, sex: EngineSex, labHigh: number | null): number {
  const base = sex === 'male' ? 15 : 20;
  const miller = age === null ? 0 : sex === 'male' ? age / 2 : (age + 10) / 2;
  return Math.max(base, miller, sex === 'unknown' && labHigh !== null ? labHigh : 0);
}

function measureOf(
  rule: AnalyteRule,
  r: LabResultInput,
  p: Patient,
): { measure: number | null; egfr: number | null } {
  if (r.value === null) return { measure: null, egfr: null };
  const v = inRuleUnit(rule, r.value, r.unit);
  if (v === null) return { measure: null, egfr: null };
  if (rule.measure === 'egfr') {
    const egfr = ckdEpi2021(v, p.age, p.sex);
    return { measure: egfr, egfr };
  }
  if (rule.measure === 'esr_ratio') return { measure: v / esrUpperLimit(p.age, p.sex, r.high), egfr: null };
  return { measure: v, egfr: null };
}

function matches(band: Band, r: LabResultInput, measure: number | null, sex: EngineSex): boolean {
  if (band.sex && band.sex !== sex) return false;
  if (band.text) {
    const t = (r.text ?? '').trim().toLowerCase();
    return t !== '' && band.text.some((s) => t.startsWith(s));
  }
  if (measure === null) return false;
  return (band.min === undefined || measure >= band.min) && (band.max === undefined || measure < band.max);
}

/** A band for a patient of unknown sex: the one both sexes would fall in, or none. */
function bandFor(rule: AnalyteRule, r: LabResultInput, measure: number | null, sex: EngineSex): Band | null {
  if (sex !== 'unknown') return rule.bands.find((b) => matches(b, r, measure, sex)) ?? null;
  const m = rule.bands.find((b) => matches(b, r, measure, 'male'));
  const f = rule.bands.find((b) => matches(b, r, measure, 'female'));
  return m && f && m.label === f.label && m.normal === f.normal ? (m.sex ? null : m) : null;
}

export function readResult(r: LabResultInput, p: Patient): Reading {
  const rule = RULE_BY_LOINC.get(r.loinc) ?? null;
  if (!rule) return { result: r, rule, band: null, measure: null, egfr: null, lr: {} };
  const { measure, egfr } = measureOf(rule, r, p);
  const band = bandFor(rule, r, measure, p.sex);
  return { result: r, rule, band, measure, egfr, lr: band?.lr ?? {} };
}

const AST = '1920-8';
const ALT = '1742-6';

/**
 * Readings that need two results: an AST:ALT ratio of 2 or more with a raised AST points to
 * alcohol-related liver disease rather than fatty liver (Newsome et al., BSG 2018; Cohen & Kaplan 1979).
 */
export function pairReadings(readings: readonly Reading[]): { text: string; lr: Record<string, number> }[] {
  const ast = readings.find((x) => x.result.loinc === AST);
  const alt = readings.find((x) => x.result.loinc === ALT);
  if (!ast?.measure || !alt?.measure || ast.band?.normal || ast.band === null) return [];
  if (ast.measure / alt.measure < 2) return [];
  return [
    {
      text: `AST:ALT ratio ${(ast.measure / alt.measure).toFixed(1)} (2 or more)`,
      lr: { alcohol_liver_disease: 3, nafld: 0.4 },
    },
  ];
}

/** All results read, in the order given; a later result for the same LOINC replaces an earlier one. */
export function readResults(results: readonly LabResultInput[], p: Patient): Reading[] {
  const latest = new Map<string, LabResultInput>();
  for (const r of results) latest.set(r.loinc, r);
  return [...latest.values()].map((r) => readResult(r, p));
}
