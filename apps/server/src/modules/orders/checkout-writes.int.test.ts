import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, cartLines, labTests, labs, notifications, orderEvents, orderItems, orders, tests, users } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/**
 * A checkout writes its orders, items, first events, notifications, audit rows and the emptied
 * cart in one statement: for a cart split across two labs every row must be there, once, for
 * the right order and the right people.
 */
const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patient: SignedInUser;
const labIds: string[] = [];
const testIds: string[] = [];
const technicians: SignedInUser[] = [];
let retiredTechnicianId: string;

const lab = (name: string) => ({ name, address: '2 Main St', city: 'Springfield', region: 'IL', phone: '+1 555 0101', email: `${name.replace(/\W/g, '').toLowerCase()}@example.com` });

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  // Two labs, each the only one offering its own test: the cart must split into two orders.
  for (const [i, code] of ['ZONE', 'ZTWO'].entries()) {
    const [l] = await db.insert(labs).values(lab(`Split Lab ${i}`)).returning({ id: labs.id });
    const [t] = await db.insert(tests).values({ code, name: `Split test ${i}`, category: 'Chemistry', priceCents: 1000 * (i + 1) }).returning({ id: tests.id });
    await db.insert(labTests).values({ labId: l!.id, testId: t!.id });
    labIds.push(l!.id);
    testIds.push(t!.id);
    technicians.push(await signedInUser(ctx.app, db, `split-tech-${i}@example.com`, 'lab_technician', { labId: l!.id }));
  }
  const retired = await signedInUser(ctx.app, db, 'split-tech-retired@example.com', 'lab_technician', { labId: labIds[0]! });
  await db.update(users).set({ status: 'disabled' }).where(eq(users.id, retired.id));
  retiredTechnicianId = retired.id;
  patient = await signedInUser(ctx.app, db, 'split-patient@example.com');
});

describe('a checkout split across two labs', () => {
  it('writes each order with its items, first event, notifications and audit row, and empties the cart', async () => {
    const db = ctx.database.db;
    for (const testId of testIds) await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: patient.headers, payload: { testId } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: patient.headers, payload: { testId: testIds[1] } });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/lab-orders', headers: { ...patient.headers, 'idempotency-key': 'split-0001' }, payload: {} });
    expect(res.statusCode).toBe(201);
    const placed = res.json().data as { id: string; orderNumber: string; labId: string; totalCents: number; items: { testId: string; quantity: number; unitPriceCents: number }[] }[];
    expect(placed.map((o) => o.labId).sort()).toEqual([...labIds].sort());
    const byLab = new Map(placed.map((o) => [o.labId, o]));
    expect(byLab.get(labIds[0]!)).toMatchObject({ totalCents: 1000, items: [{ testId: testIds[0], quantity: 1, unitPriceCents: 1000 }] });
    expect(byLab.get(labIds[1]!)).toMatchObject({ totalCents: 4000, items: [{ testId: testIds[1], quantity: 2, unitPriceCents: 2000 }] });

    const ids = placed.map((o) => o.id);
    const stored = await db.select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(stored).toHaveLength(2);
    expect(stored.every((o) => o.status === 'ordered')).toBe(true);
    expect(await db.select({ orderId: orderItems.orderId }).from(orderItems).where(inArray(orderItems.orderId, ids))).toHaveLength(2);
    const events = await db.select({ orderId: orderEvents.orderId, toStatus: orderEvents.toStatus, actorId: orderEvents.actorId }).from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(events.map((e) => e.orderId).sort()).toEqual([...ids].sort());
    expect(events.every((e) => e.toStatus === 'ordered' && e.actorId === patient.id)).toBe(true);

    const told = await db.select({ userId: notifications.userId, title: notifications.title, body: notifications.body, link: notifications.link }).from(notifications).where(eq(notifications.kind, 'order_created'));
    for (const [i, labId] of labIds.entries()) {
      const order = byLab.get(labId)!;
      expect(told.filter((n) => n.link === `/orders/${order.id}`)).toEqual(
        expect.arrayContaining([
          { userId: patient.id, title: `Order ${order.orderNumber} placed`, body: `Your tests go to Split Lab ${i}.`, link: `/orders/${order.id}` },
          { userId: technicians[i]!.id, title: `New order ${order.orderNumber}`, body: 'A new order was routed to your lab.', link: `/orders/${order.id}` },
        ]),
      );
      expect(told.filter((n) => n.link === `/orders/${order.id}`)).toHaveLength(2);
    }
    expect(told.some((n) => n.userId === retiredTechnicianId)).toBe(false);

    const created = await db.select({ resourceId: auditEvents.resourceId, actorUserId: auditEvents.actorUserId }).from(auditEvents).where(and(eq(auditEvents.action, 'create'), eq(auditEvents.resourceType, 'order'), inArray(auditEvents.resourceId, ids)));
    expect(created.map((a) => a.resourceId).sort()).toEqual([...ids].sort());
    expect(created.every((a) => a.actorUserId === patient.id)).toBe(true);
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, patient.id))).toEqual([]);

    // The same key replays the same two orders and writes nothing more.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/lab-orders', headers: { ...patient.headers, 'idempotency-key': 'split-0001' }, payload: {} });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(placed);
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.orderedBy, patient.id))).toHaveLength(2);
  });
});
