import { describe, expect, it } from 'vitest';
import type { QuestionnaireSessionType } from '@labwise/domain';
import { engine } from '../src/index';
import type { AnswerRecord, InterviewState } from '../src/contract';
import { simulatedAnswer } from './metrics';
import { VIGNETTES } from './vignettes';

/**
 * The engine's estimate of the questions left, over every vignette's interview (answers by the
 * simulated patient): what the questionnaire's progress shows. The estimate stays within what the
 * stop rule allows, a certain last question is the last, and the estimate tracks what the
 * interview then asks.
 */
const BUDGET = 10;
type Step = { state: InterviewState; answered: number };

function walk(sessionType: QuestionnaireSessionType, v: (typeof VIGNETTES)[number]): Step[] {
  const questions = new Map(engine.kb.questions.map((q) => [q.id, q]));
  const answers: AnswerRecord[] = [];
  const steps: Step[] = [];
  let textGiven = false;
  let state = engine.interview({ sessionType, age: v.age, sex: v.sex, answers, budget: BUDGET });
  for (let i = 0; i < 100 && !state.isComplete; i += 1) {
    steps.push({ state, answered: answers.length });
    const q = questions.get(state.nextQuestion!.question_id)!;
    const response = simulatedAnswer(q, v, q.mapping.kind === 'free_text' && !textGiven);
    if (q.mapping.kind === 'free_text') textGiven = true;
    answers.push({ question_id: q.id, response });
    state = engine.interview({ sessionType, age: v.age, sex: v.sex, answers, budget: BUDGET });
  }
  steps.push({ state, answered: answers.length });
  return steps;
}

describe.each(['diagnostic', 'ai_guided'] as const)(
  'questions left, %s interviews over the vignettes',
  (sessionType) => {
    const runs = VIGNETTES.map((v) => ({ id: v.id, steps: walk(sessionType, v) }));

    it('stays within 1 and the most the interview may still ask, and is 0 once it stops', () => {
      for (const { id, steps } of runs) {
        for (const { state, answered } of steps) {
          const where = `${id} after ${answered}`;
          if (state.isComplete) {
            expect([state.estimatedRemaining, state.maxRemaining, state.lastQuestion], where).toEqual([
              0,
              0,
              false,
            ]);
            continue;
          }
          expect(state.maxRemaining, where).toBe(
            Math.max(1, BUDGET - answered, sessionType === 'ai_guided' ? 5 - answered : 0),
          );
          expect(state.estimatedRemaining, where).toBeGreaterThanOrEqual(1);
          expect(state.estimatedRemaining, where).toBeLessThanOrEqual(state.maxRemaining);
          // Nothing read yet (the free-text opening not answered): only the bound is known.
          if (!state.estimateInformed) expect(state.estimatedRemaining, where).toBe(state.maxRemaining);
        }
      }
    });

    it('ends the interview after a question it calls the last', () => {
      for (const { id, steps } of runs) {
        steps.forEach(({ state, answered }, i) => {
          if (!state.lastQuestion) return;
          expect(state.estimatedRemaining, `${id} after ${answered}`).toBe(1);
          expect(steps[i + 1]?.state.isComplete, `${id} after ${answered}`).toBe(true);
        });
      }
    });

    it('counts down: at most one step in ten rises, by at most 4, above the one before less the answer given', () => {
      let pairs = 0;
      let rises = 0;
      for (const { id, steps } of runs) {
        for (let i = 1; i < steps.length; i += 1) {
          const before = steps[i - 1]!.state;
          const now = steps[i]!.state;
          if (!before.estimateInformed || now.isComplete) continue;
          pairs += 1;
          const rise = now.estimatedRemaining - (before.estimatedRemaining - 1);
          if (rise > 0) rises += 1;
          expect(rise, `${id} after ${steps[i]!.answered}`).toBeLessThanOrEqual(4);
        }
      }
      expect(pairs).toBeGreaterThan(50);
      expect(rises / pairs).toBeLessThanOrEqual(0.1);
    });

    it('is close to what is then asked once the answers have been read', () => {
      let informed = 0;
      let error = 0;
      let saidLastWrongly = 0;
      for (const { steps } of runs) {
        const asked = steps.length - 1;
        steps.forEach(({ state, answered }) => {
          if (state.isComplete || !state.estimateInformed) return;
          informed += 1;
          const actual = asked - answered;
          error += Math.abs(state.estimatedRemaining - actual);
          if (state.estimatedRemaining === 1 && actual > 1) saidLastWrongly += 1;
        });
      }
      expect(informed).toBeGreaterThan(100);
      // Mean absolute error in questions, and how often "about 1 to go" was followed by more.
      expect(error / informed).toBeLessThan(0.5);
      expect(saidLastWrongly / informed).toBeLessThan(0.01);
    });
  },
);
