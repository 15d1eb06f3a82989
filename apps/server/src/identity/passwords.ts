import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in Node's crypto, no native add-on). Stored as
 * `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking old hashes.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 } as const;
const MAX_MEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = PARAMS;
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: MAX_MEM });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  // Without a stored hash still do the work, so timing does not reveal which accounts exist.
  const [scheme, n, r, p, saltText, hashText] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return stored !== undefined && stored !== null && timingSafeEqual(key, expected);
}

const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/**
 * Password policy (NIST SP 800-63B): length over composition rules — at least 10 characters,
 * at most 128, not only one repeated character, not the e-mail itself.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < 10) return 'Use at least 10 characters for your password.';
  if (password.length > 128) return 'Use at most 128 characters for your password.';
  if (/^(.)\1*$/.test(password)) return 'Choose a password that is not one repeated character.';
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return 'Choose a password that is different from your e-mail address.';
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common; choose another.';
  return null;
}

const COMMON_PASSWORDS = new Set([
  'password123',
  'password1234',
  '1234567890',
  '12345678910',
  'qwertyuiop',
  'iloveyou123',
  'letmein1234',
  'welcome123',
  'administrator',
  'passw0rd123',
]);
