import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs } from '../../../test/api';
import { placeOrder } from '../../../test/lab-orders';
import { auditEvents, labs, orders, paymentRecords, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let patient: SignedInUser;
let tech: SignedInUser;
let otherTech: SignedInUser;
let labId: string;
let cbcId: string;

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  const [lab] = await db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const [other] = await db.select().from(labs).where(eq(labs.name, 'Riverbend Diagnostics'));
  const [cbc] = await db.select().from(tests).where(eq(tests.code, 'CBC'));
  labId = lab!.id;
  cbcId = cbc!.id;
  patient = await signedInUser(ctx.app, db, 'payer@example.com');
  tech = await signedInUser(ctx.app, db, 'cashier@example.com', 'lab_technician', { labId });
  otherTech = await signedInUser(ctx.app, db, 'elsewhere@example.com', 'lab_technician', { labId: other!.id });
});

const pay = (orderId: string, who: SignedInUser, body: unknown) => callAs(ctx.app, 'POST', `/api/v1/lab-orders/${orderId}/payment`, who, body);

describe('payment at collection', () => {
  it('records the payment, moves the order to Ordered, audits it, and shows “Paid at collection” to the patient', async () => {
    const order = await placeOrder(ctx.app, patient, { testIds: [cbcId], labId });
    const before = (await callAs(ctx.app, 'GET', `/api/v1/lab-orders/${order.id}`, patient)).json().data;
    expect(before.status).toBe('awaiting_payment');
    expect((await callAs(ctx.app, 'GET', `/api/v1/lab-orders/${order.id}/payment`, patient)).json().data).toBeNull();

    const paid = await pay(order.id, tech, { method: 'card', reference: ' POS-7781 ' });
    expect(paid.statusCode, paid.body).toBe(201);
    // The amount defaults to the order's total.
    expect(paid.json().data).toMatchObject({ orderId: order.id, amountCents: before.totalCents, method: 'card', reference: 'POS-7781', recordedByName: 'cashier' });

    const after = (await callAs(ctx.app, 'GET', `/api/v1/lab-orders/${order.id}`, patient)).json().data;
    expect(after.status).toBe('ordered');
    expect(after.events.at(-1)).toMatchObject({ fromStatus: 'awaiting_payment', toStatus: 'ordered', reason: 'Paid at collection', actorRole: 'lab_technician' });
    const seen = await callAs(ctx.app, 'GET', `/api/v1/lab-orders/${order.id}/payment`, patient);
    expect(seen.json().data).toMatchObject({ method: 'card', amountCents: before.totalCents });

    const trail = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.resourceType, 'payment'));
    expect(trail.some((row) => row.action === 'create' && row.outcome === 'allowed' && row.actorUserId === tech.id)).toBe(true);
  });

  it('takes an amount other than the total, and refuses a second payment with 409', async () => {
    const order = await placeOrder(ctx.app, patient, { testIds: [cbcId], labId });
    const paid = await pay(order.id, tech, { method: 'insurance', amountCents: 500 });
    expect(paid.json().data).toMatchObject({ amountCents: 500, method: 'insurance', reference: null });
    const again = await pay(order.id, tech, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This order is not awaiting payment: its payment is already settled.');
    const rows = await ctx.database.db.select().from(paymentRecords).where(eq(paymentRecords.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 409 on an order that is past payment, and 404 to another lab’s technician', async () => {
    const order = await placeOrder(ctx.app, patient, { testIds: [cbcId], labId });
    expect((await pay(order.id, otherTech, { method: 'cash' })).statusCode).toBe(404);
    await ctx.database.db.update(orders).set({ status: 'sample_collected' }).where(eq(orders.id, order.id));
    const late = await pay(order.id, tech, { method: 'cash' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('This order is not awaiting payment: its payment is already settled.');
  });

  it('refuses the patient and bad input with a clear message', async () => {
    const order = await placeOrder(ctx.app, patient, { testIds: [cbcId], labId });
    expect((await pay(order.id, patient, { method: 'cash' })).statusCode).toBe(403);
    const badMethod = await pay(order.id, tech, { method: 'bitcoin' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.body).toContain('Choose how the patient paid: card, cash or insurance.');
    const badAmount = await pay(order.id, tech, { method: 'cash', amountCents: 12.5 });
    expect(badAmount.statusCode).toBe(400);
    expect((await pay(order.id, tech, { method: 'cash', status: 'completed' })).statusCode).toBe(400);
    const still = (await callAs(ctx.app, 'GET', `/api/v1/lab-orders/${order.id}`, patient)).json().data;
    expect(still.status).toBe('awaiting_payment');
  });
});
