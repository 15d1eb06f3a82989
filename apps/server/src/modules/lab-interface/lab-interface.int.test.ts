import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs, type ApiMethod } from '../../../test/api';
import { labIdNamed, testIdsByCode } from '../../../test/catalog';
import { collectAndProcess, placeOrder, type PlacedOrder } from '../../../test/lab-orders';
import { auditEvents, inboundLabMessages, labInterfaceCredentials, notifications, orders, patients, results, users } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patient: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let otherTech: SignedInUser;
let admin: SignedInUser;
let labA: string;
let labB: string;
let patientRecord: string;
let code: Record<string, string>;

const call = (method: ApiMethod, url: string, who: SignedInUser, payload?: unknown) => callAs(ctx.app, method, url, who, payload);

/** A doctor's order of the tests at a lab, collected and processing (ready for results). */
async function processingOrder(labId: string, testCodes: string[], technician: SignedInUser, by: SignedInUser = doctor): Promise<PlacedOrder> {
  const order = await placeOrder(ctx.app, by, { testIds: testCodes.map((c) => code[c]!), labId, patientId: by === doctor ? patientRecord : undefined });
  await collectAndProcess(ctx.app, order.id, technician);
  return order;
}

async function issueCredential(labId: string) {
  const res = await call('POST', `/api/v1/admin/labs/${labId}/interface-credentials`, admin, {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; keyId: string; secret: string };
}

const basic = (c: { keyId: string; secret: string }) => `Basic ${Buffer.from(`${c.keyId}:${c.secret}`).toString('base64')}`;

function post(raw: string, authorization?: string, contentType = 'application/hl7-v2') {
  return ctx.app.inject({
    method: 'POST',
    url: '/hl7/v2/oru',
    headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
    payload: raw,
  });
}

type Obx = [loinc: string, value: string, units: string, status?: string, type?: string];
const CBC_NORMAL: Obx[] = [
  ['6690-2', '6.1', '10*9/L'],
  ['789-8', '4.5', '10*12/L'],
  ['718-7', '13.0', 'g/dL'],
  ['4544-3', '40', '%'],
  ['787-2', '90', 'fL'],
  ['777-3', '250', '10*9/L'],
];

/** An ORU^R01 as a lab system writes it (CRLF endings), for the test patient unless told. */
function oru(options: { control: string; placer: string; obx: Obx[]; name?: string; dob?: string; sentAt?: string; service?: string; version?: string }) {
  return [
    `MSH|^~\\&|NORTHLIS|NORTHSIDE|LABWISE|LABWISE|${options.sentAt ?? '20250301083000'}||ORU^R01^ORU_R01|${options.control}|P|${options.version ?? '2.5.1'}`,
    `PID|1||MRN-1^^^NORTHSIDE^MR||${options.name ?? 'Results^Rita'}||${options.dob ?? '19800601'}|F`,
    `ORC|RE|${options.placer}|F-${options.control}`,
    `OBR|1|${options.placer}|F-${options.control}|${options.service ?? 'CBC'}^Panel^L|||20250301071500`,
    ...options.obx.map(([loinc, value, units, status = 'F', type = 'NM'], i) => `OBX|${i + 1}|${type}|${loinc}^Analyte ${i + 1}^LN||${value}|${units}|||||${status}`),
    'NTE|1||Reviewed by the lab \\T\\ signed',
    '',
  ].join('\r\n');
}

const msa = (ack: string) => ack.split('\r').find((s) => s.startsWith('MSA|'))!.split('|');
const inbound = async (labId: string, controlId: string) =>
  (await ctx.database.db.select().from(inboundLabMessages).where(and(eq(inboundLabMessages.labId, labId), eq(inboundLabMessages.controlId, controlId))))[0];
const orderStatus = async (id: string) => (await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const resultRows = (orderId: string) => ctx.database.db.select().from(results).where(eq(results.orderId, orderId));

let credA: { id: string; keyId: string; secret: string };
let credB: { id: string; keyId: string; secret: string };

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  code = await testIdsByCode(db);
  labA = await labIdNamed(db, 'Northside Clinical Laboratory');
  labB = await labIdNamed(db, 'Riverbend Diagnostics');
  patient = await signedInUser(ctx.app, db, 'hl7-patient@example.com');
  doctor = await signedInUser(ctx.app, db, 'hl7-doctor@example.com', 'doctor');
  tech = await signedInUser(ctx.app, db, 'hl7-tech@example.com', 'lab_technician', { labId: labA });
  otherTech = await signedInUser(ctx.app, db, 'hl7-other@example.com', 'lab_technician', { labId: labB });
  admin = await signedInUser(ctx.app, db, 'hl7-admin@example.com', 'admin');
  const [record] = await db
    .insert(patients)
    .values({ userId: patient.id, fullName: 'Rita Results', sexAtBirth: 'female', dateOfBirth: '1980-06-01', primaryDoctorId: doctor.id, consentGivenAt: new Date(), consentVersion: 'test' })
    .returning();
  patientRecord = record!.id;
  credA = await issueCredential(labA);
  credB = await issueCredential(labB);
});

