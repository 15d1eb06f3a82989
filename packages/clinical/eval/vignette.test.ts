import { describe, expect, it } from 'vitest';
import { loadVignetteFile } from './vignette';

const gout = {
  id: 'gout-big-toe',
  source: 'NICE CKS Gout',
  age: 52,
  sex: 'male',
  text: 'My big toe is red, hot and too painful to touch.',
  present: ['acute_single_joint_red_hot'],
  expected: { conditions: ['gout'], triage: 'routine', tests: ['URIC'] },
};

describe('vignette data files', () => {
  it('reads a well-formed file', () => {
    expect(loadVignetteFile({ about: 'Joints.', vignettes: [gout] }, 'musculoskeletal')).toEqual([gout]);
  });

  it('refuses an unknown triage level or a misspelt field, naming the file and the place', () => {
    const wrongLevel = { ...gout, expected: { ...gout.expected, triage: 'soon' } };
    expect(() => loadVignetteFile({ about: 'Joints.', vignettes: [wrongLevel] }, 'musculoskeletal')).toThrow(
      /musculoskeletal is malformed[\s\S]*vignettes\[0\]\.expected\.triage/,
    );
    expect(() => loadVignetteFile({ about: 'Joints.', vignettes: [{ ...gout, presnt: [] }] }, 'm')).toThrow(
      /presnt/,
    );
  });
});
