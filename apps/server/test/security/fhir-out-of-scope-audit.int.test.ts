import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../app';
import { signedInUser, type SignedInUser } from '../accounts';
import { auditEvents, patients } from '../../src/db/schema';

// Finding 12 of the outside test: a FHIR search naming another patient answered an empty bundle
// (right) but was audited as an allowed read of that patient (wrong): it is a denied attempt.
const ctx = useTestApp();
let doctorOfA: SignedInUser;
let patientA: SignedInUser;
let recordA: string;
let recordB: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const db = ctx.database.db;
  doctorOfA = await signedInUser(ctx.app, db, 'fhir-doctor-a@example.com', 'doctor');
  const otherDoctor = await signedInUser(ctx.app, db, 'fhir-doctor-b@example.com', 'doctor');
  patientA = await signedInUser(ctx.app, db, 'fhir-patient-a@example.com');
  const patientB = await signedInUser(ctx.app, db, 'fhir-patient-b@example.com');
  const record = (userId: string, name: string, doctor: string) =>
    db
      .insert(patients)
      .values({ userId, fullName: name, sexAtBirth: 'female', dateOfBirth: '1985-01-01', primaryDoctorId: doctor, consentGivenAt: new Date(), consentVersion: 'test' })
      .returning();
  recordA = (await record(patientA.id, 'Ada Infhir', doctorOfA.id))[0]!.id;
  recordB = (await record(patientB.id, 'Bea Outofscope', otherDoctor.id))[0]!.id;
});

async function search(who: SignedInUser, resource: 'DiagnosticReport' | 'Observation', patient: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/fhir/R4/${resource}?patient=${patient}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  const requestId = res.headers['x-request-id'] as string;
  const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
  return { bundle: res.json<{ resourceType: string; total: number }>(), rows };
}

describe('FHIR searches by patient', () => {
  it.each(['DiagnosticReport', 'Observation'] as const)('%s naming another doctor’s patient: empty bundle, audited as denied', async (resource) => {
    const { bundle, rows } = await search(doctorOfA, resource, recordB);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', total: 0 });
    expect(rows.map((r) => ({ outcome: r.outcome, resourceType: r.resourceType, resourceId: r.resourceId }))).toEqual([
      { outcome: 'denied', resourceType: 'fhir', resourceId: recordB },
    ]);
  });

  it('naming a patient id that does not exist: audited as denied', async () => {
    const { bundle, rows } = await search(patientA, 'Observation', MISSING);
    expect(bundle.total).toBe(0);
    expect(rows.map((r) => r.outcome)).toEqual(['denied']);
  });

  it('a patient searching their own record and their doctor searching it: audited as allowed reads', async () => {
    for (const who of [patientA, doctorOfA]) {
      const { rows } = await search(who, 'DiagnosticReport', recordA);
      expect(rows.map((r) => ({ outcome: r.outcome, action: r.action, patientId: r.patientId }))).toEqual([{ outcome: 'allowed', action: 'read', patientId: recordA }]);
    }
  });
});
