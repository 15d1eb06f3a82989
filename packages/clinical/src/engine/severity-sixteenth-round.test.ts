import type { AnswerValue } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../contract';
import type { QuestionDef } from '../kb/types';
import { engine } from '../index';

/**
 * The questions the sixteenth round of safety cases (eval/safety/sixteenth-round.ts: a few words
 * typed, the dangers found only by asking) needed the interview to ask, in other words than the
 * cases'. Every question is answered "no" except the ones a test names, and the interview runs to
 * its end: what matters is whether the question was asked and what the answer then does.
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

function interview(text: string, age: number, sex: 'male' | 'female', yes: readonly string[] = []) {
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

describe('dangers found by asking, sixteenth round', () => {
  it('asks a boy with tummy ache and vomiting about his testicles (NICE CKS Scrotal pain)', () => {
    const boy = interview('my son has bad tummy ache and keeps being sick', 14, 'male', [
      'q_testicular_pain',
    ]);
    expect(boy.asked).toContain('q_testicular_pain');
    expect(boy.level).toBe('emergency');
    expect(interview('tummy ache and been sick', 14, 'female').asked).not.toContain('q_testicular_pain');
  });

  it('asks about thoughts of suicide after "can\'t do this anymore" (NICE NG222, NG225)', () => {
    expect(interview("honestly I can't take it anymore", 22, 'female').asked).toContain(
      'q_suicidal_thoughts',
    );
  });

  it('asks a young woman who feels faint whether she could be pregnant (NICE NG126)', () => {
    expect(interview('came over really faint in the shower', 26, 'female').asked).toContain(
      'q_pregnancy_possible',
    );
  });

  it('asks about a drooping face when half the face feels wrong (NICE NG128)', () => {
    const face = interview('the left side of my face feels funny', 45, 'male', ['q_face_droop']);
    expect(face.asked).toContain('q_face_droop');
    expect(face.level).toBe('emergency');
  });

  it('after a birth with a fever, asks for the signs of sepsis; a fever alone does not ask about a birth', () => {
    const afterBirth = interview('had my baby last week, feel rubbish', 31, 'female', [
      'q_fever',
      'q_rigors',
      'q_palpitations',
    ]);
    expect(afterBirth.asked.some((id) => id === 'q_rigors' || id === 'q_palpitations')).toBe(true);
    expect(afterBirth.level).toBe('emergency');
    expect(
      interview('fever and a sore throat since yesterday', 31, 'female', ['q_fever']).asked,
    ).not.toContain('q_recently_given_birth');
  });

  it('a fever days after a birth with a racing heart is an emergency (RCOG GTG 64b)', () => {
    const level = (text: string) =>
      engine.diagnose({ age: 30, sex: 'female', evidence: [], text }).triage.level;
    expect(level('had my baby 8 days ago, temperature 38.9 and my heart is racing')).toBe('emergency');
    expect(level('had my baby 8 days ago and I have a temperature of 38.5')).toBe('urgent');
  });
});
