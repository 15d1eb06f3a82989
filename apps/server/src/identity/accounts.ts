import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { authTokens, LAB_INTERFACE_ISSUER, loginAttempts, users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newOneTimeToken, TOKEN_TTL_MS, type TokenPurpose } from './tokens';

/** Lockout: at most 5 failed logins per 15 minutes per account (SECURITY.md), counted per address. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

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
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), ne(users.issuer, LAB_INTERFACE_ISSUER)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Creates an embedded-provider account (role patient, unverified). Null when the e-mail is taken. */
export async function createLocalAccount(
  db: Database,
  input: { issuer: string; fullName: string; email: string; password: string; emailVerified?: boolean; roleHintOpen?: boolean },
): Promise<UserRow | null> {
  const id = randomUUID();
  const rows = await db
    .insert(users)
    .values({
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
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** The lockout's key for an address: the same for an address with or without an account. */
export function loginAddressHash(email: string): string {
  return createHash('sha256').update(`login:${normaliseEmail(email)}`).digest('hex');
}

const WINDOW = sql.raw(`interval '${LOCKOUT_WINDOW_MS} milliseconds'`);
let attemptsSinceCleanup = 0;

/**
 * Claims one sign-in attempt for an address in a single statement (the row is locked while it
 * counts), so parallel requests each get their own number: only the first MAX_FAILED_LOGINS of a
 * window reach the password check. The window starts at the first attempt; a live lock is kept.
 */
async function claimAttempt(db: Database, addressHash: string): Promise<{ attempt: number; lockedUntil: Date | null }> {
  const t = loginAttempts;
  const [row] = await db
    .insert(t)
    .values({ addressHash, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.addressHash,
      set: {
        attempts: sql`case when ${t.lockedUntil} > now() then ${t.attempts} when ${t.windowStartedAt} > now() - ${WINDOW} then ${t.attempts} + 1 else 1 end`,
        windowStartedAt: sql`case when ${t.lockedUntil} > now() or ${t.windowStartedAt} > now() - ${WINDOW} then ${t.windowStartedAt} else now() end`,
        lockedUntil: sql`case when ${t.lockedUntil} > now() then ${t.lockedUntil} else null end`,
      },
    })
    .returning({ attempt: t.attempts, lockedUntil: t.lockedUntil });
  if (!row) throw new Error('login attempt not recorded');
  return row;
}

async function lockAddress(db: Database, addressHash: string): Promise<Date> {
  const [row] = await db
    .update(loginAttempts)
    .set({ lockedUntil: sql`coalesce(${loginAttempts.lockedUntil}, now() + ${WINDOW})` })
    .where(eq(loginAttempts.addressHash, addressHash))
    .returning({ lockedUntil: loginAttempts.lockedUntil });
  return row?.lockedUntil ?? new Date(Date.now() + LOCKOUT_WINDOW_MS);
}

/** Forgets an address's failed attempts and lock (a correct password, a password reset). */
export async function clearLoginAttempts(db: Executor, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.addressHash, loginAddressHash(email)));
}

/** Rows of addresses whose window and lock are over carry nothing; drop them now and then. */
async function dropStaleAttempts(db: Database): Promise<void> {
  attemptsSinceCleanup += 1;
  if (attemptsSinceCleanup < 100) return;
  attemptsSinceCleanup = 0;
  await db
    .delete(loginAttempts)
    .where(sql`${loginAttempts.windowStartedAt} < now() - ${WINDOW} and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} < now())`);
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
  await db
    .update(users)
    // A second sign-in closes a sign-up role hint that no callback applied: the account is no longer new.
    .set({ lastLoginAt: new Date(), ...(user.lastLoginAt ? { roleHintOpen: false } : {}) })
    .where(eq(users.id, user.id));
  return { kind: 'ok', user };
}

/**
 * Ends every access token of the account issued until now (sign-out, password reset): the
 * per-request account lookup compares the token's issue time with this instant.
 */
export async function revokeAccessTokens(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, userId));
}

export async function issueOneTimeToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const { token, hash } = newOneTimeToken();
  // A new link replaces older unused ones of the same purpose.
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Marks a token used and returns its user id, or null when unknown, used or expired. */
export async function consumeOneTimeToken(db: Database, token: string, purpose: TokenPurpose): Promise<string | null> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return rows[0]?.userId ?? null;
}
