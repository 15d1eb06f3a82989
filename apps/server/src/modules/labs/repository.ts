import { and, asc, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FIGURES_WINDOW_DAYS, FINISHED_ORDER_STATUSES, WITH_RESULTS_STATUSES } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { orderScope } from '../../auth/scopes';
import type { Executor } from '../../db/database';
import { labTests, labs, orderEvents, orders, partnershipRequests, tests } from '../../db/schema';
import { listOrders } from '../orders/repository';
import { labRatingCountOf, labRatingOf } from '../ratings/repository';

/** The outer lab's id, qualified: inside a subquery on orders a bare "id" would mean orders.id. */
const outerLabId = sql.raw('"labs"."id"');

const RESULT_STATUSES = sql.raw(WITH_RESULTS_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Mean hours from sample collection to results at a lab, over the orders whose results came in the
 * last FIGURES_WINDOW_DAYS days, from the orders' status events (one decimal; null without any).
 * Results are the first move to Results Ready, or to Completed for a self-order released at once.
 */
export const labTurnaroundOf = (labId: SQLWrapper): SQL<number | null> => sql<number | null>`(
  select round((avg(extract(epoch from t.done - t.collected)) / 3600)::numeric, 1)::float8
  from (
    select min(e.created_at) filter (where e.to_status = 'sample_collected') as collected,
           min(e.created_at) filter (where e.to_status in (${RESULT_STATUSES})) as done
    from ${orderEvents} e inner join ${orders} o on o.id = e.order_id
    where o.lab_id = ${labId} and e.to_status in ('sample_collected', ${RESULT_STATUSES})
    group by e.order_id
  ) t
  where t.collected is not null and t.done > t.collected and t.done >= now() - make_interval(days => ${FIGURES_WINDOW_DAYS})
)`;

/**
 * Labs (all, or one) with how many tests each offers, how many orders are active there, and the
 * figures computed from activity: rating (from lab_ratings) and measured turnaround (from events).
 */
export async function labsWithCounts(db: Executor, id?: string) {
  return db
    .select({
      lab: labs,
      availableTests: sql<number>`(select count(*)::int from ${labTests} where ${labTests.labId} = ${outerLabId} and ${labTests.active})`,
      activeOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.labId} = ${outerLabId} and ${notInArray(orders.status, [...FINISHED_ORDER_STATUSES])})`,
      rating: labRatingOf(outerLabId),
      ratingCount: labRatingCountOf(outerLabId),
      averageTurnaroundHours: labTurnaroundOf(outerLabId),
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

/** The first `limit` orders at the lab that the caller may see. */
export function visibleOrdersAt(db: Executor, principal: Principal, labId: string, limit: number) {
  return listOrders(db, and(eq(orders.labId, labId), orderScope(principal)) as SQL, limit);
}

export async function insertPartnershipRequest(db: Executor, labId: string, userId: string, note: string | null) {
  await db.insert(partnershipRequests).values({ labId, requestedBy: userId, note });
}
