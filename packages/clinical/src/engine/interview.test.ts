import { describe, expect, it } from 'vitest';
import { insightSchema, questionSchema, type AnswerValue } from '@labwise/domain';
import type { AnswerRecord, InterviewInput } from '../contract';
import { createEngine } from './engine';
import { FIXTURE_KB, FIXTURE_PLAN } from './test-fixtures';

const engine = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN });
const run = (input: Partial<InterviewInput> & { answers: AnswerRecord[] }) =>
  engine.interview({ sessionType: 'diagnostic', age: 40, sex: 'female', budget: 10, ...input });
const a = (question_id: string, response: AnswerValue): AnswerRecord => ({ question_id, response });

describe('interview: opening questions', () => {
  it('opens dashboard sessions with the free-text concern', () => {
    for (const sessionType of ['diagnostic', 'health_assessment'] as const) {
      const s = run({ sessionType, answers: [] });
      expect(s.nextQuestion?.question_id).toBe('concern_text');
      expect(s.isComplete).toBe(false);
      expect(s.nextQuestion).toMatchObject({
        type: 'text',
        required: true,
        medical_category: 'symptom_assessment',
      });
    }
  });

  it('opens AI-guided sessions with the three fixed questions in order', () => {
    const seen: string[] = [];
    const answers: AnswerRecord[] = [];
    const replies: Record<string, AnswerValue> = {
      ai_primary_concern: 'other',
      ai_energy_level: 7,
      ai_symptoms: ['none'],
    };
    for (let i = 0; i < 3; i += 1) {
      const s = run({ sessionType: 'ai_guided', answers });
      seen.push(s.nextQuestion!.question_id);
      answers.push(a(s.nextQuestion!.question_id, replies[s.nextQuestion!.question_id]!));
    }
    expect(seen).toEqual(['ai_primary_concern', 'ai_energy_level', 'ai_symptoms']);
    const after = run({ sessionType: 'ai_guided', answers });
    expect(['ai_primary_concern', 'ai_energy_level', 'ai_symptoms', 'concern_text']).not.toContain(
      after.nextQuestion?.question_id,
    );
  });

  it('shows the findings read from the free text and uses them as evidence', () => {
    const s = run({ answers: [a('concern_text', "I'm exhausted and pale, no fever")] });
    expect(s.findings).toEqual([
      { id: 'fatigue', name: 'Fatigue', present: true },
      { id: 'pallor', name: 'Pale skin', present: true },
      { id: 'fever', name: 'Fever', present: false },
    ]);
    expect(s.evidence).toEqual(
      expect.arrayContaining([
        { id: 'fatigue', present: true },
        { id: 'fever', present: false },
      ]),
    );
    expect(s.insights[0]?.condition).toBe('iron_deficiency');
  });
});

describe('interview: follow-ups on the AI page', () => {
  it('inserts the Fatigue follow-ups right after the primary concern', () => {
    const s1 = run({ sessionType: 'ai_guided', answers: [a('ai_primary_concern', 'fatigue')] });
    expect(s1.nextQuestion?.question_id).toBe('fu_fatigue_pallor');
    const s2 = run({
      sessionType: 'ai_guided',
      answers: [a('ai_primary_concern', 'fatigue'), a('fu_fatigue_pallor', 'no')],
    });
    expect(s2.nextQuestion?.question_id).toBe('fu_fatigue_cold');
    const s3 = run({
      sessionType: 'ai_guided',
      answers: [a('ai_primary_concern', 'fatigue'), a('fu_fatigue_pallor', 'no'), a('fu_fatigue_cold', 'no')],
    });
    expect(s3.nextQuestion?.question_id).toBe('ai_energy_level');
  });

  it('inserts the Sleep follow-ups for a sleep answer, and none for other answers', () => {
    expect(
      run({ sessionType: 'ai_guided', answers: [a('ai_primary_concern', 'sleep')] }).nextQuestion
        ?.question_id,
    ).toBe('fu_sleep_snoring');
    expect(
      run({ sessionType: 'ai_guided', answers: [a('ai_primary_concern', 'other')] }).nextQuestion
        ?.question_id,
    ).toBe('ai_energy_level');
  });

  it('skips follow-ups when the admin has turned them off', () => {
    const s = run({
      sessionType: 'ai_guided',
      followUps: false,
      answers: [a('ai_primary_concern', 'fatigue')],
    });
    expect(s.nextQuestion?.question_id).toBe('ai_energy_level');
  });

  it('never inserts follow-ups into dashboard sessions', () => {
    const s = run({ answers: [a('concern_text', 'I feel tired and cannot sleep well')] });
    expect(s.nextQuestion?.question_id).not.toMatch(/^ai_/);
  });
});

