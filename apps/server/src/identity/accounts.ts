import { createHash, randomUUID } from 'node:crypto';
import type { Database, Executor } from '../db/database';
import { hashPassword, verifyPassword } from './passwords';
import {
  claimLoginAttempt,
  deleteLoginAttempts,
  deleteStaleLoginAttempts,
  insertOneTimeToken,
  insertUserIfAbsent,
  lockLoginAddress,
  markTokenUsed,
  retireUnusedTokens,
  selectPersonByEmail,
  selectUserById,
  updateAccount,
  type UserRow,
} from './repository';
import { hashToken, newOneTimeToken, TOKEN_TTL_MS, type TokenPurpose } from './tokens';

/** Lockout: at most 5 failed logins per 15 minutes per account (SECURITY.md), counted per address. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export type { UserRow };

export type LoginOutcome =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'invalid' }
  | { kind: 'locked'; until: Date }
  | { kind: 'unverified'; user: UserRow }
  | { kind: 'disabled' };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A person's account by e-mail; system accounts (lab interfaces) are never found this way. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return selectPersonByEmail(db, normaliseEmail(email));
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return selectUserById(db, id);
}

/** Creates an embedded-provider account (role patient, unverified). Null when the e-mail is taken. */
export async function createLocalAccount(
  db: Database,
  input: { issuer: string; fullName: string; email: string; password: string; emailVerified?: boolean; roleHintOpen?: boolean },
): Promise<UserRow | null> {
  const id = randomUUID();
  return insertUserIfAbsent(db, {
    id,
    issuer: input.issuer,
    subject: id,
    email: normaliseEmail(input.email),
    emailVerified: input.emailVerified ?? false,
    passwordHash: await hashPassword(input.password),
    fullName: input.fullName.trim(),
    role: 'patient',
    status: 'active',
    roleHintOpen: input.roleHintOpen ?? false,
  });
}

/** The lockout's key for an address: the same for an address with or without an account. */
export function loginAddressHash(email: string): string {
  return createHash('sha256').update(`login:${normaliseEmail(email)}`).digest('hex');
}

let attemptsSinceCleanup = 0;

/**
 * Claims one sign-in attempt for an address in a single statement (the row is locked while it
 * counts), so parallel requests each get their own number: only the first MAX_FAILED_LOGINS of a
 * window reach the password check. The window starts at the first attempt; a live lock is kept.
 */
function claimAttempt(db: Database, addressHash: string): Promise<{ attempt: number; lockedUntil: Date | null }> {
  return claimLoginAttempt(db, addressHash, LOCKOUT_WINDOW_MS);
}

async function lockAddress(db: Database, addressHash: string): Promise<Date> {
  return (await lockLoginAddress(db, addressHash, LOCKOUT_WINDOW_MS)) ?? new Date(Date.now() + LOCKOUT_WINDOW_MS);
}

/** Forgets an address's failed attempts and lock (a correct password, a password reset). */
export async function clearLoginAttempts(db: Executor, email: string): Promise<void> {
  await deleteLoginAttempts(db, loginAddressHash(email));
}

/** Rows of addresses whose window and lock are over carry nothing; drop them now and then. */
async function dropStaleAttempts(db: Database): Promise<void> {
  attemptsSinceCleanup += 1;
  if (attemptsSinceCleanup < 100) return;
  attemptsSinceCleanup = 0;
  await deleteStaleLoginAttempts(db, LOCKOUT_WINDOW_MS);
}

/**
 * Checks a password with lockout. Attempts are counted per address, whether or not an account has
 * it, so a locked account and an unknown address answer alike (finding 8 of the outside test); the
 * password check also runs for unknown addresses, so timing does not tell them apart either.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<LoginOutcome> {
  const addressHash = loginAddressHash(email);
  await dropStaleAttempts(db);
  const claim = await claimAttempt(db, addressHash);
  if (claim.lockedUntil) return { kind: 'locked', until: claim.lockedUntil };
  if (claim.attempt > MAX_FAILED_LOGINS) return { kind: 'locked', until: await lockAddress(db, addressHash) };

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash);
  if (!user || !valid) {
    if (claim.attempt >= MAX_FAILED_LOGINS) await lockAddress(db, addressHash);
    return { kind: 'invalid' };
  }
  await clearLoginAttempts(db, email);
  if (user.status === 'disabled') return { kind: 'disabled' };
  if (!user.emailVerified) return { kind: 'unverified', user };
  // A second sign-in closes a sign-up role hint that no callback applied: the account is no longer new.
  await updateAccount(db, user.id, { lastLoginAt: new Date(), ...(user.lastLoginAt ? { roleHintOpen: false } : {}) });
  return { kind: 'ok', user };
}

/**
 * Ends every access token of the account issued until now (sign-out, password reset): the
 * per-request account lookup compares the token's issue time with this instant.
 */
export async function revokeAccessTokens(db: Executor, userId: string): Promise<void> {
  await updateAccount(db, userId, { tokensValidAfter: new Date() });
}

export async function issueOneTimeToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const { token, hash } = newOneTimeToken();
  // A new link replaces older unused ones of the same purpose.
  await retireUnusedTokens(db, userId, purpose);
  await insertOneTimeToken(db, { userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]) });
  return token;
}

/** Marks a token used and returns its user id, or null when unknown, used or expired. */
export async function consumeOneTimeToken(db: Database, token: string, purpose: TokenPurpose): Promise<string | null> {
  return markTokenUsed(db, hashToken(token), purpose);
}
