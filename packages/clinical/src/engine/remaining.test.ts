import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '@labwise/domain';
import type { AnswerRecord, InterviewInput } from '../contract';
import type { ConditionDef, FindingDef, KnowledgeBase, QuestionDef } from '../kb/types';
import { createEngine } from './engine';
import { FIXTURE_KB, FIXTURE_PLAN } from './test-fixtures';

const engine = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN });
const run = (input: Partial<InterviewInput> & { answers: AnswerRecord[] }) =>
  engine.interview({ sessionType: 'diagnostic', age: 40, sex: 'female', budget: 10, ...input });
const a = (question_id: string, response: AnswerValue): AnswerRecord => ({ question_id, response });

/** Two routine conditions share `s`; only `d` tells them apart, and either answer to it makes one confident. */
const finding = (id: string): FindingDef => ({
  id,
  name: id,
  kind: 'symptom',
  synonyms: [],
  leak: 0.1,
  source: 't',
});
const condition = (id: string, d: number): ConditionDef => ({
  id,
  name: id,
  icd10: 'X00',
  category: 'c',
  description: 'd',
  urgency: 'routine',
  source: 't',
  tests: [],
  prior: { base: 0.3, source: 't' },
  findings: [
    { finding: 's', p: 0.8 },
    { finding: 'd', p: d },
  ],
});
const yesNo = (f: string): QuestionDef => ({
  id: `q_${f}`,
  text: `${f}?`,
  type: 'yes_no',
  medical_category: 'symptom_assessment',
  required: true,
  mapping: { kind: 'yes_no', finding: f },
  informs: [f],
});
const pair: KnowledgeBase = {
  version: 'pair',
  otherPrior: 0.1,
  findings: [finding('s'), finding('d')],
  conditions: [condition('a', 0.9), condition('b', 0.1)],
  redFlags: [],
  questions: [yesNo('s'), yesNo('d')],
};
const pairEngine = createEngine(pair, {
  plan: { dashboardOpening: [], aiOpening: [], followUpTrigger: '', followUps: [] },
});

describe('questions left', () => {
  it('knows only the bound before anything has been read: the budget', () => {
    const s = run({ answers: [] });
    expect(s.nextQuestion?.question_id).toBe('concern_text');
    expect(s).toMatchObject({
      estimateInformed: false,
      estimatedRemaining: 10,
      maxRemaining: 10,
      lastQuestion: false,
    });
    // Free text with nothing readable in it tells the engine nothing either.
    expect(run({ answers: [a('concern_text', 'xyzzy')] })).toMatchObject({
      estimateInformed: false,
      estimatedRemaining: 9,
      maxRemaining: 9,
    });
    // The AI page's three openings are asked whatever the budget.
    expect(run({ sessionType: 'ai_guided', budget: 2, answers: [] }).maxRemaining).toBe(3);
  });

  it('estimates from the answers once they say something, within the budget left', () => {
    const s = run({ answers: [a('concern_text', 'I am tired')] });
    expect(s.estimateInformed).toBe(true);
    expect(s.maxRemaining).toBe(9);
    expect(s.estimatedRemaining).toBeGreaterThan(1);
    expect(s.estimatedRemaining).toBeLessThanOrEqual(9);
    const tight = run({ budget: 3, answers: [a('concern_text', 'I am tired')] });
    expect(tight.maxRemaining).toBe(2);
    expect(tight.estimatedRemaining).toBeLessThanOrEqual(2);
  });

  it('shrinks as the leading condition nears the confident stop', () => {
    const vague = run({ answers: [a('concern_text', 'I am tired')] });
    const clearer = run({ answers: [a('concern_text', 'I am tired and pale')] });
    expect(clearer.insights[0]!.confidence).toBeGreaterThan(vague.insights[0]!.confidence);
    expect(clearer.estimatedRemaining).toBeLessThan(vague.estimatedRemaining);
  });

  it('is 1, and the question the last, when every answer to it ends the interview', () => {
    const opening = pairEngine.interview({
      sessionType: 'diagnostic',
      age: 40,
      sex: 'male',
      budget: 10,
      answers: [],
    });
    expect(opening.nextQuestion?.question_id).toBe('q_d');
    // Nothing read yet: only the bound.
    expect(opening).toMatchObject({ estimateInformed: false, estimatedRemaining: 10, lastQuestion: false });
    const answers = [a('q_s', 'yes')];
    const s = pairEngine.interview({ sessionType: 'diagnostic', age: 40, sex: 'male', budget: 10, answers });
    expect(s.nextQuestion?.question_id).toBe('q_d');
    expect(s).toMatchObject({
      estimateInformed: true,
      estimatedRemaining: 1,
      lastQuestion: true,
      maxRemaining: 9,
    });
    for (const answer of ['yes', 'no']) {
      const after = pairEngine.interview({
        sessionType: 'diagnostic',
        age: 40,
        sex: 'male',
        budget: 10,
        answers: [...answers, a('q_d', answer)],
      });
      expect(after.isComplete).toBe(true);
    }
  });

  it('calls the last question of the budget the last', () => {
    const answers = [a('concern_text', 'I am tired')];
    const s = run({ budget: 2, answers });
    expect(s).toMatchObject({
      isComplete: false,
      maxRemaining: 1,
      estimatedRemaining: 1,
      lastQuestion: true,
    });
    expect(run({ budget: 2, answers: [...answers, a(s.nextQuestion!.question_id, 'no')] }).isComplete).toBe(
      true,
    );
  });

  it('is 0 once the interview is over', () => {
    const done = run({ answers: [a('concern_text', 'exhausted, pale, heavy periods')] });
    expect(done).toMatchObject({
      isComplete: true,
      estimatedRemaining: 0,
      maxRemaining: 0,
      lastQuestion: false,
    });
  });

  it('looking ahead leaves the question, the differential and the triage as they were', () => {
    const answers: AnswerRecord[] = [a('concern_text', 'I am tired and always thirsty')];
    let compared = 0;
    for (let i = 0; i < 6; i += 1) {
      const s = run({ answers });
      if (s.isComplete) break;
      compared += 1;
      const direct = engine.analyse({
        age: 40,
        sex: 'female',
        evidence: s.evidence,
        asked: answers.map((x) => x.question_id),
        questionsLeft: 10 - answers.length,
      });
      expect(s.nextQuestion).toEqual(direct.diagnosis.question);
      expect(s.diagnosis.conditions).toEqual(direct.diagnosis.conditions);
      expect(s.diagnosis.triage).toEqual(direct.diagnosis.triage);
      answers.push(a(s.nextQuestion!.question_id, 'no'));
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });
});
