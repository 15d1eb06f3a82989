import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, labs, patients, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let admin: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let recordId: string;
let labId: string;
let cbcId: string;

async function ok(method: 'GET' | 'POST', url: string, who: SignedInUser, payload?: unknown) {
  const res = await ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}
const lookup = (orderNumber: string, who: SignedInUser = admin) => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/support/orders/${orderNumber}`, headers: who.headers });

async function placeOrder(): Promise<{ id: string; orderNumber: string }> {
  await ok('POST', '/api/v1/cart/lines', doctor, { testId: cbcId });
  const [order] = await ok('POST', '/api/v1/lab-orders', doctor, { patientId: recordId, labId });
  return order;
}

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  const [lab] = await db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const [cbc] = await db.select().from(tests).where(eq(tests.code, 'CBC'));
  labId = lab!.id;
  cbcId = cbc!.id;
  admin = await signedInUser(ctx.app, db, 'support-admin@example.com', 'admin');
  doctor = await signedInUser(ctx.app, db, 'support-doctor@example.com', 'doctor');
  tech = await signedInUser(ctx.app, db, 'support-tech@example.com', 'lab_technician', { labId });
  const [record] = await db
    .insert(patients)
    .values({ fullName: 'Sally Support', email: 'sally@example.com', sexAtBirth: 'female', dateOfBirth: '1984-03-09', primaryDoctorId: doctor.id, consentGivenAt: new Date(), consentVersion: 'test' })
    .returning();
  recordId = record!.id;
}, 120_000);

describe('order lookup for support', () => {
  it('answers status, lab and the dates of each step — no results, no patient data — and audits the lookup', async () => {
    const order = await placeOrder();
    const placed = (await lookup(order.orderNumber)).json().data;
    expect(placed).toMatchObject({ orderNumber: order.orderNumber, status: 'ordered', labName: 'Northside Clinical Laboratory', collectedAt: null, resultedAt: null, completedAt: null, cancelledAt: null });

    await ok('POST', `/api/v1/lab-orders/${order.id}/collect`, tech, {});
    await ok('POST', `/api/v1/lab-orders/${order.id}/start-processing`, tech);
    const form = await ok('GET', `/api/v1/lab-orders/${order.id}/result-form`, tech);
    // Plausible CBC values with a recognisable white count (7.77) that must not appear in the answer.
    const cbc: Record<string, number> = { WBC: 7.77, RBC: 4.6, HGB: 13.4, HCT: 40.2, MCV: 88.4, PLT: 251 };
    const values = form.items.flatMap((item: { orderItemId: string; analytes: { analyteId: string; code: string }[] }) => item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value: cbc[a.code] ?? 5 })));
    await ok('POST', `/api/v1/lab-orders/${order.id}/results`, tech, { values, labComments: 'Lipemic sample' });
    await ok('POST', `/api/v1/lab-orders/${order.id}/release`, doctor, { comment: 'Iron looks low' });

    // Lower case and spaces are forgiven; the number is what support is given on the phone.
    const res = await lookup(` ${order.orderNumber.toLowerCase()}`.replace(' ', '%20'));
    expect(res.statusCode).toBe(200);
    const found = res.json().data;
    expect(found).toMatchObject({ orderNumber: order.orderNumber, status: 'completed', cancelledAt: null });
    for (const step of ['orderedAt', 'collectedAt', 'resultedAt', 'completedAt'] as const) expect(Date.parse(found[step])).not.toBeNaN();
    expect(Date.parse(found.orderedAt)).toBeLessThanOrEqual(Date.parse(found.collectedAt));
    expect(Date.parse(found.collectedAt)).toBeLessThanOrEqual(Date.parse(found.resultedAt));
    expect(Date.parse(found.resultedAt)).toBeLessThanOrEqual(Date.parse(found.completedAt));
    expect(Object.keys(found).sort()).toEqual(['cancelledAt', 'collectedAt', 'completedAt', 'labName', 'orderNumber', 'orderedAt', 'resultedAt', 'status']);
    for (const secret of ['7.77', 'Lipemic', 'Iron looks low', 'Sally', 'sally@', '1984', recordId]) expect(res.body).not.toContain(secret);

    const [entry] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.requestId, res.headers['x-request-id'] as string), eq(auditEvents.resourceType, 'order_support')));
    expect(entry).toMatchObject({ action: 'read', actorUserId: admin.id, resourceId: order.id, patientId: recordId, outcome: 'allowed' });
  });

  it('dates a cancellation', async () => {
    const order = await placeOrder();
    await ok('POST', `/api/v1/lab-orders/${order.id}/cancel`, doctor, { reason: 'Duplicate' });
    const found = (await lookup(order.orderNumber)).json().data;
    expect(found.status).toBe('cancelled');
    expect(Date.parse(found.cancelledAt)).not.toBeNaN();
    expect(JSON.stringify(found)).not.toContain('Duplicate');
  });

  it('says what to type for a malformed number, and answers 404 for an unknown one', async () => {
    const malformed = await lookup('12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toContain('Enter an order number like NB-100123.');
    const unknown = await lookup('NB-999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('No order has this number. Check it with the person asking.');
  });

  it('is for administrators only', async () => {
    expect((await lookup('NB-100001', doctor)).statusCode).toBe(403);
    expect((await lookup('NB-100001', tech)).statusCode).toBe(403);
  });
});
