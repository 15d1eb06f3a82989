import { describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../kb/types';
import { deniedName } from './diagnose';
import { createEngine } from './engine';
import { FIXTURE_KB, FIXTURE_PLAN } from './test-fixtures';

/** Two conditions and "other", numbers chosen to be checked by hand. */
const tiny: KnowledgeBase = {
  version: 'tiny',
  otherPrior: 0.6,
  findings: [
    { id: 'x', name: 'X', kind: 'symptom', synonyms: [], leak: 0.1, source: 't' },
    { id: 'y', name: 'Y', kind: 'symptom', synonyms: [], leak: 0.2, source: 't' },
    { id: 'z', name: 'Z', kind: 'symptom', synonyms: [], leak: 0.3, source: 't' },
  ],
  conditions: [
    {
      id: 'a',
      name: 'A',
      icd10: 'A00',
      category: 'c',
      description: 'd',
      urgency: 'routine',
      source: 't',
      tests: [],
      prior: { base: 0.2, bySex: { female: 2 }, byAge: { '65+': 3 }, source: 't' },
      findings: [{ finding: 'x', p: 0.9 }],
    },
    {
      id: 'b',
      name: 'B',
      icd10: 'B00',
      category: 'c',
      description: 'd',
      urgency: 'routine',
      source: 't',
      tests: [],
      prior: { base: 0.2, source: 't' },
      findings: [{ finding: 'y', p: 0.8 }],
    },
  ],
  redFlags: [],
  questions: [],
};
const plan = { dashboardOpening: [], aiOpening: [], followUpTrigger: '', followUps: [] };
// The classic leak model: "other" explains a finding no better than a condition that does not list it.
const tinyEngine = createEngine(tiny, { plan, options: { otherPresentFactor: 1 } });

const probs = (engine: typeof tinyEngine, input: Parameters<typeof tinyEngine.analyse>[0]) =>
  Array.from(engine.analyse(input).post);

describe('posterior', () => {
  it('starts from the normalised priors, other included', () => {
    expect(probs(tinyEngine, { age: 30, sex: 'male', evidence: [] })).toEqual([
      expect.closeTo(0.2, 9),
      expect.closeTo(0.2, 9),
      expect.closeTo(0.6, 9),
    ]);
  });

  it('applies age-band and sex multipliers, and averages them when unknown', () => {
    // Female: A = 0.4 → 0.4 / 1.2.
    expect(probs(tinyEngine, { age: 30, sex: 'female', evidence: [] })[0]).toBeCloseTo(0.4 / 1.2, 9);
    // 70-year-old woman: A = 0.2 × 3 × 2 = 1.2 → 1.2 / 2.0.
    expect(probs(tinyEngine, { age: 70, sex: 'female', evidence: [] })[0]).toBeCloseTo(1.2 / 2.0, 9);
    // Unknown sex: the mean of female (2) and male (1) = 1.5; unknown age: the mean over four bands = (1+1+1+3)/4 = 1.5.
    expect(probs(tinyEngine, { age: 30, sex: 'unknown', evidence: [] })[0]).toBeCloseTo(0.3 / 1.1, 9);
    expect(probs(tinyEngine, { age: null, sex: 'male', evidence: [] })[0]).toBeCloseTo(0.3 / 1.1, 9);
  });

  it('weighs a present finding by its likelihood against the leak', () => {
    // A: 0.2 × 0.9/0.1 = 1.8; B: 0.2 (x not listed → leak/leak); other 0.6.
    const [a, b, other] = probs(tinyEngine, { age: 30, sex: 'male', evidence: [{ id: 'x', present: true }] });
    expect(a).toBeCloseTo(1.8 / 2.6, 9);
    expect(b).toBeCloseTo(0.2 / 2.6, 9);
    expect(other).toBeCloseTo(0.6 / 2.6, 9);
  });

  it('weighs an absent finding by (1 − p) against (1 − leak)', () => {
    // A: 0.2 × 0.1/0.9; B: 0.2; other 0.6.
    const a = 0.2 * (0.1 / 0.9);
    expect(
      probs(tinyEngine, { age: 30, sex: 'male', evidence: [{ id: 'x', present: false }] })[0],
    ).toBeCloseTo(a / (a + 0.8), 9);
  });

  it('is moved by nothing but modelled findings: unknown ids and leak-only findings change nothing', () => {
    const base = probs(tinyEngine, { age: 30, sex: 'male', evidence: [] });
    expect(
      probs(tinyEngine, { age: 30, sex: 'male', evidence: [{ id: 'not_in_kb', present: true }] }),
    ).toEqual(base);
    expect(probs(tinyEngine, { age: 30, sex: 'male', evidence: [{ id: 'z', present: true }] })).toEqual(base);
  });

  it('keeps confidence calibrated with the "other" hypothesis instead of a closed world', () => {
    // y absent and x absent: both conditions fall, so "other" should take the mass.
    const evidence = [
      { id: 'x', present: false },
      { id: 'y', present: false },
    ];
    const [a, b, other] = probs(tinyEngine, { age: 30, sex: 'male', evidence });
    // A = 0.2 × 0.1/0.9, B = 0.2 × 0.2/0.8, other = 0.6.
    expect(other).toBeCloseTo(0.6 / (0.2 / 9 + 0.05 + 0.6), 9);
    expect(Math.max(a!, b!)).toBeLessThan(0.1);
    // A closed world (normalising over A and B only) would claim B at about 69%.
    expect(b! / (a! + b!)).toBeGreaterThan(0.65);
  });

  it('does not reach the confident threshold on one weak symptom in the fixture KB', () => {
    const engine = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN });
    const d = engine.diagnose({ age: 40, sex: 'female', evidence: [{ id: 'fatigue', present: true }] });
    expect(d.conditions[0]!.probability).toBeLessThan(0.5);
    const sum = d.conditions.reduce((s, c) => s + c.probability, 0);
    expect(sum).toBeLessThan(1);
  });
});

