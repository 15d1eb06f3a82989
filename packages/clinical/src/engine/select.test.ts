import { describe, expect, it } from 'vitest';
import type { ConditionDef, FindingDef, KnowledgeBase, QuestionDef } from '../kb/types';
import { createEngine } from './engine';
import { FIXTURE_KB, FIXTURE_PLAN } from './test-fixtures';

const f = (id: string, leak = 0.1): FindingDef => ({
  id,
  name: id.toUpperCase(),
  kind: 'symptom',
  synonyms: [],
  leak,
  source: 't',
});
const cond = (
  id: string,
  urgency: ConditionDef['urgency'],
  findings: [string, number][],
  base = 0.3,
): ConditionDef => ({
  id,
  name: id.toUpperCase(),
  icd10: 'X00',
  category: 'c',
  description: 'd',
  urgency,
  source: 't',
  tests: [],
  prior: { base, source: 't' },
  findings: findings.map(([finding, p]) => ({ finding, p })),
});
const ask = (finding: string): QuestionDef => ({
  id: `q_${finding}`,
  text: `${finding}?`,
  type: 'yes_no',
  medical_category: 'symptom_assessment',
  required: true,
  mapping: { kind: 'yes_no', finding },
  informs: [finding],
});
const plan = { dashboardOpening: [], aiOpening: [], followUpTrigger: '', followUps: [] };

/** A and B share `s`; only `d` tells them apart; `n` belongs to neither. */
const pairKb: KnowledgeBase = {
  version: 'pair',
  otherPrior: 0.1,
  findings: [f('s'), f('d'), f('n'), f('r', 0.05)],
  conditions: [
    cond('a', 'routine', [
      ['s', 0.8],
      ['d', 0.9],
    ]),
    cond('b', 'routine', [
      ['s', 0.8],
      ['d', 0.1],
    ]),
  ],
  redFlags: [],
  questions: [ask('s'), ask('n'), ask('d'), ask('r')],
};

describe('next question by expected information gain', () => {
  it('picks the question that tells the leading conditions apart', () => {
    const engine = createEngine(pairKb, { plan });
    const d = engine.diagnose({ age: 40, sex: 'male', evidence: [{ id: 's', present: true }] });
    expect(d.question?.question_id).toBe('q_d');
  });

  it('never asks about a finding that is already known or a question already asked', () => {
    const engine = createEngine(pairKb, { plan });
    const known = engine.diagnose({ age: 40, sex: 'male', evidence: [{ id: 'd', present: false }] });
    expect(known.question?.question_id).not.toBe('q_d');
    const asked = engine.diagnose({ age: 40, sex: 'male', evidence: [], asked: ['q_d'] });
    expect(asked.question?.question_id).not.toBe('q_d');
  });

  it('rules dangerous conditions in or out first', () => {
    // Two conditions equally likely and equally easy to test for; one is an emergency.
    const kb: KnowledgeBase = {
      version: 'danger',
      otherPrior: 0.8,
      findings: [f('r'), f('e')],
      conditions: [
        cond('routine_one', 'routine', [['r', 0.9]], 0.1),
        cond('emergency_one', 'emergency', [['e', 0.9]], 0.1),
      ],
      redFlags: [],
      questions: [ask('r'), ask('e')],
    };
    const flat = createEngine(kb, {
      plan,
      options: { dangerWeights: { emergency: 1, urgent: 1, routine: 1, self_care: 1 } },
    });
    expect(flat.diagnose({ age: 40, sex: 'male', evidence: [] }).question?.question_id).toBe('q_r');
    const weighted = createEngine(kb, { plan });
    expect(weighted.diagnose({ age: 40, sex: 'male', evidence: [] }).question?.question_id).toBe('q_e');
  });

  it('asks what can complete a partly met red flag before others', () => {
    const engine = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN });
    const a = engine.analyse({ age: 50, sex: 'male', evidence: [{ id: 'chest_pain', present: true }] });
    expect(a.redFlags.pending).toBe(true);
    expect(['q_breath', 'q_sweating']).toContain(a.selection.question?.def.id);
    expect(a.selection.bonus).toBeGreaterThan(0);
  });
});

