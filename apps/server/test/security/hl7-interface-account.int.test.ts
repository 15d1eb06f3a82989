import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../app';
import { signedInUser, TEST_PASSWORD, type SignedInUser } from '../accounts';
import { testIdOf } from '../catalog';
import { collectAndProcess, placeOrder, type PlacedOrder } from '../lab-orders';
import { startAuthorization } from '../oidc-flow';
import { inboundLabMessages, orders, patients, results, users } from '../../src/db/schema';
import { createLocalAccount } from '../../src/identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../../src/identity/mount';
import { basic, hl7Setup, postOru, type Credential } from './hl7-setup';

// Finding 2 of the outside test: a lab's interface account had a predictable e-mail address that
// public sign-up accepted; once taken, every ORU for that lab answered HTTP 500 and was not stored.
const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let labId: string;
let credential: Credential;
let doctor: SignedInUser;
let technician: SignedInUser;
let patientRecord: string;
let cbc: string;
const interfaceAddress = () => `hl7-interface+${labId}@labwise.invalid`;

beforeAll(async () => {
  const db = ctx.database.db;
  const setup = await hl7Setup(ctx);
  labId = setup.lab.id;
  credential = await setup.issue();
  cbc = await testIdOf(db, 'CBC');
  doctor = await signedInUser(ctx.app, db, 'squat-doctor@example.com', 'doctor');
  technician = await signedInUser(ctx.app, db, 'squat-tech@example.com', 'lab_technician', { labId });
  const patient = await signedInUser(ctx.app, db, 'squat-patient@example.com');
  const [record] = await db
    .insert(patients)
    .values({ userId: patient.id, fullName: 'Rita Results', sexAtBirth: 'female', dateOfBirth: '1980-06-01', primaryDoctorId: doctor.id, consentGivenAt: new Date(), consentVersion: 'test' })
    .returning();
  patientRecord = record!.id;
});

/** A doctor's CBC order at the lab, collected and processing (ready for results). */
async function processingOrder(): Promise<PlacedOrder> {
  const order = await placeOrder(ctx.app, doctor, { testIds: [cbc], labId, patientId: patientRecord });
  await collectAndProcess(ctx.app, order.id, technician);
  return order;
}

const cbcOru = (control: string, placer: string) =>
  [
    `MSH|^~\\&|NORTHLIS|NORTHSIDE|LABWISE|LABWISE|20250301083000||ORU^R01^ORU_R01|${control}|P|2.5.1`,
    'PID|1||MRN-1^^^NORTHSIDE^MR||Results^Rita||19800601|F',
    `OBR|1|${placer}|F-${control}|CBC^Panel^L|||20250301071500`,
    ...[
      ['6690-2', '6.1', '10*9/L'],
      ['789-8', '4.5', '10*12/L'],
      ['718-7', '13.0', 'g/dL'],
      ['4544-3', '40', '%'],
      ['787-2', '90', 'fL'],
      ['777-3', '250', '10*9/L'],
    ].map(([loinc, value, units], i) => `OBX|${i + 1}|NM|${loinc}^Analyte^LN||${value}|${units}|||||F`),
    '',
  ].join('\r');

const msa = (ack: string) => ack.split('\r').find((s) => s.startsWith('MSA|'))!.split('|');
const inbound = (controlId: string) =>
  ctx.database.db.select().from(inboundLabMessages).where(and(eq(inboundLabMessages.labId, labId), eq(inboundLabMessages.controlId, controlId)));

