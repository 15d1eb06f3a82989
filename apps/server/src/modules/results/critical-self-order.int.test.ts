import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs, type ApiMethod } from '../../../test/api';
import { labIdNamed, testIdOf } from '../../../test/catalog';
import { collectAndProcess, placeOrder, uploadResults } from '../../../test/lab-orders';
import { notifications, patients, users } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/** ADR 0028: a critical value on a patient's self-order reaches whoever is responsible, and the lab is told who. */
const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let admin: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let labId: string;
let glucoseTestId: string;

const call = (method: ApiMethod, url: string, who: SignedInUser, payload?: unknown) => callAs(ctx.app, method, url, who, payload);

async function patientWith(email: string, name: string, primaryDoctorId: string | null): Promise<SignedInUser> {
  const who = await signedInUser(ctx.app, ctx.database.db, email);
  await ctx.database.db.update(users).set({ fullName: name }).where(eq(users.id, who.id));
  await ctx.database.db.insert(patients).values({ userId: who.id, fullName: name, sexAtBirth: 'female', dateOfBirth: '1979-03-04', primaryDoctorId });
  return who;
}

/** The patient orders fasting glucose for themself; the lab collects, processes and uploads `value`. */
async function selfOrderGlucose(patient: SignedInUser, value: number) {
  const { id } = await placeOrder(ctx.app, patient, { testIds: [glucoseTestId], labId });
  await collectAndProcess(ctx.app, id, tech);
  const outcome = await uploadResults(ctx.app, id, tech, () => value);
  return { id, outcome: outcome as { critical: string[]; notified: { kind: string; name: string; phone: string | null }[] } };
}

const criticalAlertsOf = (userId: string) =>
  ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'critical_result')));

const labBody = async () => {
  const lab = (await call('GET', `/api/v1/admin/labs/${labId}`, admin)).json().data;
  const { id: _id, rating: _r, testsOffered: _t, technicians: _te, openPartnershipRequests: _o, updatedAt: _u, ...input } = lab;
  return input as Record<string, unknown>;
};

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  glucoseTestId = await testIdOf(db, 'GLU');
  labId = await labIdNamed(db, 'Riverbend Diagnostics');
  admin = await signedInUser(ctx.app, db, 'crit-admin@example.com', 'admin');
  doctor = await signedInUser(ctx.app, db, 'jane.smith@example.com', 'doctor');
  await db.update(users).set({ fullName: 'Jane Smith' }).where(eq(users.id, doctor.id));
  tech = await signedInUser(ctx.app, db, 'crit-tech@example.com', 'lab_technician', { labId });
});

describe('critical value on a self-order', () => {
  it('alerts the linked doctor in-app and by mail, tells the patient, and names both to the lab', async () => {
    const patient = await patientWith('linked@example.com', 'Lena Linked', doctor.id);
    const { id, outcome } = await selfOrderGlucose(patient, 560);
    expect(outcome.critical).toEqual(['GLU Glucose (fasting) 560 mg/dL']);
    expect(outcome.notified).toEqual([
      { kind: 'linked_doctor', name: 'Dr Jane Smith', phone: null },
      { kind: 'patient', name: 'Lena Linked', phone: null },
    ]);
    const [alert] = await criticalAlertsOf(doctor.id);
    expect(alert).toMatchObject({ title: expect.stringMatching(/^Critical result on NB-/), link: `/orders/${id}` });
    // Mail leaves through the outbox after commit (ADR 0032).
    await ctx.deliver();
    const mail = ctx.mailbox.messages.find((m) => m.to === 'jane.smith@example.com' && m.subject.startsWith('Critical result on'));
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain('560');
    const [patientAlert] = await criticalAlertsOf(patient.id);
    expect(patientAlert?.body).toMatch(/Dr Jane Smith has been alerted/);
    // The linked doctor can open the order the alert links to.
    expect((await call('GET', `/api/v1/lab-orders/${id}/results`, doctor)).statusCode).toBe(200);
  });

  it('without a linked doctor, mails the lab’s on-call contact and tells the patient to seek emergency care now', async () => {
    const body = { ...(await labBody()), onCallName: 'Sam Rivera', onCallPhone: '+1 617 555 0100', onCallEmail: 'oncall@riverbend.example' };
    const saved = await call('PUT', `/api/v1/admin/labs/${labId}`, admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ onCallName: 'Sam Rivera', onCallPhone: '+16175550100', onCallEmail: 'oncall@riverbend.example' });

    const patient = await patientWith('alone@example.com', 'Omar Alone', null);
    const { outcome } = await selfOrderGlucose(patient, 560);
    expect(outcome.notified).toEqual([
      { kind: 'lab_on_call', name: 'Sam Rivera', phone: '+1 617 555 0100' },
      { kind: 'patient', name: 'Omar Alone', phone: null },
    ]);
    await ctx.deliver();
    const onCallMail = ctx.mailbox.messages.find((m) => m.to === 'oncall@riverbend.example');
    expect(onCallMail?.text).toMatch(/call the lab at/);
    expect(onCallMail!.text).not.toContain('560');
    expect(onCallMail!.text).not.toContain('Omar');
    const [patientAlert] = await criticalAlertsOf(patient.id);
    expect(patientAlert?.body).toBe('A value in your results is critical. Call your local emergency number or go to the nearest emergency department now.');
    const patientMail = ctx.mailbox.messages.find((m) => m.to === 'alone@example.com' && m.subject.startsWith('Critical result on'));
    expect(patientMail?.text).toContain('Call your local emergency number or go to the nearest emergency department now.');
  });

  it('without a linked doctor or an on-call contact, names the patient alone', async () => {
    const cleared = await call('PUT', `/api/v1/admin/labs/${labId}`, admin, { ...(await labBody()), onCallName: '', onCallPhone: '', onCallEmail: '' });
    expect(cleared.json().data).toMatchObject({ onCallName: null, onCallPhone: null, onCallEmail: null });
    const patient = await patientWith('nobody@example.com', 'Nia Nobody', null);
    const { outcome } = await selfOrderGlucose(patient, 560);
    expect(outcome.notified).toEqual([{ kind: 'patient', name: 'Nia Nobody', phone: null }]);
  });

  it('reports nobody when the value is not critical', async () => {
    const patient = await patientWith('fine@example.com', 'Fay Fine', doctor.id);
    const { outcome } = await selfOrderGlucose(patient, 88);
    expect(outcome).toMatchObject({ critical: [], notified: [] });
  });
});

describe('the lab’s on-call contact in the admin console', () => {
  it('needs name, phone and e-mail together', async () => {
    const res = await call('PUT', `/api/v1/admin/labs/${labId}`, admin, { ...(await labBody()), onCallName: 'Sam Rivera', onCallPhone: '', onCallEmail: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.onCallPhone', message: "Give the on-call contact's phone too, or leave all three empty." }),
        expect.objectContaining({ path: 'body.onCallEmail', message: "Give the on-call contact's e-mail too, or leave all three empty." }),
      ]),
    );
  });
});
