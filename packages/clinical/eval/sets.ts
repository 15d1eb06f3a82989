import type { Engine } from '../src/engine/engine';
import { fromText, fromVignette, type EvalCase } from './cases';
import { DIAGNOSIS_DEV, DIAGNOSIS_HELDOUT } from './diagnosis';
import { diagnosisCases } from './diagnosis/cases';
import { aveyCases } from './external/avey';
import { SAFETY_DEV, SAFETY_HELDOUT, type SafetyCase } from './safety';
import { VIGNETTES } from './vignettes';

export interface EvalSet {
  name: string;
  cases: EvalCase[];
  /** Held out: report its figures only, never list its cases (nothing is tuned on it). */
  heldOut?: boolean;
  /** Its cases name diagnoses coded in ICD-10: report breadth (coverage and top-k of all cases). */
  breadth?: boolean;
}

const safetyCase = (engine: Engine, set: string) => (c: SafetyCase) =>
  fromText(engine, set, { ...c, diagnoses: [] });

/** The evaluation sets, as common cases; the external set when its JSONL text is given. */
export function evalSets(engine: Engine, aveyJsonl?: string): EvalSet[] {
  const external: EvalSet[] = aveyJsonl
    ? [{ name: 'external-dev', cases: aveyCases(engine, aveyJsonl), breadth: true }]
    : [];
  return [
    { name: 'vignettes', cases: VIGNETTES.map(fromVignette) },
    { name: 'safety-dev', cases: SAFETY_DEV.map(safetyCase(engine, 'safety-dev')) },
    {
      name: 'safety-heldout',
      cases: SAFETY_HELDOUT.map(safetyCase(engine, 'safety-heldout')),
      heldOut: true,
    },
    ...external,
    {
      name: 'diagnosis-dev',
      cases: diagnosisCases(engine, 'diagnosis-dev', DIAGNOSIS_DEV),
      breadth: true,
    },
    {
      name: 'diagnosis-heldout',
      cases: diagnosisCases(engine, 'diagnosis-heldout', DIAGNOSIS_HELDOUT),
      heldOut: true,
      breadth: true,
    },
  ];
}