describe('interview: topics chosen on the AI page', () => {
  it('asks about the chosen topic sooner, without taking it as evidence', () => {
    const after = (choice: string) =>
      run({
        sessionType: 'ai_guided',
        age: 40,
        sex: 'male',
        answers: [a('ai_primary_concern', choice), a('ai_energy_level', 6), a('ai_symptoms', ['none'])],
      });
    const topical = after('infection');
    expect(['q_runny_nose', 'q_sore_throat']).toContain(topical.nextQuestion?.question_id);
    expect(after('other').nextQuestion?.question_id).not.toBe(topical.nextQuestion?.question_id);
    expect(topical.evidence.map((e) => e.id)).not.toContain('runny_nose');
  });
});

describe('interview: budget', () => {
  it('counts every question, the opening included, against the budget', () => {
    const answers: AnswerRecord[] = [];
    let s = run({ budget: 3, answers });
    while (!s.isComplete) {
      answers.push(a(s.nextQuestion!.question_id, s.nextQuestion!.type === 'text' ? 'I am tired' : 'no'));
      s = run({ budget: 3, answers });
      expect(answers.length).toBeLessThanOrEqual(3);
    }
    expect(answers).toHaveLength(3);
    expect(s.estimatedRemaining).toBe(0);
    expect(s.diagnosis.should_stop).toBe(true);
  });

  it('keeps the fixed AI questions and drops follow-ups that no longer fit the budget', () => {
    // Budget 6: three fixed questions and the two kept for severity checks leave room for one follow-up.
    const s1 = run({ sessionType: 'ai_guided', budget: 6, answers: [a('ai_primary_concern', 'fatigue')] });
    expect(s1.nextQuestion?.question_id).toBe('fu_fatigue_pallor');
    const s2 = run({
      sessionType: 'ai_guided',
      budget: 6,
      answers: [a('ai_primary_concern', 'fatigue'), a('fu_fatigue_pallor', 'yes')],
    });
    expect(s2.nextQuestion?.question_id).toBe('ai_energy_level');
  });

  it('estimates the questions still to ask within the budget left', () => {
    const answers: AnswerRecord[] = [];
    let s = run({ answers });
    while (!s.isComplete) {
      expect(s.estimatedRemaining).toBeGreaterThanOrEqual(1);
      expect(s.estimatedRemaining).toBeLessThanOrEqual(10 - answers.length);
      answers.push(
        a(s.nextQuestion!.question_id, s.nextQuestion!.type === 'text' ? 'tired all the time' : 'no'),
      );
      s = run({ answers });
    }
    expect(s.estimatedRemaining).toBe(0);
  });
});

