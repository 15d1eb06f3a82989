import type { Evidence } from '@labwise/domain';
import type { CompiledKb } from './compile';
import { analyse, type AnalyseInput, type Analysis } from './diagnose';
import type { EngineOptions } from './options';
import { outcomeChances } from './select';

/** What the engine expects of the question it asks now, looking one answer ahead. */
export interface Ahead {
  /** Questions still expected, counting this one: within 1 and the questions left. */
  estimate: number;
  /** Every possible answer to this question ends the interview. */
  last: boolean;
}

/**
 * 1 for the question asked now plus, for each of its answers weighted by how likely the posterior
 * makes it, the questions the engine would still expect after it (0 where that answer would end
 * the interview: confident, nothing left to learn, the budget spent or an emergency). So when every
 * answer ends it, the estimate is 1 and `last` is set. Questions whose answers are not enumerated
 * (multi-select) keep the engine's estimate from where it stands. Reads only: the interview's
 * question and triage are those of `a`.
 */
export function lookAhead(c: CompiledKb, a: Analysis, input: AnalyseInput, opts: EngineOptions): Ahead {
  const room = Math.max(1, input.questionsLeft);
  const q = a.stop === null ? a.selection.question : null;
  const chances = q ? outcomeChances(c, q, a.post, a.known, opts) : null;
  if (!q || !chances)
    return { estimate: Math.min(room, Math.max(1, a.estimatedRemaining)), last: room === 1 };
  const exclude = new Set(input.exclude);
  exclude.add(q.def.id);
  let expected = 1;
  let last = true;
  q.outcomes.forEach((outcome, o) => {
    const said: Evidence[] = Array.from(outcome.findings, (f, j) => ({
      id: c.findings[f]!.id,
      present: outcome.present[j] === 1,
    }));
    const after = analyse(c, { ...withAnswer(input, said), exclude }, opts);
    const left = after.stop === null ? after.estimatedRemaining : 0;
    if (left > 0) last = false;
    expected += chances[o]! * left;
  });
  return { estimate: last ? 1 : Math.min(room, Math.max(1, Math.round(expected))), last: last || room === 1 };
}

/**
 * The analysis input once an answer is in: its evidence replaces what was known of the same
 * findings, and one question fewer is left.
 */
function withAnswer(input: AnalyseInput, said: readonly Evidence[]): AnalyseInput {
  const ids = new Set(said.map((e) => e.id));
  return {
    ...input,
    evidence: [...input.evidence.filter((e) => !ids.has(e.id)), ...said],
    questionsLeft: input.questionsLeft - 1,
  };
}

/**
 * The engine's questions expected after a fixed question (the safety screen) is given the answer
 * whose evidence is `said`, its likeliest one ("none of these"). Without this look the estimate
 * shown beside the checklist ignores what a row of "no"s does to the differential, and rose by up
 * to seven questions once the checklist was answered.
 */
export function lookPastAnswer(
  c: CompiledKb,
  input: AnalyseInput,
  said: readonly Evidence[],
  opts: EngineOptions,
): number {
  const next = withAnswer(input, said);
  const after = analyse(c, next, opts);
  // The same look one answer further that the estimate will take once the question is answered.
  return after.stop === null ? lookAhead(c, after, next, opts).estimate : 0;
}
