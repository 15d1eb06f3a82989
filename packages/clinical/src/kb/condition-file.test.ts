import { describe, expect, it } from 'vitest';
import { loadKnowledgeBaseFile } from './condition-file-schema';

const loadConditionFile = (file: unknown, name: string) => loadKnowledgeBaseFile(file, name).conditions;

const gout = {
  id: 'gout',
  name: 'Gout',
  icd10: 'M10.9',
  category: 'Joints and muscles',
  description: 'Crystals of uric acid inflame a joint.',
  urgency: 'routine',
  prior: { base: 0.01, bySex: { male: 2, female: 0.4 }, source: 'NICE CKS Gout' },
  findings: [{ finding: 'joint_pain', p: 0.9, source: 'NICE CKS Gout' }],
  tests: [{ code: 'URIC', rationale: 'A raised urate supports gout.', source: 'NICE CKS Gout' }],
  source: 'NICE CKS Gout',
};
const file = (conditions: unknown[]) => ({ about: 'Joint conditions.', conditions });

describe('knowledge-base data files', () => {
  it('fills each recommended test with the LOINC code the catalog ships', () => {
    const [condition] = loadConditionFile(file([gout]), 'musculoskeletal');
    expect(condition?.tests).toEqual([
      {
        code: 'URIC',
        loinc: '3084-1',
        loincVerified: true,
        rationale: 'A raised urate supports gout.',
        source: 'NICE CKS Gout',
      },
    ]);
  });

  it('refuses a test code the catalog does not sell, naming the file and the place', () => {
    const broken = { ...gout, tests: [{ ...gout.tests[0], code: 'TROPONIN' }] };
    expect(() => loadConditionFile(file([broken]), 'musculoskeletal')).toThrow(
      /musculoskeletal is malformed[\s\S]*conditions\[0\]\.tests\[0\]\.code/,
    );
  });

  it('refuses a probability above 1 and a field nobody reads (a misspelt key)', () => {
    const overOne = { ...gout, findings: [{ finding: 'joint_pain', p: 1.5 }] };
    expect(() => loadConditionFile(file([overOne]), 'm')).toThrow(/findings\[0\]\.p/);
    const misspelt = { ...gout, urgncy: 'routine' };
    expect(() => loadConditionFile(file([misspelt]), 'm')).toThrow(/urgncy/);
  });

  it('refuses an unknown urgency level', () => {
    expect(() => loadConditionFile(file([{ ...gout, urgency: 'soon' }]), 'm')).toThrow(/urgency/);
  });

  it('brings the findings, questions, signs and hierarchy a body system needs, each checked', () => {
    const part = loadKnowledgeBaseFile(
      {
        about: 'Joint conditions.',
        findingSource: 'NICE CKS Gout: clinical judgement of the leak',
        conditions: [gout],
        findings: [
          {
            id: 'hot_swollen_toe',
            name: 'A hot swollen big toe',
            kind: 'sign',
            leak: 0.002,
            synonyms: ['swollen big toe'],
          },
        ],
        questions: [
          { id: 'q_hot_swollen_toe', finding: 'hot_swollen_toe', text: 'Is your big toe hot and swollen?' },
          {
            id: 'q_attacks',
            text: 'Has this happened before?',
            category: 'medical_history',
            options: [
              { value: 'yes', label: 'Yes', present: ['previous_attacks'] },
              { value: 'no', label: 'No', absent: ['previous_attacks'] },
            ],
          },
        ],
        redFlags: [
          {
            id: 'hot_joint_fever',
            level: 'urgent',
            allOf: ['hot_swollen_toe', 'fever'],
            reason: 'Septic arthritis must be excluded.',
            source: 'BSR',
          },
        ],
        implies: [['hot_swollen_toe', 'joint_pain']],
      },
      'musculoskeletal',
    );
    expect(part.findings[0]).toMatchObject({
      id: 'hot_swollen_toe',
      source: 'NICE CKS Gout: clinical judgement of the leak',
    });
    expect(part.questions[0]).toMatchObject({
      type: 'yes_no',
      medical_category: 'symptom_assessment',
      mapping: { kind: 'yes_no', finding: 'hot_swollen_toe' },
      informs: ['hot_swollen_toe'],
    });
    expect(part.questions[1]).toMatchObject({
      type: 'multiple_choice',
      medical_category: 'medical_history',
      mapping: { kind: 'single_choice' },
      informs: ['previous_attacks'],
    });
    expect(part.redFlags[0]).toMatchObject({ id: 'hot_joint_fever', level: 'urgent' });
    expect(part.implies).toEqual([['hot_swollen_toe', 'joint_pain']]);
  });

  it('refuses a malformed ICD-10 code and a question id without its prefix', () => {
    expect(() => loadConditionFile(file([{ ...gout, icd10: 'gout' }]), 'm')).toThrow(/icd10/);
    expect(() =>
      loadKnowledgeBaseFile({ ...file([gout]), questions: [{ id: 'toe', finding: 'x', text: 'Toe?' }] }, 'm'),
    ).toThrow(/questions\[0\]/);
  });
});
