import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs, type ApiMethod } from '../../../test/api';
import { patientRecordUnder, seedLabCast } from '../../../test/lab-cast';
import { collectAndProcess, placeOrder, resultValues } from '../../../test/lab-orders';
import { notifications, patients, results } from '../../db/schema';

const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patient: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let otherTech: SignedInUser;
let labId: string;
let code: Record<string, string>;

const call = (method: ApiMethod, url: string, who: SignedInUser, payload?: unknown) => callAs(ctx.app, method, url, who, payload);

/** A doctor's order of `testCode` for the patient, at the Northside lab. */
async function doctorOrder(testCode: string): Promise<string> {
  const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patient.id));
  return (await placeOrder(ctx.app, doctor, { testIds: [code[testCode]!], labId, patientId: record!.id })).id;
}

const valuesFor = <V extends number | string>(orderId: string, value: (analyte: { code: string }) => V) => resultValues(ctx.app, orderId, tech, value);

beforeAll(async () => {
  const db = ctx.database.db;
  ({ patient, doctor, tech, labId, code } = await seedLabCast(ctx.app, db, 'results'));
  otherTech = await signedInUser(ctx.app, db, 'results-other@example.com', 'lab_technician');
  await patientRecordUnder(db, { patient, doctor }, { fullName: 'Rita Results', sexAtBirth: 'female', dateOfBirth: '1980-06-01' });
});

