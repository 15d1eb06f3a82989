import { describe, expect, it } from 'vitest';
import { loadConditionFile } from './condition-file';

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
});
