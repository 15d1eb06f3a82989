import {
  centsToDollarText,
  FASTING_HOURS_PATTERN,
  joinPreparation,
  parseDollars,
  splitPreparation,
  type AdminTest,
  type SpecimenType,
  type TestCategory,
} from '@labwise/domain';

/** What the Add / Edit Test form holds: text as typed, turned into the API body on save. */
export type RangeForm = {
  key: string;
  sex: 'any' | 'male' | 'female';
  ageMinYears: string;
  ageMaxYears: string;
  low: string;
  high: string;
  criticalLow: string;
  criticalHigh: string;
  normalText: string;
};
export type AnalyteForm = {
  key: string;
  id?: string;
  code: string;
  name: string;
  loinc: string;
  unit: string;
  valueType: 'numeric' | 'qualitative';
  decimals: string;
  physicalMin: string;
  physicalMax: string;
  ranges: RangeForm[];
};
export type TestForm = {
  code: string;
  name: string;
  category: TestCategory;
  description: string;
  price: string;
  specimenType: SpecimenType;
  turnaroundHoursMin: string;
  turnaroundHoursMax: string;
  fasting: boolean;
  fastingHours: string;
  preparationNotes: string;
  loinc: string;
  clinicianOrderOnly: boolean;
  active: boolean;
  analytes: AnalyteForm[];
};

let counter = 0;
/** React keys for rows that have no id yet. */
export const newKey = () => `row-${++counter}`;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** An optional number: blank is null; anything unreadable stays NaN so the schema names the field. */
const optional = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
/** A required number: blank is NaN, which the schema reports as missing. */
const required = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

export const emptyRange = (): RangeForm => ({ key: newKey(), sex: 'any', ageMinYears: '18', ageMaxYears: '120', low: '', high: '', criticalLow: '', criticalHigh: '', normalText: '' });
export const emptyAnalyte = (): AnalyteForm => ({ key: newKey(), code: '', name: '', loinc: '', unit: '', valueType: 'numeric', decimals: '1', physicalMin: '', physicalMax: '', ranges: [emptyRange()] });

export const emptyTestForm = (): TestForm => ({
  code: '',
  name: '',
  category: 'Chemistry',
  description: '',
  price: '',
  specimenType: 'blood',
  turnaroundHoursMin: '24',
  turnaroundHoursMax: '48',
  fasting: false,
  fastingHours: '',
  preparationNotes: '',
  loinc: '',
  clinicianOrderOnly: false,
  active: true,
  analytes: [],
});

export function testFormFrom(test: AdminTest): TestForm {
  const prep = splitPreparation(test.preparation);
  return {
    code: test.code,
    name: test.name,
    category: test.category,
    description: test.description,
    price: centsToDollarText(test.priceCents),
    specimenType: test.specimenType,
    turnaroundHoursMin: String(test.turnaroundHoursMin),
    turnaroundHoursMax: String(test.turnaroundHoursMax),
    fasting: prep.fastingHours !== null,
    fastingHours: prep.fastingHours ?? '',
    preparationNotes: prep.notes,
    loinc: test.loinc ?? '',
    clinicianOrderOnly: test.clinicianOrderOnly,
    active: test.active,
    analytes: test.analytes.map((a) => ({
      key: a.id,
      id: a.id,
      code: a.code,
      name: a.name,
      loinc: a.loinc ?? '',
      unit: a.unit,
      valueType: a.valueType,
      decimals: String(a.decimals),
      physicalMin: text(a.physicalMin),
      physicalMax: text(a.physicalMax),
      ranges: a.ranges.map((r) => ({
        key: newKey(),
        sex: r.sex,
        ageMinYears: String(r.ageMinYears),
        ageMaxYears: String(r.ageMaxYears),
        low: text(r.low),
        high: text(r.high),
        criticalLow: text(r.criticalLow),
        criticalHigh: text(r.criticalHigh),
        normalText: r.normalText ?? '',
      })),
    })),
  };
}

/** The problems only the form can see: the schema gets the preparation as one text. */
export function testFormChecks(form: TestForm): Record<string, string> {
  return form.fasting && !FASTING_HOURS_PATTERN.test(form.fastingHours.trim()) ? { fastingHours: 'Give the fasting hours, such as 8-12 or 10.' } : {};
}

/** Where a schema issue is shown: the body's names that differ from the form's. */
export const testFieldOf = (path: string) => (path === 'priceCents' ? 'price' : path === 'preparation' ? 'preparationNotes' : path);

/** The request body, before the schema checks it. */
export function testBodyFrom(form: TestForm): unknown {
  return {
    code: form.code,
    name: form.name,
    category: form.category,
    description: form.description,
    preparation: joinPreparation(form.fasting ? form.fastingHours : null, form.preparationNotes),
    priceCents: parseDollars(form.price) ?? Number.NaN,
    specimenType: form.specimenType,
    turnaroundHoursMin: required(form.turnaroundHoursMin),
    turnaroundHoursMax: required(form.turnaroundHoursMax),
    loinc: form.loinc,
    clinicianOrderOnly: form.clinicianOrderOnly,
    active: form.active,
    analytes: form.analytes.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      code: a.code,
      name: a.name,
      loinc: a.loinc,
      unit: a.unit,
      valueType: a.valueType,
      decimals: required(a.decimals),
      physicalMin: a.valueType === 'numeric' ? optional(a.physicalMin) : null,
      physicalMax: a.valueType === 'numeric' ? optional(a.physicalMax) : null,
      ranges: a.ranges.map((r) => ({
        sex: r.sex,
        ageMinYears: required(r.ageMinYears),
        ageMaxYears: required(r.ageMaxYears),
        low: a.valueType === 'numeric' ? optional(r.low) : null,
        high: a.valueType === 'numeric' ? optional(r.high) : null,
        criticalLow: a.valueType === 'numeric' ? optional(r.criticalLow) : null,
        criticalHigh: a.valueType === 'numeric' ? optional(r.criticalHigh) : null,
        normalText: a.valueType === 'qualitative' ? r.normalText : null,
      })),
    })),
  };
}
