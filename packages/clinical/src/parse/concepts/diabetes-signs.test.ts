import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('new diabetes as parents and patients tell it', () => {
  it.each([
    ["he's been drinking loads for a few weeks", 'excessive_thirst'],
    ['she is thirsty all the time and always asking for water', 'excessive_thirst'],
    ['weeing constantly, even started wetting the bed again', 'polyuria'],
    ['up to the toilet every hour', 'polyuria'],
    ['looks skinnier too, his trousers are loose', 'weight_loss'],
  ])('%s → %s', (text, finding) => {
    expect(presentFindings(text)).toContain(finding);
  });

  it.each([
    ['she has a temp but is drinking loads and still has wet nappies', 'excessive_thirst'],
    ['weeing constantly and it stings', 'polyuria'],
    ['my hair is getting thinner', 'weight_loss'],
  ])('%s → not %s', (text, finding) => {
    expect(presentFindings(text)).not.toContain(finding);
  });
});
