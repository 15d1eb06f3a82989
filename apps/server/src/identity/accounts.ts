import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authTokens, users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newOneTimeToken, TOKEN_TTL_MS, type TokenPurpose } from './tokens';

/** Lockout: at most 5 failed logins per 15 minutes per account (SECURITY.md). */
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

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
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

/**
 * Checks a password with lockout. Failures are counted in a rolling window; the counter resets on
 * success. The check runs even for unknown e-mails so timing does not reveal who has an account.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<LoginOutcome> {
  const user = await findUserByEmail(db, email);
  const now = new Date();
  if (user?.lockedUntil && user.lockedUntil > now) {
    return { kind: 'locked', until: user.lockedUntil };
  }
  const valid = await verifyPassword(password, user?.passwordHash);
  if (!user || !valid) {
    if (user) await recordFailure(db, user, now);
    return { kind: 'invalid' };
  }
  if (user.status === 'disabled') return { kind: 'disabled' };
  if (!user.emailVerified) return { kind: 'unverified', user };
  await db
    .update(users)
    // A second sign-in closes a sign-up role hint that no callback applied: the account is no longer new.
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now, ...(user.lastLoginAt ? { roleHintOpen: false } : {}) })
    .where(eq(users.id, user.id));
  return { kind: 'ok', user };
}

async function recordFailure(db: Database, user: UserRow, now: Date): Promise<void> {
  // The window starts at the first failure; a failure after the window starts a new count.
  const windowOpen = user.lastFailedLoginAt && now.getTime() - user.lastFailedLoginAt.getTime() < LOCKOUT_WINDOW_MS;
  const count = windowOpen ? user.failedLoginCount + 1 : 1;
  await db
    .update(users)
    .set({
      failedLoginCount: count,
      lastFailedLoginAt: windowOpen ? user.lastFailedLoginAt : now,
      lockedUntil: count >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCKOUT_WINDOW_MS) : null,
    })
    .where(eq(users.id, user.id));
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
