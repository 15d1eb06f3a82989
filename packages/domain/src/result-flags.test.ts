import { describe, expect, it } from 'vitest';
import { flagNumeric, flagQualitative, rangeFor, resultFlagLabel, type ReferenceRange } from './result-flags';

const base: ReferenceRange = { sex: 'any', ageMinYears: 18, ageMaxYears: 120, low: 3.5, high: 5.1, criticalLow: 2.8, criticalHigh: 6.2, physicalMin: 0, physicalMax: 15, normalText: null };

describe('flagNumeric', () => {
  it.each([
    [3.5, 'normal', 'N'],
    [5.1, 'normal', 'N'],
    [3.49, 'low', 'L'],
    [5.11, 'high', 'H'],
    [2.8, 'low', 'L'],
    [2.79, 'critical', 'LL'],
    [6.2, 'high', 'H'],
    [6.21, 'critical', 'HH'],
  ])('flags %s as %s (%s) at the boundaries', (value, flag, hl7) => {
    expect(flagNumeric(value, base, 'Potassium', 'mmol/L')).toEqual({ ok: true, flag, hl7 });
  });

  it('rejects physically impossible values with a clear message', () => {
    expect(flagNumeric(42, base, 'Potassium', 'mmol/L')).toEqual({
      ok: false,
      problem: 'Potassium: 42 mmol/L is not physically possible (highest possible is 15). Check the value and its unit.',
    });
    expect(flagNumeric(-1, base, 'Potassium', 'mmol/L').ok).toBe(false);
  });
});

describe('rangeFor', () => {
  const male = { ...base, sex: 'male' as const, low: 13.5, high: 17.5 };
  const female = { ...base, sex: 'female' as const, low: 12, high: 15.5 };
  it('picks the range for the patient’s sex', () => {
    expect(rangeFor([male, female], 'female', 40)?.low).toBe(12);
    expect(rangeFor([male, female], 'male', 40)?.high).toBe(17.5);
  });
  it('uses the union when the sex is unknown', () => {
    expect(rangeFor([male, female], 'unknown', 40)).toMatchObject({ low: 12, high: 17.5 });
  });
  it('prefers a range whose age band fits', () => {
    const child = { ...base, ageMinYears: 0, ageMaxYears: 17, low: 3.4, high: 4.7 };
    expect(rangeFor([child, base], 'any', 10)?.high).toBe(4.7);
    expect(rangeFor([child, base], 'any', 40)?.high).toBe(5.1);
  });
});

it('flags qualitative answers other than the normal one as abnormal', () => {
  const range = { ...base, normalText: 'Negative' };
  expect(flagQualitative('negative', range)).toEqual({ ok: true, flag: 'normal', hl7: 'N' });
  expect(flagQualitative('Positive (2+)', range)).toEqual({ ok: true, flag: 'abnormal', hl7: 'A' });
});

describe('resultFlagLabel', () => {
  it('gives each flag one label, naming the side of a critical value', () => {
    expect(resultFlagLabel('normal', 'N')).toBe('Normal');
    expect(resultFlagLabel('high', 'H')).toBe('High');
    expect(resultFlagLabel('low', 'L')).toBe('Low');
    expect(resultFlagLabel('abnormal', 'A')).toBe('Abnormal');
    expect(resultFlagLabel('critical', 'HH')).toBe('Critical high');
    expect(resultFlagLabel('critical', 'LL')).toBe('Critical low');
    expect(resultFlagLabel('critical')).toBe('Critical');
  });
});
