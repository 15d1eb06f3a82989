import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { afterCursor, sortInstant } from '../../db/keyset';
import type { Cursor } from '../../http/cursor';
import { labs, orderItems, orders, patients, resultReports, results, specimens, testAnalytes, testReferenceRanges, users } from '../../db/schema';

export async function analytesForItems(db: Executor, orderId: string) {
  return db
    .select({
      orderItemId: orderItems.id,
      testCode: orderItems.testCode,
      testName: orderItems.testName,
      analyteId: testAnalytes.id,
      code: testAnalytes.code,
      name: testAnalytes.name,
      loinc: testAnalytes.loinc,
      unit: testAnalytes.unit,
      valueType: testAnalytes.valueType,
      decimals: testAnalytes.decimals,
      sortOrder: testAnalytes.sortOrder,
    })
    .from(orderItems)
    .innerJoin(testAnalytes, eq(testAnalytes.testId, orderItems.testId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.testCode), asc(testAnalytes.sortOrder));
}

export async function rangesFor(db: Executor, analyteIds: string[]) {
  if (analyteIds.length === 0) return [];
  return db.select().from(testReferenceRanges).where(inArray(testReferenceRanges.analyteId, analyteIds));
}

export async function patientOf(db: Executor, patientId: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, patientId)).limit(1);
  return row;
}

/** The newest version of each analyte's result for an order. */
export function latestResults(db: Executor, orderId: string) {
  return latestResultsOf(db, [orderId]);
}

/**
 * One page (`limit + 1` rows) of a patient's released orders within `scope` (an order scope from
 * auth/scopes), newest release first, read in the order of orders_patient_released_idx.
 */
export async function releasedOrders(db: Executor, scope: SQL, patientId: string, page: { limit: number; after?: Cursor }) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      patientId: orders.patientId,
      status: orders.status,
      orderingDoctorId: orders.orderingDoctorId,
      createdAt: orders.createdAt,
      releasedAt: orders.resultsReleasedAt,
      sortAt: sortInstant(orders.resultsReleasedAt),
      labName: labs.name,
    })
    .from(orders)
    .leftJoin(labs, eq(labs.id, orders.labId))
    .where(
      and(
        eq(orders.patientId, patientId),
        scope,
        eq(orders.status, 'completed'),
        isNotNull(orders.resultsReleasedAt),
        afterCursor(orders.resultsReleasedAt, orders.id, page.after),
      ),
    )
    // NULLS LAST as the index declares it, so the page is read in index order.
    .orderBy(sql`${orders.resultsReleasedAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(page.limit + 1);
}

/** The newest version of each analyte's result for each of these orders. */
export async function latestResultsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([results.orderId, results.orderItemId, results.analyteId], {
      result: results,
      analyteCode: testAnalytes.code,
      analyteName: testAnalytes.name,
      loinc: testAnalytes.loinc,
      testCode: orderItems.testCode,
      sortOrder: testAnalytes.sortOrder,
    })
    .from(results)
    .innerJoin(testAnalytes, eq(testAnalytes.id, results.analyteId))
    .innerJoin(orderItems, eq(orderItems.id, results.orderItemId))
    .where(inArray(results.orderId, orderIds))
    .orderBy(results.orderId, results.orderItemId, results.analyteId, desc(results.version));
}

/** The newest report (lab and doctor comments) of each of these orders. */
export async function latestReportsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([resultReports.orderId])
    .from(resultReports)
    .where(inArray(resultReports.orderId, orderIds))
    .orderBy(resultReports.orderId, desc(resultReports.version));
}

export async function latestReport(db: Executor, orderId: string) {
  const [row] = await db.select().from(resultReports).where(eq(resultReports.orderId, orderId)).orderBy(desc(resultReports.version)).limit(1);
  return row;
}

/** A specimen label number: date plus random, unique by index (retry on the rare clash). */
export function newAccessionNumber(at = new Date()): string {
  return `LW-${at.toISOString().slice(2, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function specimenOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({ specimen: specimens, collectorName: users.fullName })
    .from(specimens)
    .leftJoin(users, eq(users.id, specimens.collectedBy))
    .where(eq(specimens.orderId, orderId))
    .orderBy(desc(specimens.collectedAt))
    .limit(1);
  return row;
}


/**
 * Current (final or corrected) numeric values of one analyte for a patient, in the given orders,
 * together with every analyte of the same LOINC code: glucose from a metabolic panel and from the
 * glucose test are one measurement, so they make one trend.
 */
export async function analyteHistory(db: Executor, analyteId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const sameMeasurement = sql`${results.analyteId} in (
    select other.id from ${testAnalytes} other
    join ${testAnalytes} chosen on chosen.id = ${analyteId}
    where other.id = chosen.id or (chosen.loinc is not null and other.loinc = chosen.loinc))`;
  return db
    .select({ value: results.valueNumeric, unit: results.unit, flag: results.flag, recordedAt: results.recordedAt, orderId: results.orderId })
    .from(results)
    .where(and(sameMeasurement, inArray(results.orderId, orderIds), inArray(results.status, ['final', 'corrected'])))
    .orderBy(asc(results.recordedAt));
}

/** A user's name and e-mail, for naming them in critical-value messages. */
export async function personOf(db: Executor, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db.select({ id: users.id, fullName: users.fullName, email: users.email, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The lab's on-call contact for critical values on self-orders (all three fields or none). */
export async function labOnCallOf(db: Executor, labId: string | null) {
  if (!labId) return null;
  const [row] = await db.select({ name: labs.onCallName, phone: labs.onCallPhone, email: labs.onCallEmail }).from(labs).where(eq(labs.id, labId)).limit(1);
  return row?.name && row.phone && row.email ? { name: row.name, phone: row.phone, email: row.email } : null;
}

/** The lab's name and phone, for the on-call mail. */
export async function labContactOf(db: Executor, labId: string | null) {
  if (!labId) return null;
  const [row] = await db.select({ name: labs.name, phone: labs.phone }).from(labs).where(eq(labs.id, labId)).limit(1);
  return row ?? null;
}

export async function insertSpecimen(db: Executor, values: typeof specimens.$inferInsert) {
  const [row] = await db.insert(specimens).values(values).returning();
  if (!row) throw new Error('specimen not recorded');
  return row;
}

/** The doctor's release of a report: when, by whom, with which comment. */
export async function markReportReleased(db: Executor, reportId: string, releasedBy: string, doctorComment: string | null): Promise<void> {
  await db.update(resultReports).set({ releasedAt: new Date(), releasedBy, doctorComment }).where(eq(resultReports.id, reportId));
}

/** The highest result version stored for an order; 0 before the first upload. */
export async function latestResultVersion(db: Executor, orderId: string): Promise<number> {
  const [row] = await db.select({ version: max(results.version) }).from(results).where(eq(results.orderId, orderId));
  return row?.version ?? 0;
}

/** Marks one version of an order's results superseded (a correction replaces it). */
export async function supersedeResults(db: Executor, orderId: string, version: number): Promise<void> {
  await db.update(results).set({ status: 'superseded' }).where(and(eq(results.orderId, orderId), eq(results.version, version)));
}

/** Stores one upload: its result rows and its report. */
export async function insertResultVersion(db: Executor, rows: (typeof results.$inferInsert)[], report: typeof resultReports.$inferInsert): Promise<void> {
  await db.insert(results).values(rows);
  await db.insert(resultReports).values(report);
}
