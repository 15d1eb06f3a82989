import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { JWK } from 'jose';

/** Algorithms the embedded provider can sign with from configured keys. */
export const CONFIGURED_SIGNING_ALGS = ['RS256', 'ES256'] as const;
export type ConfiguredSigningAlg = (typeof CONFIGURED_SIGNING_ALGS)[number];

export class SigningKeysError extends Error {
  override name = 'SigningKeysError';
}

const RSA_PRIVATE = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;
const EC_PRIVATE = ['crv', 'x', 'y', 'd'] as const;

/**
 * Parses a JWKS of private signing keys (OIDC_SIGNING_KEYS). The first key signs; every key's
 * public half is published and accepted, which is what makes rotation possible. Messages name
 * the key by position and kid only: they never repeat key material.
 */
export function parseSigningKeys(text: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SigningKeysError('expected a JSON Web Key Set: {"keys": [ …private keys… ]} (the text is not JSON)');
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new SigningKeysError('expected a JSON Web Key Set with at least one key in "keys"');
  }
  const seen = new Set<string>();
  return keys.map((raw: unknown, index) => {
    const key = (raw ?? {}) as Record<string, unknown>;
    const where = `key ${index + 1}${typeof key.kid === 'string' ? ` (kid "${key.kid}")` : ''}`;
    if (typeof key.kid !== 'string' || key.kid.trim() === '') {
      throw new SigningKeysError(`${where} has no "kid"; every key needs a unique key id for rotation`);
    }
    if (seen.has(key.kid)) throw new SigningKeysError(`${where} repeats a kid used by an earlier key`);
    seen.add(key.kid);
    if (key.use !== undefined && key.use !== 'sig') throw new SigningKeysError(`${where} has "use" other than "sig"`);

    let alg: ConfiguredSigningAlg;
    let fields: readonly string[];
    if (key.kty === 'RSA') {
      alg = 'RS256';
      fields = RSA_PRIVATE;
    } else if (key.kty === 'EC' && key.crv === 'P-256') {
      alg = 'ES256';
      fields = EC_PRIVATE;
    } else {
      throw new SigningKeysError(`${where} must be an RSA key (RS256) or an EC P-256 key (ES256)`);
    }
    if (key.alg !== undefined && key.alg !== alg) {
      throw new SigningKeysError(`${where} has alg ${JSON.stringify(key.alg)}; a ${String(key.kty)} key here signs ${alg}`);
    }
    if (typeof key.d !== 'string') {
      throw new SigningKeysError(`${where} is a public key; the provider needs the private key (with "d")`);
    }
    const missing = fields.filter((field) => typeof key[field] !== 'string');
    if (missing.length > 0) throw new SigningKeysError(`${where} lacks ${missing.join(', ')}`);

    const jwk = Object.fromEntries(fields.map((field) => [field, key[field]])) as Record<string, string>;
    try {
      const imported = createPrivateKey({ key: { kty: key.kty, ...jwk }, format: 'jwk' });
      const bits = imported.asymmetricKeyDetails?.modulusLength;
      if (alg === 'RS256' && (bits === undefined || bits < 2048)) {
        throw new SigningKeysError(`${where} is an RSA key of ${bits ?? '?'} bits; use at least 2048`);
      }
      // The private part must match the published one, or every token it signs would fail.
      const probe = Buffer.from('labwise signing key check');
      const publicKey = createPublicKey({ key: { kty: key.kty, ...Object.fromEntries(Object.entries(jwk).filter(([f]) => !['d', 'p', 'q', 'dp', 'dq', 'qi'].includes(f))) }, format: 'jwk' });
      if (!verify('sha256', probe, publicKey, sign('sha256', probe, imported))) throw new Error('mismatch');
    } catch (error) {
      if (error instanceof SigningKeysError) throw error;
      throw new SigningKeysError(`${where} is not a valid private key`);
    }
    const result: JWK = { kty: key.kty, ...jwk, kid: key.kid, alg, use: 'sig' };
    return result;
  });
}