describe('unknown answers', () => {
  const engine = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN });
  it('gives no evidence for an empty, null or unrecognised answer', () => {
    expect(engine.evidenceFromAnswer('q_fever', null)).toEqual([]);
    expect(engine.evidenceFromAnswer('q_fever', '')).toEqual([]);
    expect(engine.evidenceFromAnswer('q_fever', 'not sure')).toEqual([]);
    expect(engine.evidenceFromAnswer('ai_symptoms', [])).toEqual([]);
    expect(engine.evidenceFromAnswer('ai_energy_level', 'high')).toEqual([]);
    expect(engine.evidenceFromAnswer('no_such_question', 'yes')).toEqual([]);
  });

  it('leaves the diagnosis unchanged when an answer is unknown', () => {
    const answers = [{ question_id: 'concern_text', response: 'I am tired all the time' }];
    const before = engine.interview({
      sessionType: 'diagnostic',
      age: 40,
      sex: 'female',
      answers,
      budget: 10,
    });
    const after = engine.interview({
      sessionType: 'diagnostic',
      age: 40,
      sex: 'female',
      answers: [...answers, { question_id: before.nextQuestion!.question_id, response: null }],
      budget: 10,
    });
    expect(after.diagnosis.conditions).toEqual(before.diagnosis.conditions);
    expect(after.evidence).toEqual(before.evidence);
    // … but the question counts as asked and is not asked again.
    expect(after.nextQuestion?.question_id).not.toBe(before.nextQuestion!.question_id);
  });
});

describe('explanations', () => {
  it('lists supporting and conflicting findings with their log-likelihood weights', () => {
    const d = tinyEngine.diagnose({
      age: 30,
      sex: 'male',
      evidence: [
        { id: 'x', present: true },
        { id: 'y', present: false },
      ],
    });
    const a = d.conditions.find((c) => c.id === 'a')!;
    const b = d.conditions.find((c) => c.id === 'b')!;
    expect(a.supporting).toEqual([
      { id: 'x', name: 'X', present: true, weight: Number(Math.log(9).toFixed(3)) },
    ]);
    expect(a.conflicting).toEqual([]);
    // A denied finding is named as denied, so a reason never reads as a symptom the patient has.
    expect(b.conflicting).toEqual([
      { id: 'y', name: 'No Y', present: false, weight: Number(Math.log(0.2 / 0.8).toFixed(3)) },
    ]);
  });
});

describe('deniedName', () => {
  it('reads a denied finding with "No", keeping acronyms', () => {
    expect(deniedName('Fever or high temperature')).toBe('No fever or high temperature');
    expect(deniedName('Sudden, severe "worst ever" headache')).toBe(
      'No sudden, severe "worst ever" headache',
    );
    expect(deniedName('HIV risk')).toBe('No HIV risk');
  });
});
