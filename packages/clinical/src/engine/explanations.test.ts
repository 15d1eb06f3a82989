import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { unexplainedFindings, wholePictureMass } from './explanations';

const c = engine.compiled;
const analyse = (age: number, present: string[], absent: string[] = []) =>
  engine.analyse({
    age,
    sex: 'female',
    evidence: [
      ...present.map((id) => ({ id, present: true })),
      ...absent.map((id) => ({ id, present: false })),
    ],
  });

describe('wholePictureMass', () => {
  it('adds up every condition that explains the whole picture, and only those', () => {
    const a = analyse(30, ['runny_nose', 'sneezing']);
    let expected = 0;
    for (let h = 0; h < c.nC; h += 1)
      if (a.post[h]! >= 1e-4 && unexplainedFindings(c, h, a.known).length === 0) expected += a.post[h]!;
    expect(wholePictureMass(c, a.known, a.post).all).toBeCloseTo(expected, 12);
  });

  it('lets close relatives together outweigh "other" when none of them does alone', () => {
    // A cold and hay fever share a runny nose and sneezing: neither leads "other" by itself.
    const a = analyse(30, ['runny_nose', 'sneezing']);
    const leader = a.post[a.ranked[0]!]!;
    const other = a.post[c.other]!;
    expect(leader).toBeLessThan(other);
    expect(wholePictureMass(c, a.known, a.post).all).toBeGreaterThan(other);
  });
});

describe('self-care by the conditions that explain the whole picture together', () => {
  it('a runny nose and sneezing, shared by a cold and hay fever, is self-care', () => {
    const a = analyse(30, ['runny_nose', 'sneezing']);
    expect(a.post[a.ranked[0]!]!).toBeLessThan(engine.options.selfCareMinLeader);
    expect(a.triage.level).toBe('self_care');
  });

  it('not when conditions that need a clinician explain it as well (headaches for months)', () => {
    const a = analyse(45, ['headache', 'duration_over_3_months']);
    const whole = wholePictureMass(c, a.known, a.post);
    expect(whole.all - whole.selfCare - whole.serious).toBeGreaterThan(whole.selfCare);
    expect(a.triage.level).not.toBe('self_care');
  });

  it('a headache of a few days, as likely a tension headache as a migraine, is self-care', () => {
    const a = analyse(30, ['headache', 'duration_under_1_week']);
    const whole = wholePictureMass(c, a.known, a.post);
    expect(whole.all - whole.selfCare - whole.serious).toBeGreaterThan(
      engine.options.selfCareGroupMaxRival * whole.selfCare,
    );
    expect(a.triage.level).toBe('self_care');
  });

  it('not when an urgent or emergency condition is close behind (a cough and fever at 70)', () => {
    const a = analyse(70, ['cough', 'fever']);
    const whole = wholePictureMass(c, a.known, a.post);
    expect(whole.serious).toBeGreaterThan(engine.options.selfCareGroupMaxRival * whole.selfCare);
    expect(a.triage.level).not.toBe('self_care');
    expect(analyse(30, ['cough', 'fever']).triage.level).toBe('self_care');
  });

  it('not when nothing the patient reports is a symptom (every condition "explains" nothing)', () => {
    const a = analyse(30, ['duration_under_1_week']);
    expect(a.triage.level).not.toBe('self_care');
  });
});
