import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { useTestApp } from '../../test/app';
import { logOut, refresh, signIn, signInWithSession, startAuthorization, submitLogin } from '../../test/oidc-flow';
import { createLocalAccount } from './accounts';
import { EMBEDDED_ISSUER_KEY } from './mount';

const ctx = useTestApp();
const password = 'a calm blue river';

async function verifiedAccount(email: string, roleHintOpen = false) {
  const user = await createLocalAccount(ctx.database.db, {
    issuer: EMBEDDED_ISSUER_KEY,
    fullName: 'Test Person',
    email,
    password,
    emailVerified: true,
    roleHintOpen,
  });
  if (!user) throw new Error('account exists');
  return user;
}


describe('embedded provider', () => {
  it('publishes discovery with PKCE S256 and a JWKS', async () => {
    const discovery = await ctx.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    const body = discovery.json();
    expect(body.issuer).toBe('http://localhost:3000/oidc');
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await ctx.app.inject({ method: 'GET', url: '/oidc/jwks' });
    expect(jwks.json().keys[0]).not.toHaveProperty('d');
  });

  it('refuses an authorization request without PKCE', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=labwise-web&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcallback&response_type=code&scope=openid&state=abc',
    });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/error=invalid_request/);
  });

  it('signs in with code + PKCE and issues a short-lived JWT access token for the API', async () => {
    const user = await verifiedAccount('flow@example.com');
    const tokens = await signIn(ctx.app, 'flow@example.com', password);
    expect(tokens.expires_in).toBeLessThanOrEqual(900);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const access = decodeJwt(tokens.access_token);
    expect(access.aud).toBe('http://localhost:3000/api');
    expect(access.sub).toBe(user.id);
    const id = decodeJwt(tokens.id_token);
    expect(id['https://labwise.app/claims/role']).toBe('patient');
    expect(id.email).toBe('flow@example.com');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'flow@example.com', role: 'patient', status: 'active' });
  });

  it('rotates refresh tokens and revokes the grant when an old one is reused', async () => {
    await verifiedAccount('rotate@example.com');
    const tokens = await signIn(ctx.app, 'rotate@example.com', password);
    expect(tokens.refresh_token).toBeTruthy();
    const first = await refresh(ctx.app, tokens.refresh_token!);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token as string;
    expect(rotated).not.toBe(tokens.refresh_token);
    const reuse = await refresh(ctx.app, tokens.refresh_token!);
    expect(reuse.statusCode).toBe(400);
    const afterReuse = await refresh(ctx.app, rotated);
    expect(afterReuse.statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('ends the provider session and the refresh token with it', async () => {
    await verifiedAccount('bye@example.com');
    const { tokens, jar } = await signInWithSession(ctx.app, 'bye@example.com', password);
    const out = await logOut(ctx.app, jar, tokens.id_token);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('http://localhost:3000/login');
    expect((await refresh(ctx.app, tokens.refresh_token!)).statusCode).toBe(400);
  });
});

describe('logout page', () => {
  /** What a plain form.submit() sends: the form's fields, never a submit button's name/value. */
  function submittedFields(html: string): Record<string, string> {
    const fields: Record<string, string> = {};
    const formHtml = /<form id="op\.logoutForm"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    const owned = [...formHtml.matchAll(/<input\b[^>]*>/g), ...html.matchAll(/<input\b[^>]*form="op\.logoutForm"[^>]*>/g)];
    for (const [input] of owned) {
      const name = /name="([^"]+)"/.exec(input)?.[1];
      const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
      if (name) fields[name] = value;
    }
    return fields;
  }

  it('ends the provider session when its script submits the form, so the next sign-in asks for the password', async () => {
    await verifiedAccount('script-bye@example.com');
    const { tokens, jar } = await signInWithSession(ctx.app, 'script-bye@example.com', password);
    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://localhost:3000/login' });
    const page = await ctx.app.inject({ method: 'GET', url: `/oidc/session/end?${query.toString()}`, headers: { cookie: jar.header() } });
    jar.store(page.headers['set-cookie']);
    const fields = submittedFields(page.body);
    expect(fields.logout).toBe('yes');
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(confirm.statusCode).toBe(303);
    jar.store(confirm.headers['set-cookie']);

    // The same browser starts a new sign-in: the provider must ask for the password, not hand out a code.
    const authorize = await ctx.app.inject({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'labwise-web', redirect_uri: 'http://localhost:3000/callback', response_type: 'code', scope: 'openid profile email', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's1', nonce: 'n1' }).toString()}`,
      headers: { cookie: jar.header() },
    });
    jar.store(authorize.headers['set-cookie']);
    const location = String(authorize.headers.location);
    expect(location).toMatch(/\/interaction\//);
    const login = await ctx.app.inject({ method: 'GET', url: new URL(location, 'http://localhost:3000').pathname, headers: { cookie: jar.header() } });
    expect(login.body).toContain('name="password"');
  });
});

describe('hosted login', () => {
  it('shows the sign-in page and refuses wrong passwords with the brief message', async () => {
    await verifiedAccount('wrong@example.com');
    const flow = await startAuthorization(ctx.app);
    const page = await ctx.app.inject({ method: 'GET', url: flow.interactionPath, headers: { cookie: flow.jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Forgot password?');
    const login = await submitLogin(ctx.app, flow, 'wrong@example.com', 'not the password');
    expect(login.statusCode).toBe(401);
    expect(login.body).toContain('Authentication failed. Please try again.');
  });

  it('locks an account after 5 failures in 15 minutes, even with the right password', async () => {
    await verifiedAccount('lock@example.com');
    const flow = await startAuthorization(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await submitLogin(ctx.app, flow, 'lock@example.com', `bad password ${i}`)).statusCode).toBe(401);
    }
    const locked = await submitLogin(ctx.app, flow, 'lock@example.com', password);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('locked');
  });

  it('escapes what the user typed when it shows the form again', async () => {
    const flow = await startAuthorization(ctx.app);
    const login = await submitLogin(ctx.app, flow, '"><script>alert(1)</script>', 'x');
    expect(login.body).not.toContain('<script>alert(1)</script>');
  });
});

describe('sign-up, verification and reset', () => {
  it('signs up, mails a verification link, and signs in only after verifying', async () => {
    const flow = await startAuthorization(ctx.app);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: `${flow.interactionPath}/signup`,
      headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ fullName: 'Nora New', email: 'Nora@Example.com', password, confirm: password }).toString(),
    });
    expect(signup.statusCode).toBe(303);
    expect(signup.headers.location).toBe('http://localhost:3000/auth/verification-notice?email=nora%40example.com');

    const unverified = await submitLogin(ctx.app, flow, 'nora@example.com', password);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.body).toContain('verify your e-mail');

    await ctx.deliver();
    const link = new URL(ctx.mailbox.lastLink('nora@example.com', '/auth/verify-email?token='));
    const token = link.searchParams.get('token')!;
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(verify.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid or has expired/);

    await expect(signIn(ctx.app, 'nora@example.com', password)).resolves.toHaveProperty('access_token');
  });

  it('answers a sign-up for an existing e-mail like a new one', async () => {
    await verifiedAccount('taken@example.com');
    const flow = await startAuthorization(ctx.app);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: `${flow.interactionPath}/signup`,
      headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ fullName: 'Someone', email: 'taken@example.com', password, confirm: password }).toString(),
    });
    expect(signup.statusCode).toBe(303);
    await ctx.deliver();
    expect(ctx.mailbox.messages.at(-1)?.subject).toBe('You already have a Labwise account');
  });

  it('resets a password through the mailed link, without revealing unknown accounts', async () => {
    await verifiedAccount('reset@example.com');
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email: 'nobody@example.com' } });
    const known = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email: 'reset@example.com' } });
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe('If the email exists, a reset link has been sent.');

    const token = new URL(await ctx.mailbox.nextLink('reset@example.com', '/auth/reset-password?token=')).searchParams.get('token')!;
    const weak = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token, password: 'a brand new passphrase' } });
    expect(ok.statusCode).toBe(200);
    await expect(signIn(ctx.app, 'reset@example.com', password)).rejects.toThrow(/login answered 401/);
    await expect(signIn(ctx.app, 'reset@example.com', 'a brand new passphrase')).resolves.toHaveProperty('access_token');
  });

  it('rejects unknown keys in account bodies', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: 'x', role: 'admin' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('role assignment', () => {
  it('grants patient at once and makes other roles wait for approval (a new account)', async () => {
    await verifiedAccount('doc@example.com', true);
    const { access_token } = await signIn(ctx.app, 'doc@example.com', password);
    const auth = { authorization: `Bearer ${access_token}` };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/assign-role', headers: auth, payload: { role: 'doctor' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'patient', requestedRole: 'doctor', status: 'pending_approval' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect(me.statusCode).toBe(200);
  });

  it('rejects a role outside the four', async () => {
    await verifiedAccount('odd@example.com');
    const { access_token } = await signIn(ctx.app, 'odd@example.com', password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/assign-role',
      headers: { authorization: `Bearer ${access_token}` },
      payload: { role: 'superuser' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Role must be one of/);
  });
});
