import type { Engine } from '../../src/engine/engine';
import { fromText, type EvalCase } from '../cases';
import { AVEY_DEV_TRIAGE } from './avey-dev-200.triage';
import { GOLD_ICD10, goldKey, matchGold } from './gold-icd10';

/** One line of avey-dev-200.jsonl. */
export interface AveyLine {
  correct_diagnosis: string;
  demographics: string;
  chief_complaints: string;
  presentation: string;
  absent_findings: string;
  physical_history: string;
  family_history: string;
  social_history: string;
}

const filled = (s: string | undefined) => (s && s.trim() !== '-' ? s.trim() : '');

/** "61 year old Male", "8 month old Female" → years and sex. */
function demographics(d: string): { age: number | null; sex: 'male' | 'female' } {
  const m = /(\d+(?:\.\d+)?)\s*(year|month|week|day)/i.exec(d);
  const n = m ? Number(m[1]) : NaN;
  const unit = m?.[2]?.toLowerCase();
  const per = unit === 'month' ? 12 : unit === 'week' ? 52 : unit === 'day' ? 365 : 1;
  return { age: Number.isFinite(n) ? n / per : null, sex: /female|woman|girl/i.test(d) ? 'female' : 'male' };
}

/**
 * The external development set as evaluation cases: the text is the chief complaints and the
 * presentation, the facts are the histories, the denials are the absent findings; the triage
 * labels come from avey-dev-200.triage.ts; the diagnosis is matched to the knowledge base through
 * its ICD-10 codes (gold-icd10.ts).
 */
export function aveyCases(engine: Engine, jsonl: string): EvalCase[] {
  const lines = jsonl
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as AveyLine);
  return AVEY_DEV_TRIAGE.map((label) => {
    const v = lines[label.line]!;
    const { age, sex } = demographics(v.demographics);
    const gold = GOLD_ICD10[goldKey(v.correct_diagnosis)];
    const { exact, umbrella } = matchGold(gold, engine.kb.conditions);
    return fromText(engine, 'external', {
      id: `avey-${label.line}`,
      text: [filled(v.chief_complaints), filled(v.presentation)].filter(Boolean).join('. '),
      age,
      sex,
      facts: [v.physical_history, v.family_history, v.social_history].map(filled).filter(Boolean),
      denies: filled(v.absent_findings).split(/,\s*/).filter(Boolean),
      minLevel: label.minLevel,
      level: label.level,
      diagnoses: exact,
      umbrella,
      system: gold?.system ?? 'unknown',
    });
  });
}
