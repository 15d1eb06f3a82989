import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, labs, notifications, orders, patients, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patientA: SignedInUser;
let patientB: SignedInUser;
let doctor: SignedInUser;
let otherDoctor: SignedInUser;
const testId: Record<string, string> = {};

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const addToCart = (who: { headers: Record<string, string> }, code: string) =>
  inject('POST', '/api/v1/cart/lines', who.headers, { testId: testId[code] });

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  for (const t of await db.select().from(tests)) testId[t.code] = t.id;
  patientA = await signedInUser(ctx.app, db, 'a@example.com');
  patientB = await signedInUser(ctx.app, db, 'b@example.com');
  doctor = await signedInUser(ctx.app, db, 'doc@example.com', 'doctor');
  otherDoctor = await signedInUser(ctx.app, db, 'other-doc@example.com', 'doctor');
});

describe('cart', () => {
  it('adds one more when a test is already in the cart, keeps totals in cents, and removes lines', async () => {
    await addToCart(patientA, 'CBC');
    const twice = await addToCart(patientA, 'CBC');
    expect(twice.json().data.lines).toEqual([expect.objectContaining({ code: 'CBC', quantity: 2, priceCents: 4500 })]);
    expect(twice.json().data.totalCents).toBe(9000);
    const set = await inject('PUT', `/api/v1/cart/lines/${testId.CBC}`, patientA.headers, { quantity: 1 });
    expect(set.json().data.totalCents).toBe(4500);
    const tooMany = await inject('PUT', `/api/v1/cart/lines/${testId.CBC}`, patientA.headers, { quantity: 100 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toMatch(/99 or less/);
    const removed = await inject('DELETE', `/api/v1/cart/lines/${testId.CBC}`, patientA.headers);
    expect(removed.json().data).toEqual({ lines: [], totalCents: 0 });
  });

  it('keeps each user’s cart apart, and refuses unknown tests', async () => {
    await addToCart(patientA, 'TSH');
    expect((await inject('GET', '/api/v1/cart', patientB.headers)).json().data.lines).toEqual([]);
    const unknown = await inject('POST', '/api/v1/cart/lines', patientA.headers, { testId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    await inject('DELETE', '/api/v1/cart', patientA.headers);
  });
});

describe('checkout', () => {
  it('refuses an empty cart with the brief message', async () => {
    const res = await inject('POST', '/api/v1/lab-orders', patientA.headers, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Cart is empty');
  });

  it('creates an NB- order for the patient, logs it, notifies, audits and empties the cart', async () => {
    await addToCart(patientA, 'CBC');
    await addToCart(patientA, 'LIPID');
    const res = await inject('POST', '/api/v1/lab-orders', { ...patientA.headers, 'idempotency-key': 'checkout-a-0001' }, {});
    expect(res.statusCode).toBe(201);
    const [order] = res.json().data;
    expect(order).toMatchObject({ status: 'ordered', priority: 'standard', totalCents: 9700 });
    expect(order.orderNumber).toMatch(/^NB-\d+$/);
    expect(order.items.map((i: { code: string }) => i.code).sort()).toEqual(['CBC', 'LIPID']);
    expect((await inject('GET', '/api/v1/cart', patientA.headers)).json().data.lines).toEqual([]);

    const detail = await inject('GET', `/api/v1/lab-orders/${order.id}`, patientA.headers);
    expect(detail.json().data.events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'ordered', reason: 'Order placed', actorRole: 'patient' })]);
    const [notes] = await ctx.database.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, patientA.id));
    expect(notes?.n).toBeGreaterThan(0);
    const [audits] = await ctx.database.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.resourceId, order.id));
    expect(audits?.n).toBeGreaterThanOrEqual(2);
  });

  it('replays the same key + body, refuses the same key with another body, and creates exactly one order', async () => {
    await addToCart(patientB, 'TSH');
    const headers = { ...patientB.headers, 'idempotency-key': 'checkout-b-0001' };
    const first = await inject('POST', '/api/v1/lab-orders', headers, { notes: 'morning please' });
    const again = await inject('POST', '/api/v1/lab-orders', headers, { notes: 'morning please' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    const other = await inject('POST', '/api/v1/lab-orders', headers, { notes: 'evening' });
    expect(other.statusCode).toBe(422);
    const mine = await inject('GET', '/api/v1/lab-orders', patientB.headers);
    expect(mine.json().data).toHaveLength(1);
  });

  it('creates one checkout for concurrent requests with the same key', async () => {
    await addToCart(patientB, 'CRP');
    const headers = { ...patientB.headers, 'idempotency-key': 'checkout-b-0002' };
    const results = await Promise.all([1, 2, 3].map(() => inject('POST', '/api/v1/lab-orders', headers, {})));
    const ids = new Set(results.filter((r) => r.statusCode === 201).flatMap((r) => r.json().data.map((o: { id: string }) => o.id)));
    expect(ids.size).toBe(1);
    expect((await inject('GET', '/api/v1/lab-orders', patientB.headers)).json().data).toHaveLength(2);
  });

  it('does not let a patient order a clinician-only test', async () => {
    await addToCart(patientA, 'DDIMER');
    const res = await inject('POST', '/api/v1/lab-orders', patientA.headers, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('D-Dimer must be ordered by a clinician. Ask your doctor, or remove it from your cart.');
    await inject('DELETE', '/api/v1/cart', patientA.headers);
  });

  it('routes to a chosen lab only when it offers every test, otherwise splits by lab', async () => {
    const [desert] = await ctx.database.db.select().from(labs).where(eq(labs.name, 'Summit Pathology Partners'));
    await addToCart(patientA, 'CMP');
    await addToCart(patientA, 'TTG');
    const refused = await inject('POST', '/api/v1/lab-orders', patientA.headers, { labId: desert!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/does not offer Comprehensive Metabolic Panel/);
    const preview = await inject('POST', '/api/v1/lab-orders/preview', patientA.headers, {});
    expect(preview.statusCode).toBe(200);
    const planned = preview.json().data.orders.flatMap((o: { tests: { code: string }[] }) => o.tests.map((t) => t.code)).sort();
    expect(planned).toEqual(['CMP', 'TTG']);
    expect((await inject('POST', '/api/v1/lab-orders/preview', patientA.headers, { labId: desert!.id })).statusCode).toBe(400);
    const split = await inject('POST', '/api/v1/lab-orders', patientA.headers, {});
    expect(split.statusCode).toBe(201);
    expect(split.json().data.length).toBeGreaterThanOrEqual(1);
    const codes = split.json().data.flatMap((o: { items: { code: string }[] }) => o.items.map((i) => i.code)).sort();
    expect(codes).toEqual(['CMP', 'TTG']);
  });

  it('lets a doctor order for their own patient with a priority, and not for someone else’s', async () => {
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patientA.id));
    await ctx.database.db.update(patients).set({ primaryDoctorId: doctor.id }).where(eq(patients.id, record!.id));
    await addToCart(doctor, 'DDIMER');
    const ordered = await inject('POST', '/api/v1/lab-orders', doctor.headers, { patientId: record!.id, priority: 'stat' });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().data[0]).toMatchObject({ priority: 'stat', doctorId: doctor.id, patientName: record!.fullName });

    await addToCart(otherDoctor, 'CBC');
    const foreign = await inject('POST', '/api/v1/lab-orders', otherDoctor.headers, { patientId: record!.id });
    expect(foreign.statusCode).toBe(404);
    const missingPatient = await inject('POST', '/api/v1/lab-orders', otherDoctor.headers, {});
    expect(missingPatient.json().detail).toBe('Choose one of your patients for this order.');
  });
});