describe('interface credentials (administrators)', () => {
  it('issues a key whose secret is shown once, lists keys without secrets, and revokes them', async () => {
    const issued = await issueCredential(labA);
    expect(issued.keyId).toMatch(/^lwk_/);
    expect(issued.secret.length).toBeGreaterThanOrEqual(40);
    const [stored] = await ctx.database.db.select().from(labInterfaceCredentials).where(eq(labInterfaceCredentials.id, issued.id));
    expect(stored!.secretHash).toMatch(/^hmac-sha256\$/);
    expect(stored!.secretHash).not.toContain(issued.secret);

    const list = await call('GET', `/api/v1/admin/labs/${labA}/interface-credentials`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(issued.secret);
    expect(list.body).not.toContain('hmac-sha256');
    expect(list.body).not.toContain(stored!.secretHash.split('$')[1]);
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: issued.id, keyId: issued.keyId, revokedAt: null, lastUsedAt: null, createdByName: 'hl7-admin' }));

    expect((await call('DELETE', `/api/v1/admin/labs/${labB}/interface-credentials/${issued.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/admin/labs/${labA}/interface-credentials/${issued.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/admin/labs/${labA}/interface-credentials/${issued.id}`, admin)).statusCode).toBe(409);
    const after = (await call('GET', `/api/v1/admin/labs/${labA}/interface-credentials`, admin)).json().data;
    expect(after.find((c: { id: string }) => c.id === issued.id).revokedAt).not.toBeNull();
    expect((await post(oru({ control: 'REVOKED-1', placer: 'NB-1', obx: CBC_NORMAL }), basic(issued))).statusCode).toBe(401);
  });

  it('is for administrators only, and answers 404 for an unknown lab', async () => {
    expect((await call('GET', `/api/v1/admin/labs/${labA}/interface-credentials`, tech)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/admin/labs/${labA}/interface-credentials`, doctor, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/labs/00000000-0000-4000-8000-000000000000/interface-credentials', admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/admin/labs/${labA}/interface-credentials`, admin, { keyId: 'chosen' })).statusCode).toBe(400);
  });
});

