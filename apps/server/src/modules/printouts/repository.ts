import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { labs, orderItems, orders, patients, tests, users } from '../../db/schema';

/**
 * What a printout says about an order besides its values: patient, ordering doctor and the
 * performing lab. Called only after the service has checked the caller reaches the order.
 */
export async function printedOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      priority: orders.priority,
      notes: orders.notes,
      createdAt: orders.createdAt,
      releasedAt: orders.resultsReleasedAt,
      patientId: orders.patientId,
      patientName: patients.fullName,
      dateOfBirth: patients.dateOfBirth,
      orderingDoctorId: orders.orderingDoctorId,
      clinician: users.fullName,
      lab: { name: labs.name, address: labs.address, phone: labs.phone, cliaNumber: labs.cliaNumber, timeZone: labs.timeZone },
    })
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(users, eq(users.id, orders.orderingDoctorId))
    .leftJoin(labs, eq(labs.id, orders.labId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The order's tests with what the catalog says about collecting them. */
export async function requisitionItems(db: Executor, orderId: string) {
  return db
    .select({
      code: orderItems.testCode,
      name: orderItems.testName,
      quantity: orderItems.quantity,
      specimenType: tests.specimenType,
      preparation: tests.preparation,
    })
    .from(orderItems)
    .innerJoin(tests, eq(tests.id, orderItems.testId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.testCode));
}