describe('stop rule', () => {
  it('stops when the leading condition is confident', () => {
    const engine = createEngine(pairKb, { plan });
    const a = engine.analyse({
      age: 40,
      sex: 'male',
      evidence: [
        { id: 's', present: true },
        { id: 'd', present: true },
      ],
    });
    expect(a.post[0]).toBeGreaterThanOrEqual(0.8);
    expect(a.stop).toBe('confident');
    expect(a.diagnosis.should_stop).toBe(true);
    expect(a.diagnosis.question).toBeNull();
    expect(a.estimatedRemaining).toBe(0);
  });

  it('keeps asking while a partly met emergency rule has a plausible finding left, even when confident', () => {
    const rule = {
      id: 'rf',
      level: 'emergency' as const,
      allOf: ['d', 'r'],
      reason: 'D with R is dangerous.',
      source: 't',
    };
    const evidence = [
      { id: 's', present: true },
      { id: 'd', present: true },
    ];
    // R is likelier with A (which leads): the rule may well complete, so ask.
    const plausible: KnowledgeBase = {
      ...pairKb,
      conditions: [
        cond('a', 'routine', [
          ['s', 0.8],
          ['d', 0.9],
          ['r', 0.5],
        ]),
        pairKb.conditions[1]!,
      ],
      redFlags: [rule],
    };
    const a = createEngine(plausible, { plan }).analyse({ age: 40, sex: 'male', evidence });
    expect(a.post[0]).toBeGreaterThanOrEqual(0.8);
    expect(a.redFlags.pending).toBe(true);
    expect(a.stop).toBeNull();
    expect(a.diagnosis.question?.question_id).toBe('q_r');
    // R is no likelier than in anyone: the answers do not make the rule plausible, so stop.
    const implausible = createEngine({ ...pairKb, redFlags: [rule] }, { plan }).analyse({
      age: 40,
      sex: 'male',
      evidence,
    });
    expect(implausible.redFlags.pending).toBe(false);
    expect(implausible.stop).toBe('confident');
  });

  it('stops when no question adds meaningful information', () => {
    // With the classic leak, a finding no condition lists tells the hypotheses nothing apart.
    const engine = createEngine(pairKb, { plan, options: { otherPresentFactor: 1 } });
    // Only q_n (a finding no condition lists) and q_r are left: neither moves the posterior.
    const a = engine.analyse({ age: 40, sex: 'male', evidence: [], asked: ['q_s', 'q_d'] });
    expect(a.stop).toBe('no_information');
    expect(a.diagnosis.question).toBeNull();
  });

  it('stops when the question budget is spent', () => {
    const engine = createEngine(pairKb, { plan });
    const a = engine.analyse({ age: 40, sex: 'male', evidence: [], questionsLeft: 0 });
    expect(a.stop).toBe('budget');
    expect(a.diagnosis.should_stop).toBe(true);
  });

  it('estimates the questions left within the budget left', () => {
    const engine = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN });
    for (const questionsLeft of [1, 3, 10]) {
      const a = engine.analyse({
        age: 40,
        sex: 'female',
        evidence: [{ id: 'fatigue', present: true }],
        questionsLeft,
      });
      expect(a.stop).toBeNull();
      expect(a.estimatedRemaining).toBeGreaterThanOrEqual(1);
      expect(a.estimatedRemaining).toBeLessThanOrEqual(questionsLeft);
    }
  });
});

describe('red-flag screens', () => {
  /** A common and a rare, dangerous cause for each of two complaints. */
  const kb: KnowledgeBase = {
    version: 'screens',
    otherPrior: 0.4,
    findings: [
      f('headache'),
      f('sudden', 0.005),
      f('stress'),
      f('fever', 0.06),
      f('cough'),
      f('aches'),
      f('stiff_neck', 0.01),
    ],
    conditions: [
      cond(
        'tension',
        'self_care',
        [
          ['headache', 0.9],
          ['stress', 0.7],
        ],
        0.3,
      ),
      cond(
        'bleed',
        'emergency',
        [
          ['headache', 0.95],
          ['sudden', 0.9],
        ],
        0.001,
      ),
      cond(
        'flu',
        'self_care',
        [
          ['fever', 0.9],
          ['cough', 0.8],
          ['aches', 0.8],
        ],
        0.3,
      ),
      cond(
        'meningitis',
        'emergency',
        [
          ['fever', 0.8],
          ['stiff_neck', 0.7],
          ['headache', 0.8],
        ],
        0.001,
      ),
    ],
    redFlags: [
      {
        id: 'thunderclap',
        level: 'emergency',
        allOf: ['sudden'],
        reason: 'A sudden, worst-ever headache.',
        source: 't',
      },
      {
        id: 'meningism',
        level: 'emergency',
        allOf: ['fever'],
        anyOf: ['stiff_neck'],
        reason: 'Fever with a stiff neck.',
        source: 't',
      },
    ],
    questions: [ask('stress'), ask('cough'), ask('aches'), ask('sudden'), ask('stiff_neck')],
  };

  it('screens for a rare emergency the presenting complaint makes likelier', () => {
    const screened = createEngine(kb, { plan }).analyse({
      age: 40,
      sex: 'male',
      evidence: [{ id: 'headache', present: true }],
    });
    expect(screened.selection.question?.def.id).toBe('q_sudden');
    expect(screened.selection.bonus).toBeGreaterThan(0);
    // Without the red-flag bonus, the question that best splits the common causes comes first.
    const plain = createEngine(kb, { plan, options: { redFlagBonus: { emergency: 0, urgent: 0 } } });
    expect(
      plain.analyse({ age: 40, sex: 'male', evidence: [{ id: 'headache', present: true }] }).selection
        .question?.def.id,
    ).toBe('q_stress');
  });

  it('lets a confident picture that explains the complaint stop without its screens', () => {
    const evidence = ['fever', 'cough', 'aches'].map((id) => ({ id, present: true }));
    const a = createEngine(kb, { plan }).analyse({ age: 40, sex: 'male', evidence });
    expect(a.post[2]).toBeGreaterThan(0.8);
    expect(a.redFlags.pending).toBe(false);
    expect(a.stop).toBe('confident');
  });

  it('still asks the one answer that would meet a partly met rule when the picture is unclear', () => {
    const a = createEngine(kb, { plan }).analyse({
      age: 40,
      sex: 'male',
      evidence: [
        { id: 'fever', present: true },
        { id: 'cough', present: false },
        { id: 'aches', present: false },
      ],
    });
    expect(a.stop).toBeNull();
    expect(a.selection.question?.def.id).toBe('q_stiff_neck');
  });
});
