import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, TEST_PASSWORD } from '../../../test/accounts';
import { startAuthorization } from '../../../test/oidc-flow';
import { users } from '../../db/schema';

const ctx = useTestApp();

const tokenOf = (link: string) => link.split('/invite/')[1]!;

/** The invitation's link: the doctor's for QR and SMS, the mailbox's for e-mail (the doctor gets none). */
async function invite(doctorHeaders: Record<string, string>, body: { email: string; sendBy: string; fullName: string }) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/patients', headers: doctorHeaders, payload: body });
  expect(res.statusCode).toBe(201);
  const data = res.json().data.invite as { link: string | null };
  return { link: data.link ?? (await ctx.mailbox.nextLink(body.email, '/invite/')) };
}

async function signUpFrom(token: string, email: string) {
  const flow = await startAuthorization(ctx.app, { screen_hint: 'signup', invite: token });
  const page = await ctx.app.inject({ method: 'GET', url: flow.interactionPath, headers: { cookie: flow.jar.header() } });
  expect(page.body).toContain('Use the e-mail address your invitation was sent to');
  return ctx.app.inject({
    method: 'POST',
    url: `${flow.interactionPath}/signup`,
    headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ fullName: 'Invited Person', email, password: TEST_PASSWORD, confirm: TEST_PASSWORD }).toString(),
  });
}

describe('signing up from an invitation', () => {
  it('signs the invited address in at once (the mailed link proves it), and only that address', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'signup-doc@example.com', 'doctor');
    const { link } = await invite(doctor.headers, { fullName: 'Rosa Reyes', email: 'rosa@example.com', sendBy: 'email' });

    const other = await signUpFrom(tokenOf(link), 'someone-else@example.com');
    expect(other.statusCode).toBe(303);
    expect(other.headers.location).toBe('http://localhost:3000/auth/verification-notice?email=someone-else%40example.com');
    const [unverified] = await ctx.database.db.select().from(users).where(eq(users.email, 'someone-else@example.com'));
    expect(unverified!.emailVerified).toBe(false);

    const invited = await signUpFrom(tokenOf(link), 'Rosa@Example.com');
    expect(invited.statusCode).toBe(303);
    // Back into the provider to finish the sign-in, not to the verification notice.
    expect(String(invited.headers.location)).toMatch(/\/oidc\/auth\//);
    const [rosa] = await ctx.database.db.select().from(users).where(eq(users.email, 'rosa@example.com'));
    expect(rosa).toMatchObject({ emailVerified: true, role: 'patient' });
  });

  it('proves nothing with a QR or SMS invitation, a used one or a made-up token', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'signup-doc2@example.com', 'doctor');
    const qr = await invite(doctor.headers, { fullName: 'Quinn Q', email: 'quinn@example.com', sendBy: 'qr' });
    const viaQr = await signUpFrom(tokenOf(qr.link), 'quinn@example.com');
    expect(viaQr.headers.location).toContain('/auth/verification-notice');

    const made = await signUpFrom('x'.repeat(43), 'madeup@example.com');
    expect(made.headers.location).toContain('/auth/verification-notice');

    const mailed = await invite(doctor.headers, { fullName: 'Uma Used', email: 'uma@example.com', sendBy: 'email' });
    const taker = await signedInUser(ctx.app, ctx.database.db, 'uma-taker@example.com');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/invites/${tokenOf(mailed.link)}/accept`, headers: taker.headers })).statusCode).toBe(200);
    const used = await signUpFrom(tokenOf(mailed.link), 'uma@example.com');
    expect(used.headers.location).toContain('/auth/verification-notice');
    const [uma] = await ctx.database.db.select().from(users).where(eq(users.email, 'uma@example.com'));
    expect(uma!.emailVerified).toBe(false);
  });
});
