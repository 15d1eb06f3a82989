import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { outboxJobs } from '../../db/schema';

export type JobRow = typeof outboxJobs.$inferSelect;
export type NewJob = { channel: 'mail' | 'sms'; kind: string; recipient: string; payload: Record<string, unknown> };

/** Writes one job in the caller's transaction; it becomes visible to workers when that commits. */
export async function insertJob(db: Executor, job: NewJob): Promise<string> {
  const [row] = await db.insert(outboxJobs).values(job).returning({ id: outboxJobs.id });
  return row!.id;
}

/**
 * Claims up to `limit` due jobs for one worker: queued ones whose time has come, and running ones
 * whose claim lapsed (their worker died). SKIP LOCKED lets several nodes claim at once without
 * waiting on or taking each other's rows; the claim counts as a try, so a message that crashes
 * its worker every time still reaches its last try and is parked.
 */
export async function claimDueJobs(db: Executor, limit: number, leaseMs: number): Promise<JobRow[]> {
  const due = db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(
      or(
        and(eq(outboxJobs.status, 'queued'), lte(outboxJobs.runAt, sql`now()`)),
        and(eq(outboxJobs.status, 'running'), lte(outboxJobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(outboxJobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxJobs)
    .set({
      status: 'running',
      attempts: sql`${outboxJobs.attempts} + 1`,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outboxJobs.id, due))
    .returning();
}

/** The worker that claimed try `attempts` still holds the job (its claim was not taken over). */
const held = (job: Pick<JobRow, 'id' | 'attempts'>) => and(eq(outboxJobs.id, job.id), eq(outboxJobs.status, 'running'), eq(outboxJobs.attempts, job.attempts));

export async function markSent(db: Executor, job: Pick<JobRow, 'id' | 'attempts'>): Promise<void> {
  // The body may hold a sign-in link: once delivered it is not kept.
  await db.update(outboxJobs).set({ status: 'sent', payload: null, sentAt: sql`now()`, lockedUntil: null, lastError: null, updatedAt: sql`now()` }).where(held(job));
}

export async function markRetry(db: Executor, job: Pick<JobRow, 'id' | 'attempts'>, error: string, delayMs: number): Promise<void> {
  await db
    .update(outboxJobs)
    .set({ status: 'queued', lastError: error, lockedUntil: null, runAt: sql`now() + ${`${delayMs} milliseconds`}::interval`, updatedAt: sql`now()` })
    .where(held(job));
}

export async function markFailed(db: Executor, job: Pick<JobRow, 'id' | 'attempts'>, error: string): Promise<void> {
  await db.update(outboxJobs).set({ status: 'failed', lastError: error, lockedUntil: null, updatedAt: sql`now()` }).where(held(job));
}

export type JobFilter = { status?: 'queued' | 'retrying' | 'sending' | 'sent' | 'failed' | undefined; limit: number };

/** The delivery log, newest first. */
export function listJobs(db: Executor, filter: JobFilter) {
  const where: SQL[] = [];
  if (filter.status === 'queued') where.push(and(eq(outboxJobs.status, 'queued'), eq(outboxJobs.attempts, 0))!);
  if (filter.status === 'retrying') where.push(and(eq(outboxJobs.status, 'queued'), gte(outboxJobs.attempts, 1))!);
  if (filter.status === 'sending') where.push(eq(outboxJobs.status, 'running'));
  if (filter.status === 'sent' || filter.status === 'failed') where.push(eq(outboxJobs.status, filter.status));
  return db
    .select({
      id: outboxJobs.id,
      channel: outboxJobs.channel,
      kind: outboxJobs.kind,
      recipient: outboxJobs.recipient,
      status: outboxJobs.status,
      attempts: outboxJobs.attempts,
      runAt: outboxJobs.runAt,
      lastError: outboxJobs.lastError,
      createdAt: outboxJobs.createdAt,
      sentAt: outboxJobs.sentAt,
    })
    .from(outboxJobs)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id))
    .limit(filter.limit);
}

export async function findJob(db: Executor, id: string) {
  const [row] = await db.select({ id: outboxJobs.id, status: outboxJobs.status, channel: outboxJobs.channel, kind: outboxJobs.kind }).from(outboxJobs).where(eq(outboxJobs.id, id)).limit(1);
  return row;
}

/** A parked job gets a new series of tries, due now. Returns false when it is not (or no longer) failed. */
export async function requeueFailed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(outboxJobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(outboxJobs.id, id), eq(outboxJobs.status, 'failed')))
    .returning({ id: outboxJobs.id });
  return rows.length > 0;
}

/** Deliveries parked as failed since `since`, per channel (the admin overview's health figures). */
export async function countFailed(db: Executor, channel: 'mail' | 'sms', since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.channel, channel), eq(outboxJobs.status, 'failed'), gte(outboxJobs.updatedAt, since)));
  return row?.n ?? 0;
}

/** Messages per status (the metrics' queue depth and failures). */
export async function countByStatus(db: Executor): Promise<Record<string, number>> {
  const rows = await db.select({ status: outboxJobs.status, n: count() }).from(outboxJobs).groupBy(outboxJobs.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
