import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PRINT_MESSAGES, RESULT_MESSAGES } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs, type ApiMethod } from '../../../test/api';
import { patientRecordUnder, seedLabCast } from '../../../test/lab-cast';
import { collectAndProcess, placeOrder, uploadResults } from '../../../test/lab-orders';
import { auditEvents } from '../../db/schema';

const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patient: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let otherTech: SignedInUser;
let labId: string;
let recordId: string;
let code: Record<string, string>;

const call = (method: ApiMethod, url: string, who: SignedInUser, payload?: unknown) => callAs(ctx.app, method, url, who, payload);
const doctorOrder = (testCodes: string[]) => placeOrder(ctx.app, doctor, { testIds: testCodes.map((c) => code[c]!), labId, patientId: recordId });

beforeAll(async () => {
  const db = ctx.database.db;
  ({ patient, doctor, tech, labId, code } = await seedLabCast(ctx.app, db, 'print', 'Dr. Paula Print'));
  otherTech = await signedInUser(ctx.app, db, 'print-other@example.com', 'lab_technician');
  recordId = await patientRecordUnder(db, { patient, doctor }, { fullName: 'Priya Printed', sexAtBirth: 'female', dateOfBirth: '1984-02-29' });
});

describe('requisition', () => {
  it('gives the patient and the routed lab everything the collection site needs, audited', async () => {
    const order = await doctorOrder(['LIPID', 'UA']);
    const res = await call('GET', `/api/v1/lab-orders/${order.id}/requisition`, patient);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderNumber: order.orderNumber,
      priority: 'standard',
      patient: { name: 'Priya Printed', dateOfBirth: '1984-02-29' },
      orderingClinician: 'Dr. Paula Print',
      lab: { name: 'Northside Clinical Laboratory', address: '120 Harbor Street, Boston, MA', cliaNumber: '22D0918341', timeZone: 'America/New_York' },
    });
    expect(data.tests.map((t: { code: string }) => t.code)).toEqual(['LIPID', 'UA']);
    const lipid = data.tests.find((t: { code: string }) => t.code === 'LIPID');
    expect(lipid.preparation).toMatch(/Fasting/);
    expect(Buffer.from(data.barcodeDataUrl.split(',')[1], 'base64').toString()).toMatch(/^<svg /);

    expect((await call('GET', `/api/v1/lab-orders/${order.id}/requisition`, tech)).statusCode).toBe(200);
    const trail = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'requisition'), eq(auditEvents.resourceId, order.id)));
    expect(trail.map((t) => t.outcome)).toEqual(['allowed', 'allowed']);
  });

  it('is not the doctor’s to print, nor another lab’s to see', async () => {
    const order = await doctorOrder(['TSH']);
    expect((await call('GET', `/api/v1/lab-orders/${order.id}/requisition`, doctor)).statusCode).toBe(403);
    const other = await call('GET', `/api/v1/lab-orders/${order.id}/requisition`, otherTech);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Priya');
  });

  it('is refused once the sample is collected, saying why', async () => {
    const order = await doctorOrder(['TSH']);
    await collectAndProcess(ctx.app, order.id, tech);
    const res = await call('GET', `/api/v1/lab-orders/${order.id}/requisition`, patient);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PRINT_MESSAGES.requisitionClosed);
  });
});

describe('printable results', () => {
  it('prints accession, collection and report times, lab with CLIA and clinician; the patient only after release', async () => {
    const order = await doctorOrder(['TSH']);
    expect((await call('GET', `/api/v1/lab-orders/${order.id}/printout`, doctor)).statusCode).toBe(404);
    await collectAndProcess(ctx.app, order.id, tech);
    await uploadResults(ctx.app, order.id, tech, () => 9.8, { labComments: 'Repeat in six weeks' });

    const before = await call('GET', `/api/v1/lab-orders/${order.id}/printout`, patient);
    expect(before.statusCode).toBe(404);
    expect(before.json().detail).toBe(RESULT_MESSAGES.notReleased);
    expect((await call('GET', `/api/v1/lab-orders/${order.id}/report.pdf`, patient)).statusCode).toBe(404);

    const forDoctor = await call('GET', `/api/v1/lab-orders/${order.id}/printout`, doctor);
    expect(forDoctor.statusCode, forDoctor.body).toBe(200);
    const printout = forDoctor.json().data;
    expect(printout).toMatchObject({
      orderNumber: order.orderNumber,
      patient: { name: 'Priya Printed', dateOfBirth: '1984-02-29' },
      orderingClinician: 'Dr. Paula Print',
      lab: { name: 'Northside Clinical Laboratory', cliaNumber: '22D0918341' },
      labComments: 'Repeat in six weeks',
      releasedAt: null,
    });
    expect(printout.accessionNumber).toMatch(/^LW-/);
    expect(Date.parse(printout.collectedAt)).toBeLessThanOrEqual(Date.parse(printout.reportedAt));
    expect(printout.results).toEqual([expect.objectContaining({ testCode: 'TSH', analyteName: expect.any(String), value: '9.8', flag: 'high' })]);
    expect((await call('GET', `/api/v1/lab-orders/${order.id}/printout`, otherTech)).statusCode).toBe(404);

    expect((await call('POST', `/api/v1/lab-orders/${order.id}/release`, doctor, {})).statusCode).toBe(200);
    const after = await call('GET', `/api/v1/lab-orders/${order.id}/printout`, patient);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.releasedAt).not.toBeNull();
    const pdf = await call('GET', `/api/v1/lab-orders/${order.id}/report.pdf`, patient);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="labwise-results-${order.orderNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names no clinician on a patient’s own order', async () => {
    const order = await placeOrder(ctx.app, patient, { testIds: [code.TSH!], labId });
    await collectAndProcess(ctx.app, order.id, tech);
    await uploadResults(ctx.app, order.id, tech, () => 2.1);
    const res = await call('GET', `/api/v1/lab-orders/${order.id}/printout`, patient);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderingClinician: null, results: [expect.objectContaining({ flag: 'normal' })] });
  });
});
