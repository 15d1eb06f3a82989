import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { signIn, startAuthorization } from '../../test/oidc-flow';
import { createLocalAccount } from '../identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../identity/mount';

/**
 * A second Labwise instance, started separately and listening on loopback, plays an external
 * OpenID Connect provider; the app under test is configured with OIDC_* to trust it instead of
 * its own embedded provider.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let external: TestContext;
let app: TestContext;
let externalUrl: string;
const password = 'external river stone';

beforeAll(async () => {
  const port = await freePort();
  externalUrl = `http://127.0.0.1:${port}`;
  external = await createTestApp({ PUBLIC_URL: externalUrl });
  await external.app.listen({ port, host: '127.0.0.1' });
  app = await createTestApp({
    OIDC_ISSUER: `${externalUrl}/oidc`,
    OIDC_CLIENT_ID: 'labwise-web',
    OIDC_AUDIENCE: `${externalUrl}/api`,
    OIDC_ROLE_CLAIM: 'https://labwise.app/claims/role',
  });
});
afterAll(async () => {
  await app.close();
  await external.close();
});

describe('external identity provider', () => {
  it('tells the SPA to use the external issuer and mounts no embedded provider', async () => {
    const config = await app.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data.identity).toMatchObject({ issuer: `${externalUrl}/oidc`, embedded: false });
    const discovery = await app.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
  });

  it('accepts tokens signed in at the external provider and provisions the user as a patient', async () => {
    await createLocalAccount(external.database.db, {
      issuer: EMBEDDED_ISSUER_KEY,
      fullName: 'Erin External',
      email: 'erin@example.com',
      password,
      emailVerified: true,
    });
    const tokens = await signIn(external.app, 'erin@example.com', password, externalUrl);
    const me = await app.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'patient', status: 'active' });

    const again = await app.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(again.json().data.id).toBe(me.json().data.id);
  });

  it('signs up at the external provider, then signs in and reaches the API', async () => {
    const flow = await startAuthorization(external.app, {}, externalUrl);
    const signup = await external.app.inject({
      method: 'POST',
      url: `${flow.interactionPath}/signup`,
      headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ fullName: 'Sam Signup', email: 'sam@example.com', password, confirm: password }).toString(),
    });
    expect(signup.statusCode).toBe(303);
    await external.deliver();
    const token = new URL(external.mailbox.lastLink('sam@example.com', '/auth/verify-email?token=')).searchParams.get('token')!;
    await external.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    const tokens = await signIn(external.app, 'sam@example.com', password, externalUrl);
    const me = await app.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('sam@example.com');
  });

  it('rejects the external provider ID token and tokens for another audience', async () => {
    await createLocalAccount(external.database.db, {
      issuer: EMBEDDED_ISSUER_KEY,
      fullName: 'Ida Token',
      email: 'ida@example.com',
      password,
      emailVerified: true,
    });
    const tokens = await signIn(external.app, 'ida@example.com', password, externalUrl);
    const res = await app.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${tokens.id_token}` } });
    expect(res.statusCode).toBe(401);
  });
});