describe('HL7 endpoint authentication', () => {
  const message = oru({ control: 'AUTH-1', placer: 'NB-1', obx: CBC_NORMAL });

  it('answers 401 with a Basic challenge without credentials, with a wrong secret or an unknown key', async () => {
    for (const authorization of [undefined, basic({ keyId: credA.keyId, secret: 'wrong' }), basic({ keyId: 'lwk_unknown', secret: credA.secret }), `Bearer ${credA.secret}`, 'Basic !!!']) {
      const res = await post(message, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm="Labwise HL7 interface"/);
      expect(res.body).not.toContain('NB-1');
    }
    expect(await inbound(labA, 'AUTH-1')).toBeUndefined();
  });

  it('records when a credential was last used', async () => {
    const res = await post(oru({ control: 'AUTH-2', placer: 'NB-999998', obx: CBC_NORMAL }), basic(credA));
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(labInterfaceCredentials).where(eq(labInterfaceCredentials.id, credA.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses other media types with 415', async () => {
    const res = await post(JSON.stringify({ hello: 1 }), basic(credA), 'application/json');
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/application\/hl7-v2/);
    const huge = await post(`MSH|^~\\&|L|F|LABWISE|LABWISE|20250301||ORU^R01|BIG-1|P|2.5.1\r${'NTE|1||x\r'.repeat(120_000)}`, basic(credA));
    expect(huge.statusCode).toBe(413);
  });
});

describe('delivering results', () => {
  it('records a matched message through the results pipeline, and acknowledges a re-send with the same ACK', async () => {
    const order = await processingOrder(labA, ['CBC'], tech);
    const obx: Obx[] = CBC_NORMAL.map((o) => (o[0] === '6690-2' ? ['6690-2', '35', '10*9/L'] : o));
    const raw = oru({ control: 'CBC-1', placer: order.orderNumber, obx });
    const res = await post(raw, basic(credA));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/hl7-v2/);
    expect(msa(res.body)).toEqual(['MSA', 'AA', 'CBC-1', `Results recorded for ${order.orderNumber}.`]);
    expect(res.body.split('\r')[0]).toMatch(/^MSH\|\^~\\&\|LABWISE\|LABWISE\|NORTHLIS\|NORTHSIDE\|\d{14}\+0000\|\|ACK\^R01\^ACK\|LW[0-9A-F]{18}\|P\|2\.5\.1$/);

    expect(await orderStatus(order.id)).toBe('results_ready');
    const rows = await resultRows(order.id);
    expect(rows).toHaveLength(6);
    const wbc = (await call('GET', `/api/v1/lab-orders/${order.id}/results`, doctor)).json().data;
    expect(wbc.labComments).toBe('Analyte 6: Reviewed by the lab & signed');
    const byCode = Object.fromEntries(wbc.results.map((r: { analyteCode: string }) => [r.analyteCode, r]));
    expect(byCode.WBC).toMatchObject({ value: 35, flag: 'critical', hl7Flag: 'HH', version: 1 });
    // Flags come from Labwise's ranges by sex: hemoglobin 13.0 is normal for a woman.
    expect(byCode.HGB).toMatchObject({ value: 13, flag: 'normal', referenceText: '12–15.5 g/dL' });
    const alerts = await ctx.database.db.select().from(notifications).where(and(eq(notifications.userId, doctor.id), eq(notifications.kind, 'critical_result')));
    expect(alerts.some((a) => a.title === `Critical result on ${order.orderNumber}`)).toBe(true);
    await ctx.deliver();
    expect(ctx.mailbox.messages.some((m) => m.to === 'hl7-doctor@example.com' && m.subject === `Critical result on ${order.orderNumber}`)).toBe(true);

    const stored = await inbound(labA, 'CBC-1');
    expect(stored).toMatchObject({ status: 'accepted', orderId: order.id, reason: null, raw });
    const performer = (await ctx.database.db.select().from(users).where(eq(users.id, rows[0]!.performedBy!)))[0]!;
    expect(performer).toMatchObject({ fullName: 'Northside Clinical Laboratory (HL7 interface)', status: 'disabled', labId: labA });

    // The same message again (a lab's retry with a new send time): the same ACK, no second version.
    const again = await post(oru({ control: 'CBC-1', placer: order.orderNumber, obx, sentAt: '20250301090000' }), basic(credA));
    expect(again.body).toBe(res.body);
    expect(await resultRows(order.id)).toHaveLength(6);
    const sameId = await ctx.database.db.select().from(inboundLabMessages).where(eq(inboundLabMessages.labId, labA));
    expect(sameId.filter((m) => m.controlId.startsWith('CBC-1'))).toHaveLength(1);

    // Another message under a used control id is kept, rejected, not applied.
    const clash = await post(oru({ control: 'CBC-1', placer: order.orderNumber, obx: CBC_NORMAL }), basic(credA));
    expect(msa(clash.body)[1]).toBe('AE');
    expect(clash.body).toMatch(/ERR\|\|MSH\^1\^10\|205\^/);
    expect(await resultRows(order.id)).toHaveLength(6);

    // A correction (OBX-11 = C) of one value becomes version 2, keeping the others.
    const corrected = await post(oru({ control: 'CBC-2', placer: order.orderNumber, obx: [['6690-2', '9.5', '10*9/L', 'C']] }), basic(credA));
    expect(msa(corrected.body)).toEqual(['MSA', 'AA', 'CBC-2', `Correction recorded for ${order.orderNumber} as version 2.`]);
    const latest = (await call('GET', `/api/v1/lab-orders/${order.id}/results`, doctor)).json().data.results;
    expect(latest.find((r: { analyteCode: string }) => r.analyteCode === 'WBC')).toMatchObject({ value: 9.5, flag: 'normal', version: 2, status: 'corrected' });
    expect(latest.find((r: { analyteCode: string }) => r.analyteCode === 'HGB')).toMatchObject({ value: 13, version: 2 });
    expect(await resultRows(order.id)).toHaveLength(12);

    // Final results again under a new control id: refused, not a silent second version.
    const second = await post(oru({ control: 'CBC-3', placer: order.orderNumber, obx: CBC_NORMAL }), basic(credA));
    expect(msa(second.body)[1]).toBe('AE');
    expect(second.body).toContain('already has final results');
    expect(await inbound(labA, 'CBC-3')).toMatchObject({ status: 'rejected' });
    expect(await resultRows(order.id)).toHaveLength(12);

    const trail = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'inbound_lab_message'), eq(auditEvents.resourceId, stored!.id)));
    expect(trail).toEqual([expect.objectContaining({ action: 'create', patientId: patientRecord })]);
  });

  it('rejects physically impossible values with AE and keeps the message', async () => {
    const order = await processingOrder(labA, ['CBC'], tech);
    const res = await post(oru({ control: 'BAD-1', placer: order.orderNumber, obx: CBC_NORMAL.map((o) => (o[0] === '718-7' ? ['718-7', '99', 'g/dL'] : o)) }), basic(credA));
    expect(msa(res.body)[1]).toBe('AE');
    expect(res.body).toMatch(/ERR\|\|OBX\^1\^5\|102\^Data type error\^HL70357\|E\|\|\|\|.*not physically possible/);
    expect(await inbound(labA, 'BAD-1')).toMatchObject({ status: 'rejected', orderId: order.id });
    expect(await orderStatus(order.id)).toBe('processing');
    expect(await resultRows(order.id)).toHaveLength(0);
  });

  it('sends a self-order’s results straight to Completed', async () => {
    const order = await processingOrder(labA, ['TSH'], tech, patient);
    const res = await post(oru({ control: 'SELF-1', placer: order.orderNumber, service: 'TSH', obx: [['3016-3', '2.1', 'mIU/L']] }), basic(credA));
    expect(msa(res.body)[1]).toBe('AA');
    expect(await orderStatus(order.id)).toBe('completed');
    expect((await call('GET', `/api/v1/lab-orders/${order.id}/results`, patient)).json().data.results).toEqual([expect.objectContaining({ value: 2.1, flag: 'normal' })]);
  });

  it('rejects what is not an ORU^R01 with AR, and keeps even an unreadable body', async () => {
    const adt = await post('MSH|^~\\&|L|F|LABWISE|LABWISE|20250301||ADT^A01|ADT-1|P|2.4\rPID|1||1\r', basic(credA));
    expect(msa(adt.body)).toEqual(['MSA', 'AR', 'ADT-1', 'This endpoint takes ORU\\S\\R01 result messages; MSH-9 is "ADT".']);
    expect(adt.body).toMatch(/\rERR\|MSH\^\^9\^200&Unsupported message type&HL70357\r$/);
    const junk = await post('hello, is this the lab interface?', basic(credA), 'text/plain');
    expect(junk.statusCode).toBe(200);
    expect(msa(junk.body)[1]).toBe('AR');
    const kept = await ctx.database.db.select().from(inboundLabMessages).where(eq(inboundLabMessages.raw, 'hello, is this the lab interface?'));
    expect(kept).toEqual([expect.objectContaining({ status: 'rejected', messageType: 'unreadable' })]);
  });
});

