import type { CompiledKb, CompiledQuestion } from './compile';
import type { EngineOptions } from './options';
import type { Known } from './posterior';

/**
 * The question to ask first when the patient's own words could not be read (another language,
 * or nothing the parser knows) and no symptom is known yet: the common emergencies, in
 * `opts.unreadScreen` order, each by its own yes/no question. Without it the questions follow the
 * priors alone, and a Spanish "chest pain and I cannot breathe" was asked about itchy skin and
 * sleep before its chest. Null once one is answered "yes" (the usual flow takes over from that
 * symptom) or all have been asked.
 */
export function unreadScreenQuestion(
  c: CompiledKb,
  known: Known,
  textNotUnderstood: boolean,
  excluded: (q: CompiledQuestion) => boolean,
  opts: EngineOptions,
): CompiledQuestion | null {
  if (!textNotUnderstood) return null;
  for (const f of known.order) if (known.state[f] === 1 && c.explainable[f] === 1) return null;
  for (const id of opts.unreadScreen) {
    const f = c.findingIndex.get(id);
    if (f === undefined || known.state[f] !== -1) continue;
    for (const qi of c.questionsByFinding[f]!) {
      const q = c.questions[qi]!;
      if (q.yesNo === f && !excluded(q)) return q;
    }
  }
  return null;
}
