import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CapabilityStatement, OperationOutcome, Patient } from 'fhir/r4';
import { createTestApp, useTestApp, type TestContext } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, patients } from '../../db/schema';
import { routeOf, SERVED_RESOURCES } from './capability';
import { PATIENT_ID_SYSTEM } from './resources';

const ctx = useTestApp();
let patientA: SignedInUser;
let doctorOfA: SignedInUser;
let otherDoctor: SignedInUser;
let tech: SignedInUser;
let admin: SignedInUser;
let recordA: string;
let recordB: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const db = ctx.database.db;
  patientA = await signedInUser(ctx.app, db, 'fhir-pat-a@example.com');
  const patientB = await signedInUser(ctx.app, db, 'fhir-pat-b@example.com');
  doctorOfA = await signedInUser(ctx.app, db, 'fhir-doc-a@example.com', 'doctor');
  otherDoctor = await signedInUser(ctx.app, db, 'fhir-doc-b@example.com', 'doctor');
  tech = await signedInUser(ctx.app, db, 'fhir-tech@example.com', 'lab_technician');
  admin = await signedInUser(ctx.app, db, 'fhir-admin@example.com', 'admin');
  const [a] = await db
    .insert(patients)
    .values({ userId: patientA.id, fullName: 'Ada Fhirpatient', email: 'ada@example.com', phone: '+37060000001', sexAtBirth: 'female', dateOfBirth: '1985-02-03', primaryDoctorId: doctorOfA.id })
    .returning();
  const [b] = await db.insert(patients).values({ userId: patientB.id, fullName: 'Bea Elsewhere', sexAtBirth: 'unknown', primaryDoctorId: otherDoctor.id }).returning();
  recordA = a!.id;
  recordB = b!.id;
}, 120_000);

const get = (url: string, who?: SignedInUser) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

function expectOutcome(res: Awaited<ReturnType<typeof get>>, status: number, code: string): OperationOutcome {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const outcome = res.json<OperationOutcome>();
  expect(outcome.resourceType).toBe('OperationOutcome');
  expect(outcome.issue[0]).toMatchObject({ severity: 'error', code });
  expect(outcome.issue[0]!.diagnostics).toEqual(expect.any(String));
  return outcome;
}

describe('GET /fhir/R4/metadata', () => {
  it('answers a CapabilityStatement without a token', async () => {
    const res = await get('/fhir/R4/metadata');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const statement = res.json<CapabilityStatement>();
    expect(statement).toMatchObject({
      resourceType: 'CapabilityStatement',
      status: 'active',
      kind: 'instance',
      fhirVersion: '4.0.1',
      format: ['json'],
      software: { name: 'Labwise' },
      implementation: { url: `${ctx.config.publicUrl}/fhir/R4` },
    });
    const rest = statement.rest![0]!;
    expect(rest.mode).toBe('server');
    expect(rest.security?.service?.[0]?.coding?.[0]?.code).toBe('OAuth');
    expect(rest.security?.description).toMatch(/bearer/i);
    expect(rest.resource?.find((r) => r.type === 'Patient')).toMatchObject({ interaction: [{ code: 'read' }] });
    expect(rest.resource?.find((r) => r.type === 'Observation')).toMatchObject({
      interaction: [{ code: 'search-type' }],
      searchParam: [{ name: 'patient', type: 'reference' }],
    });
  });

  it('lists exactly the FHIR routes the server serves', async () => {
    const served = ctx.app.routeInventory
      .filter((r) => r.url.startsWith('/fhir/') && r.url !== '/fhir/R4/metadata')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const listed = SERVED_RESOURCES.flatMap((r) => r.interactions.map((i) => routeOf(r.type, i))).sort();
    expect(listed).toEqual(served);
    for (const route of ctx.app.routeInventory.filter((r) => r.url.startsWith('/fhir/'))) expect(route.feature).toBe('ehrIntegration');

    const statement = (await get('/fhir/R4/metadata')).json<CapabilityStatement>();
    const stated = statement.rest![0]!.resource!.flatMap((r) => r.interaction!.map((i) => routeOf(r.type as never, i.code as never))).sort();
    expect(stated).toEqual(served);
  });
});