describe('sign-up refuses reserved domains', () => {
  it.each(['hl7-interface+LAB@labwise.invalid', 'someone@example.invalid', 'root@box.localhost'])('%s: the form again, with a clear message, and no account', async (template) => {
    const email = template.replace('LAB', labId);
    const flow = await startAuthorization(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${flow.interactionPath}/signup`,
      headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ fullName: 'Sam Squatter', email, password: TEST_PASSWORD, confirm: TEST_PASSWORD }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/are reserved and cannot receive mail\. Enter an e-mail address you can read\./);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('a lab’s interface account cannot be taken over by an account with its address', () => {
  it('records results although someone holds the interface account’s address', async () => {
    // An account holding the address, as sign-up created it before reserved domains were refused.
    const squatter = await createLocalAccount(ctx.database.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: 'Sam Squatter', email: interfaceAddress(), password: TEST_PASSWORD });
    expect(squatter).not.toBeNull();

    const order = await processingOrder();
    const res = await postOru(ctx, cbcOru('SQUAT-1', order.orderNumber), basic(credential));
    expect(res.statusCode, res.body).toBe(200);
    expect(msa(res.body).slice(0, 4)).toEqual(['MSA', 'AA', 'SQUAT-1', `Results recorded for ${order.orderNumber}.`]);
    expect((await inbound('SQUAT-1'))[0]).toMatchObject({ status: 'accepted', orderId: order.id });

    // Recorded by the lab's own interface account (found by issuer and subject), not the squatter's.
    const recorded = await ctx.database.db.select({ by: results.performedBy }).from(results).where(eq(results.orderId, order.id));
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, recorded[0]!.by!));
    expect(account).toMatchObject({ issuer: 'urn:labwise:lab-interface', subject: labId, status: 'disabled', passwordHash: null });
    expect(recorded[0]!.by).not.toBe(squatter!.id);
    const [squatterNow] = await ctx.database.db.select().from(users).where(eq(users.id, squatter!.id));
    expect(squatterNow).toMatchObject({ role: 'patient', labId: null });
  });

  it('the interface account is not reachable by e-mail: signing in with its address is refused', async () => {
    const flow = await startAuthorization(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${flow.interactionPath}/login`,
      headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: interfaceAddress(), password: 'anything at all 123' }).toString(),
    });
    expect(res.statusCode).toBe(401);
    const [system] = await ctx.database.db.select().from(users).where(and(eq(users.issuer, 'urn:labwise:lab-interface'), eq(users.subject, labId)));
    // Failed sign-ins are counted per address, never on the account row: the system account is untouched.
    expect(system).toMatchObject({ status: 'disabled', passwordHash: null });
  });
});

describe('an internal failure while processing a message', () => {
  it('answers an AR acknowledgement (never HTTP 500), keeps the message, and a re-send is processed afresh', async () => {
    const order = await processingOrder();
    const db = ctx.database.db;
    // A real database failure inside the results pipeline: the insert of results raises.
    await db.execute(sql.raw(`create or replace function lw_test_fail() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`));
    await db.execute(sql.raw('create trigger lw_test_fail before insert on results for each row execute function lw_test_fail()'));
    let failed;
    try {
      failed = await postOru(ctx, cbcOru('FAIL-1', order.orderNumber), basic(credential));
    } finally {
      await db.execute(sql.raw('drop trigger lw_test_fail on results'));
    }
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.headers['content-type']).toMatch(/^application\/hl7-v2/);
    expect(failed.body).not.toContain('simulated failure');
    const [, code, control, text] = msa(failed.body);
    expect([code, control]).toEqual(['AR', 'FAIL-1']);
    expect(text).toMatch(/Send it again later/);
    expect(failed.body.split('\r').find((s) => s.startsWith('ERR|'))).toContain('207^Application internal error^HL70357');

    const kept = await db.select().from(inboundLabMessages).where(and(eq(inboundLabMessages.labId, labId), sql`${inboundLabMessages.controlId} like 'FAIL-1#failed-%'`));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 'rejected', raw: cbcOru('FAIL-1', order.orderNumber) });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('processing');

    const again = await postOru(ctx, cbcOru('FAIL-1', order.orderNumber), basic(credential));
    expect(msa(again.body).slice(0, 2)).toEqual(['MSA', 'AA']);
    expect((await inbound('FAIL-1'))[0]).toMatchObject({ status: 'accepted', orderId: order.id });
  });
});
