import { describe, expect, it } from 'vitest';
import { ageInYears, patientAge } from './age';

describe('ageInYears', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('counts whole years, turning on the birthday', () => {
    expect(ageInYears('1988-06-15', now)).toBe(38);
    expect(ageInYears('1988-06-16', now)).toBe(37);
    expect(ageInYears('1988-04-12', new Date('2026-04-11T12:00:00Z'))).toBe(37);
    expect(ageInYears('1988-04-12', new Date('2026-04-12T00:00:00Z'))).toBe(38);
    expect(ageInYears('2026-06-15', now)).toBe(0);
  });
  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageInYears('2000-02-29', new Date('2025-02-28T12:00:00Z'))).toBe(24);
    expect(ageInYears('2000-02-29', new Date('2025-03-01T12:00:00Z'))).toBe(25);
  });
  it('has no age without a real date of birth, or for one in the future', () => {
    expect(ageInYears(null, now)).toBeNull();
    expect(ageInYears('', now)).toBeNull();
    expect(ageInYears('15/06/1988', now)).toBeNull();
    expect(ageInYears('1988-02-30', now)).toBeNull();
    expect(ageInYears('2026-06-16', now)).toBeNull();
  });
});

describe('patientAge', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('prefers the date of birth, else adds the years since the doctor gave an age', () => {
    expect(patientAge({ dateOfBirth: '2000-01-01', statedAge: 10, createdAt: now }, now)).toBe(26);
    expect(patientAge({ dateOfBirth: null, statedAge: 40, createdAt: new Date('2024-06-01T00:00:00Z') }, now)).toBe(42);
    expect(patientAge({ dateOfBirth: null, statedAge: 40, createdAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe(40);
    expect(patientAge({ dateOfBirth: null, statedAge: null, createdAt: now }, now)).toBeNull();
  });
});
