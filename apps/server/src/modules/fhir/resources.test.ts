import { describe, expect, it } from 'vitest';
import { observation, type ObservationInput } from './resources';

const base: ObservationInput = {
  id: 'r1', status: 'final', loinc: '3016-3', name: 'TSH', value: 2.1, unit: 'm[IU]/L',
  referenceLow: 0.4, referenceHigh: 4, referenceText: '0.4–4 mIU/L', hl7Flag: 'N', recordedAt: new Date('2026-11-20T10:00:00Z'),
};

describe('Observation.valueQuantity', () => {
  it('carries the UCUM code with its system, and the unit as people read it', () => {
    const obs = observation('p1', base);
    expect(obs.valueQuantity).toEqual({ value: 2.1, unit: 'mIU/L', system: 'http://unitsofmeasure.org', code: 'm[IU]/L' });
    expect(obs.referenceRange?.[0]?.low).toEqual({ value: 0.4, unit: 'mIU/L', system: 'http://unitsofmeasure.org', code: 'm[IU]/L' });
  });

  it('writes a unit stored before the UCUM change as its UCUM code', () => {
    expect(observation('p1', { ...base, loinc: '6690-2', name: 'WBC', value: 6.1, unit: '10^9/L' }).valueQuantity).toEqual({
      value: 6.1, unit: '10⁹/L', system: 'http://unitsofmeasure.org', code: '10*9/L',
    });
  });

  it('leaves the code out when the unit is not UCUM (a code needs its system, and only a real one)', () => {
    expect(observation('p1', { ...base, unit: 'cells per field' }).valueQuantity).toEqual({ value: 2.1, unit: 'cells per field' });
  });

  it('gives a unitless number a code and no unit text', () => {
    expect(observation('p1', { ...base, loinc: '2756-5', name: 'pH', value: 6, unit: '[pH]' }).valueQuantity).toEqual({ value: 6, system: 'http://unitsofmeasure.org', code: '[pH]' });
  });
});
