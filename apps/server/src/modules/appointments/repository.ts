import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appointments, labs, orders, patients, users } from '../../db/schema';

/** One collection by id, or the upcoming ones (booked, not more than an hour past). */
export type AppointmentSelection = { id: string } | 'upcoming';

/** The collections of a selection inside the caller's scope (auth/scopes: appointmentScope). */
export async function listAppointments(db: Executor, scope: SQL, which: AppointmentSelection) {
  const selection =
    which === 'upcoming'
      ? and(eq(appointments.status, 'scheduled'), gte(appointments.scheduledAt, new Date(Date.now() - 3600_000)))
      : eq(appointments.id, which.id);
  return selectAppointments(db, and(selection, scope) as SQL);
}

/**
 * An order's collections in the given statuses. Scoped by the order: callers have reached the
 * order through orderScope first (orders/repository: findScopedOrder).
 */
export async function listAppointmentsOfOrder(db: Executor, orderId: string, statuses: readonly string[]) {
  return selectAppointments(db, and(eq(appointments.orderId, orderId), inArray(appointments.status, [...statuses])) as SQL);
}

function selectAppointments(db: Executor, where: SQL) {
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

/** The lab a collection is booked at (its hours and time zone decide the slots). */
export async function findLab(db: Executor, labId: string) {
  const [lab] = await db.select().from(labs).where(eq(labs.id, labId)).limit(1);
  return lab;
}

export async function insertAppointment(db: Executor, values: typeof appointments.$inferInsert): Promise<string> {
  const [created] = await db.insert(appointments).values(values).returning({ id: appointments.id });
  if (!created) throw new Error('appointment not created');
  return created.id;
}

export async function updateAppointment(db: Executor, id: string, values: Partial<Pick<typeof appointments.$inferInsert, 'scheduledAt' | 'status'>>) {
  await db.update(appointments).set(values).where(eq(appointments.id, id));
}

/** The sample was collected: the order's booked collection happened, so it leaves the upcoming lists. */
export async function completeBookedCollection(db: Executor, orderId: string) {
  await db.update(appointments).set({ status: 'completed' }).where(and(eq(appointments.orderId, orderId), eq(appointments.status, 'scheduled')));
}

/**
 * What the booking e-mail and its calendar invitation say about one collection: who it is for
 * (their account's e-mail, else the record's), where and when. Called with an id the caller has
 * already reached through appointmentScope.
 */
export async function bookingMailFacts(db: Executor, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      orderId: appointments.orderId,
      orderNumber: orders.orderNumber,
      scheduledAt: appointments.scheduledAt,
      bookedAt: appointments.createdAt,
      patientName: patients.fullName,
      accountEmail: users.email,
      recordEmail: patients.email,
      labName: labs.name,
      labAddress: labs.address,
      labTimeZone: labs.timeZone,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(labs, eq(labs.id, appointments.labId))
    .leftJoin(users, eq(users.id, patients.userId))
    .leftJoin(orders, eq(orders.id, appointments.orderId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}
