import { z } from 'zod';
import { TRIAGE_LEVELS, type TriageLevel } from '@labwise/domain';

/**
 * A written clinical case for measuring the engine (CLINICAL.md "Measuring it"). The simulated
 * patient answers the engine's questions from `present` (yes) and everything else (no); `text`
 * is what they type into the opening free-text question.
 */
export interface Vignette {
  id: string;
  /** The clinical basis of the case (guideline, textbook chapter, review article). */
  source: string;
  age: number;
  sex: 'male' | 'female';
  /** The patient's own words for their main concern. */
  text: string;
  /** Finding ids true for this patient. */
  present: readonly string[];
  /** Finding ids the case states are absent (anything not in `present` is answered "no" too). */
  absent?: readonly string[];
  expected: {
    /** Acceptable condition ids, the most likely first; [] when no modelled condition applies. */
    conditions: readonly string[];
    triage: TriageLevel;
    /** Catalog codes a guideline indicates for this case; [] when no test is needed. */
    tests: readonly string[];
  };
  tags?: readonly ('red_flag' | 'no_test')[];
}

const findingIds = z.array(z.string().regex(/^[a-z0-9_]+$/));

/** The shape of a vignette data file (`vignettes/*.json`), checked when the set loads. */
const vignetteFileSchema = z.strictObject({
  /** What the file's cases cover, for the reader. */
  about: z.string().min(1),
  vignettes: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        source: z.string().min(1),
        age: z.number().nonnegative(),
        sex: z.enum(['male', 'female']),
        text: z.string().min(1),
        present: findingIds,
        absent: findingIds.optional(),
        expected: z.strictObject({
          conditions: findingIds,
          triage: z.enum(TRIAGE_LEVELS),
          tests: z.array(z.string().regex(/^[A-Z0-9]+$/)),
        }),
        tags: z.array(z.enum(['red_flag', 'no_test'])).optional(),
      }),
    )
    .min(1),
});

/** Parses one vignette data file; a malformed one fails with the file's name and the bad field. */
export function loadVignetteFile(file: unknown, name: string): Vignette[] {
  const parsed = vignetteFileSchema.safeParse(file);
  if (!parsed.success) throw new Error(`Vignette file ${name} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data.vignettes;
}
