import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import type { Executor } from '../db/database';
import { authTokens, LAB_INTERFACE_ISSUER, loginAttempts, oidcPayloads, users } from '../db/schema';

/** Drizzle access for the embedded identity provider: accounts, sign-in attempts, one-time tokens, provider storage. */

export type UserRow = typeof users.$inferSelect;

/** A person's account by its normalised e-mail; system accounts (lab interfaces) are never found this way. */
export async function selectPersonByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), ne(users.issuer, LAB_INTERFACE_ISSUER)))
    .limit(1);
  return row;
}

export async function selectUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts an account; null when the (issuer, subject) or the e-mail is taken. */
export async function insertUserIfAbsent(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Changes an account's columns as given (no implicit updatedAt: callers say when it counts as an edit). */
export async function updateAccount(
  db: Executor,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Ends every provider record (session, grant, token) that belongs to the account. */
export async function deleteProviderRecordsOfAccount(db: Executor, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
}

const windowOf = (windowMs: number) => sql.raw(`interval '${Math.trunc(windowMs)} milliseconds'`);

/**
 * Claims one sign-in attempt for an address in a single statement (the row is locked while it
 * counts), so parallel requests each get their own number. The window starts at the first attempt;
 * a live lock is kept.
 */
export async function claimLoginAttempt(
  db: Executor,
  addressHash: string,
  windowMs: number,
): Promise<{ attempt: number; lockedUntil: Date | null }> {
  const t = loginAttempts;
  const window = windowOf(windowMs);
  const [row] = await db
    .insert(t)
    .values({ addressHash, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.addressHash,
      set: {
        attempts: sql`case when ${t.lockedUntil} > now() then ${t.attempts} when ${t.windowStartedAt} > now() - ${window} then ${t.attempts} + 1 else 1 end`,
        windowStartedAt: sql`case when ${t.lockedUntil} > now() or ${t.windowStartedAt} > now() - ${window} then ${t.windowStartedAt} else now() end`,
        lockedUntil: sql`case when ${t.lockedUntil} > now() then ${t.lockedUntil} else null end`,
      },
    })
    .returning({ attempt: t.attempts, lockedUntil: t.lockedUntil });
  if (!row) throw new Error('login attempt not recorded');
  return row;
}

/** Locks an address for one window from now (a live lock is kept); the lock's end, when recorded. */
export async function lockLoginAddress(
  db: Executor,
  addressHash: string,
  windowMs: number,
): Promise<Date | null> {
  const [row] = await db
    .update(loginAttempts)
    .set({ lockedUntil: sql`coalesce(${loginAttempts.lockedUntil}, now() + ${windowOf(windowMs)})` })
    .where(eq(loginAttempts.addressHash, addressHash))
    .returning({ lockedUntil: loginAttempts.lockedUntil });
  return row?.lockedUntil ?? null;
}

export async function deleteLoginAttempts(db: Executor, addressHash: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.addressHash, addressHash));
}

/** Drops the rows of addresses whose window and lock are both over. */
export async function deleteStaleLoginAttempts(db: Executor, windowMs: number): Promise<void> {
  const window = windowOf(windowMs);
  await db
    .delete(loginAttempts)
    .where(
      sql`${loginAttempts.windowStartedAt} < now() - ${window} and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} < now())`,
    );
}

/** Marks the account's unused tokens of a purpose used (a new link replaces them). */
export async function retireUnusedTokens(db: Executor, userId: string, purpose: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function insertOneTimeToken(
  db: Executor,
  values: typeof authTokens.$inferInsert,
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** Marks an unused, unexpired token used and returns its user id; null when there is none. */
export async function markTokenUsed(
  db: Executor,
  tokenHash: string,
  purpose: string,
): Promise<string | null> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return rows[0]?.userId ?? null;
}

// --- oidc-provider storage ---

export type ProviderRecord = {
  model: string;
  id: string;
  payload: AdapterPayload;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
};

export async function upsertProviderRecord(db: Executor, row: ProviderRecord): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values(row)
    .onConflictDoUpdate({
      target: [oidcPayloads.model, oidcPayloads.id],
      set: {
        payload: row.payload,
        grantId: row.grantId,
        userCode: row.userCode,
        uid: row.uid,
        expiresAt: row.expiresAt,
        consumedAt: null,
      },
    });
}

/** An unexpired record of a model by one of its keys. */
export async function selectProviderRecord(
  db: Executor,
  model: string,
  key: { id: string } | { uid: string } | { userCode: string },
): Promise<{ payload: unknown; consumedAt: Date | null } | undefined> {
  const condition =
    'id' in key
      ? eq(oidcPayloads.id, key.id)
      : 'uid' in key
        ? eq(oidcPayloads.uid, key.uid)
        : eq(oidcPayloads.userCode, key.userCode);
  const [row] = await db
    .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, model),
        condition,
        sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
      ),
    )
    .limit(1);
  return row;
}

export async function markProviderRecordConsumed(db: Executor, model: string, id: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: new Date() })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

/** Deletes a record; the payloads of the removed rows. */
export async function deleteProviderRecord(db: Executor, model: string, id: string): Promise<unknown[]> {
  const removed = await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)))
    .returning({ payload: oidcPayloads.payload });
  return removed.map((row) => row.payload);
}

export async function deleteProviderRecordsOfGrant(db: Executor, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
}
