import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { labTests, labs, orders } from '../../db/schema';

/** Every lab with how many tests it offers and how many orders are active there. */
export async function labsWithCounts(db: Executor) {
  return db
    .select({
      lab: labs,
      availableTests: sql<number>`(select count(*)::int from ${labTests} where ${labTests.labId} = ${labs.id} and ${labTests.active})`,
      activeOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.labId} = ${labs.id} and ${orders.status} not in ('results_ready', 'completed', 'cancelled'))`,
    })
    .from(labs)
    .orderBy(asc(labs.name));
}

export async function findLab(db: Executor, id: string) {
  const [row] = await db.select().from(labs).where(eq(labs.id, id)).limit(1);
  return row;
}
