import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signIn } from '../../../test/oidc-flow';
import { auditEvents, labs, notifications, orderEvents, orders, tests, users } from '../schema';
import { seedDatabase } from './index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';

const ctx = useTestApp();
const headers: Record<string, { authorization: string }> = {};

type Order = { id: string; orderNumber: string; status: string; labName: string; patientName: string; items: { code: string }[] };
const get = async (role: string, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: headers[role] });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const byTest = (list: Order[], code: string) => list.find((o) => o.items.some((i) => i.code === code))!;

beforeAll(async () => {
  await seedDatabase(ctx.database.db, { demo: true });
  for (const account of DEMO_ACCOUNTS) {
    headers[account.role] = { authorization: `Bearer ${(await signIn(ctx.app, account.email, DEMO_PASSWORD)).access_token}` };
  }
});

describe('demo orders', () => {
  it('puts the demo technician at the lab that "Best available" routing picks', async () => {
    const [tech] = await ctx.database.db.select({ labId: users.labId }).from(users).where(eq(users.email, 'lab@demo.labwise.test'));
    const [lab] = await ctx.database.db.select({ name: labs.name }).from(labs).where(eq(labs.id, tech!.labId!));
    expect(lab!.name).toBe('Northside Clinical Laboratory');
    // The demo doctor's cart with tests no single other lab has together goes there too.
    const ids = await ctx.database.db.select({ id: tests.id, code: tests.code }).from(tests);
    for (const code of ['CBC', 'TSH', 'DDIMER']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: headers.doctor, payload: { testId: ids.find((t) => t.code === code)!.id } });
      expect(res.statusCode).toBeLessThan(300);
    }
    const preview = await ctx.app.inject({ method: 'POST', url: '/api/v1/lab-orders/preview', headers: headers.doctor, payload: {} });
    expect(preview.json().data.orders.map((o: { labName: string }) => o.labName)).toEqual(['Northside Clinical Laboratory']);
    await ctx.app.inject({ method: 'DELETE', url: '/api/v1/cart', headers: headers.doctor });
  });

  it('shows every role an order in each stage, for the demo patient, by the demo doctor, at the demo lab', async () => {
    const lab: Order[] = await get('lab_technician', '/api/v1/lab-orders?limit=200');
    expect(lab.map((o) => [o.items[0]!.code, o.status]).sort()).toEqual(
      [
        ['CBC', 'sample_collected'],
        ['CMP', 'completed'],
        ['GLU', 'completed'],
        ['HBA1C', 'results_ready'],
        ['LIPID', 'processing'],
        ['TSH', 'ordered'],
      ].sort(),
    );
    expect(new Set(lab.map((o) => o.patientName))).toEqual(new Set(['Maya Patel']));
    expect(new Set(lab.map((o) => o.labName))).toEqual(new Set(['Northside Clinical Laboratory']));
    const doctor: Order[] = await get('doctor', '/api/v1/lab-orders');
    expect(doctor).toHaveLength(6);
    const patient: Order[] = await get('patient', '/api/v1/lab-orders');
    expect(patient).toHaveLength(6);
  });

  it('walks each order through the workflow with its history, flags and audit rows', async () => {
    const list: Order[] = await get('doctor', '/api/v1/lab-orders');
    const cmp = byTest(list, 'CMP');
    const detail = await get('doctor', `/api/v1/lab-orders/${cmp.id}`);
    expect(detail.events.map((e: { toStatus: string }) => e.toStatus)).toEqual(['ordered', 'sample_collected', 'processing', 'results_ready', 'completed']);

    const results = await get('patient', `/api/v1/lab-orders/${cmp.id}/results`);
    expect(results).toMatchObject({ released: true, labComments: 'Sample slightly hemolysed.' });
    expect(results.results.find((r: { analyteCode: string }) => r.analyteCode === 'K')).toMatchObject({ value: 6.5, flag: 'critical', hl7Flag: 'HH' });
    expect(results.results.find((r: { analyteCode: string }) => r.analyteCode === 'NA')).toMatchObject({ flag: 'normal' });

    // Awaiting release: the doctor sees the values, the patient not yet.
    const a1c = byTest(list, 'HBA1C');
    expect((await get('doctor', `/api/v1/lab-orders/${a1c.id}/results`)).results[0]).toMatchObject({ value: 5.9, flag: 'high' });
    expect((await get('patient', `/api/v1/lab-orders/${a1c.id}/results`)).results).toEqual([]);

    const [doctor] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'doctor@demo.labwise.test'));
    const alerts = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, doctor!.id));
    expect(alerts.filter((n) => n.kind === 'critical_result').map((n) => [n.title, n.body])).toEqual([[`Critical result on ${cmp.orderNumber}`, '1 critical value needs your attention.']]);
    const seeded = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.resourceId, cmp.id)).orderBy(auditEvents.id);
    expect(seeded.filter((a) => a.requestId === 'seed:demo-orders').map((a) => [a.action, a.resourceType, a.actorRole])).toEqual([
      ['create', 'order', 'doctor'],
      ['transition', 'order', 'lab_technician'],
      ['transition', 'order', 'lab_technician'],
      ['create', 'results', 'lab_technician'],
      ['transition', 'results', 'doctor'],
    ]);
  });

  it('trends glucose across the metabolic panel and the glucose test (one LOINC code)', async () => {
    const list: Order[] = await get('patient', '/api/v1/lab-orders');
    const cmp = byTest(list, 'CMP');
    const glucose = (await get('patient', `/api/v1/lab-orders/${cmp.id}/results`)).results.find((r: { analyteCode: string }) => r.analyteCode === 'GLU');
    const history = await get('patient', `/api/v1/lab-orders/${cmp.id}/results/history?analyteId=${glucose.analyteId}`);
    expect(history.map((p: { value: number; orderNumber: string }) => [p.value, p.orderNumber])).toEqual([
      [104, byTest(list, 'GLU').orderNumber],
      [97, cmp.orderNumber],
    ]);
  });

  it('adds nothing on a second start', async () => {
    const countOf = async () => ({
      orders: (await ctx.database.db.select({ n: count() }).from(orders))[0]!.n,
      events: (await ctx.database.db.select({ n: count() }).from(orderEvents))[0]!.n,
    });
    const before = await countOf();
    await seedDatabase(ctx.database.db, { demo: true });
    expect(await countOf()).toEqual(before);
  });

  it('rates the demo lab on the released orders, as the patient and the doctor did, so the network shows real ratings', async () => {
    const network = await get('patient', '/api/v1/labs');
    const northside = network.labs.find((l: { name: string }) => l.name === 'Northside Clinical Laboratory');
    // 5 and 4 from the patient (glucose, metabolic panel), 4 from the doctor (metabolic panel).
    expect(northside).toMatchObject({ rating: 4.3, ratingCount: 3 });
    expect(network.summary.networkRating).toBe(4.3);
    const [glucose] = (await get('patient', '/api/v1/catalog/tests?q=GLU')).tests;
    // A test's rating counts the ratings of the orders that included it: only the glucose order's.
    expect(glucose).toMatchObject({ code: 'GLU', rating: 5, ratingCount: 1 });
    const released = byTest(await get('patient', '/api/v1/lab-orders'), 'GLU');
    expect((await get('patient', `/api/v1/lab-orders/${released.id}/rating`)).rating).toMatchObject({ stars: 5, raterRole: 'patient' });
  });
});
