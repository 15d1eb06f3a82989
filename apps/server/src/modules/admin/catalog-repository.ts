import { and, asc, eq, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnalyteInput } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { labTests, orderItems, results, testAnalytes, testReferenceRanges, tests } from '../../db/schema';
import { likePattern } from '../catalog/repository';

// Spelled out: drizzle leaves a single-table select's columns unqualified, and inside these
// subqueries a bare "id" would mean the inner table's id.
const testId = sql.raw('"tests"."id"');
const counts = {
  analyteCount: sql<number>`(select count(*)::int from ${testAnalytes} where ${testAnalytes.testId} = ${testId})`,
  labCount: sql<number>`(select count(*)::int from ${labTests} where ${labTests.testId} = ${testId} and ${labTests.active})`,
  orderCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.testId} = ${testId})`,
};

/** The whole catalog as administrators see it, retired tests included, with usage counts. */
export function listTests(db: Executor, filter: { q?: string; status: 'all' | 'active' | 'inactive'; limit: number }) {
  const where: SQL[] = [];
  // The same stored, lower-cased search text the catalog search uses (kept by the database).
  if (filter.q) where.push(like(tests.searchText, likePattern(filter.q.toLowerCase())));
  if (filter.status !== 'all') where.push(eq(tests.active, filter.status === 'active'));
  return db
    .select({ test: tests, ...counts })
    .from(tests)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(sql`lower(${tests.name})`))
    .limit(filter.limit);
}

export async function findTestWithCounts(db: Executor, id: string) {
  const [row] = await db.select({ test: tests, ...counts }).from(tests).where(eq(tests.id, id)).limit(1);
  return row;
}

export async function findTestByCode(db: Executor, code: string) {
  const [row] = await db.select({ id: tests.id }).from(tests).where(eq(tests.code, code)).limit(1);
  return row;
}

export async function analytesOf(db: Executor, testId: string) {
  const analytes = await db.select().from(testAnalytes).where(eq(testAnalytes.testId, testId)).orderBy(asc(testAnalytes.sortOrder), asc(testAnalytes.code));
  const ranges = analytes.length
    ? await db
        .select()
        .from(testReferenceRanges)
        .where(inArray(testReferenceRanges.analyteId, analytes.map((a) => a.id)))
        .orderBy(asc(testReferenceRanges.sex), asc(testReferenceRanges.ageMinYears))
    : [];
  return analytes.map((a) => ({ analyte: a, ranges: ranges.filter((r) => r.analyteId === a.id) }));
}

export type TestValues = Omit<typeof tests.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'searchText'>;

export async function insertTest(db: Executor, values: TestValues) {
  const [row] = await db.insert(tests).values(values).returning({ id: tests.id });
  return row!.id;
}

export async function updateTest(db: Executor, id: string, values: Partial<TestValues>) {
  const [row] = await db.update(tests).set({ ...values, updatedAt: new Date() }).where(eq(tests.id, id)).returning({ id: tests.id });
  return row;
}

export async function deleteTest(db: Executor, id: string) {
  await db.delete(tests).where(eq(tests.id, id));
}

/** Which of these analytes already have recorded results (those cannot be removed). */
export async function analytesWithResults(db: Executor, analyteIds: string[]): Promise<Set<string>> {
  if (analyteIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: results.analyteId }).from(results).where(inArray(results.analyteId, analyteIds));
  return new Set(rows.map((r) => r.id));
}

export async function deleteAnalytesExcept(db: Executor, testId: string, keep: string[]) {
  await db.delete(testAnalytes).where(and(eq(testAnalytes.testId, testId), keep.length ? notInArray(testAnalytes.id, keep) : undefined));
}

function analyteValues(a: AnalyteInput, sortOrder: number) {
  return { code: a.code, name: a.name, loinc: a.loinc, unit: a.unit, valueType: a.valueType, decimals: a.decimals, sortOrder };
}

/** Writes an analyte (new or existing) and replaces its ranges; physical bounds go on every range row. */
export async function saveAnalyte(db: Executor, testId: string, a: AnalyteInput, sortOrder: number) {
  let analyteId = a.id;
  if (analyteId) {
    await db.update(testAnalytes).set(analyteValues(a, sortOrder)).where(eq(testAnalytes.id, analyteId));
    await db.delete(testReferenceRanges).where(eq(testReferenceRanges.analyteId, analyteId));
  } else {
    const [row] = await db.insert(testAnalytes).values({ testId, ...analyteValues(a, sortOrder) }).returning({ id: testAnalytes.id });
    analyteId = row!.id;
  }
  await db.insert(testReferenceRanges).values(
    a.ranges.map((r) => ({
      analyteId,
      sex: r.sex,
      ageMinYears: r.ageMinYears,
      ageMaxYears: r.ageMaxYears,
      low: a.valueType === 'numeric' ? r.low : null,
      high: a.valueType === 'numeric' ? r.high : null,
      criticalLow: a.valueType === 'numeric' ? r.criticalLow : null,
      criticalHigh: a.valueType === 'numeric' ? r.criticalHigh : null,
      physicalMin: a.valueType === 'numeric' ? a.physicalMin : null,
      physicalMax: a.valueType === 'numeric' ? a.physicalMax : null,
      normalText: a.valueType === 'qualitative' ? r.normalText : null,
    })),
  );
}

/** Frees the codes of analytes about to be renamed, so two analytes may swap codes in one save. */
export async function parkAnalyteCodes(db: Executor, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(testAnalytes).set({ code: sql`'~' || ${testAnalytes.id}::text` }).where(inArray(testAnalytes.id, ids));
}
