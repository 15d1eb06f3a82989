import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instantToZonedLocal } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs } from '../../../test/api';
import { placeOrder } from '../../../test/lab-orders';
import { auditEvents, labs, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let admin: SignedInUser;
let patient: SignedInUser;
let labId: string;
let orderId: string;
const TZ = 'America/Chicago';

/** The lab's calendar day `days` from now. */
const dayAhead = (days: number) => instantToZonedLocal(Date.now() + days * 86_400_000, TZ).date;

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  // Open 24 hours, every day: any day ahead has slots unless it is closed.
  const [lab] = await db.select().from(labs).where(eq(labs.name, 'Lakeshore Reference Lab'));
  const [cbc] = await db.select().from(tests).where(eq(tests.code, 'CBC'));
  labId = lab!.id;
  admin = await signedInUser(ctx.app, db, 'closures-admin@example.com', 'admin');
  patient = await signedInUser(ctx.app, db, 'closures-patient@example.com');
  orderId = (await placeOrder(ctx.app, patient, { testIds: [cbc!.id], labId })).id;
});

const addClosure = (body: unknown, who = admin) => callAs(ctx.app, 'POST', `/api/v1/admin/labs/${labId}/closures`, who, body);
const slots = (query = '') => callAs(ctx.app, 'GET', `/api/v1/lab-orders/${orderId}/slots${query}`, patient);

describe('lab closures', () => {
  it('lets administrators add, list and remove closures; everyone signed in reads them', async () => {
    const added = await addClosure({ startsOn: dayAhead(20), endsOn: dayAhead(22), reason: 'Inventory' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ labId, startsOn: dayAhead(20), endsOn: dayAhead(22), reason: 'Inventory' });
    const single = await addClosure({ startsOn: dayAhead(25), reason: 'Holiday' });
    expect(single.json().data.endsOn).toBe(dayAhead(25));

    const listed = await callAs(ctx.app, 'GET', `/api/v1/labs/${labId}/closures`, patient);
    expect(listed.json().data.map((c: { reason: string }) => c.reason)).toEqual(['Inventory', 'Holiday']);

    const removed = await callAs(ctx.app, 'DELETE', `/api/v1/admin/labs/${labId}/closures/${single.json().data.id}`, admin);
    expect(removed.statusCode).toBe(200);
    const again = await callAs(ctx.app, 'DELETE', `/api/v1/admin/labs/${labId}/closures/${single.json().data.id}`, admin);
    expect(again.statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.resourceType, 'lab_closure'));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'create', 'delete']);
  });

  it('refuses non-administrators and bad ranges with a clear message', async () => {
    expect((await addClosure({ startsOn: dayAhead(3), reason: 'x' }, patient)).statusCode).toBe(403);
    const backwards = await addClosure({ startsOn: dayAhead(5), endsOn: dayAhead(4), reason: 'Oops' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The last closed day cannot be before the first.');
    const missing = await callAs(ctx.app, 'POST', '/api/v1/admin/labs/00000000-0000-4000-8000-000000000000/closures', admin, { startsOn: dayAhead(3), reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('collection slots and booking around closures', () => {
  it('lists slots every 30 minutes for 14 days by default, on the lab’s clocks', async () => {
    const res = await slots();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { timeZone: string; days: { date: string; slots: { at: string; time: string }[] }[] };
    expect(data.timeZone).toBe(TZ);
    expect(data.days.length).toBeGreaterThanOrEqual(13);
    expect(data.days.length).toBeLessThanOrEqual(14);
    const full = data.days[1]!;
    expect(full.slots[0]!.time).toBe('00:00');
    expect(full.slots[1]!.time).toBe('00:30');
    for (const slot of full.slots) expect(instantToZonedLocal(slot.at, TZ)).toEqual({ date: full.date, time: slot.time });
    expect(data.days.every((d) => d.slots.every((s) => Date.parse(s.at) > Date.now()))).toBe(true);
    expect((await slots('?days=3')).json().data.days.length).toBeLessThanOrEqual(3);
    expect((await slots('?days=400')).statusCode).toBe(400);
  });

  it('leaves a closed day out of the slots and refuses to book it with the reason', async () => {
    await addClosure({ startsOn: dayAhead(3), reason: 'Staff training' });
    const dates = (await slots()).json().data.days.map((d: { date: string }) => d.date);
    expect(dates).not.toContain(dayAhead(3));
    expect(dates).toContain(dayAhead(4));

    const closedAt = new Date(Date.now() + 3 * 86_400_000);
    closedAt.setUTCMinutes(0, 0, 0);
    expect(instantToZonedLocal(closedAt, TZ).date).toBe(dayAhead(3));
    const refused = await callAs(ctx.app, 'POST', '/api/v1/appointments', patient, { orderId, scheduledAt: closedAt.toISOString() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Lakeshore Reference Lab is closed that day (Staff training). Choose another day.');

    const open = (await slots()).json().data.days.find((d: { date: string }) => d.date === dayAhead(4)).slots[3].at;
    const booked = await callAs(ctx.app, 'POST', '/api/v1/appointments', patient, { orderId, scheduledAt: open });
    expect(booked.statusCode, booked.body).toBe(201);
    const moved = await callAs(ctx.app, 'PUT', `/api/v1/appointments/${booked.json().data.id}`, patient, { scheduledAt: closedAt.toISOString() });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toContain('is closed that day (Staff training)');
  });

  it('answers 404 to someone else’s order and 403 to roles that do not book', async () => {
    const stranger = await signedInUser(ctx.app, ctx.database.db, 'slot-stranger@example.com');
    expect((await callAs(ctx.app, 'GET', `/api/v1/lab-orders/${orderId}/slots`, stranger)).statusCode).toBe(404);
    expect((await callAs(ctx.app, 'GET', `/api/v1/lab-orders/${orderId}/slots`, admin)).statusCode).toBe(403);
  });
});
