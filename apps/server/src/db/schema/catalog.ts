import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SPECIMEN_TYPES, TEST_CATEGORIES } from '@labwise/domain';
import { id, oneOf, parentRef, timestamps } from './helpers';

/** The test catalog (brief §3 Test). Money in integer cents; retired tests stay for history. */
export const tests = pgTable(
  'tests',
  {
    id: id(),
    code: text().notNull(),
    name: text().notNull(),
    loinc: text(),
    category: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    /** Null means the UI shows 'No special preparation required'. */
    preparation: text(),
    specimenType: text().notNull().default('blood'),
    turnaroundHoursMin: integer().notNull().default(24),
    turnaroundHoursMax: integer().notNull().default(48),
    turnaroundDays: integer().notNull().default(2),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Tests a patient may not order for themselves (e.g. D-dimer). */
    clinicianOrderOnly: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    /** Lower-cased name, code and description: substring search compares this with LIKE. */
    searchText: text().generatedAlwaysAs(sql`lower(name || ' ' || code || ' ' || description)`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tests_code_key').on(t.code),
    index('tests_category_idx').on(t.category),
    index('tests_name_idx').on(sql`lower(${t.name})`),
    index('tests_price_idx').on(t.priceCents),
    // The catalog's Fastest Turnaround sort (Most Popular is computed from ratings and orders).
    index('tests_turnaround_idx').on(t.turnaroundHoursMax, t.turnaroundHoursMin, t.name),
    oneOf('tests_category_check', t.category, TEST_CATEGORIES),
    oneOf('tests_specimen_check', t.specimenType, SPECIMEN_TYPES),
    check('tests_price_check', sql`${t.priceCents} >= 0`),
    check(
      'tests_turnaround_check',
      sql`${t.turnaroundHoursMin} > 0 and ${t.turnaroundHoursMax} >= ${t.turnaroundHoursMin}`,
    ),
  ],
);

/** The measured quantities of a test (e.g. CBC → WBC, RBC, hemoglobin …). */
export const testAnalytes = pgTable(
  'test_analytes',
  {
    id: id(),
    testId: parentRef(() => tests.id),
    code: text().notNull(),
    name: text().notNull(),
    loinc: text(),
    unit: text().notNull().default(''),
    valueType: text().notNull().default('numeric'),
    sortOrder: integer().notNull().default(0),
    decimals: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('test_analytes_test_code_key').on(t.testId, t.code),
    oneOf('test_analytes_value_type_check', t.valueType, ['numeric', 'qualitative']),
  ],
);

/** Reference, critical and physically possible ranges of an analyte by sex and age. */
export const testReferenceRanges = pgTable(
  'test_reference_ranges',
  {
    id: id(),
    analyteId: parentRef(() => testAnalytes.id),
    sex: text().notNull().default('any'),
    ageMinYears: integer().notNull().default(18),
    ageMaxYears: integer().notNull().default(120),
    low: numeric({ mode: 'number' }),
    high: numeric({ mode: 'number' }),
    criticalLow: numeric({ mode: 'number' }),
    criticalHigh: numeric({ mode: 'number' }),
    physicalMin: numeric({ mode: 'number' }),
    physicalMax: numeric({ mode: 'number' }),
    /** For qualitative analytes, the normal answer (e.g. 'Negative'). */
    normalText: text(),
  },
  (t) => [
    index('test_reference_ranges_analyte_idx').on(t.analyteId),
    oneOf('test_reference_ranges_sex_check', t.sex, ['male', 'female', 'any']),
    check(
      'test_reference_ranges_age_check',
      sql`${t.ageMinYears} >= 0 and ${t.ageMaxYears} >= ${t.ageMinYears}`,
    ),
  ],
);