describe('lab workflow', () => {
  it('walks collect → process → upload → release, refusing illegal steps with 409', async () => {
    const id = await doctorOrder('CMP');
    expect((await call('POST', `/api/v1/lab-orders/${id}/start-processing`, tech)).statusCode).toBe(409);
    expect((await call('POST', `/api/v1/lab-orders/${id}/collect`, otherTech, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/lab-orders/${id}/collect`, doctor, {})).statusCode).toBe(403);

    const collected = await call('POST', `/api/v1/lab-orders/${id}/collect`, tech, { specimenType: 'serum' });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().data.accessionNumber).toMatch(/^LW-\d{6}-[0-9A-F]{8}$/);
    expect((await call('POST', `/api/v1/lab-orders/${id}/collect`, tech, {})).statusCode).toBe(409);
    const label = (await call('GET', `/api/v1/lab-orders/${id}/specimen-label`, tech)).json().data;
    expect(label).toMatchObject({ accessionNumber: collected.json().data.accessionNumber, patientName: 'Rita Results', dateOfBirth: '1980-06-01', specimenType: 'serum' });
    expect(Buffer.from(label.barcodeDataUrl.split(',')[1], 'base64').toString()).toMatch(/^<svg /);
    expect((await call('GET', `/api/v1/lab-orders/${id}/specimen-label`, otherTech)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/lab-orders/${id}/start-processing`, tech)).statusCode).toBe(200);

    // Potassium 6.5 is critical (> 6.2); everything else mid-range.
    const cmp: Record<string, number> = { GLU: 90, BUN: 12, CREA: 0.9, NA: 140, K: 6.5, CL: 102, CO2: 25, CA: 9.5, TP: 7, ALB: 4.2, TBIL: 0.6, ALP: 80, ALT: 25, AST: 22 };
    const values = await valuesFor(id, (a) => cmp[a.code] ?? 0);
    const missing = await call('POST', `/api/v1/lab-orders/${id}/results`, tech, { values: values.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/enter a value/);
    const impossible = await call('POST', `/api/v1/lab-orders/${id}/results`, tech, {
      values: values.map((v: { value: number }, i: number) => (i === 0 ? { ...v, value: 99999 } : v)),
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().detail).toMatch(/not physically possible/);

    const uploaded = await call('POST', `/api/v1/lab-orders/${id}/results`, tech, { values, labComments: 'Slight hemolysis' });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.critical).toEqual(['CMP Potassium 6.5 mmol/L']);
    const [alerts] = await ctx.database.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, doctor.id));
    expect(alerts?.n).toBeGreaterThan(0);
    await ctx.deliver();
    const mail = ctx.mailbox.messages.find((m) => m.to === 'results-doctor@example.com' && m.subject.startsWith('Critical result on NB-'));
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain('6.5');

    expect((await call('GET', `/api/v1/lab-orders/${id}/report.pdf`, patient)).statusCode).toBe(404);
    const forPatient = (await call('GET', `/api/v1/lab-orders/${id}/results`, patient)).json().data;
    expect(forPatient).toMatchObject({ released: false, results: [], labComments: null });
    const forDoctor = (await call('GET', `/api/v1/lab-orders/${id}/results`, doctor)).json().data;
    const potassium = forDoctor.results.find((r: { analyteCode: string }) => r.analyteCode === 'K');
    expect(potassium).toMatchObject({ value: 6.5, flag: 'critical', hl7Flag: 'HH', referenceText: '3.5–5.1 mmol/L' });

    expect((await call('POST', `/api/v1/lab-orders/${id}/release`, tech, {})).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/lab-orders/${id}/release`, doctor, { comment: 'Repeat potassium this week.' })).statusCode).toBe(200);
    const released = (await call('GET', `/api/v1/lab-orders/${id}/results`, patient)).json().data;
    expect(released).toMatchObject({ released: true, status: 'completed', doctorComment: 'Repeat potassium this week.' });
    expect(released.results.length).toBeGreaterThan(10);
    const inbox = (await call('GET', '/api/v1/notifications', patient)).json().data.items as { kind: string; title: string }[];
    expect(inbox.find((n) => n.kind === 'results_released')?.title).toMatch(/^Results for NB-.* are ready$/);
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patient.id));
    const bundle = await call('GET', `/fhir/R4/Observation?patient=${record!.id}`, patient);
    expect(bundle.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const k = bundle.json().entry.map((e: { resource: { code: { text: string } } }) => e.resource).find((r: { code: { text: string } }) => r.code.text === 'Potassium');
    expect(k).toMatchObject({
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '2823-3' }] },
      valueQuantity: { value: 6.5, unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
      referenceRange: [{ low: { value: 3.5 }, high: { value: 5.1 } }],
      interpretation: [{ coding: [{ code: 'HH' }] }],
    });
    const reports = (await call('GET', `/fhir/R4/DiagnosticReport?patient=${record!.id}`, patient)).json();
    expect(reports).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    expect(reports.entry[0].resource).toMatchObject({ resourceType: 'DiagnosticReport', subject: { reference: `Patient/${record!.id}` }, conclusion: 'Repeat potassium this week.' });
    expect((await call('GET', `/fhir/R4/Observation?patient=${record!.id}`, otherTech)).json().total).toBe(0);
    const pdf = await call('GET', `/api/v1/lab-orders/${id}/report.pdf`, patient);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the original when a result is corrected', async () => {
    const id = await doctorOrder('TSH');
    await collectAndProcess(ctx.app, id, tech);
    await call('POST', `/api/v1/lab-orders/${id}/results`, tech, { values: await valuesFor(id, () => 9.5) });
    const corrected = await call('POST', `/api/v1/lab-orders/${id}/results`, tech, { values: await valuesFor(id, () => 2.1) });
    expect(corrected.json().data.version).toBe(2);
    const all = await ctx.database.db.select().from(results).where(eq(results.orderId, id));
    expect(all.map((r) => [r.version, r.status, r.valueNumeric]).sort()).toEqual([
      [1, 'superseded', 9.5],
      [2, 'corrected', 2.1],
    ]);
    const latest = (await call('GET', `/api/v1/lab-orders/${id}/results`, doctor)).json().data.results;
    expect(latest).toEqual([expect.objectContaining({ version: 2, value: 2.1, flag: 'normal' })]);
    const history = await call('GET', `/api/v1/lab-orders/${id}/results/history?analyteId=${latest[0].analyteId}`, doctor);
    expect(history.json().data).toEqual([expect.objectContaining({ value: 2.1, unit: 'm[IU]/L', flag: 'normal' })]);
    // Not released yet: the patient's trend stays empty.
    expect((await call('GET', `/api/v1/lab-orders/${id}/results/history?analyteId=${latest[0].analyteId}`, patient)).json().data).toEqual([]);
  });

  it('uses the patient’s sex for the range (hemoglobin 13.0 is low for a man, normal for a woman)', async () => {
    const id = await doctorOrder('CBC');
    await collectAndProcess(ctx.app, id, tech);
    const values = await valuesFor(id, (a) => ({ WBC: 6, RBC: 4.5, HGB: 13, HCT: 40, MCV: 90, PLT: 250 })[a.code] ?? 1);
    await call('POST', `/api/v1/lab-orders/${id}/results`, tech, { values });
    const hgb = (await call('GET', `/api/v1/lab-orders/${id}/results`, doctor)).json().data.results.find((r: { analyteCode: string }) => r.analyteCode === 'HGB');
    expect(hgb).toMatchObject({ flag: 'normal', referenceText: '12–15.5 g/dL' });
  });
});
