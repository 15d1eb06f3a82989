import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointments, labs, orders, patients } from '../../db/schema';

export async function listAppointments(db: Executor, where: SQL) {
  return db
    .select({
      id: appointments.id,
      orderId: appointments.orderId,
      orderNumber: orders.orderNumber,
      patientName: patients.fullName,
      patientUserId: patients.userId,
      labId: appointments.labId,
      labName: labs.name,
      labAddress: labs.address,
      labTimeZone: labs.timeZone,
      scheduledAt: appointments.scheduledAt,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(labs, eq(labs.id, appointments.labId))
    .leftJoin(orders, eq(orders.id, appointments.orderId))
    .where(where)
    .orderBy(asc(appointments.scheduledAt));
}

export const upcoming = () => and(eq(appointments.status, 'scheduled'), gte(appointments.scheduledAt, new Date(Date.now() - 3600_000)));
export const ofPatientUser = (userId: string) => eq(patients.userId, userId);
export const atLab = (labId: string) => eq(appointments.labId, labId);
export const byId = (id: string) => eq(appointments.id, id);
export const forOrder = (orderId: string) => eq(appointments.orderId, orderId);

/** The sample was collected: the order's booked collection happened, so it leaves the upcoming lists. */
export async function completeBookedCollection(db: Executor, orderId: string) {
  await db.update(appointments).set({ status: 'completed' }).where(and(forOrder(orderId), eq(appointments.status, 'scheduled')));
}