describe('order access', () => {
  it('lists for a doctor the orders they placed and their patients’ own orders, newest first, and nothing to another doctor', async () => {
    const own = (await inject('GET', '/api/v1/lab-orders', patientA.headers)).json().data as { id: string; createdAt: string }[];
    const details = await Promise.all(own.map((o) => inject('GET', `/api/v1/lab-orders/${o.id}`, patientA.headers)));
    expect(details.some((res) => res.json().data.doctorId === null)).toBe(true);
    const listed = await inject('GET', '/api/v1/lab-orders', doctor.headers);
    expect(listed.statusCode).toBe(200);
    const seen = listed.json().data as { id: string; createdAt: string; items: unknown[] }[];
    // Patient A is under this doctor's care: their self-orders are listed with the doctor's own.
    expect(seen.map((o) => o.id).sort()).toEqual(own.map((o) => o.id).sort());
    expect(seen.map((o) => o.createdAt)).toEqual([...seen.map((o) => o.createdAt)].sort().reverse());
    expect(seen.every((o) => o.items.length > 0)).toBe(true);
    expect((await inject('GET', '/api/v1/lab-orders?limit=1', doctor.headers)).json().data).toEqual([seen[0]]);
    expect((await inject('GET', '/api/v1/lab-orders', otherDoctor.headers)).json().data).toEqual([]);
    const [logged] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, String(listed.headers['x-request-id'])));
    expect(logged).toMatchObject({ action: 'read', resourceType: 'order_list', actorUserId: doctor.id, outcome: 'allowed' });
  });

  it('answers another patient’s order exactly like a missing one', async () => {
    const [order] = (await inject('GET', '/api/v1/lab-orders', patientA.headers)).json().data;
    const foreign = await inject('GET', `/api/v1/lab-orders/${order.id}`, patientB.headers);
    const missing = await inject('GET', '/api/v1/lab-orders/00000000-0000-4000-8000-000000000000', patientB.headers);
    expect(foreign.statusCode).toBe(404);
    const strip = (body: { requestId?: string }) => ({ ...body, requestId: undefined });
    expect(strip(foreign.json())).toEqual(strip(missing.json()));
    expect(foreign.body).not.toContain(order.orderNumber);

    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patientA.id));
    expect((await inject('GET', `/api/v1/patients/${record!.id}/orders`, patientB.headers)).statusCode).toBe(404);
    expect((await inject('GET', `/api/v1/patients/${record!.id}/orders`, doctor.headers)).statusCode).toBe(200);
    expect((await inject('GET', `/api/v1/patients/${record!.id}/orders`, otherDoctor.headers)).statusCode).toBe(404);
  });

  it('audits each order read in the same statement, and a refused read only as denied', async () => {
    const [order] = (await inject('GET', '/api/v1/lab-orders', patientA.headers)).json().data;
    const read = await inject('GET', `/api/v1/lab-orders/${order.id}`, patientA.headers);
    expect(read.statusCode).toBe(200);
    const detail = read.json().data;
    expect(detail.items.map((i: { code: string }) => i.code)).toEqual([...detail.items.map((i: { code: string }) => i.code)].sort());
    expect(detail.events[0]).toMatchObject({ toStatus: 'ordered', actorName: expect.any(String) });
    expect(Number.isNaN(Date.parse(detail.events[0].at))).toBe(false);
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patientA.id));
    const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, String(read.headers['x-request-id'])));
    expect(rows).toEqual([expect.objectContaining({ action: 'read', resourceType: 'order', resourceId: order.id, patientId: record!.id, outcome: 'allowed', actorUserId: patientA.id })]);

    const refused = await inject('GET', `/api/v1/lab-orders/${order.id}`, patientB.headers);
    const denied = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, String(refused.headers['x-request-id'])));
    expect(denied).toEqual([expect.objectContaining({ action: 'denied', outcome: 'denied', resourceId: order.id, patientId: null })]);
  });

  it('lets the patient cancel before collection, with the reason in the timeline, and not twice', async () => {
    const [order] = (await inject('GET', '/api/v1/lab-orders', patientA.headers)).json().data;
    const cancelled = await inject('POST', `/api/v1/lab-orders/${order.id}/cancel`, patientA.headers, { reason: 'Booked elsewhere' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.events.at(-1)).toMatchObject({ toStatus: 'cancelled', reason: 'Booked elsewhere' });
    const again = await inject('POST', `/api/v1/lab-orders/${order.id}/cancel`, patientA.headers, { reason: 'again' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a cancel after the sample was collected', async () => {
    const [, order] = (await inject('GET', '/api/v1/lab-orders', patientA.headers)).json().data;
    await ctx.database.db.update(orders).set({ status: 'sample_collected' }).where(eq(orders.id, order.id));
    const res = await inject('POST', `/api/v1/lab-orders/${order.id}/cancel`, patientA.headers, { reason: 'too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This order can no longer be cancelled: the sample has been collected.');
  });

  it('rejects unknown keys in the checkout body', async () => {
    const res = await inject('POST', '/api/v1/lab-orders', patientA.headers, { status: 'completed' });
    expect(res.statusCode).toBe(400);
  });
});
