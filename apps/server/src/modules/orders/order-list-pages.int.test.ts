import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs } from '../../../test/api';
import { labIdNamed, testIdsByCode } from '../../../test/catalog';
import { collectAndProcess, placeOrder, uploadResults } from '../../../test/lab-orders';
import { auditEvents, orders, patients } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/**
 * Keyset pages of every order and result list (ADR 0051): a walk with `meta.nextCursor` sees each
 * row once, in (instant desc, id desc) order, even when rows share an instant to the microsecond;
 * a cursor never widens the caller's scope; a damaged or foreign cursor is a 400 with a message.
 */
const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patientA: SignedInUser;
let patientB: SignedInUser;
let doctor: SignedInUser;
let otherDoctor: SignedInUser;
let tech: SignedInUser;
let recordA: string;
let labId: string;
let testId: Record<string, string>;
const ordersOfA: string[] = [];
const ordersOfB: string[] = [];

type Row = { id: string; createdAt: string };
type PageBody = { data: Row[]; meta: { nextCursor: string | null } };

/** Every page of `url` at `limit` rows, following the cursors; the pages as they came. */
async function walk(url: string, who: SignedInUser, limit: number): Promise<Row[][]> {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const res = await callAs(ctx.app, 'GET', `${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, who);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PageBody>();
    pages.push(body.data);
    cursor = body.meta.nextCursor;
    expect(pages.length).toBeLessThan(50);
  } while (cursor);
  return pages;
}

/** The ids of these orders as the database orders them: the lists' (created_at desc, id desc). */
async function newestFirst(ids: string[]): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`);
  return rows.map((row) => row.id);
}

/**
 * Gives these orders instants that tie: the first three the very same microsecond, the next two
 * the same millisecond a few microseconds apart (a JavaScript Date would not tell them apart).
 */
async function tieInstants(ids: string[], column: 'created_at' | 'results_released_at') {
  const db = ctx.database.db;
  const base = "timestamptz '2026-03-01 10:00:00.123456+00'";
  const at = [base, base, base, `${base} + interval '3 microseconds'`, `${base} + interval '1 microsecond'`];
  for (const [i, id] of ids.entries()) {
    if (i >= at.length) break;
    await db.execute(sql`update ${orders} set ${sql.raw(column)} = ${sql.raw(at[i]!)} where ${orders.id} = ${id}`);
  }
}

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  testId = await testIdsByCode(db);
  labId = await labIdNamed(db, 'Northside Clinical Laboratory');
  patientA = await signedInUser(ctx.app, db, 'pages-a@example.com');
  patientB = await signedInUser(ctx.app, db, 'pages-b@example.com');
  doctor = await signedInUser(ctx.app, db, 'pages-doctor@example.com', 'doctor');
  otherDoctor = await signedInUser(ctx.app, db, 'pages-other-doctor@example.com', 'doctor');
  tech = await signedInUser(ctx.app, db, 'pages-tech@example.com', 'lab_technician', { labId });
  const [a] = await db.insert(patients).values({ userId: patientA.id, fullName: 'Ada Pages', sexAtBirth: 'female', dateOfBirth: '1985-02-03', primaryDoctorId: doctor.id }).returning();
  await db.insert(patients).values({ userId: patientB.id, fullName: 'Bo Pages', sexAtBirth: 'male', dateOfBirth: '1979-06-07' }).returning();
  recordA = a!.id;
  // Patient A: four self-orders and three by the doctor; patient B: two self-orders.
  for (let i = 0; i < 4; i += 1) ordersOfA.push((await placeOrder(ctx.app, patientA, { testIds: [testId.CBC!], labId })).id);
  for (let i = 0; i < 3; i += 1) ordersOfA.push((await placeOrder(ctx.app, doctor, { testIds: [testId.TSH!], labId, patientId: recordA })).id);
  for (let i = 0; i < 2; i += 1) ordersOfB.push((await placeOrder(ctx.app, patientB, { testIds: [testId.TSH!], labId })).id);
  // Ties across the two kinds of order, so the doctor's union meets them too.
  await tieInstants([ordersOfA[0]!, ordersOfA[4]!, ordersOfA[1]!, ordersOfA[5]!, ordersOfA[2]!], 'created_at');
  // Patient B's orders older than all of A's, so a cursor of A's list would reach them if it could.
  await db.update(orders).set({ createdAt: new Date('2026-02-01T00:00:00Z') }).where(inArray(orders.id, ordersOfB));
});

