import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, orderItems, results, testAnalytes, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';
import { adminTestInput } from '@labwise/domain';

const ctx = useTestApp();
let admin: SignedInUser;
let doctor: SignedInUser;

const range = (overrides: Record<string, unknown> = {}) => ({
  sex: 'any',
  ageMinYears: 18,
  ageMaxYears: 120,
  low: 10,
  high: 20,
  criticalLow: 5,
  criticalHigh: 40,
  normalText: null,
  ...overrides,
});
const analyte = (overrides: Record<string, unknown> = {}) => ({
  code: 'ZNC',
  name: 'Zinc',
  loinc: '5763-6',
  unit: 'umol/L',
  valueType: 'numeric',
  decimals: 1,
  physicalMin: 0,
  physicalMax: 200,
  ranges: [range()],
  ...overrides,
});
const testBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'ZINC',
  name: 'Zinc, Serum',
  category: 'Nutritional',
  description: 'Serum zinc for suspected deficiency.',
  preparation: 'Fasting 8-12 hours',
  priceCents: 4550,
  specimenType: 'serum',
  turnaroundHoursMin: 24,
  turnaroundHoursMax: 72,
  loinc: '5763-6',
  clinicianOrderOnly: false,
  active: true,
  analytes: [analyte()],
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
  admin = await signedInUser(ctx.app, ctx.database.db, 'catalog-admin@example.com', 'admin');
  doctor = await signedInUser(ctx.app, ctx.database.db, 'catalog-doctor@example.com', 'doctor');
});

