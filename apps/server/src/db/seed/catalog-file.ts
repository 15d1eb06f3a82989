import { z } from 'zod';
import { isUcumUnit, SPECIMEN_TYPES, TEST_CATEGORIES } from '@labwise/domain';

/**
 * The shape of a seed-catalog data file (`catalog/*.json`): the tests every installation sells,
 * with their analytes and reference ranges. Data, not code, like the knowledge base: a reviewer
 * edits it as data and this schema checks it when the server starts, so a misspelt field, a unit
 * that is not UCUM or a range the wrong way round fails at once, not in a patient's result.
 */
const range = z
  .strictObject({
    sex: z.enum(['male', 'female', 'any']).optional(),
    /** Without ages a range is an adult one (18 to 120, the table's default). */
    ageMin: z.number().int().nonnegative().optional(),
    ageMax: z.number().int().nonnegative().optional(),
    low: z.number().optional(),
    high: z.number().optional(),
    criticalLow: z.number().optional(),
    criticalHigh: z.number().optional(),
  })
  .refine((r) => r.low === undefined || r.high === undefined || r.low <= r.high, 'low must not exceed high')
  .refine((r) => (r.ageMin ?? 18) <= (r.ageMax ?? 120), 'ageMin must not exceed ageMax');

const analyte = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]+$/),
  name: z.string().min(1),
  loinc: z.string().regex(/^\d+-\d$/).optional(),
  unit: z.string().refine(isUcumUnit, 'unit must be a UCUM code'),
  decimals: z.number().int().min(0).max(4).optional(),
  /** Physically possible bounds: values outside are rejected as impossible. */
  physical: z.tuple([z.number(), z.number()]).optional(),
  ranges: z.array(range).min(1),
  /** For a qualitative analyte, the normal answer (e.g. 'Negative'); anything else is flagged. */
  qualitative: z.strictObject({ normalText: z.string().min(1) }).optional(),
});

const testSpec = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]+$/),
  name: z.string().min(1),
  loinc: z.string().regex(/^\d+-\d$/),
  category: z.enum(TEST_CATEGORIES),
  description: z.string().min(1),
  priceCents: z.number().int().positive(),
  preparation: z.string().min(1).optional(),
  specimenType: z.enum(SPECIMEN_TYPES),
  turnaroundHours: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  tags: z.array(z.string().min(1)),
  clinicianOrderOnly: z.boolean().optional(),
  /** Where the reference intervals come from. */
  source: z.string().min(1),
  analytes: z.array(analyte).min(1),
});

const catalogFile = z.strictObject({ about: z.string().min(1), tests: z.array(testSpec).min(1) });

export type RangeSpec = z.infer<typeof range>;
export type AnalyteSpec = z.infer<typeof analyte>;
export type TestSpec = z.infer<typeof testSpec>;

/** Parses one catalog data file; a malformed one fails with the file's name and the bad field. */
export function loadCatalogFile(file: unknown, name: string): TestSpec[] {
  const parsed = catalogFile.safeParse(file);
  if (!parsed.success) throw new Error(`Catalog file ${name} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data.tests;
}
