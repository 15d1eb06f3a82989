import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, oneOf, timestamps } from './helpers';

export const JOB_CHANNELS = ['mail', 'sms'] as const;
/** queued (waiting for its first or next try), running (a worker holds it), sent, failed (parked after the last try). */
export const JOB_STATUSES = ['queued', 'running', 'sent', 'failed'] as const;

/**
 * The transactional outbox (ADR 0032): a business transaction inserts the message here with its
 * own `tx`, so the message exists exactly when the change it announces committed. Workers claim
 * due rows with FOR UPDATE SKIP LOCKED, send, and record the outcome. The body (which may carry a
 * sign-in link) is kept only until the message is sent.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: id(),
    channel: text().notNull(),
    /** What the message is for (critical_result, verify_email, patient_invite, …); never its content. */
    kind: text().notNull(),
    recipient: text().notNull(),
    /** Mail: { subject, text, html }; SMS: { body }. Null once sent. */
    payload: jsonb(),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** When the next try is due (queued), or when the claim of a running job lapses (lockedUntil). */
    runAt: at().notNull().defaultNow(),
    lockedUntil: at(),
    lastError: text(),
    ...timestamps(),
    sentAt: at(),
  },
  (t) => [
    // The workers' claim reads only the unfinished rows, oldest due first.
    index('outbox_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('outbox_jobs_created_idx').on(t.createdAt.desc()),
    index('outbox_jobs_failed_idx')
      .on(t.updatedAt.desc())
      .where(sql`${t.status} = 'failed'`),
    oneOf('outbox_jobs_channel_check', t.channel, JOB_CHANNELS),
    oneOf('outbox_jobs_status_check', t.status, JOB_STATUSES),
  ],
);
