import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { labs, orderEvents, orderItems, orders, patients, users } from '../../db/schema';
import type { Principal } from '../../auth/principal';

/**
 * The orders a caller may see, as a SQL condition: own (patient), ordered by them or for their
 * patients (doctor), routed to their lab (technician). Administrators see none here.
 */
export function orderScope(principal: Principal): SQL {
  switch (principal.role) {
    case 'patient':
      return sql`${orders.patientId} in (select ${patients.id} from ${patients} where ${patients.userId} = ${principal.userId})`;
    case 'doctor':
      return or(
        eq(orders.orderingDoctorId, principal.userId),
        sql`${orders.patientId} in (select ${patients.id} from ${patients} where ${patients.primaryDoctorId} = ${principal.userId})`,
      ) as SQL;
    case 'lab_technician':
      return principal.labId ? eq(orders.labId, principal.labId) : sql`false`;
    case 'admin':
      return sql`false`;
  }
}

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  patientId: orders.patientId,
  patientName: patients.fullName,
  doctorId: orders.orderingDoctorId,
  labId: orders.labId,
  labName: labs.name,
  status: orders.status,
  priority: orders.priority,
  totalCents: orders.totalCents,
  notes: orders.notes,
  createdAt: orders.createdAt,
};

export async function listOrders(db: Executor, where: SQL, limit: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(labs, eq(labs.id, orders.labId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export type OrderRow = Awaited<ReturnType<typeof listOrders>>[number];

export async function itemsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.testCode));
}

export async function eventsOf(db: Executor, orderId: string) {
  return db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actorRole: orderEvents.actorRole,
      actorName: users.fullName,
      reason: orderEvents.reason,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function patientRecordOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(patients).where(eq(patients.userId, userId)).limit(1);
  return row;
}

export async function findPatient(db: Executor, id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  return row;
}

export async function findScopedOrder(db: Executor, principal: Principal, id: string) {
  const [row] = await listOrders(db, and(eq(orders.id, id), orderScope(principal)) as SQL, 1);
  return row;
}
