import type { Engine } from '../src/engine/engine';
import { fromText, fromVignette, type EvalCase } from './cases';
import { aveyCases } from './external/avey';
import { SAFETY_DEV, SAFETY_HELDOUT, type SafetyCase } from './safety';
import { VIGNETTES } from './vignettes';

export interface EvalSet {
  name: string;
  cases: EvalCase[];
  /** Held out: report its figures only, never list its cases (nothing is tuned on it). */
  heldOut?: boolean;
}

const safetyCase = (engine: Engine, set: string) => (c: SafetyCase) =>
  fromText(engine, set, { ...c, diagnoses: [] });

/** The evaluation sets, as common cases; the external set when its JSONL text is given. */
export function evalSets(engine: Engine, aveyJsonl?: string): EvalSet[] {
  const external: EvalSet[] = aveyJsonl
    ? [{ name: 'external-dev', cases: aveyCases(engine, aveyJsonl) }]
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
  ];
}
