import { describe, expect, it } from 'vitest';
import { adminSettingsUpdate, joinPreparation, parseDollars, splitPreparation, turnaroundDaysFor } from './admin-schemas';
import { isTimeZone } from './admin-lab-schemas';

describe('dollars to cents', () => {
  it('reads whole dollars, cents and a leading $', () => {
    expect(parseDollars('45')).toBe(4500);
    expect(parseDollars('45.5')).toBe(4550);
    expect(parseDollars(' $45.05 ')).toBe(4505);
    expect(parseDollars('0')).toBe(0);
  });

  it('refuses anything that is not an amount in dollars', () => {
    for (const text of ['', 'abc', '45.555', '-3', '1,000', '1e3', '.5']) expect(parseDollars(text), text).toBeNull();
  });
});

describe('fasting in the preparation text', () => {
  it('splits and joins the way the seed writes it', () => {
    expect(splitPreparation('Fasting 8-12 hours')).toEqual({ fastingHours: '8-12', notes: '' });
    expect(splitPreparation('Fasting 10 hours. Avoid biotin for 2 days.')).toEqual({ fastingHours: '10', notes: 'Avoid biotin for 2 days.' });
    expect(splitPreparation('Avoid exercise')).toEqual({ fastingHours: null, notes: 'Avoid exercise' });
    expect(splitPreparation(null)).toEqual({ fastingHours: null, notes: '' });
    expect(joinPreparation('9-12', '')).toBe('Fasting 9-12 hours');
    expect(joinPreparation('10', 'Avoid biotin for 2 days.')).toBe('Fasting 10 hours. Avoid biotin for 2 days.');
    expect(joinPreparation(null, '  ')).toBeNull();
  });

  it('round-trips', () => {
    for (const text of ['Fasting 8-12 hours', 'Fasting 12 hours. Morning sample.', 'First morning urine']) {
      const { fastingHours, notes } = splitPreparation(text);
      expect(joinPreparation(fastingHours, notes)).toBe(text);
    }
  });
});

describe('small rules', () => {
  it('turnaround days round the longest turnaround up', () => {
    expect([24, 25, 48, 72, 1].map(turnaroundDaysFor)).toEqual([1, 2, 2, 3, 1]);
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('EST')).toBe(false);
  });

  it('keeps the question budget within 1 to 50', () => {
    expect(adminSettingsUpdate.safeParse({ questionBudget: 1 }).success).toBe(true);
    expect(adminSettingsUpdate.safeParse({ questionBudget: 50 }).success).toBe(true);
    expect(adminSettingsUpdate.safeParse({ questionBudget: 0 }).success).toBe(false);
    expect(adminSettingsUpdate.safeParse({ questionBudget: 51 }).success).toBe(false);
    expect(adminSettingsUpdate.safeParse({}).success).toBe(false);
  });
});