describe('creating a test', () => {
  let created: { id: string };

  it('creates the test with its analytes and ranges, and audits it', async () => {
    const res = await call('POST', '/api/v1/admin/catalog/tests', testBody({ code: 'zinc' }));
    expect(res.statusCode).toBe(201);
    created = res.json().data;
    expect(res.json().data).toMatchObject({
      code: 'ZINC',
      priceCents: 4550,
      turnaroundDays: 3,
      fasting: true,
      active: true,
      orderCount: 0,
      analytes: [{ code: 'ZNC', unit: 'umol/L', physicalMin: 0, physicalMax: 200, ranges: [{ low: 10, high: 20, criticalLow: 5, criticalHigh: 40 }] }],
    });
    const trail = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, 'test'), eq(auditEvents.resourceId, created.id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'create', actorUserId: admin.id, outcome: 'allowed' });
  });

  it('is found by the catalog search everyone uses (the stored search text follows the new test)', async () => {
    const byName = await call('GET', '/api/v1/catalog/tests?q=zinc%2C%20ser', undefined, doctor.headers);
    expect(byName.json().data.tests.map((t: { code: string }) => t.code)).toEqual(['ZINC']);
    const byDescription = await call('GET', '/api/v1/catalog/tests?q=suspected%20deficiency', undefined, doctor.headers);
    expect(byDescription.json().data.tests.map((t: { code: string }) => t.code)).toEqual(['ZINC']);
  });

  it('refuses a second test with the same code with 409 and a clear message', async () => {
    const res = await call('POST', '/api/v1/admin/catalog/tests', testBody({ name: 'Another zinc' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A test with code ZINC already exists.');
    const seeded = await call('POST', '/api/v1/admin/catalog/tests', testBody({ code: 'cbc' }));
    expect(seeded.json().detail).toBe('A test with code CBC already exists.');
  });

  it('explains what is wrong with a body, field by field', async () => {
    const res = await call(
      'POST',
      '/api/v1/admin/catalog/tests',
      testBody({
        code: 'BAD CODE!',
        priceCents: -1,
        turnaroundHoursMin: 48,
        turnaroundHoursMax: 24,
        analytes: [analyte({ ranges: [range({ low: 30, high: 20 }), range({ criticalLow: 12, ageMinYears: 60 })] })],
      }),
    );
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(messages).toMatchObject({
      'body.code': 'A test code has 1 to 20 letters, digits or dashes (for example CBC or HBA1C).',
      'body.priceCents': 'The price cannot be negative.',
    });
  });

  it('checks range rules: low below high, critical outside normal, within the possible, no overlaps', async () => {
    const res = await call(
      'POST',
      '/api/v1/admin/catalog/tests',
      testBody({
        code: 'RULES',
        turnaroundHoursMin: 48,
        turnaroundHoursMax: 24,
        analytes: [
          analyte({
            physicalMax: 30,
            ranges: [range({ low: 30, high: 20, criticalHigh: null }), range({ criticalLow: 12, ageMinYears: 60 }), range({ sex: 'male', criticalHigh: 45, criticalLow: null })],
          }),
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(messages).toMatchObject({
      'body.turnaroundHoursMax': 'The longest turnaround cannot be shorter than the shortest.',
      'body.analytes.0.ranges.0.high': 'The normal high must be above the normal low.',
      'body.analytes.0.ranges.1.criticalLow': 'The critical low must be below the normal range.',
      'body.analytes.0.ranges.1.ageMinYears': 'This range overlaps range 1 for any sex at the same ages.',
      'body.analytes.0.ranges.2.criticalHigh': 'Must lie within the possible values (0 to 30).',
    });
  });

  it('rejects unknown keys (no mass assignment)', async () => {
    const res = await call('POST', '/api/v1/admin/catalog/tests', { ...testBody({ code: 'XTRA' }), rating: 5 });
    expect(res.statusCode).toBe(400);
  });

  it('is for administrators only: 403 for a doctor, 401 without a token', async () => {
    expect((await call('POST', '/api/v1/admin/catalog/tests', testBody({ code: 'DOC' }), doctor.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/catalog/tests', undefined, doctor.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/catalog/tests' })).statusCode).toBe(401);
  });

  it('lists the whole catalog for administrators, retired tests included, with search', async () => {
    const all = await call('GET', '/api/v1/admin/catalog/tests?q=zinc');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual([expect.objectContaining({ code: 'ZINC', analyteCount: 1, labCount: 0 })]);
    const cbc = (await call('GET', '/api/v1/admin/catalog/tests?q=CBC')).json().data[0];
    expect(cbc.labCount).toBeGreaterThanOrEqual(2);
    expect(created.id).toBeTruthy();
  });
});

describe('editing a test', () => {
  let id: string;
  let analyteId: string;

  beforeAll(async () => {
    const res = await call('POST', '/api/v1/admin/catalog/tests', testBody({ code: 'COPPER', name: 'Copper, Serum', analytes: [analyte({ code: 'CU', name: 'Copper' })] }));
    id = res.json().data.id;
    analyteId = res.json().data.analytes[0].id;
  });

  it('saves every field, keeps analyte ids, replaces ranges and finds the new name in the catalog', async () => {
    const res = await call(
      'PUT',
      `/api/v1/admin/catalog/tests/${id}`,
      testBody({
        code: 'COPPER',
        name: 'Copper and Ceruloplasmin',
        priceCents: 6000,
        preparation: null,
        turnaroundHoursMax: 96,
        clinicianOrderOnly: true,
        analytes: [
          analyte({ id: analyteId, code: 'CU', name: 'Copper', ranges: [range({ sex: 'male' }), range({ sex: 'female', low: 11, high: 22 })] }),
          analyte({ code: 'CP', name: 'Ceruloplasmin', unit: 'mg/dL', ranges: [range()] }),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ name: 'Copper and Ceruloplasmin', priceCents: 6000, turnaroundDays: 4, fasting: false, clinicianOrderOnly: true });
    expect(saved.analytes.map((a: { code: string }) => a.code)).toEqual(['CU', 'CP']);
    expect(saved.analytes[0].id).toBe(analyteId);
    expect(saved.analytes[0].ranges.map((r: { sex: string }) => r.sex).sort()).toEqual(['female', 'male']);
    const found = await call('GET', '/api/v1/catalog/tests?q=ceruloplasmin', undefined, doctor.headers);
    expect(found.json().data.tests.map((t: { code: string }) => t.code)).toEqual(['COPPER']);
  });

  it('lets two analytes swap codes in one save', async () => {
    const current = (await call('GET', `/api/v1/admin/catalog/tests/${id}`)).json().data;
    const [cu, cp] = current.analytes;
    const swap = (a: Record<string, unknown>, code: string) => ({ ...analyte(), id: a.id, code, name: a.name, unit: a.unit });
    const res = await call('PUT', `/api/v1/admin/catalog/tests/${id}`, testBody({ code: 'COPPER', analytes: [swap(cu, 'CP'), swap(cp, 'CU')] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.analytes.map((a: { id: string; code: string }) => [a.id, a.code])).toEqual([
      [cu.id, 'CP'],
      [cp.id, 'CU'],
    ]);
  });

  it('refuses to take another test’s code', async () => {
    const res = await call('PUT', `/api/v1/admin/catalog/tests/${id}`, testBody({ code: 'TSH' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A test with code TSH already exists.');
  });

  it('answers 404 for a missing test and 400 for an analyte of another test', async () => {
    expect((await call('PUT', '/api/v1/admin/catalog/tests/00000000-0000-4000-8000-000000000000', testBody({ code: 'GONE' }))).statusCode).toBe(404);
    const [foreign] = await ctx.database.db.select({ id: testAnalytes.id }).from(testAnalytes).limit(1);
    const res = await call('PUT', `/api/v1/admin/catalog/tests/${id}`, testBody({ code: 'COPPER', analytes: [analyte({ id: foreign!.id })] }));
    expect(res.statusCode).toBe(400);
  });

  it('deactivates and reactivates: a retired test leaves the catalog search', async () => {
    const off = await call('PATCH', `/api/v1/admin/catalog/tests/${id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Test deactivated');
    expect((await call('GET', '/api/v1/catalog/tests?q=copper', undefined, doctor.headers)).json().data.tests).toEqual([]);
    const inactive = (await call('GET', '/api/v1/admin/catalog/tests?status=inactive')).json().data;
    expect(inactive.map((t: { code: string }) => t.code)).toContain('COPPER');
    await call('PATCH', `/api/v1/admin/catalog/tests/${id}`, { active: true });
    expect((await call('GET', '/api/v1/catalog/tests?q=copper', undefined, doctor.headers)).json().data.tests).toHaveLength(1);
  });
});

describe('deleting a test', () => {
  it('deletes a test nobody ordered', async () => {
    const created = (await call('POST', '/api/v1/admin/catalog/tests', testBody({ code: 'TEMP' }))).json().data;
    const res = await call('DELETE', `/api/v1/admin/catalog/tests/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/admin/catalog/tests/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an ordered test, and to drop an analyte with results, saying what to do instead', async () => {
    const patient = await signedInUser(ctx.app, ctx.database.db, 'catalog-patient@example.com');
    const cbc = (await call('GET', '/api/v1/admin/catalog/tests?q=complete%20blood')).json().data[0];
    await call('POST', '/api/v1/cart/lines', { testId: cbc.id }, patient.headers);
    const order = await call('POST', '/api/v1/lab-orders', {}, patient.headers);
    expect(order.statusCode, order.body).toBe(201);

    const res = await call('DELETE', `/api/v1/admin/catalog/tests/${cbc.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This test has been ordered, so it cannot be deleted. Deactivate it instead.');

    // A recorded result pins its analyte.
    const detail = (await call('GET', `/api/v1/admin/catalog/tests/${cbc.id}`)).json().data;
    const orderId = order.json().data[0].id as string;
    const [item] = await ctx.database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
    await ctx.database.db.insert(results).values({
      orderId,
      orderItemId: item!.id,
      analyteId: detail.analytes[0].id,
      valueNumeric: 5,
      unit: detail.analytes[0].unit,
      flag: 'normal',
      hl7Flag: 'N',
    });
    const body = {
      ...testBody({ code: detail.code, name: detail.name, category: detail.category }),
      analytes: detail.analytes.slice(1).map((a: Record<string, unknown>) => ({ ...a })),
    };
    const drop = await call('PUT', `/api/v1/admin/catalog/tests/${cbc.id}`, body);
    expect(drop.statusCode).toBe(409);
    expect(drop.json().detail).toBe(`${detail.analytes[0].name} has recorded results, so it cannot be removed. Keep it, or deactivate the test.`);
    const still = await ctx.database.db.select().from(tests).where(eq(tests.id, cbc.id));
    expect(still[0]?.name).toBe(detail.name);
  });
});

describe('the seeded catalog', () => {
  it('passes the admin form rules, so an administrator can open and save any seeded test as it is', async () => {
    const list = (await call('GET', '/api/v1/admin/catalog/tests?limit=500')).json().data as { id: string }[];
    for (const { id } of list) {
      const t = (await call('GET', `/api/v1/admin/catalog/tests/${id}`)).json().data;
      const body = {
        code: t.code,
        name: t.name,
        category: t.category,
        description: t.description,
        preparation: t.preparation,
        priceCents: t.priceCents,
        specimenType: t.specimenType,
        turnaroundHoursMin: t.turnaroundHoursMin,
        turnaroundHoursMax: t.turnaroundHoursMax,
        loinc: t.loinc,
        clinicianOrderOnly: t.clinicianOrderOnly,
        active: t.active,
        analytes: t.analytes,
      };
      const parsed = adminTestInput.safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues.map((i) => `${t.code} ${i.path.join('.')}: ${i.message}`)).toEqual([]);
    }
  });
});
