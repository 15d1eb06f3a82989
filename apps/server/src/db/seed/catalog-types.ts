import type { TestCategory } from '@labwise/domain';

/** Reference range row: [sex, low, high, criticalLow?, criticalHigh?]. */
export type RangeSpec = {
  sex?: 'male' | 'female' | 'any';
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
  specimenType: 'blood' | 'serum' | 'plasma' | 'whole_blood' | 'urine';
  turnaroundHours: [number, number];
  tags: string[];
  clinicianOrderOnly?: boolean;
  /** Where the reference intervals come from. */
  source: string;
  analytes: AnalyteSpec[];
};
