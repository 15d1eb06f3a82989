import type { Engine } from '../src/engine/engine';
import { fromVignette, type EvalCase } from './cases';
import { VIGNETTES } from './vignettes';

/** The evaluation sets, as common cases. */
export function evalSets(_engine: Engine): { name: string; cases: EvalCase[] }[] {
  return [{ name: 'vignettes (81)', cases: VIGNETTES.map(fromVignette) }];
}
