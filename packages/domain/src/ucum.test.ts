import { describe, expect, it } from 'vitest';
import { analyteInput } from './admin-schemas';
import { isUcumUnit, toUcum, unitKeys, unitLabel } from './ucum';

describe('isUcumUnit', () => {
  it.each([
    '10*9/L', '10*12/L', '10*3/uL', 'mmol/L', 'umol/L', 'mg/dL', 'g/L', '[iU]/L', '[IU]/L', 'm[IU]/L', 'u[IU]/mL', 'U/L', 'U/mL', 'kU/L',
    '%', 'fL', 'pg', 'g/dL', 'mL/min/{1.73_m2}', '{ratio}', 'mm/h', 'ng/mL', 'pg/mL', 'ng/dL', 'mg{FEU}/L', '[pH]', '{presence}',
    'mm[Hg]', 'mosm/kg', 'meq/L', 'Cel', 'kg/m2', 'm2', '/[HPF]', '10*6/L', 'mg/(24.h)', 'ug/L', 'nmol/L', 'pmol/L', 's', 'min', '1', '/100',
  ])('accepts %s', (unit) => {
    expect(isUcumUnit(unit)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['10^9/L', 'the caret form HL7 cannot carry'],
    ['x10E9/L', 'a lab-report spelling'],
    ['mIU/L', 'IU without brackets'],
    ['mg/L FEU', 'a space'],
    ['µg/L', 'µ instead of u'],
    ['mg/', 'a dangling operator'],
    ['mg//L', 'an empty component'],
    ['(mg/L', 'an open parenthesis'],
    ['{ratio', 'an open annotation'],
    ['mL/min/{1.73 m2}', 'a space in an annotation'],
    ['furlongs', 'no such unit'],
    ['Kg', 'K is kelvin, not a prefix'],
  ])('refuses %j (%s)', (unit) => {
    expect(isUcumUnit(unit)).toBe(false);
  });
});

describe('toUcum', () => {
  it.each([
    ['10^9/L', '10*9/L'],
    ['x10E9/L', '10*9/L'],
    ['10^12/L', '10*12/L'],
    ['x10^3/uL', '10*3/uL'],
    ['mIU/L', 'm[IU]/L'],
    ['µIU/mL', 'u[IU]/mL'],
    ['µmol/L', 'umol/L'],
    ['mg/L FEU', 'mg{FEU}/L'],
    ['mm/hr', 'mm/h'],
    [' mg/dL ', 'mg/dL'],
    ['m[IU]/L', 'm[IU]/L'],
    ['', ''],
  ])('writes %j as %j', (unit, ucum) => {
    expect(toUcum(unit)).toBe(ucum);
    if (ucum !== '') expect(isUcumUnit(ucum)).toBe(true);
  });

  it('gives the keys two spellings of one unit share', () => {
    expect(unitKeys('mIU/L')).toEqual(['miu/l', 'm[iu]/l']);
    expect(unitKeys('m[IU]/L')).toEqual(['m[iu]/l']);
  });
});

describe('unitLabel', () => {
  it.each([
    ['m[IU]/L', 'mIU/L'],
    ['[IU]/L', 'IU/L'],
    ['10*9/L', '10⁹/L'],
    ['10*12/L', '10¹²/L'],
    ['ug/L', 'µg/L'],
    ['umol/L', 'µmol/L'],
    ['mg{FEU}/L', 'mg/L FEU'],
    ['mL/min/{1.73_m2}', 'mL/min/1.73 m²'],
    ['mm[Hg]', 'mmHg'],
    ['Cel', '°C'],
    ['mg/dL', 'mg/dL'],
    ['U/L', 'U/L'],
    ['mm/h', 'mm/h'],
    ['%', '%'],
    ['{ratio}', ''],
    ['{presence}', ''],
    ['[pH]', ''],
    ['1', ''],
  ])('shows %s as %j', (code, label) => {
    expect(unitLabel(code)).toBe(label);
  });
});

describe('an administrator’s analyte unit', () => {
  const analyte = (unit: string, valueType: 'numeric' | 'qualitative' = 'numeric') =>
    analyteInput.safeParse({ code: 'X', name: 'X', loinc: '', unit, valueType, decimals: 1, physicalMin: null, physicalMax: null, ranges: [{ sex: 'any', ageMinYears: 0, ageMaxYears: 120, low: valueType === 'numeric' ? 1 : null, high: valueType === 'numeric' ? 2 : null, criticalLow: null, criticalHigh: null, normalText: valueType === 'qualitative' ? 'Negative' : null }] });

  it('is stored as UCUM, the usual spellings rewritten, an empty one by the kind of value', () => {
    expect(analyte('mIU/L').data?.unit).toBe('m[IU]/L');
    expect(analyte('10^9/L').data?.unit).toBe('10*9/L');
    expect(analyte('mg/dL').data?.unit).toBe('mg/dL');
    expect(analyte('').data?.unit).toBe('{ratio}');
    expect(analyte('', 'qualitative').data?.unit).toBe('{presence}');
  });

  it('is refused when it is not a unit, with the way to write one', () => {
    expect(analyte('cups').error?.issues[0]?.message).toBe('Write the unit in UCUM, such as mg/dL, 10*9/L, m[IU]/L or {ratio}.');
  });
});
