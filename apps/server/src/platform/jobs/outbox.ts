import type { Database, Executor } from '../../db/database';
import type { MailMessage, Mailer } from '../mail';
import type { SmsMessage, SmsSender } from '../sms';
import { insertJob } from './repository';

/**
 * Puts a mail in the outbox through `db` — pass the business transaction, so the mail exists
 * exactly when what it announces committed. The worker sends it after commit, with retries.
 */
export function enqueueMail(db: Executor, message: MailMessage): Promise<string> {
  return insertJob(db, {
    channel: 'mail',
    kind: message.kind ?? 'mail',
    recipient: message.to,
    payload: { subject: message.subject, text: message.text, html: message.html, ...(message.attachments?.length ? { attachments: message.attachments } : {}) },
  });
}

/** Puts a text message in the outbox through `db` (the caller's transaction). */
export function enqueueSms(db: Executor, message: SmsMessage): Promise<string> {
  return insertJob(db, { channel: 'sms', kind: message.kind, recipient: message.to, payload: { body: message.body } });
}

/**
 * The Mailer the modules use: `send(message, tx)` enqueues in that transaction; without one it
 * enqueues on its own (one insert, committed at once). Delivery is the worker's.
 */
export function createQueuedMailer(db: Database, destination: string): Mailer {
  return {
    destination: `outbox → ${destination}`,
    send: async (message, executor) => {
      await enqueueMail(executor ?? db, message);
    },
  };
}

/** The SmsSender the modules use: it enqueues in the caller's transaction; the worker delivers. */
export function createQueuedSmsSender(transport: Pick<SmsSender, 'destination' | 'configured'>): SmsSender {
  return {
    destination: `outbox → ${transport.destination}`,
    configured: transport.configured,
    send: async (db, message) => {
      await enqueueSms(db, message);
    },
  };
}
