import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';
import { insertSecretIfAbsent, selectSecret } from '../platform/repository';

export type IdentitySecrets = { signingKeys: JWK[]; cookieKeys: string[] };

const NAME = 'identity';

/**
 * Signing keys and cookie keys of the embedded provider: generated on first start and stored in
 * the database, so every server process signs and verifies with the same keys. Concurrent first
 * starts race on the insert; the loser reads the winner's keys.
 */
export async function loadOrCreateIdentitySecrets(db: Database): Promise<IdentitySecrets> {
  const existing = await read(db);
  if (existing) return existing;
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const created: IdentitySecrets = {
    signingKeys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await insertSecretIfAbsent(db, NAME, created);
  const stored = await read(db);
  if (!stored) throw new Error('identity secrets could not be stored');
  return stored;
}

async function read(db: Database): Promise<IdentitySecrets | null> {
  const value = await selectSecret(db, NAME);
  return value === undefined ? null : (value as IdentitySecrets);
}

/** The public half of the signing keys (what the JWKS endpoint publishes). */
export function publicJwks(keys: readonly JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}
