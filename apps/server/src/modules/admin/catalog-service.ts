import {
  ADMIN_MESSAGES,
  splitPreparation,
  turnaroundDaysFor,
  type AdminTest,
  type AdminTestSummary,
  type TestCategory,
  type SpecimenType,
  type adminTestInput,
  type adminTestListQuery,
} from '@labwise/domain';
import type { z } from 'zod';
import type { requestContext } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import {
  analytesOf,
  analytesWithResults,
  deleteAnalytesExcept,
  deleteTest,
  findTestByCode,
  findTestWithCounts,
  insertTest,
  listTests,
  parkAnalyteCodes,
  saveAnalyte,
  updateTest,
  type TestValues,
} from './catalog-repository';
import { isUniqueViolation } from './unique-violation';

type Ctx = ReturnType<typeof requestContext>;
type TestInput = z.output<typeof adminTestInput>;
type Row = NonNullable<Awaited<ReturnType<typeof findTestWithCounts>>>;

function toSummary({ test, analyteCount, labCount, orderCount }: Row): AdminTestSummary {
  return {
    id: test.id,
    code: test.code,
    name: test.name,
    category: test.category as TestCategory,
    priceCents: test.priceCents,
    turnaroundHoursMin: test.turnaroundHoursMin,
    turnaroundHoursMax: test.turnaroundHoursMax,
    turnaroundDays: test.turnaroundDays,
    active: test.active,
    clinicianOrderOnly: test.clinicianOrderOnly,
    fasting: splitPreparation(test.preparation).fastingHours !== null,
    analyteCount,
    labCount,
    orderCount,
    updatedAt: test.updatedAt.toISOString(),
  };
}

function testValues(input: TestInput): TestValues {
  return {
    code: input.code,
    name: input.name,
    category: input.category,
    description: input.description,
    preparation: input.preparation,
    priceCents: input.priceCents,
    specimenType: input.specimenType,
    turnaroundHoursMin: input.turnaroundHoursMin,
    turnaroundHoursMax: input.turnaroundHoursMax,
    turnaroundDays: turnaroundDaysFor(input.turnaroundHoursMax),
    loinc: input.loinc,
    clinicianOrderOnly: input.clinicianOrderOnly,
    active: input.active,
  };
}

async function load(db: Executor, id: string): Promise<AdminTest> {
  const row = await findTestWithCounts(db, id);
  if (!row) throw notFound();
  const analytes = await analytesOf(db, id);
  return {
    ...toSummary(row),
    description: row.test.description,
    preparation: row.test.preparation,
    specimenType: row.test.specimenType as SpecimenType,
    loinc: row.test.loinc,
    analytes: analytes.map(({ analyte, ranges }) => ({
      id: analyte.id,
      code: analyte.code,
      name: analyte.name,
      loinc: analyte.loinc,
      unit: analyte.unit,
      valueType: analyte.valueType as 'numeric' | 'qualitative',
      decimals: analyte.decimals,
      physicalMin: ranges[0]?.physicalMin ?? null,
      physicalMax: ranges[0]?.physicalMax ?? null,
      ranges: ranges.map((r) => ({
        sex: r.sex as 'any' | 'male' | 'female',
        ageMinYears: r.ageMinYears,
        ageMaxYears: r.ageMaxYears,
        low: r.low,
        high: r.high,
        criticalLow: r.criticalLow,
        criticalHigh: r.criticalHigh,
        normalText: r.normalText,
      })),
    })),
  };
}

/** A duplicate code is checked first for a clear message, and again by the unique index under races. */
async function guardCode<T>(db: Executor, code: string, exceptId: string | null, write: () => Promise<T>): Promise<T> {
  const existing = await findTestByCode(db, code);
  if (existing && existing.id !== exceptId) throw conflict(ADMIN_MESSAGES.testCodeTaken(code));
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tests_code_key')) throw conflict(ADMIN_MESSAGES.testCodeTaken(code));
    throw error;
  }
}

/** Catalog administration: create, edit, deactivate, and delete only what was never ordered. */
export function createAdminCatalogService(db: Database) {
  return {
    async list(query: z.output<typeof adminTestListQuery>): Promise<AdminTestSummary[]> {
      return (await listTests(db, query)).map(toSummary);
    },

    detail: (id: string) => load(db, id),

    async create(ctx: Ctx, input: TestInput): Promise<AdminTest> {
      if (input.analytes.some((a) => a.id)) throw badRequest('A new test has no existing analytes: leave out analyte ids.');
      return db.transaction(async (tx) => {
        const id = await guardCode(tx, input.code, null, () => insertTest(tx, testValues(input)));
        for (const [order, analyte] of input.analytes.entries()) await saveAnalyte(tx, id, analyte, order);
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'test', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return load(tx, id);
      });
    },

    async update(ctx: Ctx, id: string, input: TestInput): Promise<AdminTest> {
      return db.transaction(async (tx) => {
        const current = await findTestWithCounts(tx, id);
        if (!current) throw notFound();
        const existing = await analytesOf(tx, id);
        const existingIds = new Set(existing.map((e) => e.analyte.id));
        const unknown = input.analytes.find((a) => a.id && !existingIds.has(a.id));
        if (unknown) throw badRequest(`The analyte ${unknown.code} does not belong to this test: reload and try again.`);

        const keep = input.analytes.flatMap((a) => (a.id ? [a.id] : []));
        const removed = existing.filter((e) => !keep.includes(e.analyte.id));
        const withResults = await analytesWithResults(tx, removed.map((e) => e.analyte.id));
        const blocked = removed.find((e) => withResults.has(e.analyte.id));
        if (blocked) throw conflict(ADMIN_MESSAGES.analyteHasResults(blocked.analyte.name));

        await guardCode(tx, input.code, id, () => updateTest(tx, id, testValues(input)));
        await deleteAnalytesExcept(tx, id, keep);
        const renamed = existing.filter((e) => input.analytes.some((a) => a.id === e.analyte.id && a.code !== e.analyte.code));
        await parkAnalyteCodes(tx, renamed.map((e) => e.analyte.id));
        for (const [order, analyte] of input.analytes.entries()) await saveAnalyte(tx, id, analyte, order);
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'test', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return load(tx, id);
      });
    },

    async setActive(ctx: Ctx, id: string, active: boolean): Promise<AdminTest> {
      return db.transaction(async (tx) => {
        if (!(await updateTest(tx, id, { active }))) throw notFound();
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'test', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return load(tx, id);
      });
    },

    async remove(ctx: Ctx, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findTestWithCounts(tx, id);
        if (!row) throw notFound();
        if (row.orderCount > 0) throw conflict(ADMIN_MESSAGES.testOrdered);
        await deleteTest(tx, id);
        await audit(tx, { actor: ctx.principal, action: 'delete', resourceType: 'test', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
      });
    },
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