describe('interview: answers', () => {
  it('takes the last value of a re-answered question', () => {
    const first = run({
      answers: [a('concern_text', 'I have a runny nose and a sore throat'), a('q_fever', 'yes')],
    });
    const changed = run({
      answers: [
        a('concern_text', 'I have a runny nose and a sore throat'),
        a('q_fever', 'yes'),
        a('q_fever', 'no'),
      ],
    });
    expect(first.evidence).toContainEqual({ id: 'fever', present: true });
    expect(changed.evidence).toContainEqual({ id: 'fever', present: false });
    expect(changed.evidence).not.toContainEqual({ id: 'fever', present: true });
    // Still one question answered, not two: the budget and next question match a single answer.
    const single = run({
      answers: [a('concern_text', 'I have a runny nose and a sore throat'), a('q_fever', 'no')],
    });
    expect(changed).toEqual(single);
  });

  it('lets a structured answer override what the free text said', () => {
    const s = run({ answers: [a('concern_text', 'I have a fever'), a('q_fever', 'no')] });
    expect(s.evidence).toContainEqual({ id: 'fever', present: false });
    expect(s.evidence).not.toContainEqual({ id: 'fever', present: true });
  });

  it('ends at once on an emergency, with no tests', () => {
    const s = run({
      age: 55,
      sex: 'male',
      answers: [a('concern_text', 'crushing chest pain and a cold sweat')],
    });
    expect(s.isComplete).toBe(true);
    expect(s.nextQuestion).toBeNull();
    expect(s.estimatedRemaining).toBe(0);
    expect(s.diagnosis.triage.level).toBe('emergency');
    expect(s.diagnosis.recommendations).toEqual([]);
  });

  it('reads each answer kind as evidence', () => {
    expect(engine.evidenceFromAnswer('q_fever', 'yes')).toEqual([{ id: 'fever', present: true }]);
    expect(engine.evidenceFromAnswer('ai_primary_concern', 'fatigue')).toEqual([
      { id: 'fatigue', present: true },
    ]);
    expect(engine.evidenceFromAnswer('ai_energy_level', 3)).toEqual([{ id: 'fatigue', present: true }]);
    expect(engine.evidenceFromAnswer('ai_energy_level', 8)).toEqual([{ id: 'fatigue', present: false }]);
    expect(engine.evidenceFromAnswer('ai_energy_level', 5)).toEqual([]);
    expect(engine.evidenceFromAnswer('ai_symptoms', ['cough', 'thirst'])).toEqual([
      { id: 'fever', present: false },
      { id: 'cough', present: true },
      { id: 'chest_pain', present: false },
      { id: 'shortness_of_breath', present: false },
      { id: 'thirst', present: true },
    ]);
    expect(engine.evidenceFromAnswer('ai_symptoms', ['none']).every((e) => !e.present)).toBe(true);
    expect(engine.evidenceFromAnswer('concern_text', 'no cough')).toEqual([{ id: 'cough', present: false }]);
  });
});

describe('interview: wire shapes and determinism', () => {
  it('gives every question in the wire shape of the brief', () => {
    for (const q of FIXTURE_KB.questions) {
      const wire = engine.findQuestion(q.id);
      expect(questionSchema.parse(wire)).toEqual(wire);
    }
    expect(engine.findQuestion('ai_energy_level')).toMatchObject({
      type: 'scale',
      min_value: 1,
      max_value: 10,
      scale_labels: { min: 'Exhausted', max: 'Full of energy' },
    });
    expect(engine.findQuestion('ai_symptoms')).toMatchObject({
      type: 'multiple_choice',
      multiple_select: true,
    });
    expect(engine.findQuestion('ai_primary_concern')).toMatchObject({
      type: 'multiple_choice',
      multiple_select: false,
    });
    expect(engine.findQuestion('ai_primary_concern')!.options).toHaveLength(7);
    expect(engine.findQuestion('nope')).toBeUndefined();
  });

  it('gives insights in the brief’s shape with integer confidences', () => {
    const s = run({ answers: [a('concern_text', 'tired and pale with heavy periods')] });
    expect(s.insights.length).toBeGreaterThan(0);
    for (const insight of s.insights) expect(insightSchema.parse(insight)).toEqual(insight);
    expect(s.confidenceLevel).toBe(s.insights[0]!.confidence);
    expect(s.insights[0]!.supporting).toContain('Pale skin');
  });

  it('is deterministic: the same answers give the same state', () => {
    const answers = [a('concern_text', 'tired, thirsty, peeing a lot'), a('q_weight_gain', 'no')];
    const one = JSON.stringify(run({ answers }));
    const two = JSON.stringify(run({ answers }));
    expect(one).toBe(two);
    expect(
      JSON.stringify(
        createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN }).interview({
          sessionType: 'diagnostic',
          age: 40,
          sex: 'female',
          budget: 10,
          answers,
        }),
      ),
    ).toBe(one);
  });
});

describe('interview: questions that apply to the patient', () => {
  const askedIn = (input: Partial<InterviewInput>) => {
    const answers: AnswerRecord[] = [];
    let s = run({ budget: 30, ...input, answers });
    while (!s.isComplete) {
      answers.push(a(s.nextQuestion!.question_id, s.nextQuestion!.type === 'text' ? 'I am tired' : 'no'));
      s = run({ budget: 30, ...input, answers });
    }
    return answers.map((x) => x.question_id);
  };

  it('asks about periods only of women of the age it applies to', () => {
    expect(askedIn({ age: 30, sex: 'female' })).toContain('q_heavy_periods');
    expect(askedIn({ age: 30, sex: 'male' })).not.toContain('q_heavy_periods');
    expect(askedIn({ age: 70, sex: 'female' })).not.toContain('q_heavy_periods');
  });
});
