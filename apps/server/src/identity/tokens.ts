import { createHash, randomBytes } from 'node:crypto';

/** One-time tokens: 32 random bytes sent to the user, only their SHA-256 stored. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_TTL_MS = {
  verify_email: 24 * 3600 * 1000,
  reset_password: 3600 * 1000,
  patient_invite: 7 * 24 * 3600 * 1000,
} as const;
export type TokenPurpose = keyof typeof TOKEN_TTL_MS;
