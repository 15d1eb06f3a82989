import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader } from 'jose';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/engine';
import { createTestDatabase } from '../../test/database';
import { createMailbox } from '../../test/mailbox';
import { signIn } from '../../test/oidc-flow';
import { createLocalAccount } from './accounts';
import { EMBEDDED_ISSUER_KEY } from './mount';

/**
 * OIDC_SIGNING_KEYS: the first key signs, every key verifies. Rotating means starting with
 * [new, old] — tokens the old key signed keep working — and later with [new] alone.
 */
const key = (kid: string, type: 'rsa' | 'ec') => ({
  ...(type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  ).export({ format: 'jwk' }),
  kid,
});
const oldKey = key('key-2025', 'rsa');
const newKey = key('key-2026', 'ec');
const password = 'a calm blue river';
const email = 'rotation@example.com';

let database: DatabaseHandle;
const open: App[] = [];

/** An app over the shared test database, configured with the given signing keys. */
async function appWith(keys: object[]): Promise<App> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/nonexistent-test-data',
    OIDC_SIGNING_KEYS: JSON.stringify({ keys }),
  });
  const app = await buildApp({ config, database, mailer: createMailbox(), logger: false });
  await app.ready();
  open.push(app);
  return app;
}

const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  database = await createTestDatabase();
  await createLocalAccount(database.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: 'Rotation', email, password, emailVerified: true });
});
afterAll(async () => {
  for (const app of open) await app.close();
  await database.close();
});

describe('configured signing keys', () => {
  it('rotates without downtime: an old-key token still verifies while the new key signs', async () => {
    const before = await appWith([oldKey]);
    const oldTokens = await signIn(before, email, password);
    expect(decodeProtectedHeader(oldTokens.access_token)).toMatchObject({ kid: 'key-2025', alg: 'RS256' });
    expect((await me(before, oldTokens.access_token)).statusCode).toBe(200);

    // Step 1: the new key goes first; the old one stays until its tokens have expired.
    const during = await appWith([newKey, oldKey]);
    expect((await me(during, oldTokens.access_token)).statusCode).toBe(200);
    const newTokens = await signIn(during, email, password);
    expect(decodeProtectedHeader(newTokens.access_token)).toMatchObject({ kid: 'key-2026', alg: 'ES256' });
    expect(decodeProtectedHeader(newTokens.id_token)).toMatchObject({ kid: 'key-2026', alg: 'ES256' });
    expect((await me(during, newTokens.access_token)).statusCode).toBe(200);
    const jwks = (await during.inject({ method: 'GET', url: '/oidc/jwks' })).json<{ keys: Record<string, unknown>[] }>();
    expect(jwks.keys.map((k) => k.kid).sort()).toEqual(['key-2025', 'key-2026']);

    // Step 2: the old key is removed; what it signed no longer passes.
    const after = await appWith([newKey]);
    expect((await me(after, newTokens.access_token)).statusCode).toBe(200);
    expect((await me(after, oldTokens.access_token)).statusCode).toBe(401);
  });

  it('never publishes private key parts in the JWKS', async () => {
    const app = await appWith([newKey, oldKey]);
    const res = await app.inject({ method: 'GET', url: '/oidc/jwks' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    expect(keys).toHaveLength(2);
    for (const published of keys) {
      for (const field of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) expect(published).not.toHaveProperty(field);
    }
    for (const secret of [oldKey.d, newKey.d, oldKey.p, oldKey.q]) expect(res.body).not.toContain(secret);
  });
});
