import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instantToZonedLocal, zonedLocalToInstant } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { labs, orders, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/** The next date after `days` days falling on one of `weekdays` (0 = Sunday), at 15:00 UTC. */
function nextSlot(days: number, weekdays: number[]): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (!weekdays.includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(15, 0, 0, 0);
  return d.toISOString();
}

const ctx = useTestApp();
let patient: SignedInUser;
let orderId: string;
beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  patient = await signedInUser(ctx.app, db, 'collect@example.com');
  const [lab] = await db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const [cbc] = await db.select().from(tests).where(eq(tests.code, 'CBC'));
  await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: patient.headers, payload: { testId: cbc!.id } });
  const placed = await ctx.app.inject({ method: 'POST', url: '/api/v1/lab-orders', headers: patient.headers, payload: { labId: lab!.id } });
  orderId = placed.json().data[0].id;
});

const book = (scheduledAt: string, headers = patient.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/appointments', headers, payload: { orderId, scheduledAt } });

describe('collection appointments', () => {
  it('refuses times in the past and when the lab is closed (in the lab’s time zone)', async () => {
    expect((await book(new Date(Date.now() - 3600_000).toISOString())).json().detail).toBe('Choose a time in the future.');
    const sunday = await book(nextSlot(2, [0]));
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().detail).toMatch(/Northside Clinical Laboratory is closed then. Opening hours: Mon-Sat 7AM-7PM/);
  });

  it('books, lists, reschedules and cancels a collection; one booking per order', async () => {
    const booked = await book(nextSlot(2, [1, 2, 3, 4, 5]));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ status: 'scheduled', labName: 'Northside Clinical Laboratory' });
    expect((await book(nextSlot(3, [1, 2, 3, 4, 5]))).statusCode).toBe(409);

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/appointments', headers: patient.headers });
    expect(mine.json().data).toHaveLength(1);
    const [lab] = await ctx.database.db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
    const tech = await signedInUser(ctx.app, ctx.database.db, 'north-tech@example.com', 'lab_technician', { labId: lab!.id });
    const atLab = await ctx.app.inject({ method: 'GET', url: '/api/v1/appointments', headers: tech.headers });
    expect(atLab.json().data.map((a: { patientName: string }) => a.patientName)).toEqual(['collect']);
    const otherTech = await signedInUser(ctx.app, ctx.database.db, 'far-tech@example.com', 'lab_technician');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/appointments', headers: otherTech.headers })).json().data).toEqual([]);

    const id = booked.json().data.id;
    const later = nextSlot(5, [1, 2, 3, 4, 5]);
    const moved = await ctx.app.inject({ method: 'PUT', url: `/api/v1/appointments/${id}`, headers: patient.headers, payload: { scheduledAt: later } });
    expect(moved.json().data.scheduledAt).toBe(later);
    const stranger = await signedInUser(ctx.app, ctx.database.db, 'nosy@example.com');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/appointments/${id}/cancel`, headers: stranger.headers })).statusCode).toBe(404);
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/v1/appointments/${id}/cancel`, headers: patient.headers });
    expect(cancelled.json().data.status).toBe('cancelled');
  });

  it('a collected sample takes the booking off the upcoming lists; the order shows the collection that happened', async () => {
    const booked = await book(nextSlot(2, [1, 2, 3, 4, 5]));
    expect(booked.statusCode).toBe(201);
    const [lab] = await ctx.database.db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
    const tech = await signedInUser(ctx.app, ctx.database.db, 'collector@example.com', 'lab_technician', { labId: lab!.id });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/lab-orders/${orderId}/collect`, headers: tech.headers, payload: {} })).statusCode).toBe(200);
    for (const who of [patient, tech]) {
      const upcoming = await ctx.app.inject({ method: 'GET', url: '/api/v1/appointments', headers: who.headers });
      expect(upcoming.json().data).toEqual([]);
    }
    const ofOrder = await ctx.app.inject({ method: 'GET', url: `/api/v1/lab-orders/${orderId}/appointment`, headers: patient.headers });
    expect(ofOrder.json().data).toMatchObject({ id: booked.json().data.id, status: 'completed' });
  });

  it('refuses a booking for an order that no longer waits for a sample', async () => {
    await ctx.database.db.update(orders).set({ status: 'sample_collected' }).where(eq(orders.id, orderId));
    const res = await book(nextSlot(2, [1, 2, 3, 4, 5]));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This order is not waiting for a sample: nothing to book.');
  });
});

describe('a slot is the lab’s wall-clock time, whatever the zone of the computer sending it', () => {
  /** The first weekday (Monday to Friday) at least two days ahead, as a date in `timeZone`. */
  function nextWeekdayIn(timeZone: string): string {
    for (let days = 2; ; days += 1) {
      const { date } = instantToZonedLocal(Date.now() + days * 86_400_000, timeZone);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5) return date;
    }
  }

  const processZone = process.env.TZ;
  afterAll(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });

  it('books 09:30 and refuses 18:30 at a lab open 8AM-6PM in Los Angeles, the sender being in Tokyo', async () => {
    // The test process reads clocks in Tokyo, 16 or 17 hours ahead of the lab: nothing here may use it.
    process.env.TZ = 'Asia/Tokyo';
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
    const db = ctx.database.db;
    const [bayview] = await db.select().from(labs).where(eq(labs.name, 'Bayview Medical Labs'));
    expect(bayview).toMatchObject({ hours: 'Mon-Fri 8AM-6PM', timeZone: 'America/Los_Angeles' });
    const [cmp] = await db.select().from(tests).where(eq(tests.code, 'CMP'));
    const west = await signedInUser(ctx.app, db, 'west-coast@example.com');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: west.headers, payload: { testId: cmp!.id } });
    const placed = await ctx.app.inject({ method: 'POST', url: '/api/v1/lab-orders', headers: west.headers, payload: { labId: bayview!.id } });
    const order = placed.json().data[0];

    // The order page reads the zone to book in.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/lab-orders/${order.id}`, headers: west.headers });
    expect(detail.json().data.labTimeZone).toBe('America/Los_Angeles');

    const day = nextWeekdayIn('America/Los_Angeles');
    const at = (time: string) => zonedLocalToInstant(day, time, 'America/Los_Angeles').toISOString();
    const post = (scheduledAt: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/appointments', headers: west.headers, payload: { orderId: order.id, scheduledAt } });

    const late = await post(at('18:30'));
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('Bayview Medical Labs is closed then. Opening hours: Mon-Fri 8AM-6PM (lab’s local time).');

    const booked = await post(at('09:30'));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ labName: 'Bayview Medical Labs', labTimeZone: 'America/Los_Angeles', scheduledAt: at('09:30') });
    expect(instantToZonedLocal(booked.json().data.scheduledAt, 'America/Los_Angeles')).toEqual({ date: day, time: '09:30' });

    // The lists and the order's collection carry the lab's zone too, so every screen shows 09:30 there.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/appointments', headers: west.headers });
    expect(mine.json().data).toEqual([expect.objectContaining({ scheduledAt: at('09:30'), labTimeZone: 'America/Los_Angeles' })]);
    const ofOrder = await ctx.app.inject({ method: 'GET', url: `/api/v1/lab-orders/${order.id}/appointment`, headers: west.headers });
    expect(ofOrder.json().data).toMatchObject({ scheduledAt: at('09:30'), labTimeZone: 'America/Los_Angeles' });
  });
});
