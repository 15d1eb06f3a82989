import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { FINISHED_ORDER_STATUSES, WITH_RESULTS_STATUSES } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { labTests, labs, orders, partnershipRequests, tests } from '../../db/schema';

/** Labs (all, or one) with how many tests each offers and how many orders are active there. */
/** The outer lab's id, qualified: inside a subquery on orders a bare "id" would mean orders.id. */
const outerLabId = sql.raw('"labs"."id"');

export async function labsWithCounts(db: Executor, id?: string) {
  return db
    .select({
      lab: labs,
      availableTests: sql<number>`(select count(*)::int from ${labTests} where ${labTests.labId} = ${outerLabId} and ${labTests.active})`,
      activeOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.labId} = ${outerLabId} and ${notInArray(orders.status, [...FINISHED_ORDER_STATUSES])})`,
    })
    .from(labs)
    .where(id ? eq(labs.id, id) : undefined)
    .orderBy(asc(labs.name));
}

export async function findLab(db: Executor, id: string) {
  const [row] = await db.select().from(labs).where(eq(labs.id, id)).limit(1);
  return row;
}

export async function testsAtLab(db: Executor, labId: string) {
  return db
    .select({ id: tests.id, code: tests.code, name: tests.name, priceCents: tests.priceCents })
    .from(labTests)
    .innerJoin(tests, eq(tests.id, labTests.testId))
    .where(and(eq(labTests.labId, labId), eq(labTests.active, true), eq(tests.active, true)))
    .orderBy(asc(tests.name));
}

export async function orderFigures(db: Executor, labId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${inArray(orders.status, [...WITH_RESULTS_STATUSES])})::int`,
      cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')::int`,
    })
    .from(orders)
    .where(eq(orders.labId, labId));
  return row ?? { total: 0, completed: 0, cancelled: 0 };
}

export async function insertPartnershipRequest(db: Executor, labId: string, userId: string, note: string | null) {
  await db.insert(partnershipRequests).values({ labId, requestedBy: userId, note });
}
