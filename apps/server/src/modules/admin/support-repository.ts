import { and, eq, inArray, min } from 'drizzle-orm';
import type { OrderStatus } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { labs, orderEvents, orders } from '../../db/schema';

/** An order by its number, with its lab's name: the columns support may see, nothing else. */
export async function orderForSupport(db: Executor, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, patientId: orders.patientId, createdAt: orders.createdAt, labName: labs.name })
    .from(orders)
    .leftJoin(labs, eq(labs.id, orders.labId))
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  return row;
}

/** When the order first reached each of these statuses (from its status history). */
export async function firstReached(db: Executor, orderId: string, statuses: readonly OrderStatus[]): Promise<Map<OrderStatus, Date>> {
  const rows = await db
    .select({ status: orderEvents.toStatus, at: min(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.toStatus, [...statuses])))
    .groupBy(orderEvents.toStatus);
  return new Map(rows.filter((r) => r.at !== null).map((r) => [r.status, r.at!]));
}