describe('order list pages', () => {
  it('walks a patient’s orders two at a time: every order once, newest first, ties broken by id', async () => {
    const pages = await walk('/api/v1/lab-orders', patientA, 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat().map((o) => o.id)).toEqual(await newestFirst(ordersOfA));
  });

  it('walks the doctor’s union (own orders and their patients’ self-orders) and the lab’s orders the same way', async () => {
    expect((await walk('/api/v1/lab-orders', doctor, 3)).flat().map((o) => o.id)).toEqual(await newestFirst(ordersOfA));
    const lab = (await walk('/api/v1/lab-orders', tech, 1)).flat().map((o) => o.id);
    expect(lab).toEqual(await newestFirst([...ordersOfA, ...ordersOfB]));
  });

  it('answers the last page with no cursor, and a page that fits everything as the only one', async () => {
    const res = await callAs(ctx.app, 'GET', '/api/v1/lab-orders?limit=50', patientA);
    expect(res.json().meta).toEqual({ nextCursor: null });
    expect(res.json().data).toHaveLength(ordersOfA.length);
  });

  it('sends what the list shows, not the detail: no notes, doctor or line prices', async () => {
    const [first] = (await callAs(ctx.app, 'GET', '/api/v1/lab-orders?limit=1', patientA)).json().data;
    expect(Object.keys(first).sort()).toEqual(['createdAt', 'id', 'items', 'labName', 'orderNumber', 'patientId', 'patientName', 'priority', 'status', 'totalCents']);
    expect(Object.keys(first.items[0]).sort()).toEqual(['code', 'id', 'name']);
  });

  it('keeps a cursor inside the caller’s scope: with another patient’s cursor, a patient sees only their own orders', async () => {
    const firstOfA = (await callAs(ctx.app, 'GET', '/api/v1/lab-orders?limit=1', patientA)).json<PageBody>();
    const res = await callAs(ctx.app, 'GET', `/api/v1/lab-orders?limit=50&cursor=${firstOfA.meta.nextCursor}`, patientB);
    expect(res.statusCode).toBe(200);
    expect(res.json<PageBody>().data.map((o) => o.id)).toEqual(await newestFirst(ordersOfB));
    expect((await callAs(ctx.app, 'GET', `/api/v1/lab-orders?cursor=${firstOfA.meta.nextCursor}`, otherDoctor)).json().data).toEqual([]);
  });

  it('audits every page read', async () => {
    const first = await callAs(ctx.app, 'GET', '/api/v1/lab-orders?limit=2', patientA);
    const second = await callAs(ctx.app, 'GET', `/api/v1/lab-orders?limit=2&cursor=${first.json().meta.nextCursor}`, patientA);
    for (const res of [first, second]) {
      const logged = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, String(res.headers['x-request-id'])));
      expect(logged).toEqual([expect.objectContaining({ action: 'read', resourceType: 'order_list', actorUserId: patientA.id })]);
    }
  });
});

describe('a patient’s orders, as their doctor reads them', () => {
  it('walks every order of the patient once, and nothing of another patient', async () => {
    const pages = await walk(`/api/v1/patients/${recordA}/orders`, doctor, 2);
    expect(pages.flat().map((o) => o.id)).toEqual(await newestFirst(ordersOfA));
  });

  it('refuses page 2 to a doctor without the patient, as it refuses page 1', async () => {
    const first = (await callAs(ctx.app, 'GET', `/api/v1/patients/${recordA}/orders?limit=2`, doctor)).json<PageBody>();
    const res = await callAs(ctx.app, 'GET', `/api/v1/patients/${recordA}/orders?limit=2&cursor=${first.meta.nextCursor}`, otherDoctor);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(ordersOfA[0]);
  });
});

describe('cursors that cannot be followed', () => {
  const expired = 'This list link has expired; reload the list.';

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['JSON of the wrong shape', Buffer.from('{"at":1}').toString('base64url')],
    ['an instant that is not one', Buffer.from(JSON.stringify(['orders', '2026-13-45T99:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['an id that is not a uuid', Buffer.from(JSON.stringify(['orders', '2026-03-01T10:00:00.123456Z', "1' or '1'='1"])).toString('base64url')],
  ])('answers 400 for %s', async (_what, cursor) => {
    const res = await callAs(ctx.app, 'GET', `/api/v1/lab-orders?cursor=${encodeURIComponent(cursor)}`, patientA);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(expired);
  });

  it('refuses a cursor of another list', async () => {
    const first = (await callAs(ctx.app, 'GET', `/api/v1/patients/${recordA}/orders?limit=1`, doctor)).json<PageBody>();
    const res = await callAs(ctx.app, 'GET', `/api/v1/lab-orders?cursor=${first.meta.nextCursor}`, doctor);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(expired);
  });

  it('answers 400 for an empty cursor', async () => {
    const res = await callAs(ctx.app, 'GET', '/api/v1/lab-orders?cursor=', patientA);
    expect(res.statusCode).toBe(400);
  });
});

describe('My Results pages', () => {
  it('walks the released results once each, newest release first, ties broken by id', async () => {
    const released: string[] = [];
    for (const orderId of ordersOfB) {
      await collectAndProcess(ctx.app, orderId, tech);
      await uploadResults(ctx.app, orderId, tech, () => 2);
      released.push(orderId);
    }
    const third = (await placeOrder(ctx.app, patientB, { testIds: [testId.TSH!], labId })).id;
    await collectAndProcess(ctx.app, third, tech);
    await uploadResults(ctx.app, third, tech, () => 2);
    released.push(third);
    await tieInstants(released, 'results_released_at');
    const pages = (await walk('/api/v1/patients/me/results', patientB, 1)) as unknown as { orderId: string }[][];
    const expected = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, released))
      .orderBy(sql`${orders.resultsReleasedAt} desc, ${orders.id} desc`);
    expect(pages.flat().map((r) => r.orderId)).toEqual(expected.map((row) => row.id));
    expect(pages).toHaveLength(3);
  });
});

describe('the OpenAPI document', () => {
  it('shows each list’s limit and cursor, and the next page’s cursor beside the data', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/v1/lab-orders', '/api/v1/patients/{id}/orders', '/api/v1/patients/me/results']) {
      const get = doc.paths[path].get;
      expect(get.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name).sort(), path).toEqual(['cursor', 'limit']);
      const body = get.responses['200'].content['application/json'].schema;
      expect(body.properties.meta.properties.nextCursor, path).toBeDefined();
    }
  });
});
