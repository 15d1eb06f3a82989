import { test, type CatalogCode } from './catalog';
import type { ConditionFileData } from './condition-file-schema';
import type { ConditionDef, FindingDef, QuestionDef, RedFlagDef } from './types';

type FileQuestion = NonNullable<ConditionFileData['questions']>[number];

/** What one data file adds to the knowledge base. */
export interface KnowledgeBaseFile {
  conditions: ConditionDef[];
  findings: FindingDef[];
  questions: QuestionDef[];
  redFlags: RedFlagDef[];
  implies: (readonly [specific: string, general: string])[];
}

function toQuestion(q: FileQuestion): QuestionDef {
  const { id: qid, text, category = 'symptom_assessment', context, appliesTo: applies, source: src } = q;
  const extra = {
    ...(context ? { context } : {}),
    ...(applies ? { appliesTo: applies } : {}),
    ...(src ? { source: src } : {}),
  };
  if ('finding' in q) {
    return {
      id: qid,
      text,
      type: 'yes_no',
      medical_category: category,
      required: true,
      mapping: { kind: 'yes_no', finding: q.finding },
      informs: [q.finding],
      ...extra,
    };
  }
  const informs = [...new Set(q.options.flatMap((o) => [...(o.present ?? []), ...(o.absent ?? [])]))];
  return {
    id: qid,
    text,
    type: 'multiple_choice',
    medical_category: category,
    required: true,
    mapping: { kind: 'single_choice', options: q.options },
    informs,
    ...extra,
  };
}

/**
 * Reads one data file, already checked against its schema (`condition-file-schema.ts`); the
 * recommended tests get the catalog's LOINC code filled in.
 */
export function toKnowledgeBaseFile(data: ConditionFileData, name: string): KnowledgeBaseFile {
  const findingSource = data.findingSource ?? `Clinical judgement (${name})`;
  return {
    conditions: data.conditions.map((c) => ({
      ...c,
      tests: c.tests.map((t) => test(t.code as CatalogCode, t.rationale, t.source, t.onlyWith)),
    })),
    findings: (data.findings ?? []).map((f) => ({ ...f, source: f.source ?? findingSource })),
    questions: (data.questions ?? []).map(toQuestion),
    redFlags: data.redFlags ?? [],
    implies: data.implies ?? [],
  };
}
