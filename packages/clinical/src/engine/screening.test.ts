import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../contract';
import { engine } from '../index';
import { unreadScreenQuestion, unreadScreenQuestionsLeft } from './unread-screen';
import { DEFAULT_OPTIONS } from './options';
import { knownFrom } from './posterior';

/**
 * Which dangers the interview screens for: those of the complaint, and the common ones when the
 * complaint could not be read. Every question here is answered "no" unless it is in `yes`.
 */
function questionsAsked(text: string, age: number, sex: 'male' | 'female', yes: readonly string[] = []) {
  const answers: AnswerRecord[] = [];
  const asked: string[] = [];
  let s = engine.interview({ sessionType: 'diagnostic', age, sex, answers, budget: 10 });
  for (let i = 0; i < 12 && s.nextQuestion; i += 1) {
    const q = s.nextQuestion;
    asked.push(q.question_id);
    const response =
      q.type === 'text'
        ? text
        : q.type === 'yes_no'
          ? yes.includes(q.question_id)
            ? 'yes'
            : 'no'
          : q.multiple_select
            ? ['none']
            : null;
    answers.push({ question_id: q.question_id, response });
    s = engine.interview({ sessionType: 'diagnostic', age, sex, answers, budget: 10 });
  }
  return { asked, level: s.diagnosis.triage.level };
}

describe('screening follows the complaint', () => {
  it('heartburn since last night is not screened for a chemical in the eye, a groin lump or halos', () => {
    const { asked } = questionsAsked('heartburn since last night after a curry', 45, 'female');
    expect(asked).not.toContain('q_chemical_in_eye');
    expect(asked).not.toContain('q_groin_lump');
    expect(asked).not.toContain('q_halos_around_lights');
  });

  it('"indigestion" in a man of 62 is asked about chest pain, and chest pain there is an emergency', () => {
    expect(questionsAsked('bad indigestion tonight, gaviscon not helping', 62, 'male').asked).toContain(
      'q_chest_pain',
    );
    expect(
      questionsAsked('bad indigestion tonight, gaviscon not helping', 62, 'male', [
        'q_chest_pain',
        'q_sweating',
      ]).level,
    ).toBe('emergency');
  });
});

describe('sepsis without a fever (NICE NG51)', () => {
  it('"the worst flu of my life" is screened for blotchy skin and fast breathing, and either is an emergency', () => {
    const text = 'worst flu of my life, aching all over';
    expect(questionsAsked(text, 34, 'male').asked).toEqual(expect.arrayContaining(['q_mottled_skin']));
    expect(questionsAsked(text, 34, 'male', ['q_mottled_skin']).level).toBe('emergency');
  });

  it('"puffed out after a few steps" is breathlessness: it is not asked again', () => {
    const { asked } = questionsAsked('so tired today and puffed out after a few steps', 76, 'female');
    expect(asked).not.toContain('q_shortness_of_breath');
  });
});

describe('words that could not be read', () => {
  it('open with the common emergencies, breathing first, after the safety screen', () => {
    const { asked } = questionsAsked('me duele el pecho y no puedo respirar', 50, 'male');
    expect(asked.slice(1, 4)).toEqual(['ai_safety_screen', 'q_shortness_of_breath', 'q_chest_pain']);
    // The screen's "none of these" already answered the worst headache: not asked twice.
    expect(asked).not.toContain('q_sudden_severe_headache');
  });

  it('counts the screen questions still due, for the estimate of questions left', () => {
    const c = engine.compiled;
    const allowed = () => false;
    const left = (evidence: { id: string; present: boolean }[]) =>
      unreadScreenQuestionsLeft(c, knownFrom(c, evidence), true, allowed, DEFAULT_OPTIONS);
    expect(left([])).toBe(6);
    expect(left([{ id: 'shortness_of_breath', present: false }])).toBe(5);
    expect(left([{ id: 'chest_pain', present: true }])).toBe(0);
  });

  it('a "yes" to one of them leads to its own questions and a level to match', () => {
    const { level } = questionsAsked('me duele el pecho y no puedo respirar', 50, 'male', [
      'q_shortness_of_breath',
      'q_chest_pain',
    ]);
    expect(level).toBe('emergency');
  });

  it('no screen when the words were read, or once a symptom is known', () => {
    const c = engine.compiled;
    const none = knownFrom(c, []);
    const allowed = () => false;
    expect(unreadScreenQuestion(c, none, false, allowed, DEFAULT_OPTIONS)).toBeNull();
    expect(unreadScreenQuestion(c, none, true, allowed, DEFAULT_OPTIONS)?.def.id).toBe(
      'q_shortness_of_breath',
    );
    const cough = knownFrom(c, [{ id: 'cough', present: true }]);
    expect(unreadScreenQuestion(c, cough, true, allowed, DEFAULT_OPTIONS)).toBeNull();
  });
});
