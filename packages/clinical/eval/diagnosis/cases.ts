import type { Engine } from '../../src/engine/engine';
import { fromText, type EvalCase } from '../cases';
import { matchGold } from '../external/gold-icd10';
import type { DiagnosisCase } from './types';

/**
 * Diagnosis cases as evaluation cases: the diagnosis is matched to the knowledge base through its
 * ICD-10 codes, exactly as the external set's is (a condition coded under one of them matches; a
 * broader one is an umbrella match, reported apart).
 */
export function diagnosisCases(engine: Engine, set: string, cases: readonly DiagnosisCase[]): EvalCase[] {
  return cases.map((c) => {
    const { exact, umbrella } = matchGold({ system: c.system, codes: c.icd10 }, engine.kb.conditions);
    return fromText(engine, set, { ...c, diagnoses: exact, umbrella });
  });
}
