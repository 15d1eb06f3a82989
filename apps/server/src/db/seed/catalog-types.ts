import type { SpecimenType, TestCategory } from '@labwise/domain';

/** A reference range row; without ages it is an adult range (18 to 120, the table's default). */
export type RangeSpec = {
  sex?: 'male' | 'female' | 'any';
  ageMin?: number;
  ageMax?: number;
  low?: number;
  high?: number;
  criticalLow?: number;
  criticalHigh?: number;
};

export type AnalyteSpec = {
  code: string;
  name: string;
  loinc?: string;
  unit: string;
  decimals?: number;
  /** Physically possible bounds: values outside are rejected as impossible. */
  physical?: [number, number];
  ranges: RangeSpec[];
  qualitative?: { normalText: string };
};

export type TestSpec = {
  code: string;
  name: string;
  loinc: string;
  category: TestCategory;
  description: string;
  priceCents: number;
  preparation?: string;
  specimenType: SpecimenType;
  turnaroundHours: [number, number];
  tags: string[];
  clinicianOrderOnly?: boolean;
  /** Where the reference intervals come from. */
  source: string;
  analytes: AnalyteSpec[];
};

/** A qualitative analyte: the lab reports a word, and anything but the normal word is flagged. */
export const qualitative = (code: string, name: string, normalText: string, loinc?: string): AnalyteSpec => ({
  code,
  name,
  ...(loinc ? { loinc } : {}),
  unit: '{presence}',
  ranges: [{}],
  qualitative: { normalText },
});

export const NEGATIVE = 'Negative';
export const NOT_DETECTED = 'Not detected';
export const NON_REACTIVE = 'Non-reactive';
