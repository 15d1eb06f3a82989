import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { auditEvents, notifications, orders, patientInvites, patients, outboxJobs, questionnaireResponses, questionnaireSessions, smsOutbox } from '../../db/schema';

const ctx = useTestApp();

const post = (url: string, headers: Record<string, string>, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const tokenOf = (link: string) => link.split('/invite/')[1]!;

describe('a doctor adds patients', () => {
  it('validates the form, keeps e-mails unique in the doctor’s list and audits the creation', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'create-doc@example.com', 'doctor');
    const other = await signedInUser(ctx.app, ctx.database.db, 'create-other@example.com', 'doctor');
    const bad = await post('/api/v1/patients', doctor.headers, { fullName: ' ', age: 121, email: 'nope', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    const text = bad.body;
    expect(text).toContain('full name');
    expect(text).toContain('0 to 120');
    expect(text).toContain('valid e-mail');
    expect(text).toContain('country code');
    expect((await post('/api/v1/patients', doctor.headers, { fullName: 'X', role: 'admin' })).statusCode).toBe(400);
    // The chosen channel needs its contact detail, said on that field.
    const noMail = await post('/api/v1/patients', doctor.headers, { fullName: 'Mail Less', sendBy: 'email' });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().issues).toEqual([{ path: 'body.email', message: 'Enter an e-mail address to send the Email Link, or choose SMS Link or QR Code.' }]);
    const noPhone = await post('/api/v1/patients', doctor.headers, { fullName: 'Phone Less', email: 'pl@example.com', sendBy: 'sms' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().detail).toContain('Enter a phone number to send the SMS Link');
    expect((await post('/api/v1/patients', doctor.headers, { fullName: 'Pigeon', sendBy: 'pigeon' })).json().detail).toContain('Choose Email Link, SMS Link or QR Code.');

    const created = await post('/api/v1/patients', doctor.headers, { fullName: 'Dana Diaz', age: 42, email: 'Dana@Example.com', phone: '+44 7700 900123' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ fullName: 'Dana Diaz', age: 42, email: 'dana@example.com', phone: '+447700900123', status: 'new', hasAccount: false, invite: null, invitePendingSince: null });
    const [row] = await ctx.database.db.select().from(patients).where(eq(patients.id, created.json().data.id));
    expect(row).toMatchObject({ primaryDoctorId: doctor.id, statedAge: 42 });
    const trail = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.resourceId, row!.id));
    expect(trail).toEqual([expect.objectContaining({ action: 'create', resourceType: 'patient', actorUserId: doctor.id, outcome: 'allowed' })]);

    const dup = await post('/api/v1/patients', doctor.headers, { fullName: 'Dana Again', email: 'dana@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('A patient with this e-mail is already in your list.');
    expect(dup.json().issues).toEqual([{ path: 'email', message: 'A patient with this e-mail is already in your list.' }]);
    // Another doctor may have the same person in their own list.
    expect((await post('/api/v1/patients', other.headers, { fullName: 'Dana Diaz', email: 'dana@example.com' })).statusCode).toBe(201);

    const patient = await signedInUser(ctx.app, ctx.database.db, 'create-pat@example.com');
    expect((await post('/api/v1/patients', patient.headers, { fullName: 'Self' })).statusCode).toBe(403);
    const list = await get('/api/v1/patients', doctor.headers);
    expect(list.json().data.map((p: { fullName: string }) => p.fullName)).toEqual(['Dana Diaz']);
    // Nothing was created by the refused requests.
    expect((await ctx.database.db.select().from(patients).where(eq(patients.primaryDoctorId, doctor.id))).map((p) => p.fullName)).toEqual(['Dana Diaz']);
    expect((await get(`/api/v1/patients/${created.json().data.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/v1/patients/${created.json().data.id}`, doctor.headers)).json().data).toMatchObject({ orderCount: 0, sessionCount: 0 });
  });

  it('creates the patient and sends the questionnaire link in one step', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'onestep-doc@example.com', 'doctor');
    const res = await post('/api/v1/patients', doctor.headers, { fullName: 'Olga Ortiz', email: 'olga@example.com', sendBy: 'email' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    // The e-mailed link reaches the mailbox only, never the doctor.
    expect(data.invite).toMatchObject({ channel: 'email', sentTo: 'olga@example.com', qrPngDataUrl: null, link: null, delivery: 'queued' });
    await ctx.deliver();
    expect(ctx.mailbox.lastLink('olga@example.com', '/invite/')).toMatch(/\/invite\/[\w-]{43}$/);
    const mail = ctx.mailbox.messages.findLast((m) => m.to === 'olga@example.com')!;
    expect(mail.subject).toBe('onestep-doc invites you to Labwise');
    expect(data.invitePendingSince).not.toBeNull();

    const qr = (await post('/api/v1/patients', doctor.headers, { fullName: 'Quade QR', sendBy: 'qr' })).json().data;
    expect(qr.invite.qrPngDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(qr.invite.delivery).toBe('shown');
    const sms = (await post('/api/v1/patients', doctor.headers, { fullName: 'Sam Sms', phone: '+1 (617) 555-0177', sendBy: 'sms' })).json().data;
    expect(sms.invite.sentTo).toBe('+16175550177');
    // No SMS gateway in this configuration: the text is kept in the outbox and the doctor is told to share the link.
    expect(sms.invite).toMatchObject({ delivery: 'not_configured', link: expect.stringMatching(/\/invite\/[\w-]{43}$/) });
    await ctx.deliver();
    expect(await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+16175550177'))).toHaveLength(1);

    const list = (await get('/api/v1/patients', doctor.headers)).json().data as { fullName: string; invitePendingSince: string | null }[];
    expect(list.every((p) => p.invitePendingSince !== null)).toBe(true);

    // Mail that cannot be sent right now: the patient and invitation are kept and the mail waits in
    // the outbox for its next try (ADR 0032), instead of the doctor having to start again.
    const send = ctx.mailbox.send.bind(ctx.mailbox);
    ctx.mailbox.send = async () => {
      throw new Error('SMTP unavailable');
    };
    try {
      const queued = await post('/api/v1/patients', doctor.headers, { fullName: 'Nell Nomail', email: 'nell@example.com', sendBy: 'email' });
      expect(queued.statusCode).toBe(201);
      await ctx.deliver();
    } finally {
      ctx.mailbox.send = send;
    }
    expect(await ctx.database.db.select().from(patients).where(eq(patients.fullName, 'Nell Nomail'))).toHaveLength(1);
    const [waiting] = await ctx.database.db.select().from(outboxJobs).where(eq(outboxJobs.recipient, 'nell@example.com'));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP unavailable', kind: 'patient_invite' });
  });

  it('pages through the list by name and filters the patients without consent', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'page-doc@example.com', 'doctor');
    for (const name of ['Ann', 'Bob', 'Cid', 'Dee', 'Eve']) {
      await ctx.database.db.insert(patients).values({ fullName: name, primaryDoctorId: doctor.id, consentGivenAt: name === 'Bob' || name === 'Dee' ? new Date() : null });
    }
    const names = async (query: string) => ((await get(`/api/v1/patients?${query}`, doctor.headers)).json().data as { fullName: string }[]).map((p) => p.fullName);
    expect(await names('limit=2')).toEqual(['Ann', 'Bob']);
    expect(await names('limit=2&offset=2')).toEqual(['Cid', 'Dee']);
    expect(await names('limit=2&offset=4')).toEqual(['Eve']);
    expect(await names('consent=missing')).toEqual(['Ann', 'Cid', 'Eve']);
    expect(await names('consent=missing&q=ci')).toEqual(['Cid']);
    expect((await get('/api/v1/patients?offset=-1', doctor.headers)).statusCode).toBe(400);
    expect((await get('/api/v1/patients?consent=given', doctor.headers)).statusCode).toBe(400);
  });

  it('derives each patient’s status in the list from their sessions and orders', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'status-doc@example.com', 'doctor');
    const make = async (fullName: string) => (await post('/api/v1/patients', doctor.headers, { fullName })).json().data.id as string;
    const fresh = await make('A New');
    const asking = await make('B Asking');
    const waiting = await make('C Waiting');
    const ready = await make('D Ready');
    const unpaid = await make('E Unpaid');
    const [askingSession] = await ctx.database.db.insert(questionnaireSessions).values({ patientId: asking, startedBy: doctor.id, sessionType: 'diagnostic' }).returning();
    await ctx.database.db.insert(questionnaireResponses).values({ sessionId: askingSession!.id, questionId: 'concern_text', response: 'cough', sequence: 1 });
    // A session opened but never answered does not make a patient "in questionnaire".
    await ctx.database.db.insert(questionnaireSessions).values({ patientId: fresh, startedBy: doctor.id, sessionType: 'ai_guided' });
    const order = (patientId: string, status: OrderStatus) => ({ patientId, orderedBy: doctor.id, orderingDoctorId: doctor.id, status });
    await ctx.database.db.insert(orders).values([order(waiting, 'sent_to_lab'), order(ready, 'results_ready'), order(fresh, 'cancelled'), order(unpaid, 'awaiting_payment')]);
    const list = (await get('/api/v1/patients', doctor.headers)).json().data as { id: string; status: string; lastActivityAt: string }[];
    const status = Object.fromEntries(list.map((p) => [p.id, p.status]));
    expect(status).toEqual({ [fresh]: 'new', [asking]: 'in_questionnaire', [waiting]: 'in_progress', [ready]: 'results_ready', [unpaid]: 'awaiting_payment' });
    expect(list.every((p) => !Number.isNaN(Date.parse(p.lastActivityAt)))).toBe(true);
  });
});

