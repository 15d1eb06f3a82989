import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patients, users } from '../../src/db/schema';
import { useTestApp } from '../app';
import { signedInUser, TEST_PASSWORD } from '../accounts';
import { startAuthorization } from '../oidc-flow';

/**
 * Finding 4 of the outside test (second wave): the e-mail invitation's link was returned to the
 * doctor, and signing up through it counted as proof of the address — so a doctor could open a
 * verified patient account, linked to themself, in anyone's name. The e-mailed link now reaches
 * only the mailbox, QR and SMS links prove nothing, and the account is linked only when its owner
 * accepts the doctor (or declines) while signed in.
 */
const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_IP: '10000' });

const tokenOf = (link: string) => link.split('/invite/')[1]!;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function signUpFrom(token: string, email: string) {
  const flow = await startAuthorization(ctx.app, { screen_hint: 'signup', invite: token });
  return ctx.app.inject({
    method: 'POST',
    url: `${flow.interactionPath}/signup`,
    headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ fullName: 'Someone Else', email, password: TEST_PASSWORD, confirm: TEST_PASSWORD }).toString(),
  });
}

describe('a doctor inviting by e-mail', () => {
  it('is told the link was sent, and never holds it', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'consent-doc@example.com', 'doctor');
    const created = await post('/api/v1/patients', doctor.headers, { fullName: 'Victor Victim', email: 'victor@example.com', sendBy: 'email' });
    expect(created.statusCode).toBe(201);
    const mailed = tokenOf(await ctx.mailbox.nextLink('victor@example.com', '/invite/'));
    expect(created.json().data.invite).toMatchObject({ channel: 'email', sentTo: 'victor@example.com', link: null });
    expect(created.body).not.toContain(mailed);

    const resent = await post(`/api/v1/patients/${created.json().data.id}/invites`, doctor.headers, { channel: 'email' });
    expect(resent.json().data.link).toBeNull();
    expect(resent.body).not.toContain(tokenOf(await ctx.mailbox.nextLink('victor@example.com', '/invite/')));
  }, 120_000);

  it('cannot prove the address with a QR or SMS link to the same record', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'consent-doc2@example.com', 'doctor');
    const created = await post('/api/v1/patients', doctor.headers, { fullName: 'Wendy Owner', email: 'wendy@example.com', phone: '+16175550130', sendBy: 'qr' });
    const qr = created.json().data.invite.link as string;
    const viaQr = await signUpFrom(tokenOf(qr), 'wendy@example.com');
    expect(viaQr.headers.location).toContain('/auth/verification-notice');
    const sms = (await post(`/api/v1/patients/${created.json().data.id}/invites`, doctor.headers, { channel: 'sms' })).json().data.link as string;
    const viaSms = await signUpFrom(tokenOf(sms), 'wendy@example.com');
    expect(viaSms.headers.location).toContain('/auth/verification-notice');
    const [wendy] = await ctx.database.db.select().from(users).where(eq(users.email, 'wendy@example.com'));
    expect(wendy!.emailVerified).toBe(false);
  }, 120_000);
});

describe('the invited person', () => {
  it('is linked to the doctor only when they accept, signed in', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'consent-doc3@example.com', 'doctor');
    const created = await post('/api/v1/patients', doctor.headers, { fullName: 'Ana Accept', email: 'ana@example.com', sendBy: 'email' });
    const token = tokenOf(await ctx.mailbox.nextLink('ana@example.com', '/invite/'));
    const patient = await signedInUser(ctx.app, ctx.database.db, 'ana@example.com');
    const [before] = await ctx.database.db.select().from(patients).where(eq(patients.id, created.json().data.id));
    expect(before!.userId).toBeNull();
    const accepted = await post(`/api/v1/invites/${token}/accept`, patient.headers);
    expect(accepted.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(patients).where(eq(patients.id, created.json().data.id));
    expect(after!.userId).toBe(patient.id);
  }, 120_000);

  it('can decline: nothing is linked and the link is spent', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'consent-doc4@example.com', 'doctor');
    const created = await post('/api/v1/patients', doctor.headers, { fullName: 'Dee Decline', email: 'dee@example.com', sendBy: 'email' });
    const token = tokenOf(await ctx.mailbox.nextLink('dee@example.com', '/invite/'));
    const patient = await signedInUser(ctx.app, ctx.database.db, 'dee@example.com');
    const declined = await post(`/api/v1/invites/${token}/decline`, patient.headers);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ declined: true });
    const accept = await post(`/api/v1/invites/${token}/accept`, patient.headers);
    expect(accept.statusCode).toBe(410);
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.id, created.json().data.id));
    expect(record!.userId).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/invites/${token}` })).json().data.state).toBe('expired');
  }, 120_000);
});
