import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { signedInUser, TEST_PASSWORD } from '../accounts';
import { logOut, signIn, signInWithSession } from '../oidc-flow';

/**
 * Finding 7 of the outside test (second wave): an access token kept working for up to 10 minutes
 * after sign-out, a password reset or a deactivation. Each must end it at once — including a
 * token the API has already verified and remembers (the verified-token cache).
 */
const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_IP: '10000' });

const me = (authorization: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });

describe('an access token after', () => {
  it('sign-out answers 401, and a new sign-in works', async () => {
    await signedInUser(ctx.app, ctx.database.db, 'logout-revoke@example.com');
    const { tokens, jar } = await signInWithSession(ctx.app, 'logout-revoke@example.com', TEST_PASSWORD);
    const bearer = `Bearer ${tokens.access_token}`;
    expect((await me(bearer)).statusCode).toBe(200);
    expect((await logOut(ctx.app, jar, tokens.id_token)).statusCode).toBe(303);
    const after = await me(bearer);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Your session has ended. Please sign in again.');
    const again = await signIn(ctx.app, 'logout-revoke@example.com', TEST_PASSWORD);
    expect((await me(`Bearer ${again.access_token}`)).statusCode).toBe(200);
  }, 120_000);

  it('a password reset answers 401', async () => {
    const user = await signedInUser(ctx.app, ctx.database.db, 'reset-revoke@example.com');
    expect((await me(user.headers.authorization)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email: 'reset-revoke@example.com' } });
    const token = new URL(await ctx.mailbox.nextLink('reset-revoke@example.com', '/auth/reset-password?token=')).searchParams.get('token')!;
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token, password: 'a brand new passphrase' } });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.headers.authorization)).statusCode).toBe(401);
    const fresh = await signIn(ctx.app, 'reset-revoke@example.com', 'a brand new passphrase');
    expect((await me(`Bearer ${fresh.access_token}`)).statusCode).toBe(200);
  }, 120_000);

  it('a deactivation answers 401, and still after the account is reactivated', async () => {
    const admin = await signedInUser(ctx.app, ctx.database.db, 'revoke-admin@example.com', 'admin');
    const user = await signedInUser(ctx.app, ctx.database.db, 'deactivate-revoke@example.com');
    expect((await me(user.headers.authorization)).statusCode).toBe(200);
    const off = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${user.id}`, headers: admin.headers, payload: { status: 'disabled' } });
    expect(off.statusCode).toBe(200);
    expect((await me(user.headers.authorization)).statusCode).toBe(401);
    const on = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${user.id}`, headers: admin.headers, payload: { status: 'active' } });
    expect(on.statusCode).toBe(200);
    expect((await me(user.headers.authorization)).statusCode).toBe(401);
  }, 120_000);
});