describe('invitations', () => {
  it('sends the link by e-mail, by SMS (outbox) or as a QR code, and only for the doctor’s own patients', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'invite-doc@example.com', 'doctor');
    const other = await signedInUser(ctx.app, ctx.database.db, 'invite-other@example.com', 'doctor');
    const id = (await post('/api/v1/patients', doctor.headers, { fullName: 'Eve Evans', email: 'eve@example.com', phone: '+16175550120' })).json().data.id;
    const bare = (await post('/api/v1/patients', doctor.headers, { fullName: 'No Contact' })).json().data.id;

    const mail = await post(`/api/v1/patients/${id}/invites`, doctor.headers, { channel: 'email' });
    expect(mail.statusCode).toBe(201);
    expect(mail.json().data.link).toBeNull();
    await ctx.deliver();
    const link = ctx.mailbox.lastLink('eve@example.com', '/invite/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/invite\/[\w-]{43}$/);
    expect(mail.json().data.sentTo).toBe('eve@example.com');
    const [stored] = await ctx.database.db.select().from(patientInvites).where(eq(patientInvites.id, mail.json().data.id));
    expect(stored!.tokenHash).not.toContain(tokenOf(link));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    const sms = await post(`/api/v1/patients/${id}/invites`, doctor.headers, { channel: 'sms' });
    expect(sms.statusCode).toBe(201);
    await ctx.deliver();
    const outbox = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+16175550120'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.kind).toBe('patient_invite');

    const qr = await post(`/api/v1/patients/${id}/invites`, doctor.headers, { channel: 'qr' });
    expect(qr.json().data.qrPngDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    expect(qr.json().data.link).toMatch(/\/invite\//);

    // Each new link replaces the earlier ones: only the newest works.
    expect((await get(`/api/v1/invites/${tokenOf(link)}`)).json().data.state).toBe('expired');
    expect((await get(`/api/v1/invites/${tokenOf(sms.json().data.link)}`)).json().data.state).toBe('expired');
    expect((await get(`/api/v1/invites/${tokenOf(qr.json().data.link)}`)).json().data.state).toBe('valid');

    const noMail = await post(`/api/v1/patients/${bare}/invites`, doctor.headers, { channel: 'email' });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().detail).toContain('no e-mail address');
    expect((await post(`/api/v1/patients/${bare}/invites`, doctor.headers, { channel: 'sms' })).statusCode).toBe(400);
    expect((await post(`/api/v1/patients/${bare}/invites`, doctor.headers, { channel: 'fax' })).statusCode).toBe(400);

    const foreign = await post(`/api/v1/patients/${id}/invites`, other.headers, { channel: 'qr' });
    const missing = await post('/api/v1/patients/00000000-0000-4000-8000-000000000000/invites', other.headers, { channel: 'qr' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(missing.json().detail);
  });

  it('links the account that accepts, once, and refuses expired or used links', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'accept-doc@example.com', 'doctor');
    const id = (await post('/api/v1/patients', doctor.headers, { fullName: 'Finn Ford', email: 'finn@example.com' })).json().data.id;
    const link = (await post(`/api/v1/patients/${id}/invites`, doctor.headers, { channel: 'qr' })).json().data.link as string;
    const token = tokenOf(link);

    const preview = await get(`/api/v1/invites/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({ doctorName: 'accept-doc', state: 'valid' });
    expect((await get(`/api/v1/invites/${'a'.repeat(43)}`)).statusCode).toBe(404);

    expect((await post(`/api/v1/invites/${token}/accept`, {})).statusCode).toBe(401);
    const finn = await signedInUser(ctx.app, ctx.database.db, 'finn-account@example.com');
    const accepted = await post(`/api/v1/invites/${token}/accept`, finn.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ patientId: id, doctorName: 'accept-doc' });
    const [row] = await ctx.database.db.select().from(patients).where(eq(patients.id, id));
    expect(row!.userId).toBe(finn.id);
    expect((await get(`/api/v1/invites/${token}`)).json().data.state).toBe('used');
    expect((await get(`/api/v1/patients/${id}`, finn.headers)).statusCode).toBe(200);

    const stranger = await signedInUser(ctx.app, ctx.database.db, 'stranger@example.com');
    const reused = await post(`/api/v1/invites/${token}/accept`, stranger.headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe('This invitation has already been used.');

    const id2 = (await post('/api/v1/patients', doctor.headers, { fullName: 'Gil Gray' })).json().data.id;
    const invite2 = (await post(`/api/v1/patients/${id2}/invites`, doctor.headers, { channel: 'qr' })).json().data;
    await ctx.database.db.update(patientInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(patientInvites.id, invite2.id));
    expect((await get(`/api/v1/invites/${tokenOf(invite2.link)}`)).json().data.state).toBe('expired');
    const expired = await post(`/api/v1/invites/${tokenOf(invite2.link)}/accept`, stranger.headers);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toContain('expired');
    const [gil] = await ctx.database.db.select().from(patients).where(eq(patients.id, id2));
    expect(gil!.userId).toBeNull();
    // A linked patient needs no further invitation.
    expect((await post(`/api/v1/patients/${id}/invites`, doctor.headers, { channel: 'qr' })).statusCode).toBe(409);
  });

  it('folds the doctor’s empty record into an account that already has one', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'fold-doc@example.com', 'doctor');
    const hana = await signedInUser(ctx.app, ctx.database.db, 'hana@example.com');
    const [own] = await ctx.database.db.insert(patients).values({ userId: hana.id, fullName: 'Hana Hill', email: 'hana@example.com' }).returning();
    const id = (await post('/api/v1/patients', doctor.headers, { fullName: 'Hana Hill', phone: '+16175550199' })).json().data.id;
    const link = (await post(`/api/v1/patients/${id}/invites`, doctor.headers, { channel: 'qr' })).json().data.link;
    const accepted = await post(`/api/v1/invites/${tokenOf(link)}/accept`, hana.headers);
    expect(accepted.json().data.patientId).toBe(own!.id);
    const [row] = await ctx.database.db.select().from(patients).where(eq(patients.id, own!.id));
    expect(row).toMatchObject({ primaryDoctorId: doctor.id, phone: '+16175550199' });
    const list = (await get('/api/v1/patients', doctor.headers)).json().data;
    expect(list.map((p: { id: string }) => p.id)).toEqual([own!.id]);
  });
});

describe('consultation requests', () => {
  it('go to the patient’s own doctor, who alone accepts or declines; both sides are notified', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'consult-doc@example.com', 'doctor');
    const other = await signedInUser(ctx.app, ctx.database.db, 'consult-other@example.com', 'doctor');
    const ivy = await signedInUser(ctx.app, ctx.database.db, 'ivy@example.com');
    const loner = await signedInUser(ctx.app, ctx.database.db, 'loner@example.com');

    const none = await post('/api/v1/consultations', loner.headers, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('You have no doctor on Labwise yet. Ask your doctor to invite you, or book a consultation with any clinic.');

    const [record] = await ctx.database.db.insert(patients).values({ userId: ivy.id, fullName: 'Ivy Irwin', primaryDoctorId: doctor.id }).returning();
    const [session] = await ctx.database.db.insert(questionnaireSessions).values({ patientId: record!.id, startedBy: ivy.id, sessionType: 'diagnostic' }).returning();
    const [foreignSession] = await ctx.database.db.insert(questionnaireSessions).values({ startedBy: loner.id, sessionType: 'ai_guided' }).returning();
    expect((await post('/api/v1/consultations', ivy.headers, { session_id: foreignSession!.id })).statusCode).toBe(400);
    const created = await post('/api/v1/consultations', ivy.headers, { session_id: session!.id, note: 'Still tired' });
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    expect(request).toMatchObject({ patientName: 'Ivy Irwin', doctorId: doctor.id, status: 'pending', sessionId: session!.id });
    const [alert] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, doctor.id));
    expect(alert).toMatchObject({ kind: 'consultation_requested' });
    expect(alert!.body).not.toContain('tired');

    expect((await get('/api/v1/consultations', doctor.headers)).json().data.map((c: { id: string }) => c.id)).toEqual([request.id]);
    expect((await get('/api/v1/consultations', other.headers)).json().data).toEqual([]);
    expect((await get('/api/v1/consultations', ivy.headers)).json().data).toHaveLength(1);
    expect((await get('/api/v1/consultations', loner.headers)).json().data).toEqual([]);

    const foreign = await post(`/api/v1/consultations/${request.id}/accept`, other.headers);
    const missing = await post('/api/v1/consultations/00000000-0000-4000-8000-000000000000/accept', other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(missing.json().detail);
    expect((await post(`/api/v1/consultations/${request.id}/accept`, ivy.headers)).statusCode).toBe(403);

    const accepted = await post(`/api/v1/consultations/${request.id}/accept`, doctor.headers, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, ivy.id));
    expect(told.map((n) => n.kind)).toEqual(['consultation_decided']);
    expect(told[0]!.title).toContain('accepted');
    const again = await post(`/api/v1/consultations/${request.id}/decline`, doctor.headers, {});
    expect(again.statusCode).toBe(409);
  });
});
