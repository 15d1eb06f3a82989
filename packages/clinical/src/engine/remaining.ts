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
    const ids = new Set<string>();
    const said: Evidence[] = [];
    outcome.findings.forEach((f, j) => {
      const id = c.findings[f]!.id;
      ids.add(id);
      said.push({ id, present: outcome.present[j] === 1 });
    });
    const evidence = [...input.evidence.filter((e) => !ids.has(e.id)), ...said];
    const after = analyse(c, { ...input, evidence, exclude, questionsLeft: input.questionsLeft - 1 }, opts);
    const left = after.stop === null ? after.estimatedRemaining : 0;
    if (left > 0) last = false;
    expected += chances[o]! * left;
  });
  return { estimate: last ? 1 : Math.min(room, Math.max(1, Math.round(expected))), last: last || room === 1 };
}

/**
 * The engine's questions expected after a fixed checklist (the safety screen) is answered with
 * its likeliest answer, "none of these": every finding it names absent, one question fewer left.
 * Without this look the estimate shown beside the checklist ignores what a row of "no"s does to
 * the differential, and rose by up to seven questions once the checklist was answered.
 */
export function lookPastNone(
  c: CompiledKb,
  input: AnalyseInput,
  findings: readonly string[],
  opts: EngineOptions,
): number {
  const ids = new Set(findings);
  const evidence: Evidence[] = [
    ...input.evidence.filter((e) => !ids.has(e.id)),
    ...findings.map((id) => ({ id, present: false })),
  ];
  const next = { ...input, evidence, questionsLeft: input.questionsLeft - 1 };
  const after = analyse(c, next, opts);
  // The same look one answer further that the estimate will take once the checklist is answered.
  return after.stop === null ? lookAhead(c, after, next, opts).estimate : 0;
}
