import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXPORT_MESSAGES } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, labs, orders, patients, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let admin: SignedInUser;
let doctor: SignedInUser;
let otherDoctor: SignedInUser;
let techA: SignedInUser;
let techB: SignedInUser;
let patient: SignedInUser;
const orderNumbers = { mine: '', other: '', old: '' };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RECENT = `from=${day(-7)}&to=${day(1)}`;
const EVIL = '=HYPERLINK("http://x.example","Smith, Jo")';

const get = (path: string, who?: SignedInUser) => ctx.app.inject({ method: 'GET', url: `/api/v1/exports/${path}`, headers: who?.headers ?? {} });

/** Reads RFC 4180 text back into rows (quoted fields, doubled quotes, CRLF), after the byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

const column = (rows: string[][], name: string) => {
  const index = rows[0]!.indexOf(name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[index]);
};

async function placeOrder(by: SignedInUser, patientId: string, labId: string, testId: string): Promise<string> {
  const call = async (url: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: by.headers, payload });
    if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  await call('/api/v1/cart/lines', { testId });
  const [order] = await call('/api/v1/lab-orders', { patientId, labId });
  return order.orderNumber as string;
}

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  const [labA] = await db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const [labB] = await db.select().from(labs).where(eq(labs.name, 'Riverbend Diagnostics'));
  const [cbc] = await db.select().from(tests).where(eq(tests.code, 'CBC'));
  admin = await signedInUser(ctx.app, db, 'export-admin@example.com', 'admin');
  doctor = await signedInUser(ctx.app, db, 'export-doctor@example.com', 'doctor');
  otherDoctor = await signedInUser(ctx.app, db, 'export-other-doctor@example.com', 'doctor');
  techA = await signedInUser(ctx.app, db, 'export-tech-a@example.com', 'lab_technician', { labId: labA!.id });
  techB = await signedInUser(ctx.app, db, 'export-tech-b@example.com', 'lab_technician', { labId: labB!.id });
  patient = await signedInUser(ctx.app, db, 'export-patient@example.com');
  const record = (fullName: string, primaryDoctorId: string, extra: Partial<typeof patients.$inferInsert> = {}) =>
    db.insert(patients).values({ fullName, primaryDoctorId, sexAtBirth: 'female', dateOfBirth: '1984-03-09', consentGivenAt: new Date(), consentVersion: 'test', ...extra }).returning();
  const [mine] = await record(EVIL, doctor.id, { phone: '+15550100', email: 'evil@example.com' });
  const [theirs] = await record('Olga Otherdoc', otherDoctor.id);
  const [old] = await record('Oscar Oldtimer', doctor.id, { createdAt: new Date('2020-01-15T12:00:00Z') });
  orderNumbers.mine = await placeOrder(doctor, mine!.id, labA!.id, cbc!.id);
  orderNumbers.other = await placeOrder(otherDoctor, theirs!.id, labB!.id, cbc!.id);
  orderNumbers.old = await placeOrder(doctor, old!.id, labA!.id, cbc!.id);
  await db.update(orders).set({ createdAt: new Date('2020-01-20T09:00:00Z') }).where(eq(orders.orderNumber, orderNumbers.old));
}, 180_000);

describe('patients export', () => {
  it('gives a doctor their own patients added in the range, as an escaped CSV attachment', async () => {
    const res = await get(`patients.csv?${RECENT}`, doctor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="labwise-patients-${day(-7)}-to-${day(1)}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = parseCsv(res.body);
    expect(column(rows, 'Name')).toEqual([`'${EVIL}`]);
    expect(column(rows, 'Phone')).toEqual(["'+15550100"]);
    expect(column(rows, 'Primary doctor')).toEqual(['export-doctor']);
    expect(res.body).toContain('"\'=HYPERLINK(""http://x.example"",""Smith, Jo"")"');
    expect(res.body).not.toContain('Olga');
    expect(res.body).not.toContain('Oscar');
  });

  it('filters by the date the record was added', async () => {
    const rows = parseCsv((await get('patients.csv?from=2020-01-01&to=2020-01-31', doctor)).body);
    expect(column(rows, 'Name')).toEqual(['Oscar Oldtimer']);
    expect(parseCsv((await get('patients.csv?from=2020-01-16&to=2020-01-31', doctor)).body)).toHaveLength(1);
  });

  it('gives an administrator every record added in the range', async () => {
    const names = column(parseCsv((await get(`patients.csv?${RECENT}`, admin)).body), 'Name');
    expect(names).toEqual(expect.arrayContaining([`'${EVIL}`, 'Olga Otherdoc']));
    expect(names).not.toContain('Oscar Oldtimer');
  });

  it('refuses patients and technicians with 403, and anonymous callers with 401', async () => {
    expect((await get(`patients.csv?${RECENT}`, patient)).statusCode).toBe(403);
    expect((await get(`patients.csv?${RECENT}`, techA)).statusCode).toBe(403);
    expect((await get(`patients.csv?${RECENT}`)).statusCode).toBe(401);
  });
});

describe('orders export', () => {
  it('gives a doctor their patients’ orders with tests, and no one else’s', async () => {
    const rows = parseCsv((await get(`orders.csv?${RECENT}`, doctor)).body);
    expect(column(rows, 'Order number')).toEqual([orderNumbers.mine]);
    expect(column(rows, 'Tests')).toEqual([expect.stringContaining('Complete Blood Count')]);
    expect(column(rows, 'Status')).toEqual(['Ordered']);
    expect(column(rows, 'Lab')).toEqual(['Northside Clinical Laboratory']);
  });

  it('gives a technician the orders routed to their lab only', async () => {
    expect(column(parseCsv((await get(`orders.csv?${RECENT}`, techA)).body), 'Order number')).toEqual([orderNumbers.mine]);
    expect(column(parseCsv((await get(`orders.csv?${RECENT}`, techB)).body), 'Order number')).toEqual([orderNumbers.other]);
    expect(column(parseCsv((await get('orders.csv?from=2020-01-01&to=2020-12-31', techA)).body), 'Order number')).toEqual([orderNumbers.old]);
  });

  it('gives an administrator every order’s status, without patient or tests', async () => {
    const res = await get(`orders.csv?${RECENT}`, admin);
    const rows = parseCsv(res.body);
    expect(column(rows, 'Order number')).toEqual(expect.arrayContaining([orderNumbers.mine, orderNumbers.other]));
    expect(column(rows, 'Order number')).not.toContain(orderNumbers.old);
    expect(rows[0]).not.toContain('Patient');
    expect(rows[0]).not.toContain('Tests');
    for (const secret of ['HYPERLINK', 'Olga', '1984', 'Complete Blood Count']) expect(res.body).not.toContain(secret);
  });

  it('refuses patients with 403', async () => {
    expect((await get(`orders.csv?${RECENT}`, patient)).statusCode).toBe(403);
  });
});

describe('audit trail export', () => {
  it('lists the range’s entries for administrators and records the export itself', async () => {
    const res = await get(`audit-events.csv?${RECENT}`, admin);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Time', 'Actor', 'Actor email', 'Role', 'Action', 'Record', 'Record ID', 'Patient ID', 'Outcome', 'Request ID']);
    expect(column(rows, 'Record')).toContain('export_patients');
    expect(res.body).not.toContain('HYPERLINK');
    expect(parseCsv((await get('audit-events.csv?from=2019-01-01&to=2019-01-31', admin)).body)).toHaveLength(1);
  });

  it('answers 403 to every other role', async () => {
    for (const who of [doctor, techA, patient]) expect((await get(`audit-events.csv?${RECENT}`, who)).statusCode).toBe(403);
  });
});

describe('every export', () => {
  it('is described in the OpenAPI document with its operation, bearer security and errors', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, operationId] of [
      ['/api/v1/exports/patients.csv', 'exportPatientsCsv'],
      ['/api/v1/exports/orders.csv', 'exportOrdersCsv'],
      ['/api/v1/exports/audit-events.csv', 'exportAuditEventsCsv'],
    ] as const) {
      const operation = doc.paths[path].get;
      expect(operation).toMatchObject({ operationId, security: [{ bearer: [] }] });
      expect(operation.summary).toBeTruthy();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    }
  });

  it('leaves one audit row naming who, which list and which range', async () => {
    const res = await get('orders.csv?from=2020-01-01&to=2020-12-31', techA);
    const requestId = res.headers['x-request-id'] as string;
    const rows = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.requestId, requestId), eq(auditEvents.outcome, 'allowed')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: techA.id, actorRole: 'lab_technician', action: 'read', resourceType: 'export_orders', resourceId: '2020-01-01/2020-12-31' });
  });

  it.each([
    ['patients.csv', 'from=2026-01-01', EXPORT_MESSAGES.to],
    ['orders.csv', 'from=01/02/2026&to=2026-02-01', EXPORT_MESSAGES.from],
    ['orders.csv', 'from=2026-02-30&to=2026-03-01', EXPORT_MESSAGES.from],
    ['audit-events.csv', 'from=2026-03-01&to=2026-02-01', EXPORT_MESSAGES.order],
    ['patients.csv', 'from=2024-01-01&to=2025-01-01', EXPORT_MESSAGES.tooLong],
    ['orders.csv', 'from=2026-01-01&to=2026-01-02&limit=5', null],
  ])('answers 400 to %s?%s with a message to act on', async (path, query, detail) => {
    const res = await get(`${path}?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    if (detail) expect(res.json().detail).toContain(detail);
    else expect(res.json().detail).toBeTruthy();
  });
});
