import type { AnswerValue, TriageLevel } from '@labwise/domain';
import type { AnswerRecord } from '../src/contract';
import type { Engine } from '../src/engine/engine';
import type { EvalCase } from './cases';
import { simulatedAnswer } from './metrics';

/**
 * The three ways a case reaches the engine:
 * - `static`: the case's text and facts in one `diagnose()` call (the stateless API), nothing asked;
 * - `interactive`: the dashboard questionnaire — the text as the opening answer, then the engine's
 *   questions answered by a simulated patient;
 * - `ai_guided`: the AI page's structured flow — no free text, only the simulated patient's answers.
 */
export const PATHS = ['static', 'interactive', 'ai_guided'] as const;
export type EvalPath = (typeof PATHS)[number];

export interface CaseOutcome {
  id: string;
  level: TriageLevel;
  /** Condition ids the engine ranks, most likely first (at most 5). */
  ranked: string[];
  questions: number;
  answers: AnswerRecord[];
}

export function runCase(engine: Engine, k: EvalCase, path: EvalPath, budget = 10): CaseOutcome {
  if (path === 'static') {
    const d = engine.diagnose({
      age: k.age,
      sex: k.sex,
      text: [k.text, ...k.facts].join('. '),
      evidence: k.staticEvidence.map((id) => ({ id, present: true })),
    });
    return {
      id: k.id,
      level: d.triage.level,
      ranked: d.conditions.slice(0, 5).map((c) => c.id),
      questions: 0,
      answers: [],
    };
  }
  const sessionType = path === 'interactive' ? 'diagnostic' : 'ai_guided';
  const questions = new Map(engine.kb.questions.map((q) => [q.id, q]));
  const patient = { text: k.text, present: k.present };
  const answers: AnswerRecord[] = [];
  let textGiven = false;
  let state = engine.interview({ sessionType, age: k.age, sex: k.sex, answers, budget });
  for (let i = 0; i < 100 && !state.isComplete && state.nextQuestion; i += 1) {
    const q = questions.get(state.nextQuestion.question_id);
    if (!q) throw new Error(`Unknown question ${state.nextQuestion.question_id}`);
    const opening = q.mapping.kind === 'free_text' && !textGiven;
    const response: AnswerValue = simulatedAnswer(q, patient, opening);
    if (q.mapping.kind === 'free_text') textGiven = true;
    answers.push({ question_id: q.id, response });
    state = engine.interview({ sessionType, age: k.age, sex: k.sex, answers, budget });
  }
  return {
    id: k.id,
    level: state.diagnosis.triage.level,
    ranked: state.diagnosis.conditions.slice(0, 5).map((c) => c.id),
    questions: answers.length,
    answers,
  };
}
