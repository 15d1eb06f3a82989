import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { basicCredentials, createSecretHasher, newSecret } from './credentials';

/** A hash in the form keys issued before HMAC hashes were stored with. */
function legacyScryptHash(secret: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(secret, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('interface secret hashes', () => {
  const hasher = createSecretHasher(randomBytes(32));

  it('stores a keyed HMAC-SHA-256 that the secret matches and nothing else does', async () => {
    const secret = newSecret();
    const stored = hasher.hash(secret);
    expect(stored).toMatch(/^hmac-sha256\$[\w-]{43}$/);
    expect(stored).not.toContain(secret);
    expect(hasher.isCurrent(stored)).toBe(true);
    expect(await hasher.verify(secret, stored)).toBe(true);
    expect(await hasher.verify(`${secret}x`, stored)).toBe(false);
    expect(await hasher.verify(newSecret(), stored)).toBe(false);
  });

  it('depends on the server key: the same secret under another key does not match', async () => {
    const secret = newSecret();
    expect(await createSecretHasher(randomBytes(32)).verify(secret, hasher.hash(secret))).toBe(false);
  });

  it('still accepts a secret stored as an scrypt hash, and reports that hash as one to rewrite', async () => {
    const secret = newSecret();
    const legacy = legacyScryptHash(secret);
    expect(await hasher.verify(secret, legacy)).toBe(true);
    expect(await hasher.verify(newSecret(), legacy)).toBe(false);
    expect(hasher.isCurrent(legacy)).toBe(false);
  });

  it.each(['', 'plain', 'md5$abc', 'hmac-sha256$', 'scrypt$1$1$1$$'])('refuses an unreadable stored hash %j', async (stored) => {
    expect(await hasher.verify('secret', stored)).toBe(false);
  });
});

describe('HTTP Basic credentials', () => {
  it('reads a key id and secret, and nothing from a malformed header', () => {
    expect(basicCredentials(`Basic ${Buffer.from('lwk_abc:s3cret:with:colons').toString('base64')}`)).toEqual({ keyId: 'lwk_abc', secret: 's3cret:with:colons' });
    expect(basicCredentials(undefined)).toBeNull();
    expect(basicCredentials('Bearer abc')).toBeNull();
    expect(basicCredentials(`Basic ${Buffer.from(':secret').toString('base64')}`)).toBeNull();
  });
});
