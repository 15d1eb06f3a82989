import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FIGURES_WINDOW_DAYS } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { orderScope } from '../../auth/scopes';
import type { Executor } from '../../db/database';
import { labRatings, labs, orderItems, orders, patients } from '../../db/schema';

/**
 * Ratings are stored once, as given. A lab's figures are aggregates computed here when read. A
 * test's rating and popularity are defined here too, but the catalog reads them from
 * `test_figures`, which triggers and a periodic refresh keep equal to these (ADR 0052; the
 * integration tests compare the two). The expressions take the outer row's id column, spelled
 * out where a subquery would shadow it.
 */

// Columns are written out with table aliases: drizzle leaves a single-table select's columns
// unqualified, and inside these subqueries a bare "id" or "order_id" could mean another table's.

/** Mean stars of a lab's ratings, one decimal, or null without any. */
export const labRatingOf = (labId: SQLWrapper): SQL<number | null> =>
  sql<number | null>`(select round(avg(lr.stars), 1)::float8 from ${labRatings} lr where lr.lab_id = ${labId})`;

export const labRatingCountOf = (labId: SQLWrapper): SQL<number> => sql<number>`(select count(*)::int from ${labRatings} lr where lr.lab_id = ${labId})`;

/** Ratings given on orders that included the test. */
const ratingsOfTest = (testId: SQLWrapper) =>
  sql`from ${labRatings} lr where lr.order_id in (select oi.order_id from ${orderItems} oi where oi.test_id = ${testId})`;

export const testRatingOf = (testId: SQLWrapper): SQL<number | null> => sql<number | null>`(select round(avg(lr.stars), 1)::float8 ${ratingsOfTest(testId)})`;
export const testRatingCountOf = (testId: SQLWrapper): SQL<number> => sql<number>`(select count(*)::int ${ratingsOfTest(testId)})`;

/** Orders (not cancelled) that included the test in the last FIGURES_WINDOW_DAYS days. */
export const testPopularityOf = (testId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(distinct oi.order_id)::int from ${orderItems} oi inner join ${orders} o on o.id = oi.order_id
    where oi.test_id = ${testId} and o.status <> 'cancelled' and o.created_at >= now() - make_interval(days => ${FIGURES_WINDOW_DAYS}))`;

/** The order, if the caller may see it, with what decides whether they may rate its lab. */
export async function orderToRate(db: Executor, principal: Principal, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      labId: orders.labId,
      labName: labs.name,
      patientId: orders.patientId,
      patientUserId: patients.userId,
      orderingDoctorId: orders.orderingDoctorId,
      releasedAt: orders.resultsReleasedAt,
    })
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(labs, eq(labs.id, orders.labId))
    .where(and(eq(orders.id, orderId), orderScope(principal)))
    .limit(1);
  return row;
}

export async function findRating(db: Executor, orderId: string, raterId: string) {
  const [row] = await db
    .select()
    .from(labRatings)
    .where(and(eq(labRatings.orderId, orderId), eq(labRatings.raterId, raterId)))
    .limit(1);
  return row;
}

/** Inserts the rating; returns nothing when this person has already rated this order. */
export async function insertRating(db: Executor, values: typeof labRatings.$inferInsert) {
  const [row] = await db.insert(labRatings).values(values).onConflictDoNothing({ target: [labRatings.orderId, labRatings.raterId] }).returning();
  return row;
}