describe('GET /fhir/R4/Patient/:id', () => {
  it('answers the patient themself and their doctor, and audits the read', async () => {
    for (const who of [patientA, doctorOfA]) {
      const res = await get(`/fhir/R4/Patient/${recordA}`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
      expect(res.json<Patient>()).toEqual({
        resourceType: 'Patient',
        id: recordA,
        identifier: [{ system: PATIENT_ID_SYSTEM, value: recordA }],
        name: [{ text: 'Ada Fhirpatient' }],
        gender: 'female',
        birthDate: '1985-02-03',
        telecom: [
          { system: 'email', value: 'ada@example.com' },
          { system: 'phone', value: '+37060000001' },
        ],
      });
      const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, res.headers['x-request-id'] as string));
      expect(rows.map((r) => ({ action: r.action, outcome: r.outcome, resourceType: r.resourceType, patientId: r.patientId }))).toEqual([
        { action: 'read', outcome: 'allowed', resourceType: 'patient', patientId: recordA },
      ]);
    }
  });

  it('leaves out what is not known', async () => {
    const res = await get(`/fhir/R4/Patient/${recordB}`, otherDoctor);
    expect(res.json<Patient>()).toEqual({
      resourceType: 'Patient',
      id: recordB,
      identifier: [{ system: PATIENT_ID_SYSTEM, value: recordB }],
      name: [{ text: 'Bea Elsewhere' }],
      gender: 'unknown',
    });
  });

  it('answers another doctor’s patient like a missing id (OperationOutcome not-found), audited as denied', async () => {
    const missing = expectOutcome(await get(`/fhir/R4/Patient/${MISSING}`, doctorOfA), 404, 'not-found');
    const res = await get(`/fhir/R4/Patient/${recordB}`, doctorOfA);
    expect(expectOutcome(res, 404, 'not-found')).toEqual(missing);
    expect(res.body).not.toContain('Bea');
    const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, res.headers['x-request-id'] as string));
    expect(rows.map((r) => r.outcome)).toEqual(['denied']);
  });

  it('refuses technicians and administrators (403 forbidden)', async () => {
    for (const who of [tech, admin]) {
      const outcome = expectOutcome(await get(`/fhir/R4/Patient/${recordA}`, who), 403, 'forbidden');
      expect(JSON.stringify(outcome)).not.toContain('Ada');
    }
  });
});

describe('errors on the FHIR API are OperationOutcomes', () => {
  it('a malformed id: 400 invalid', async () => {
    expectOutcome(await get('/fhir/R4/Patient/not-an-id', doctorOfA), 400, 'invalid');
    expectOutcome(await get('/fhir/R4/Observation?patient=nope', doctorOfA), 400, 'invalid');
  });

  it('no token: 401 login, with the JSON API’s sentence and the bearer challenge', async () => {
    const res = await get(`/fhir/R4/Patient/${recordA}`);
    const outcome = expectOutcome(res, 401, 'login');
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    const api = (await get(`/api/v1/patients/${recordA}`)).json<{ detail: string }>();
    expect(outcome.issue[0]!.diagnostics).toBe(api.detail);
  });

  it('an address the FHIR API does not serve: 404 not-found', async () => {
    expectOutcome(await get('/fhir/R4/Encounter', doctorOfA), 404, 'not-found');
  });

  it('leaves the JSON API’s own error shape alone', async () => {
    const res = await get(`/api/v1/patients/${recordB}`, doctorOfA);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, message: 'Not Found', detail: expect.any(String) });
  });
});

describe('with the EHR integration off', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ FEATURE_EHR_INTEGRATION: 'false' });
  }, 120_000);
  afterAll(async () => {
    await off.close();
  });

  it('answers 404 not-found, metadata included, with or without a token', async () => {
    for (const url of ['/fhir/R4/metadata', `/fhir/R4/Patient/${MISSING}`, `/fhir/R4/Observation?patient=${MISSING}`]) {
      const res = await off.app.inject({ method: 'GET', url });
      expectOutcome(res, 404, 'not-found');
    }
  });
});
