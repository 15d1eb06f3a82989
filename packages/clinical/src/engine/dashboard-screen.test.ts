import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../contract';
import { engine } from '../index';

/**
 * The dashboard questionnaire asks the safety screen right after the patient's own words: the
 * common emergencies in one question, so a stroke or a bleed the opening did not mention is found
 * even when the interview would have stopped before asking about it one by one.
 */
const start = (concern: string, sessionType: 'diagnostic' | 'health_assessment' = 'diagnostic') => {
  const answers: AnswerRecord[] = [{ question_id: 'concern_text', response: concern }];
  return { answers, state: engine.interview({ sessionType, age: 58, sex: 'male', answers, budget: 10 }) };
};

describe('dashboard questionnaire: the safety screen after the concern', () => {
  it('comes second in both dashboard session types, with "None of these"', () => {
    for (const sessionType of ['diagnostic', 'health_assessment'] as const) {
      const { state } = start('a blocked nose and a bit of a sore throat since yesterday', sessionType);
      expect(state.nextQuestion).toMatchObject({
        question_id: 'ai_safety_screen',
        multiple_select: true,
        required: true,
      });
      expect(state.nextQuestion?.options?.at(-1)).toMatchObject({ value: 'none', label: 'None of these' });
    }
  });

  it('is not asked when the words already read as an emergency: the interview has ended', () => {
    const { state } = start('my face has dropped on one side and my arm is weak');
    expect(state.diagnosis.triage.level).toBe('emergency');
    expect(state.isComplete).toBe(true);
    expect(state.nextQuestion).toBeNull();
  });

  it('one tick ends a mild-sounding interview as an emergency', () => {
    const { answers } = start('I feel a bit dizzy today');
    answers.push({ question_id: 'ai_safety_screen', response: ['speech_difficulty'] });
    const after = engine.interview({ sessionType: 'diagnostic', age: 58, sex: 'male', answers, budget: 10 });
    expect(after.diagnosis.triage.level).toBe('emergency');
    expect(after.isComplete).toBe(true);
  });

  it('"None of these" settles every sign it lists as absent, and the interview goes on', () => {
    const { answers } = start('I feel a bit dizzy today');
    answers.push({ question_id: 'ai_safety_screen', response: ['none'] });
    const after = engine.interview({ sessionType: 'diagnostic', age: 58, sex: 'male', answers, budget: 10 });
    expect(after.evidence).toEqual(
      expect.arrayContaining([
        { id: 'one_sided_weakness', present: false },
        { id: 'fainting', present: false },
        { id: 'chest_pressure', present: false },
      ]),
    );
    expect(after.isComplete).toBe(false);
    expect(after.nextQuestion?.question_id).not.toBe('ai_safety_screen');
  });

  it('counts against the question budget like every other question', () => {
    const answers: AnswerRecord[] = [{ question_id: 'concern_text', response: 'I feel a bit dizzy today' }];
    const state = engine.interview({ sessionType: 'diagnostic', age: 58, sex: 'male', answers, budget: 2 });
    expect(state.nextQuestion?.question_id).toBe('ai_safety_screen');
    expect(state.maxRemaining).toBe(1);
    answers.push({ question_id: 'ai_safety_screen', response: ['none'] });
    const done = engine.interview({ sessionType: 'diagnostic', age: 58, sex: 'male', answers, budget: 2 });
    expect(done.isComplete).toBe(true);
  });

  it('shows the testicle option to a man or a boy, not to a woman', () => {
    const optionsFor = (sex: 'male' | 'female') => {
      const answers: AnswerRecord[] = [{ question_id: 'concern_text', response: 'I feel a bit dizzy today' }];
      const s = engine.interview({ sessionType: 'diagnostic', age: 30, sex, answers, budget: 10 });
      return s.nextQuestion?.options?.map((o) => o.value) ?? [];
    };
    expect(optionsFor('male')).toContain('testicular_pain');
    expect(optionsFor('female')).not.toContain('testicular_pain');
    expect(optionsFor('female')).toEqual(
      expect.arrayContaining(['one_sided_weakness', 'heavy_bleeding', 'none']),
    );
  });
});
