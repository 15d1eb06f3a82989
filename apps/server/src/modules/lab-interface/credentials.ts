import { createHmac, randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

/**
 * Lab interface secrets: 32 random bytes shown once. A 256-bit random secret cannot be guessed, so
 * it needs no slow password hash: it is stored as an HMAC-SHA-256 keyed with a server key (kept in
 * the database, generated on first use), which costs microseconds per request instead of the
 * scrypt that let unauthenticated requests exhaust the CPU. Keys issued before are stored as scrypt
 * hashes; they keep working and move to the HMAC form on their first successful use.
 */
const HMAC_SCHEME = 'hmac-sha256';

export function newKeyId(): string {
  return `lwk_${randomBytes(9).toString('base64url')}`;
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function deriveScrypt(secret: BinaryLike, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, 32, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Checks a secret against a hash stored before HMAC hashes (scheme$N$r$p$salt$hash). */
async function verifyLegacyScrypt(secret: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await deriveScrypt(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type SecretHasher = {
  /** The stored form of a new secret. */
  hash(secret: string): string;
  /** Whether the secret matches a stored hash (either scheme); false for anything unreadable. */
  verify(secret: string, stored: string): Promise<boolean>;
  /** Whether a stored hash is in the current scheme (else rewrite it after a successful check). */
  isCurrent(stored: string): boolean;
  /** Same work as a check against a real key, for a key id that does not exist. */
  decoy(secret: string): false;
};

export function createSecretHasher(serverKey: Buffer): SecretHasher {
  const mac = (secret: string) => createHmac('sha256', serverKey).update(secret, 'utf8').digest();
  return {
    hash: (secret) => `${HMAC_SCHEME}$${mac(secret).toString('base64url')}`,
    async verify(secret, stored) {
      const [scheme, value] = stored.split('$');
      if (scheme === HMAC_SCHEME && value) {
        const expected = Buffer.from(value, 'base64url');
        const actual = mac(secret);
        return actual.length === expected.length && timingSafeEqual(actual, expected);
      }
      if (scheme === 'scrypt') return verifyLegacyScrypt(secret, stored);
      return false;
    },
    isCurrent: (stored) => stored.startsWith(`${HMAC_SCHEME}$`),
    decoy(secret) {
      timingSafeEqual(mac(secret), mac(newSecret()));
      return false;
    },
  };
}

/** HTTP Basic credentials ("Basic base64(keyId:secret)"); null when the header is absent or malformed. */
export function basicCredentials(header: string | undefined): { keyId: string; secret: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const keyId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (!secret || keyId.length > 100 || secret.length > 200) return null;
  return { keyId, secret };
}
