import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { useTestApp } from '../../test/app';
import { signIn } from '../../test/oidc-flow';
import { users } from '../db/schema';
import { createLocalAccount } from '../identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../identity/mount';
import { loadOrCreateIdentitySecrets } from '../identity/secrets';

/** SECURITY.md token cases: every forged or misused token answers 401, never 5xx. */
const ctx = useTestApp();
let userId: string;
let valid: { access_token: string; id_token: string };
let signingKey: JWK;
const issuer = 'http://localhost:3000/oidc';
const audience = 'http://localhost:3000/api';

beforeAll(async () => {
  const user = await createLocalAccount(ctx.database.db, {
    issuer: EMBEDDED_ISSUER_KEY,
    fullName: 'Token Tester',
    email: 'tokens@example.com',
    password: 'tokens are fun to test',
    emailVerified: true,
  });
  userId = user!.id;
  valid = await signIn(ctx.app, 'tokens@example.com', 'tokens are fun to test');
  signingKey = (await loadOrCreateIdentitySecrets(ctx.database.db)).signingKeys[0]!;
});

const me = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: authorization ? { authorization } : {} });

async function forge(claims: Record<string, unknown>, header: Record<string, unknown> = {}, key: JWK = signingKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: now + 300, ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid, ...header })
    .sign(await importJWK(key, 'RS256'));
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens', () => {
  it('accepts the real access token', async () => {
    expect((await me(`Bearer ${valid.access_token}`)).statusCode).toBe(200);
  });

  it('answers a missing token with 401 and WWW-Authenticate', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it.each([
    ['malformed', 'Bearer not.a.jwt'],
    ['not bearer', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['garbage', 'Bearer %%%'],
  ])('rejects a %s header', async (_name, header) => {
    expect((await me(header)).statusCode).toBe(401);
  });

  it('rejects alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ iss: issuer, aud: audience, sub: userId, iat: now, exp: now + 300 })}.`;
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects HS256 signed with the public key', async () => {
    const { n, e, kty } = signingKey;
    const publicPem = JSON.stringify({ kty, n, e });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ iss: issuer, aud: audience, sub: userId, iat: now, exp: now + 300 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: signingKey.kid })
      .sign(createHash('sha256').update(publicPem).digest());
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects an unknown kid signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const { exportJWK } = await import('jose');
    const other = { ...(await exportJWK(privateKey)), kid: 'unknown-kid' };
    expect((await me(`Bearer ${await forge({ iss: issuer, aud: audience, sub: userId }, {}, other)}`)).statusCode).toBe(401);
  });

  it.each([
    ['wrong issuer', { iss: 'http://evil.example/oidc', aud: audience }],
    ['wrong audience', { iss: issuer, aud: 'labwise-web' }],
    ['expired', { iss: issuer, aud: audience, exp: Math.floor(Date.now() / 1000) - 120 }],
  ])('rejects a token with %s', async (_name, claims) => {
    const res = await me(`Bearer ${await forge({ sub: userId, ...claims })}`);
    expect(res.statusCode).toBe(401);
  });

  it('rejects the ID token used as an access token', async () => {
    expect((await me(`Bearer ${valid.id_token}`)).statusCode).toBe(401);
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = valid.access_token.split('.');
    const claims = decodeJwt(valid.access_token);
    const tampered = `${header}.${b64({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
    expect((await me(`Bearer ${tampered}`)).statusCode).toBe(401);
  });

  it('ends access at once for a deactivated user', async () => {
    await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userId));
    const res = await me(`Bearer ${valid.access_token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('This account has been deactivated. Contact your administrator.');
    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, userId));
  });
});
