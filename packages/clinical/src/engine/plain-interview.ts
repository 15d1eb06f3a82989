import type { AnswerValue } from '@labwise/domain';
import type { AnswerRecord } from '../contract';
import type { QuestionDef } from '../kb/types';
import { engine } from '../index';

/**
 * For tests of what the interview asks: the opening free text is the patient's words, every other
 * question is answered "no" (the lowest score, the last option, nothing selected) except those
 * named in `yes`, and the interview runs to its end. What matters is whether a question was asked
 * and what its answer then does.
 */
const QUESTIONS = new Map(engine.kb.questions.map((q) => [q.id, q]));

/** The plainest answer to a question: "no", the lowest score, the last option, nothing selected. */
function plainAnswer(mapping: QuestionDef['mapping'], saysYes: boolean): AnswerValue {
  switch (mapping.kind) {
    case 'yes_no':
      return saysYes ? 'yes' : 'no';
    case 'scale':
      return mapping.bands[0]!.min;
    case 'single_choice':
      return mapping.options.at(-1)!.value;
    case 'multi_select':
      return [];
    case 'free_text':
      return '';
  }
}

export function interview(text: string, age: number, sex: 'male' | 'female', yes: readonly string[] = []) {
  const answers: AnswerRecord[] = [];
  const asked: string[] = [];
  let state = engine.interview({ sessionType: 'diagnostic', age, sex, answers, budget: 10 });
  for (let i = 0; i < 40 && !state.isComplete && state.nextQuestion; i += 1) {
    const q = QUESTIONS.get(state.nextQuestion.question_id)!;
    asked.push(q.id);
    const response = q.id === 'concern_text' ? text : plainAnswer(q.mapping, yes.includes(q.id));
    answers.push({ question_id: q.id, response });
    state = engine.interview({ sessionType: 'diagnostic', age, sex, answers, budget: 10 });
  }
  return { asked, level: state.diagnosis.triage.level };
}
