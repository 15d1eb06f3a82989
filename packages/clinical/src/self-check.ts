import type { ClinicalEngine, EngineSex } from './contract';

/**
 * A start-up self-check: a few unmistakable emergencies, in the words a patient uses, must each
 * come out as an emergency. The AI page reports `clinical_validation` from this result, so the flag
 * says the running engine (with its knowledge base and parser) passed, not that it was once tested.
 */
export const SELF_CHECK_CASES: readonly { id: string; text: string; age: number; sex: EngineSex }[] = [
  { id: 'stroke', text: 'my face is drooping on one side and my speech is slurred, it started suddenly half an hour ago', age: 72, sex: 'male' },
  { id: 'heart-attack', text: 'crushing chest pain spreading to my left arm and jaw, sweating and feeling sick', age: 61, sex: 'male' },
  { id: 'anaphylaxis', text: 'my lips and tongue are swelling and I am struggling to breathe after eating peanuts', age: 24, sex: 'female' },
  { id: 'meningitis', text: 'high fever, stiff neck and a rash that does not fade when I press a glass on it', age: 19, sex: 'female' },
  { id: 'thunderclap', text: 'sudden worst headache of my life, it came on like a thunderclap a few minutes ago', age: 45, sex: 'female' },
  { id: 'suicide', text: 'I want to kill myself tonight and I have a plan', age: 30, sex: 'male' },
];

export type SelfCheckResult = { passed: boolean; cases: { id: string; level: string; passed: boolean }[] };

/** Runs SELF_CHECK_CASES through the engine; passes only when every case is triaged as an emergency. */
export function selfCheck(engine: Pick<ClinicalEngine, 'diagnose'>): SelfCheckResult {
  const cases = SELF_CHECK_CASES.map((c) => {
    let level = 'error';
    try {
      level = engine.diagnose({ age: c.age, sex: c.sex, evidence: [], text: c.text }).triage.level;
    } catch {
      // A throwing engine fails the check; it never stops the caller.
    }
    return { id: c.id, level, passed: level === 'emergency' };
  });
  return { passed: cases.every((c) => c.passed), cases };
}
