import {
  APPOINTMENT_MESSAGES,
  CLOSURE_MESSAGES,
  collectionSlots,
  instantToZonedLocal,
  isWithinOpeningHours,
  OPEN_ORDER_STATUSES,
  type Appointment,
  type CollectionSlots,
} from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { appointmentScope } from '../../auth/scopes';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { findScopedOrder } from '../orders/repository';
import { closuresCovering, closuresOfLab } from '../closures/repository';
import type { Mailer } from '../../platform/mail';
import { bookingMail, type BookingMailDeps } from './booking-mail';
import { bookingMailFacts, findLab, insertAppointment, listAppointments, listAppointmentsOfOrder, updateAppointment } from './repository';

type Ctx = { principal: Principal; requestId: string };
type Row = Awaited<ReturnType<typeof listAppointments>>[number];
const MAX_AHEAD_MS = 90 * 24 * 3600 * 1000;

const toAppointment = ({ patientUserId: _user, ...row }: Row): Appointment => ({
  ...row,
  scheduledAt: row.scheduledAt.toISOString(),
  status: row.status as Appointment['status'],
});

/** Checks a slot against the lab's hours and closures, in its own time zone. */
async function assertSlot(tx: Executor, labId: string, at: Date): Promise<void> {
  if (at.getTime() <= Date.now()) throw badRequest(APPOINTMENT_MESSAGES.inPast);
  if (at.getTime() - Date.now() > MAX_AHEAD_MS) throw badRequest(APPOINTMENT_MESSAGES.tooFar);
  const lab = await findLab(tx, labId);
  if (!lab) throw notFound();
  if (!isWithinOpeningHours(at, lab.hours, lab.timeZone)) throw badRequest(APPOINTMENT_MESSAGES.closed(lab.name, lab.hours));
  const [closure] = await closuresCovering(tx, labId, instantToZonedLocal(at, lab.timeZone).date);
  if (closure) throw badRequest(CLOSURE_MESSAGES.closedOn(lab.name, closure.reason));
}

/**
 * Mails the patient the booking (or its new time) with a calendar invitation, in the booking's
 * transaction (the outbox sends it after commit). A record without any e-mail gets none.
 */
async function mailBooking(tx: Executor, mail: AppointmentMailDeps, id: string, change: 'booked' | 'rescheduled'): Promise<void> {
  const facts = await bookingMailFacts(tx, id);
  const email = facts?.accountEmail ?? facts?.recordEmail;
  if (!facts || !email) return;
  await mail.mailer.send(bookingMail({ ...facts, email }, change, mail), tx);
}

export type AppointmentMailDeps = BookingMailDeps & { mailer: Mailer };

export function createAppointmentsService(db: Database, mail: AppointmentMailDeps) {
  async function one(tx: Executor, ctx: Ctx, id: string): Promise<Row> {
    const [row] = await listAppointments(tx, appointmentScope(ctx.principal), { id });
    if (!row) throw notFound();
    return row;
  }

  return {
    async upcoming(ctx: Ctx): Promise<Appointment[]> {
      return db.transaction(async (tx) => {
        const rows = await listAppointments(tx, appointmentScope(ctx.principal), 'upcoming');
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
        const [existing] = await listAppointmentsOfOrder(tx, orderId, ['scheduled']);
        if (existing) throw conflict(APPOINTMENT_MESSAGES.alreadyBooked);
        const createdId = await insertAppointment(tx, { patientId: order.patientId, orderId, labId: order.labId, scheduledAt: at });
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'appointment', resourceId: createdId, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        await mailBooking(tx, mail, createdId, 'booked');
        return toAppointment(await one(tx, ctx, createdId));
      });
    },

    async reschedule(ctx: Ctx, id: string, scheduledAt: string): Promise<Appointment> {
      return db.transaction(async (tx) => {
        const row = await one(tx, ctx, id);
        if (row.status !== 'scheduled') throw conflict('Only a booked collection can be rescheduled.');
        const at = new Date(scheduledAt);
        await assertSlot(tx, row.labId, at);
        await updateAppointment(tx, id, { scheduledAt: at });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'appointment', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        await mailBooking(tx, mail, id, 'rescheduled');
        return toAppointment(await one(tx, ctx, id));
      });
    },

    async cancel(ctx: Ctx, id: string): Promise<Appointment> {
      return db.transaction(async (tx) => {
        const row = await one(tx, ctx, id);
        if (row.status !== 'scheduled') throw conflict('This collection is not booked any more.');
        await updateAppointment(tx, id, { status: 'cancelled' });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'appointment', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return toAppointment(await one(tx, ctx, id));
      });
    },

    /** The times a collection for this order can be booked in the next days, on the lab's clocks. */
    async slots(ctx: Ctx, orderId: string, days: number): Promise<CollectionSlots> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, orderId);
        if (!order) throw notFound();
        if (!order.labId || !(OPEN_ORDER_STATUSES as readonly string[]).includes(order.status)) throw conflict(APPOINTMENT_MESSAGES.orderNotOpen);
        const lab = await findLab(tx, order.labId);
        if (!lab) throw notFound();
        const now = new Date();
        const closures = await closuresOfLab(tx, lab.id, instantToZonedLocal(now, lab.timeZone).date);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'collection_slots', resourceId: orderId, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return collectionSlots({ hours: lab.hours, timeZone: lab.timeZone, closures, now, days });
      });
    },

    /** The booked (or completed) collection of one order, if any (shown on the order page). */
    async ofOrder(ctx: Ctx, orderId: string): Promise<Appointment | null> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, orderId);
        if (!order) throw notFound();
        // The booked collection, or once the sample is taken, the collection that happened.
        const rows = await listAppointmentsOfOrder(tx, orderId, ['scheduled', 'completed']);
        const row = rows.find((r) => r.status === 'scheduled') ?? rows.at(-1);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'appointment', resourceId: row?.id ?? null, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return row ? toAppointment(row) : null;
      });
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
