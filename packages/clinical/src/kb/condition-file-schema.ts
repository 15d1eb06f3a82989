import { z } from 'zod';
import { TRIAGE_LEVELS } from '@labwise/domain';
import { CATALOG_CODES } from './catalog';
import { toKnowledgeBaseFile, type KnowledgeBaseFile } from './condition-file';
import { AGE_BANDS, RISK_GROUPS } from './types';

/**
 * The shape of a knowledge-base data file (`conditions/*.json`, one per body system). The
 * conditions are data, not code (CLINICAL.md): clinicians review and edit them as data, and this
 * schema checks every shipped file in the tests (`conditions/files.test.ts`, part of the CI gate),
 * so a mistyped field or an unknown catalog code fails the build, never silently in a patient's
 * differential. The files are bundled into the build, so they cannot change after it: the engine
 * does not check them again at every start (ADR 0058). A file may
 * also bring the findings, questions, severity signs and finding hierarchy its conditions need,
 * so a newcomer adds a body system by adding one file (the KB linter in `kb.test.ts` checks the
 * whole).
 */
const probability = z.number().min(0).max(1);
const source = z.string().min(1);
const id = z.string().regex(/^[a-z0-9_]+$/);
const findingId = z.string().min(1);

const recommendedTest = z.strictObject({
  code: z.enum(CATALOG_CODES as [string, ...string[]]),
  rationale: z.string().min(1),
  source,
  onlyWith: z.array(findingId).min(1).optional(),
});

const condition = z.strictObject({
  id,
  name: z.string().min(1),
  /** ICD-10 (WHO or CM): a letter, two digits, then an optional dotted subcode. */
  icd10: z.string().regex(/^[A-Z][0-9]{2}(\.[0-9A-Z]{1,4})?$/),
  category: z.string().min(1),
  description: z.string().min(1),
  urgency: z.enum(TRIAGE_LEVELS),
  prior: z.strictObject({
    base: probability,
    byAge: z.partialRecord(z.enum(AGE_BANDS), z.number().nonnegative()).optional(),
    bySex: z.partialRecord(z.enum(['male', 'female']), z.number().nonnegative()).optional(),
    source,
  }),
  findings: z.array(z.strictObject({ finding: findingId, p: probability, source: source.optional() })),
  tests: z.array(recommendedTest),
  source,
});

const finding = z.strictObject({
  id,
  name: z.string().min(1),
  kind: z.enum(['symptom', 'sign', 'history', 'risk_factor', 'demographic', 'severity']),
  /** P(finding | none of the modelled conditions) among people who use the questionnaire. */
  leak: probability,
  /** Lower-case phrases that name the finding in a patient's words. */
  synonyms: z.array(z.string().min(1)),
  /** Defaults to the file's `findingSource`. */
  source: source.optional(),
});

const appliesTo = z
  .strictObject({
    sex: z.enum(['male', 'female']).optional(),
    minAge: z.number().nonnegative().optional(),
    maxAge: z.number().nonnegative().optional(),
  })
  .optional();

const questionCommon = {
  id: z.string().regex(/^q_[a-z0-9_]+$/),
  text: z.string().min(1),
  category: z.enum(['symptom_assessment', 'medical_history']).default('symptom_assessment'),
  context: z.string().min(1).optional(),
  appliesTo,
  source: source.optional(),
};

/** A yes/no question about one finding: the common case. */
const yesNoQuestion = z.strictObject({ ...questionCommon, finding: findingId });

/** One answer among several, each setting findings present or absent ("How long has it lasted?"). */
const choiceQuestion = z.strictObject({
  ...questionCommon,
  options: z
    .array(
      z.strictObject({
        value: z.string().regex(/^[a-z0-9_]+$/),
        label: z.string().min(1),
        present: z.array(findingId).optional(),
        absent: z.array(findingId).optional(),
      }),
    )
    .min(2),
});

const level = z.enum(['emergency', 'urgent', 'routine']);
const redFlag = z.strictObject({
  id,
  level,
  allOf: z.array(findingId),
  anyOf: z.array(findingId).min(1).optional(),
  noneOf: z.array(findingId).min(1).optional(),
  minAge: z.number().nonnegative().optional(),
  maxAge: z.number().nonnegative().optional(),
  raiseFor: z
    .array(z.strictObject({ group: z.enum(RISK_GROUPS), level: z.enum(['emergency', 'urgent']) }))
    .optional(),
  askWhen: z.array(findingId).optional(),
  netClause: z.string().min(1).optional(),
  reason: z.string().min(1),
  source,
});

export const conditionFileSchema = z.strictObject({
  /** What the file holds and why, for the reviewer (the data's doc comment). */
  about: z.string().min(1),
  /** The source of the file's findings' leaks unless a finding names its own. */
  findingSource: source.optional(),
  conditions: z.array(condition),
  findings: z.array(finding).optional(),
  questions: z.array(z.union([yesNoQuestion, choiceQuestion])).optional(),
  /** Severity signs and red flags: the least level a combination of findings calls for. */
  redFlags: z.array(redFlag).optional(),
  /** Specific finding ⇒ general finding ("a hot swollen toe" ⇒ "joint pain"). */
  implies: z.array(z.tuple([findingId, findingId])).optional(),
});

/** A data file as written (the schema's input: defaults not yet filled). */
export type ConditionFileData = z.input<typeof conditionFileSchema>;

/** Throws, naming the file and every place, unless `file` has the shape of a data file. */
export function assertKnowledgeBaseFile(file: unknown, name: string): asserts file is ConditionFileData {
  const parsed = conditionFileSchema.safeParse(file);
  if (!parsed.success)
    throw new Error(`Knowledge base file ${name} is malformed: ${z.prettifyError(parsed.error)}`);
}

/** Checks one data file and reads it (tests and tools; the engine reads the checked, bundled files). */
export function loadKnowledgeBaseFile(file: unknown, name: string): KnowledgeBaseFile {
  assertKnowledgeBaseFile(file, name);
  return toKnowledgeBaseFile(file, name);
}