describe('unmatched results', () => {
  it('holds a result for an unknown order, lists it to that lab only, and resolves it against a chosen order', async () => {
    const res = await post(oru({ control: 'UNK-1', placer: 'NB-999999', obx: CBC_NORMAL }), basic(credA));
    expect(msa(res.body)).toEqual(['MSA', 'AA', 'UNK-1', expect.stringMatching(/^Received and held for the laboratory: No order NB-999999/)]);
    expect(await inbound(labA, 'UNK-1')).toMatchObject({ status: 'unmatched', reason: 'No order NB-999999 is routed to this laboratory.' });

    const list = await call('GET', '/api/v1/lab-interface/unmatched', tech);
    expect(list.statusCode).toBe(200);
    const held = list.json().data.find((m: { controlId: string }) => m.controlId === 'UNK-1');
    expect(held).toMatchObject({
      reason: 'No order NB-999999 is routed to this laboratory.',
      placerOrderNumber: 'NB-999999',
      patient: { name: 'Rita Results', dateOfBirth: '1980-06-01', sex: 'F', identifiers: ['MRN-1 · NORTHSIDE · MR'] },
    });
    expect(held.observations).toHaveLength(6);
    expect(held.observations[2]).toMatchObject({ code: '718-7', value: '13.0', units: 'g/dL', status: 'F' });
    expect((await call('GET', '/api/v1/lab-interface/unmatched', otherTech)).json().data.some((m: { id: string }) => m.id === held.id)).toBe(false);
    expect((await call('GET', '/api/v1/lab-interface/unmatched', doctor)).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/lab-interface/unmatched/${held.id}/resolve`, otherTech, { orderId: held.id })).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/lab-interface/unmatched/${held.id}/discard`, otherTech, { reason: 'not ours' })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/lab-interface/unmatched/${held.id}/candidates`, otherTech)).statusCode).toBe(404);

    const order = await processingOrder(labA, ['CBC'], tech);
    const candidates = (await call('GET', `/api/v1/lab-interface/unmatched/${held.id}/candidates`, tech)).json().data;
    expect(candidates[0]).toMatchObject({ identityMatches: true, patientName: 'Rita Results', dateOfBirth: '1980-06-01' });
    expect(candidates.some((c: { orderId: string; status: string }) => c.orderId === order.id && c.status === 'processing')).toBe(true);

    // Another lab's order cannot be chosen.
    const elsewhere = await processingOrder(labB, ['CBC'], otherTech);
    expect((await call('POST', `/api/v1/lab-interface/unmatched/${held.id}/resolve`, tech, { orderId: elsewhere.id })).statusCode).toBe(404);

    const resolved = await call('POST', `/api/v1/lab-interface/unmatched/${held.id}/resolve`, tech, { orderId: order.id });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber, version: 1, critical: [] });
    expect(await orderStatus(order.id)).toBe('results_ready');
    expect(await resultRows(order.id)).toHaveLength(6);
    expect((await resultRows(order.id))[0]!.performedBy).toBe(tech.id);
    expect(await inbound(labA, 'UNK-1')).toMatchObject({ status: 'resolved', orderId: order.id, resolvedBy: tech.id });
    expect((await call('GET', '/api/v1/lab-interface/unmatched', tech)).json().data.some((m: { id: string }) => m.id === held.id)).toBe(false);
    expect((await call('POST', `/api/v1/lab-interface/unmatched/${held.id}/resolve`, tech, { orderId: order.id })).statusCode).toBe(409);
    // A re-send of the held message still gets its original answer.
    expect(msa((await post(oru({ control: 'UNK-1', placer: 'NB-999999', obx: CBC_NORMAL }), basic(credA))).body)[1]).toBe('AA');

    const audited = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'inbound_lab_message'), eq(auditEvents.resourceId, held.id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('holds another lab’s order number as unknown, leaving that order untouched', async () => {
    const order = await processingOrder(labA, ['CBC'], tech);
    const res = await post(oru({ control: 'OTHER-1', placer: order.orderNumber, obx: CBC_NORMAL }), basic(credB));
    expect(msa(res.body)[1]).toBe('AA');
    expect(await inbound(labB, 'OTHER-1')).toMatchObject({ status: 'unmatched', reason: `No order ${order.orderNumber} is routed to this laboratory.`, orderId: null });
    expect(await orderStatus(order.id)).toBe('processing');
    expect(await resultRows(order.id)).toHaveLength(0);
  });

  it('holds a patient mismatch until the technician confirms the patient', async () => {
    const order = await processingOrder(labA, ['TSH'], tech);
    const res = await post(oru({ control: 'WHO-1', placer: order.orderNumber, service: 'TSH', dob: '19800602', obx: [['3016-3', '3.2', 'mIU/L']] }), basic(credA));
    expect(msa(res.body)[1]).toBe('AA');
    const held = await inbound(labA, 'WHO-1');
    expect(held).toMatchObject({ status: 'unmatched', reason: `The patient's date of birth in the message does not match order ${order.orderNumber}'s patient.` });
    expect(await orderStatus(order.id)).toBe('processing');

    const refused = await call('POST', `/api/v1/lab-interface/unmatched/${held!.id}/resolve`, tech, { orderId: order.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().issues).toEqual([{ path: 'confirmPatient', message: expect.stringContaining('date of birth') }]);
    const confirmed = await call('POST', `/api/v1/lab-interface/unmatched/${held!.id}/resolve`, tech, { orderId: order.id, confirmPatient: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await orderStatus(order.id)).toBe('results_ready');
  });

  it('holds results for an order that is not processing yet, and discards with a reason', async () => {
    for (const c of ['TSH']) await call('POST', '/api/v1/cart/lines', doctor, { testId: code[c] });
    const order = (await call('POST', '/api/v1/lab-orders', doctor, { patientId: patientRecord, labId: labA })).json().data[0];
    const res = await post(oru({ control: 'EARLY-1', placer: order.orderNumber, service: 'TSH', obx: [['3016-3', '3.2', 'mIU/L']] }), basic(credA));
    expect(msa(res.body)[1]).toBe('AA');
    const held = await inbound(labA, 'EARLY-1');
    expect(held!.reason).toMatch(/is (Ordered|Sent to Lab): results are recorded once it is Processing/);

    expect((await call('POST', `/api/v1/lab-interface/unmatched/${held!.id}/discard`, tech, { reason: ' ' })).statusCode).toBe(400);
    const discarded = await call('POST', `/api/v1/lab-interface/unmatched/${held!.id}/discard`, tech, { reason: 'Sent twice by the analyser' });
    expect(discarded.statusCode).toBe(200);
    expect(await inbound(labA, 'EARLY-1')).toMatchObject({ status: 'discarded', resolvedBy: tech.id });
    expect((await call('POST', `/api/v1/lab-interface/unmatched/${held!.id}/discard`, tech, { reason: 'again' })).statusCode).toBe(409);
  });
});
