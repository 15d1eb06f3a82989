import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { APPOINTMENT_MESSAGES, isWithinOpeningHours, OPEN_ORDER_STATUSES, type Appointment } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { appointments, labs } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { findScopedOrder } from '../orders/repository';
import { atLab, byId, forOrder, listAppointments, ofPatientUser, upcoming } from './repository';

type Ctx = { principal: Principal; requestId: string };
type Row = Awaited<ReturnType<typeof listAppointments>>[number];
const MAX_AHEAD_MS = 90 * 24 * 3600 * 1000;

const toAppointment = ({ patientUserId: _user, ...row }: Row): Appointment => ({
  ...row,
  scheduledAt: row.scheduledAt.toISOString(),
  status: row.status as Appointment['status'],
});

function scope(principal: Principal): SQL {
  if (principal.role === 'lab_technician') return principal.labId ? atLab(principal.labId) : sql`false`;
  return ofPatientUser(principal.userId);
}

/** Checks a slot against the lab's hours in its own time zone. */
async function assertSlot(tx: Executor, labId: string, at: Date): Promise<void> {
  if (at.getTime() <= Date.now()) throw badRequest(APPOINTMENT_MESSAGES.inPast);
  if (at.getTime() - Date.now() > MAX_AHEAD_MS) throw badRequest(APPOINTMENT_MESSAGES.tooFar);
  const [lab] = await tx.select().from(labs).where(eq(labs.id, labId)).limit(1);
  if (!lab) throw notFound();
  if (!isWithinOpeningHours(at, lab.hours, lab.timeZone)) throw badRequest(APPOINTMENT_MESSAGES.closed(lab.name, lab.hours));
}

export function createAppointmentsService(db: Database) {
  async function one(tx: Executor, ctx: Ctx, id: string): Promise<Row> {
    const [row] = await listAppointments(tx, and(byId(id), scope(ctx.principal)) as SQL);
    if (!row) throw notFound();
    return row;
  }

  return {
    async upcoming(ctx: Ctx): Promise<Appointment[]> {
      return db.transaction(async (tx) => {
        const rows = await listAppointments(tx, and(upcoming(), scope(ctx.principal)) as SQL);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'appointment_list', outcome: 'allowed', requestId: ctx.requestId });
        return rows.map(toAppointment);
      });
    },

    async book(ctx: Ctx, orderId: string, scheduledAt: string): Promise<Appointment> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, orderId);
        if (!order) throw notFound();
        if (!order.labId || !(OPEN_ORDER_STATUSES as readonly string[]).includes(order.status)) throw conflict(APPOINTMENT_MESSAGES.orderNotOpen);
        const at = new Date(scheduledAt);
        await assertSlot(tx, order.labId, at);
        const [existing] = await listAppointments(tx, and(forOrder(orderId), eq(appointments.status, 'scheduled')) as SQL);
        if (existing) throw conflict(APPOINTMENT_MESSAGES.alreadyBooked);
        const [created] = await tx
          .insert(appointments)
          .values({ patientId: order.patientId, orderId, labId: order.labId, scheduledAt: at })
          .returning({ id: appointments.id });
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'appointment', resourceId: created!.id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return toAppointment(await one(tx, ctx, created!.id));
      });
    },

    async reschedule(ctx: Ctx, id: string, scheduledAt: string): Promise<Appointment> {
      return db.transaction(async (tx) => {
        const row = await one(tx, ctx, id);
        if (row.status !== 'scheduled') throw conflict('Only a booked collection can be rescheduled.');
        const at = new Date(scheduledAt);
        await assertSlot(tx, row.labId, at);
        await tx.update(appointments).set({ scheduledAt: at }).where(byId(id));
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'appointment', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return toAppointment(await one(tx, ctx, id));
      });
    },

    async cancel(ctx: Ctx, id: string): Promise<Appointment> {
      return db.transaction(async (tx) => {
        const row = await one(tx, ctx, id);
        if (row.status !== 'scheduled') throw conflict('This collection is not booked any more.');
        await tx.update(appointments).set({ status: 'cancelled' }).where(byId(id));
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'appointment', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return toAppointment(await one(tx, ctx, id));
      });
    },

    /** The booked (or completed) collection of one order, if any (shown on the order page). */
    async ofOrder(ctx: Ctx, orderId: string): Promise<Appointment | null> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, orderId);
        if (!order) throw notFound();
        // The booked collection, or once the sample is taken, the collection that happened.
        const rows = await listAppointments(tx, and(forOrder(orderId), inArray(appointments.status, ['scheduled', 'completed'])) as SQL);
        const row = rows.find((r) => r.status === 'scheduled') ?? rows.at(-1);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'appointment', resourceId: row?.id ?? null, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return row ? toAppointment(row) : null;
      });
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
