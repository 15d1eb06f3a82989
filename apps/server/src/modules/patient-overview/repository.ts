import { and, count, desc, eq, inArray, isNotNull, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SETTLED_ORDER_STATUSES } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { orderEvents, orderItems, orders, patients, questionnaireAnalyses, questionnaireResponses, questionnaireSessions, results, users } from '../../db/schema';
import type { Principal } from '../../auth/principal';
import { orderScope } from '../../auth/scopes';
import { sessionBegun } from '../questionnaires/repository';

/** A patient record with its primary doctor's name: by the record's id, or by the account it belongs to. */
export async function findRecord(db: Executor, key: { id: string } | { userId: string }) {
  const where = 'id' in key ? eq(patients.id, key.id) : eq(patients.userId, key.userId);
  const [row] = await db
    .select({ patient: patients, doctorName: users.fullName, doctorEmail: users.email })
    .from(patients)
    .leftJoin(users, eq(users.id, patients.primaryDoctorId))
    .where(where)
    .limit(1);
  return row;
}

export type RecordRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;

/** The name on an account (a new record is named as its account is). */
export async function accountName(db: Executor, userId: string): Promise<string | null | undefined> {
  const [account] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return account?.fullName;
}

/** Creates a record unless one exists (a parallel request may have just created it). */
export async function insertRecordIfAbsent(db: Executor, values: typeof patients.$inferInsert): Promise<void> {
  await db.insert(patients).values(values).onConflictDoNothing();
}

export async function updateRecord(db: Executor, id: string, values: Partial<typeof patients.$inferInsert>) {
  await db
    .update(patients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(patients.id, id));
}

/** The patient's orders the caller may see (patient: own; doctor: their patients'). */
const ordersOf = (principal: Principal, patientId: string) => and(eq(orders.patientId, patientId), orderScope(principal)) as SQL;

export async function countActiveQuestionnaires(db: Executor, patientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionnaireSessions)
    .where(and(eq(questionnaireSessions.patientId, patientId), eq(questionnaireSessions.status, 'in_progress'), sessionBegun()));
  return row?.n ?? 0;
}

export async function countTests(db: Executor, principal: Principal, patientId: string) {
  const [row] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${notInArray(orders.status, [...SETTLED_ORDER_STATUSES])})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(ordersOf(principal, patientId));
  return { completed: row?.completed ?? 0, pending: row?.pending ?? 0 };
}

/** The newest released value of each analyte the patient has been tested for (flags only). */
export async function latestReleasedFlags(db: Executor, principal: Principal, patientId: string) {
  return db
    .selectDistinctOn([results.analyteId], { analyteId: results.analyteId, flag: results.flag })
    .from(results)
    .innerJoin(orders, eq(orders.id, results.orderId))
    .where(
      and(
        ordersOf(principal, patientId),
        eq(orders.status, 'completed'),
        isNotNull(orders.resultsReleasedAt),
        inArray(results.status, ['final', 'corrected']),
      ),
    )
    .orderBy(results.analyteId, desc(orders.resultsReleasedAt), desc(results.recordedAt), desc(results.version));
}

/** Activity rows strictly older than the cursor, in the dashboard's order (timestamp, then item id, descending). */
export type ActivityPage = { limit: number; before?: { timestamp: string; id: string } | undefined };

/**
 * The ordering key of one activity source: its timestamp to the millisecond (what the API shows) and
 * the item id it is shown under (`prefix:uuid`), compared byte-wise so that SQL and the merge agree.
 */
function activityKey(at: SQL | AnyColumn, prefix: string, rowId: AnyColumn) {
  const ms = sql`date_trunc('milliseconds', ${at})`;
  const itemId = sql`(${prefix + ':'} || ${rowId}::text) collate "C"`;
  return {
    order: [desc(ms), desc(itemId)],
    after: (before: ActivityPage['before']) =>
      before ? sql`(${ms} < ${before.timestamp}::timestamptz or (${ms} = ${before.timestamp}::timestamptz and ${itemId} < ${before.id}))` : undefined,
  };
}

const actors = alias(users, 'actor');

/** Order status changes of the patient's orders the caller may see, with who made them. */
export async function recentOrderEvents(db: Executor, principal: Principal, patientId: string, page: ActivityPage) {
  const key = activityKey(orderEvents.createdAt, 'order-event', orderEvents.id);
  return db
    .select({
      id: orderEvents.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      at: orderEvents.createdAt,
      actorId: orderEvents.actorId,
      actorRole: orderEvents.actorRole,
      actorName: actors.fullName,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(actors, eq(actors.id, orderEvents.actorId))
    .where(and(ordersOf(principal, patientId), key.after(page.before)))
    .orderBy(...key.order)
    .limit(page.limit);
}

/** Test codes per order, for activity descriptions. */
export async function testCodesOf(db: Executor, orderIds: string[]): Promise<Map<string, string[]>> {
  const byOrder = new Map<string, string[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: orderItems.orderId, code: orderItems.testCode })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.testCode);
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row.code]);
  return byOrder;
}

/** The patient's questionnaire sessions: started, or finished (completed or stopped) when they have been. */
export async function recentSessions(db: Executor, patientId: string, page: ActivityPage) {
  const at = sql`coalesce(${questionnaireSessions.completedAt}, ${questionnaireSessions.createdAt})`;
  const key = activityKey(at, 'session', questionnaireSessions.id);
  return db
    .select({
      id: questionnaireSessions.id,
      sessionType: questionnaireSessions.sessionType,
      status: questionnaireSessions.status,
      at: sql<Date>`${at}`.mapWith(questionnaireSessions.createdAt),
      startedBy: questionnaireSessions.startedBy,
      starterRole: actors.role,
      starterName: actors.fullName,
      answered: sql<number>`(select count(*) from ${questionnaireResponses} where ${questionnaireResponses.sessionId} = ${questionnaireSessions.id})`.mapWith(Number),
    })
    .from(questionnaireSessions)
    .leftJoin(actors, eq(actors.id, questionnaireSessions.startedBy))
    .where(and(eq(questionnaireSessions.patientId, patientId), sessionBegun(), key.after(page.before)))
    .orderBy(...key.order)
    .limit(page.limit);
}

/** Analyses of the patient's sessions that recommended tests, with how many. */
export async function recentRecommendations(db: Executor, patientId: string, page: ActivityPage) {
  const key = activityKey(questionnaireAnalyses.createdAt, 'recommendation', questionnaireAnalyses.sessionId);
  const recommended = sql`case when jsonb_typeof(${questionnaireAnalyses.recommendations}) = 'array' then jsonb_array_length(${questionnaireAnalyses.recommendations}) else 0 end`;
  return db
    .select({
      sessionId: questionnaireAnalyses.sessionId,
      at: questionnaireAnalyses.createdAt,
      recommended: sql<number>`${recommended}`.mapWith(Number),
    })
    .from(questionnaireAnalyses)
    .innerJoin(questionnaireSessions, eq(questionnaireSessions.id, questionnaireAnalyses.sessionId))
    .where(and(eq(questionnaireSessions.patientId, patientId), sql`${recommended} > 0`, key.after(page.before)))
    .orderBy(...key.order)
    .limit(page.limit);
}
