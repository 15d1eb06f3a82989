import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { readFindings } from '../parse/test-reading';
import { interview } from './plain-interview';

/**
 * Everyday problems that name themselves, told in one line, are self-care when the condition that
 * names them explains everything said; a blocked ear taken for wax is still asked whether the
 * hearing went suddenly (NICE NG98).
 */
const level = (text: string, age = 40, sex: 'male' | 'female' = 'female') =>
  engine.diagnose({ age, sex, evidence: [], text }).triage.level;

describe('everyday problems in one line', () => {
  it.each([
    ['earwax blocking my ear, muffled hearing', 60, 'male'],
    ['mouth ulcer on my tongue for 4 days', 36, 'female'],
  ] as const)('%j', (text, age, sex) => {
    expect(level(text, age, sex)).toBe('self_care');
  });

  it('reads a full, muffled ear as fullness and muffled hearing, wax or not', () => {
    const read = readFindings('my right ear feels full and muffled, I can see some wax');
    expect(read.ear_fullness).toBe(true);
    expect(read.hearing_loss).toBe(true);
  });

  it('asks whether the hearing went suddenly when an ear feels blocked, and a yes is urgent', () => {
    const ear = interview('my left ear feels blocked since yesterday, probably wax', 55, 'female', [
      'q_sudden_hearing_loss',
    ]);
    expect(ear.asked).toContain('q_sudden_hearing_loss');
    expect(ear.level).toBe('urgent');
  });
});
