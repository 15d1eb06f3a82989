import { z } from 'zod';
import { INDIRECT_CHANGE_REASON } from './interpretation-reason';
import { RESULT_FLAGS } from './order-status';
import { insightSchema, rankedConditionSchema, triageSchema } from './questionnaire-schemas';

/**
 * Closing the loop: released lab results read back into the assessment that asked for them.
 * The engine re-ranks the assessment's conditions with the results as evidence; the reply says
 * what changed and why, what each abnormal value means, what to do next, and the triage re-checked
 * (never below what a critical value or the original red flags require).
 */

/** How a result moved a condition: raised, lowered, argued against strongly enough to drop it, or left as it was. */
export const CONDITION_CHANGE_DIRECTIONS = ['raised', 'lowered', 'ruled_out', 'unchanged'] as const;
export type ConditionChangeDirection = (typeof CONDITION_CHANGE_DIRECTIONS)[number];

export const conditionChangeSchema = z.object({
  /** Knowledge-base condition id. */
  condition: z.string(),
  name: z.string(),
  /** Probability in percent before and after the results (0–100, whole numbers). */
  before: z.number().int().min(0).max(100),
  after: z.number().int().min(0).max(100),
  direction: z.enum(CONDITION_CHANGE_DIRECTIONS),
  /** One line per result that moved it, e.g. "TSH 9.8 mIU/L high — raises underactive thyroid". */
  reasons: z.array(z.string()),
});
export type ConditionChange = z.infer<typeof conditionChangeSchema>;

/** One result value in plain language ("Your TSH is 9.8 mIU/L, above the normal range: …"). */
export const valueMeaningSchema = z.object({
  loinc: z.string(),
  name: z.string(),
  /** The value as shown, with its unit ("9.8 mIU/L", "Positive"). */
  value: z.string(),
  flag: z.enum(RESULT_FLAGS),
  meaning: z.string(),
});
export type ValueMeaning = z.infer<typeof valueMeaningSchema>;

/** A follow-up the guidelines suggest after these results: a catalog test, or advice only (`code` null). */
export const followUpStepSchema = z.object({
  /** Catalog test code ("FT4"), or null for advice that is not a test ("See your doctor this week"). */
  code: z.string().nullable(),
  name: z.string(),
  reason: z.string(),
  /** When ("now", "in 6–8 weeks"); null when it does not matter. */
  timing: z.string().nullable(),
  /** The catalog test to add to the cart in one click; null when not orderable here (or advice only). */
  test_id: z.uuid().nullable(),
  /** Its price as the catalog shows it ("$45.00"); null when not orderable. */
  price: z.string().nullable(),
});
export type FollowUpStep = z.infer<typeof followUpStepSchema>;

export const analysisSnapshotSchema = z.object({
  insights: z.array(insightSchema),
  triage: triageSchema,
  confidence_level: z.number().int().min(0).max(100),
});
export type AnalysisSnapshot = z.infer<typeof analysisSnapshotSchema>;

/** An assessment updated by one order's released results: a new version of its analysis (the original kept). */
export const resultsInterpretationSchema = z.object({
  id: z.uuid(),
  session_id: z.uuid(),
  order_id: z.uuid(),
  order_number: z.string(),
  /** The analysis version this is (the questionnaire's own analysis is version 1). */
  version: z.number().int().min(2),
  created_at: z.string(),
  before: analysisSnapshotSchema,
  after: analysisSnapshotSchema,
  /** The conditions after the results, with the results among their supporting/conflicting reasons. */
  conditions: z.array(rankedConditionSchema),
  changes: z.array(conditionChangeSchema),
  values: z.array(valueMeaningSchema),
  next_steps: z.array(followUpStepSchema),
  /** "Information, not a diagnosis" wording, shown with every interpretation. */
  notice: z.string(),
  engine_version: z.string(),
});
export type ResultsInterpretation = z.infer<typeof resultsInterpretationSchema>;

/** `GET /api/v1/orders/{id}/interpretation`: null while there is none (no released results, or no assessment to update). */
export const orderInterpretationReplySchema = z.object({ interpretation: resultsInterpretationSchema.nullable() });
/** `GET /api/v1/questionnaires/{id}/interpretations` and `GET /api/v1/patients/{id}/interpretations`: newest first. */
export const interpretationListReplySchema = z.object({ interpretations: z.array(resultsInterpretationSchema) });


/** Whether a result bears on the condition itself (not only through the others moving). */
export const changedDirectly = (change: ConditionChange): boolean => change.reasons.some((r) => r !== INDIRECT_CHANGE_REASON);

export const INTERPRETATION_NOTICE =
  'This is information, not a diagnosis. Your doctor has your results and will tell you what they mean for you.';
