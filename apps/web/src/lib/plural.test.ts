import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'question')).toBe('1 question');
    expect(countOf(0, 'question')).toBe('0 questions');
    expect(countOf(2, 'critical value')).toBe('2 critical values');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(1, 'analysis', 'analyses')).toBe('1 analysis');
    expect(countOf(1200, 'analysis', 'analyses')).toBe('1,200 analyses');
  });
});
