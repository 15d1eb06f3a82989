import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ReleasedResults } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs, type ApiMethod } from '../../../test/api';
import { labIdNamed, testIdsByCode } from '../../../test/catalog';
import { collectAndProcess, placeOrder, uploadResults, type PlacedOrder } from '../../../test/lab-orders';
import { auditEvents, patients } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/**
 * GET /api/v1/patients/me/results (My Results): a patient's own released results, every order at
 * once — released by their doctor, or a self-order's results as uploaded. Never results before
 * release, never another patient's; audited like every read of health data.
 */
const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patientA: SignedInUser;
let patientB: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let admin: SignedInUser;
let labId: string;
let recordA: string;
let testId: Record<string, string>;
const orders: Record<string, PlacedOrder> = {};

const URL = '/api/v1/patients/me/results';
const call = (method: ApiMethod, url: string, who: SignedInUser | null, payload?: unknown) => callAs(ctx.app, method, url, who, payload);

/** Places an order of `code` (by the doctor for `patientRecord`, else a self-order) and has the lab upload `value` for every analyte. */
async function resulted(code: string, by: SignedInUser, value: number, labComments: string, patientRecord?: string) {
  const order = await placeOrder(ctx.app, by, { testIds: [testId[code]!], labId, patientId: patientRecord });
  await collectAndProcess(ctx.app, order.id, tech);
  await uploadResults(ctx.app, order.id, tech, () => value, { labComments });
  return order;
}

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  testId = await testIdsByCode(db);
  labId = await labIdNamed(db, 'Northside Clinical Laboratory');
  patientA = await signedInUser(ctx.app, db, 'my-results-a@example.com');
  patientB = await signedInUser(ctx.app, db, 'my-results-b@example.com');
  doctor = await signedInUser(ctx.app, db, 'my-results-doctor@example.com', 'doctor');
  tech = await signedInUser(ctx.app, db, 'my-results-tech@example.com', 'lab_technician', { labId });
  admin = await signedInUser(ctx.app, db, 'my-results-admin@example.com', 'admin');
  const [a] = await db.insert(patients).values({ userId: patientA.id, fullName: 'Ada Released', sexAtBirth: 'female', dateOfBirth: '1985-02-03', primaryDoctorId: doctor.id }).returning();
  recordA = a!.id;
  await db.insert(patients).values({ userId: patientB.id, fullName: 'Bo Other', sexAtBirth: 'male', dateOfBirth: '1975-09-10' });

  // A: a doctor's order released with a note; a doctor's order resulted but not released; a self-order resulted.
  orders.released = await resulted('TSH', doctor, 2.1, 'Released lab note', recordA);
  expect((await call('POST', `/api/v1/lab-orders/${orders.released.id}/release`, doctor, { comment: 'Thyroid is fine.' })).statusCode).toBe(200);
  orders.unreleased = await resulted('FERR', doctor, 80, 'UNRELEASED lab note', recordA);
  orders.selfOrder = await resulted('GLU', patientA, 92, 'Self-order lab note');
  // B: a self-order resulted, so released to B alone.
  orders.other = await resulted('GLU', patientB, 95, 'OTHER patient lab note');
}, 120_000);

describe('My Results: the patient’s released results', () => {
  it('lists the doctor-released order and the resulted self-order, newest release first, with their values and notes', async () => {
    const res = await call('GET', URL, patientA);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as ReleasedResults[];
    expect(list.map((r) => r.orderNumber)).toEqual([orders.selfOrder!.orderNumber, orders.released!.orderNumber]);

    const [self, released] = list as [ReleasedResults, ReleasedResults];
    expect(self).toMatchObject({ orderId: orders.selfOrder!.id, status: 'completed', released: true, reviewedByDoctor: false, labName: 'Northside Clinical Laboratory', labComments: 'Self-order lab note', doctorComment: null });
    expect(self.tests).toEqual([{ code: 'GLU', name: expect.any(String) }]);
    expect(self.results[0]).toMatchObject({ testCode: 'GLU', value: 92, flag: 'normal' });
    expect(released).toMatchObject({ reviewedByDoctor: true, labComments: 'Released lab note', doctorComment: 'Thyroid is fine.' });
    expect(released.results).toEqual([expect.objectContaining({ testCode: 'TSH', analyteName: 'TSH', value: 2.1, unit: 'm[IU]/L', referenceText: expect.any(String) })]);
    expect(Date.parse(self.releasedAt)).toBeGreaterThanOrEqual(Date.parse(released.releasedAt));
    expect(Date.parse(released.orderedAt)).toBeLessThanOrEqual(Date.parse(released.releasedAt));
  });

  it('holds back results the doctor has not released, and every other patient’s', async () => {
    const a = await call('GET', URL, patientA);
    expect(a.body).not.toContain(orders.unreleased!.orderNumber);
    expect(a.body).not.toContain('UNRELEASED');
    expect(a.body).not.toContain(orders.other!.orderNumber);
    expect(a.body).not.toContain('OTHER patient');

    const b = (await call('GET', URL, patientB)).json().data as ReleasedResults[];
    expect(b.map((r) => r.orderNumber)).toEqual([orders.other!.orderNumber]);
    expect(JSON.stringify(b)).not.toMatch(/Released lab note|Self-order lab note|UNRELEASED/);

    // Once the doctor releases it, it is there.
    expect((await call('POST', `/api/v1/lab-orders/${orders.unreleased!.id}/release`, doctor, {})).statusCode).toBe(200);
    const after = (await call('GET', URL, patientA)).json().data as ReleasedResults[];
    expect(after[0]).toMatchObject({ orderNumber: orders.unreleased!.orderNumber, labComments: 'UNRELEASED lab note', doctorComment: null });
  });

  it('answers an empty list to a patient with nothing released, or with no patient record yet', async () => {
    const fresh = await signedInUser(ctx.app, ctx.database.db, 'my-results-new@example.com');
    const none = await call('GET', URL, fresh);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);
    await ctx.database.db.insert(patients).values({ userId: fresh.id, fullName: 'New Patient', sexAtBirth: 'unknown' });
    expect((await call('GET', URL, fresh)).json().data).toEqual([]);
  });

  it('is for patients only: 401 signed out, 403 for other roles', async () => {
    expect((await call('GET', URL, null)).statusCode).toBe(401);
    for (const who of [doctor, tech, admin]) {
      const res = await call('GET', URL, who);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('lab note');
    }
  });

  it('audits the read, naming the patient', async () => {
    const res = await call('GET', URL, patientA);
    const requestId = String(res.headers['x-request-id']);
    const rows = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.requestId, requestId), eq(auditEvents.outcome, 'allowed')));
    expect(rows).toEqual([expect.objectContaining({ actorUserId: patientA.id, action: 'read', resourceType: 'released_results', resourceId: recordA, patientId: recordA })]);
  });
});
