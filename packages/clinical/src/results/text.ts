import { unitLabel } from '@labwise/domain';
import type { LabResultInput } from '../contract';
import type { Reading } from './read';

/** The value as shown, with its unit: "9.8 mIU/L", "Positive". */
export function shownValue(r: LabResultInput): string {
  if (r.value === null) return r.text?.trim() || '—';
  const n = Number(r.value.toPrecision(6)).toString();
  const unit = unitLabel(r.unit);
  return unit ? `${n} ${unit}` : n;
}

/** A condition's name as it reads inside a sentence: "underactive thyroid", "type 2 diabetes", "ME/CFS". */
export function inlineName(name: string): string {
  const plain = name.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return plain.length > 1 && /[A-Z]/.test(plain[1]!) ? plain : plain.charAt(0).toLowerCase() + plain.slice(1);
}

/** How a reading reads in a reason line: "TSH 9.8 mIU/L high", "Creatinine 1.9 mg/dL (eGFR 38)". */
export function readingLabel(x: Reading): string {
  const name = x.rule?.short ?? x.result.name;
  const value = shownValue(x.result);
  if (x.egfr !== null) return `${name} ${value} (eGFR ${Math.round(x.egfr)})`;
  const label = x.band?.label ?? (x.result.flag === 'normal' ? 'normal' : x.result.flag);
  return `${name} ${value} ${label}`;
}

/** "raises", "lowers" or "argues strongly against", by the likelihood ratio. */
export function verb(lr: number): string {
  if (lr <= 0.1) return 'argues strongly against';
  return lr > 1 ? 'raises' : 'lowers';
}
