import { z } from 'zod';
import { TRIAGE_LEVELS } from '@labwise/domain';
import { CATALOG_CODES, test } from './catalog';
import { AGE_BANDS, type ConditionDef } from './types';

/**
 * The shape of a knowledge-base data file (`conditions/*.json`). The conditions are data, not
 * code (CLINICAL.md): clinicians review and edit them as data, and this schema checks every file
 * when the engine loads, so a mistyped field or an unknown catalog code fails at start-up and in
 * the tests, never silently in a patient's differential.
 */
const probability = z.number().min(0).max(1);
const source = z.string().min(1);

const recommendedTest = z.strictObject({
  code: z.enum(CATALOG_CODES as [string, ...string[]]),
  rationale: z.string().min(1),
  source,
  onlyWith: z.array(z.string().min(1)).min(1).optional(),
});

const condition = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(1),
  icd10: z.string().min(3),
  category: z.string().min(1),
  description: z.string().min(1),
  urgency: z.enum(TRIAGE_LEVELS),
  prior: z.strictObject({
    base: probability,
    byAge: z.partialRecord(z.enum(AGE_BANDS), z.number().nonnegative()).optional(),
    bySex: z.partialRecord(z.enum(['male', 'female']), z.number().nonnegative()).optional(),
    source,
  }),
  findings: z.array(
    z.strictObject({ finding: z.string().min(1), p: probability, source: source.optional() }),
  ),
  tests: z.array(recommendedTest),
  source,
});

export const conditionFileSchema = z.strictObject({
  /** What the file holds and why, for the reviewer (the data's doc comment). */
  about: z.string().min(1),
  conditions: z.array(condition).min(1),
});

/** Parses one data file; the recommended tests get the catalog's LOINC code filled in. */
export function loadConditionFile(file: unknown, name: string): ConditionDef[] {
  const parsed = conditionFileSchema.safeParse(file);
  if (!parsed.success) {
    throw new Error(`Knowledge base file ${name} is malformed: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.conditions.map((c) => ({
    ...c,
    tests: c.tests.map((t) =>
      test(t.code as (typeof CATALOG_CODES)[number], t.rationale, t.source, t.onlyWith),
    ),
  }));
}
