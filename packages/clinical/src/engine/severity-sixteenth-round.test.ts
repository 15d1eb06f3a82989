import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { interview } from './plain-interview';

/**
 * The questions the sixteenth round of safety cases (eval/safety/sixteenth-round.ts: a few words
 * typed, the dangers found only by asking) needed the interview to ask, in other words than the
 * cases'. Every question is answered "no" except the ones a test names, and the interview runs to
 * its end: what matters is whether the question was asked and what the answer then does.
 */
describe('dangers found by asking, sixteenth round', () => {
  it('asks a boy with tummy ache and vomiting about his testicles (NICE CKS Scrotal pain)', () => {
    const boy = interview('my son has bad tummy ache and keeps being sick', 14, 'male', [
      'q_testicular_pain',
    ]);
    expect(boy.asked).toContain('q_testicular_pain');
    expect(boy.level).toBe('emergency');
    expect(interview('tummy ache and been sick', 14, 'female').asked).not.toContain('q_testicular_pain');
  });

  it('asks about thoughts of suicide after "can\'t do this anymore" (NICE NG222, NG225)', () => {
    expect(interview("honestly I can't take it anymore", 22, 'female').asked).toContain(
      'q_suicidal_thoughts',
    );
  });

  it('asks a young woman who feels faint whether she could be pregnant (NICE NG126)', () => {
    expect(interview('came over really faint in the shower', 26, 'female').asked).toContain(
      'q_pregnancy_possible',
    );
  });

  it('asks about a drooping face when half the face feels wrong (NICE NG128)', () => {
    const face = interview('the left side of my face feels funny', 45, 'male', ['q_face_droop']);
    expect(face.asked).toContain('q_face_droop');
    expect(face.level).toBe('emergency');
  });

  it('after a birth with a fever, asks for the signs of sepsis; a fever alone does not ask about a birth', () => {
    const afterBirth = interview('had my baby last week, feel rubbish', 31, 'female', [
      'q_fever',
      'q_rigors',
      'q_palpitations',
    ]);
    expect(afterBirth.asked.some((id) => id === 'q_rigors' || id === 'q_palpitations')).toBe(true);
    expect(afterBirth.level).toBe('emergency');
    expect(
      interview('fever and a sore throat since yesterday', 31, 'female', ['q_fever']).asked,
    ).not.toContain('q_recently_given_birth');
  });

  it('a fever days after a birth with a racing heart is an emergency (RCOG GTG 64b)', () => {
    const level = (text: string) =>
      engine.diagnose({ age: 30, sex: 'female', evidence: [], text }).triage.level;
    expect(level('had my baby 8 days ago, temperature 38.9 and my heart is racing')).toBe('emergency');
    expect(level('had my baby 8 days ago and I have a temperature of 38.5')).toBe('urgent');
  });
});
