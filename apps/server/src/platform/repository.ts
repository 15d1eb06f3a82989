import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { auditEvents, secrets, smsOutbox } from '../db/schema';

/** Drizzle access for the platform: stored server secrets, the audit trail, the SMS outbox. */

/** The stored value of a named secret, or undefined when none is stored yet. */
export async function selectSecret(db: Executor, name: string): Promise<unknown> {
  const [row] = await db
    .select({ value: secrets.value })
    .from(secrets)
    .where(eq(secrets.name, name))
    .limit(1);
  return row?.value;
}

/** Stores a secret unless one of that name exists (the first writer wins a race). */
export async function insertSecretIfAbsent(db: Executor, name: string, value: unknown): Promise<void> {
  await db.insert(secrets).values({ name, value }).onConflictDoNothing();
}

export async function insertAuditEvent(db: Executor, values: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(values);
}

export async function insertSmsOutbox(db: Executor, values: typeof smsOutbox.$inferInsert): Promise<void> {
  await db.insert(smsOutbox).values(values);
}
