import { describe, expect, it } from 'vitest';
import { SELF_CHECK_CASES, selfCheck } from './index';

describe('selfCheck', () => {
  it('passes on the shipped engine: every built-in emergency is triaged as an emergency', () => {
    const result = selfCheck();
    expect(result.cases.filter((c) => !c.passed)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.cases).toHaveLength(SELF_CHECK_CASES.length);
  });

  it('fails when the engine sends any case below emergency, or throws', () => {
    const level = (text: string) => (text.includes('peanuts') ? 'urgent' : 'emergency');
    const lenient = { diagnose: ({ text }: { text?: string }) => ({ triage: { level: level(text ?? '') } }) } as never;
    expect(selfCheck(lenient)).toMatchObject({ passed: false });
    const broken = { diagnose: () => { throw new Error('boom'); } } as never;
    expect(selfCheck(broken).passed).toBe(false);
  });
});
