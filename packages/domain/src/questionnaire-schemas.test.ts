import { describe, expect, it } from 'vitest';
import {
  answerValueSchema,
  diagnosisRequestSchema,
  parseRequestSchema,
  questionnaireProgress,
  advanceProgress,
  questionsLeftText,
  submitResponseSchema,
  validateAnswer,
  type Question,
} from './questionnaire-schemas';

const base = { question: 'Q?', required: true, medical_category: 'symptom_assessment' } as const;
const yesNo: Question = { ...base, question_id: 'q1', type: 'yes_no' };
const text: Question = { ...base, question_id: 'q2', type: 'text' };
const scale: Question = { ...base, question_id: 'q3', type: 'scale', min_value: 1, max_value: 10 };
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const single: Question = { ...base, question_id: 'q4', type: 'multiple_choice', options };
const multi: Question = { ...base, question_id: 'q5', type: 'multiple_choice', multiple_select: true, options };

describe('validateAnswer (brief §5)', () => {
  it('requires an answer to a required question', () => {
    for (const empty of [undefined, null, '', '   ']) expect(validateAnswer(text, empty)).toBe('This question is required.');
    expect(validateAnswer(yesNo, null)).toBe('This question is required.');
    expect(validateAnswer(multi, [])).toBe('Please select at least one option.');
    expect(validateAnswer({ ...text, required: false }, '')).toBeNull();
  });

  it('checks each type with its own message', () => {
    expect(validateAnswer(yesNo, 'maybe')).toBe('Please select Yes or No.');
    expect(validateAnswer(yesNo, 'yes')).toBeNull();
    expect(validateAnswer(text, 3)).toBe('Please provide a text response.');
    expect(validateAnswer(scale, 0)).toBe('Please select a value between 1 and 10.');
    expect(validateAnswer(scale, 11)).toBe('Please select a value between 1 and 10.');
    expect(validateAnswer(scale, 4.5)).toBe('Please select a value between 1 and 10.');
    expect(validateAnswer(scale, '5')).toBe('Please select a value between 1 and 10.');
    expect(validateAnswer(scale, 1)).toBeNull();
    expect(validateAnswer(scale, 10)).toBeNull();
    expect(validateAnswer(single, 'c')).toBe('Please select an option.');
    expect(validateAnswer(single, ['a'])).toBe('Please select an option.');
    expect(validateAnswer(single, 'a')).toBeNull();
    expect(validateAnswer(multi, ['a', 'z'])).toBe('Please select at least one option.');
    expect(validateAnswer(multi, 'a')).toBe('Please select at least one option.');
    expect(validateAnswer(multi, ['a', 'b'])).toBeNull();
  });
});

describe('questionnaireProgress', () => {
  it('follows the engine’s estimate and reaches 1 only on completion', () => {
    expect(questionnaireProgress(0, 5, false)).toBe(0);
    expect(questionnaireProgress(5, 5, false)).toBe(0.5);
    expect(questionnaireProgress(9, 0, false)).toBeLessThan(1);
    expect(questionnaireProgress(3, 0, true)).toBe(1);
  });
});

describe('advanceProgress', () => {
  it('starts at answers over answers plus the estimate, and is full only on completion', () => {
    expect(advanceProgress(null, 0, 10, false)).toEqual({ answered: 0, value: 0 });
    expect(advanceProgress(null, 3, 3, false)).toEqual({ answered: 3, value: 0.5 });
    expect(advanceProgress({ answered: 3, value: 0.5 }, 4, 0, true)).toEqual({ answered: 4, value: 1 });
    expect(advanceProgress(null, 9, 0, false).value).toBeLessThan(1);
  });

  it('counts down evenly while the estimate counts down', () => {
    let mark = advanceProgress(null, 0, 10, false);
    for (let answered = 1; answered < 10; answered += 1) {
      mark = advanceProgress(mark, answered, 10 - answered, false);
      expect(mark.value).toBeCloseTo(answered / 10, 10);
    }
  });

  it('never goes back when the estimate grows, and moves on faster when it shrinks', () => {
    const before = advanceProgress(null, 2, 1, false);
    expect(before.value).toBeCloseTo(2 / 3, 10);
    const grown = advanceProgress(before, 3, 8, false);
    // Answers over answers plus the estimate would be 3 / 11: the bar would jump back.
    expect(grown.value).toBeGreaterThan(before.value);
    expect(grown.value).toBeLessThan(0.75);
    const shrunk = advanceProgress(grown, 4, 1, false);
    expect(shrunk.value - grown.value).toBeGreaterThan(grown.value - before.value);
  });

  it('stays put when no answer was added, and starts again for fewer answers', () => {
    const mark = { answered: 3, value: 0.4 };
    expect(advanceProgress(mark, 3, 7, false)).toBe(mark);
    expect(advanceProgress(mark, 1, 4, false)).toEqual({ answered: 1, value: 0.2 });
  });
});

describe('questionsLeftText', () => {
  const left = (estimated_remaining: number, max_remaining: number, estimate_informed = true, last_question = false) => ({
    estimated_remaining,
    max_remaining,
    estimate_informed,
    last_question,
  });

  it('gives a bound before the answers say anything, an estimate after, and says when it is the last', () => {
    expect(questionsLeftText(left(10, 10, false))).toBe('Up to 10 questions');
    expect(questionsLeftText(left(3, 9))).toBe('About 3 questions to go');
    expect(questionsLeftText(left(2, 2))).toBe('About 2 questions to go');
    expect(questionsLeftText(left(1, 5, true, true))).toBe('Last question');
    expect(questionsLeftText(left(0, 0, true))).toBeNull();
  });

  it('never says more than the budget allows', () => {
    expect(questionsLeftText(left(12, 4))).toBe('About 4 questions to go');
    expect(questionsLeftText(left(1, 6))).toBe('About 1 question to go');
  });
});

describe('free-text length cap', () => {
  const long = 'a'.repeat(2001);
  const message = 'Please keep your description under 2,000 characters.';
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('rejects a text answer over 2,000 characters with a message a patient can act on', () => {
    expect(firstMessage(answerValueSchema.safeParse(long))).toBe(message);
    expect(firstMessage(submitResponseSchema.safeParse({ question_id: 'concern_text', response: long }))).toBe(message);
    expect(answerValueSchema.safeParse('a'.repeat(2000)).success).toBe(true);
  });

  it('rejects free text over 2,000 characters on the parse and diagnosis calls', () => {
    expect(firstMessage(parseRequestSchema.safeParse({ text: long }))).toBe(message);
    expect(firstMessage(diagnosisRequestSchema.safeParse({ age: 30, sex: 'female', evidence: [], text: long }))).toBe(message);
  });
});
