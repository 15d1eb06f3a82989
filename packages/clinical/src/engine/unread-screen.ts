import type { CompiledKb, CompiledQuestion } from './compile';
import { presentComplaints } from './explanations';
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
  const [first] = dueScreenQuestions(c, known, textNotUnderstood, excluded, opts);
  return first ?? null;
}

/** How many of the screen's questions are still due: part of the estimate of questions left. */
export function unreadScreenQuestionsLeft(
  c: CompiledKb,
  known: Known,
  textNotUnderstood: boolean,
  excluded: (q: CompiledQuestion) => boolean,
  opts: EngineOptions,
): number {
  return [...dueScreenQuestions(c, known, textNotUnderstood, excluded, opts)].length;
}

function* dueScreenQuestions(
  c: CompiledKb,
  known: Known,
  textNotUnderstood: boolean,
  excluded: (q: CompiledQuestion) => boolean,
  opts: EngineOptions,
): Generator<CompiledQuestion> {
  if (!textNotUnderstood) return;
  if (presentComplaints(c, known).length > 0) return;
  for (const id of opts.unreadScreen) {
    const f = c.findingIndex.get(id);
    if (f === undefined || known.state[f] !== -1) continue;
    for (const qi of c.questionsByFinding[f]!) {
      const q = c.questions[qi]!;
      if (q.yesNo === f && !excluded(q)) {
        yield q;
        break;
      }
    }
  }
}
