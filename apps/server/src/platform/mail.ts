import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db/database';

/** A file sent with a mail (a calendar invitation); text content, small, kept in the outbox row. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (verify_email, critical_result, …): the delivery log shows it, never the body. */
  kind?: string;
  /** The SMTP Message-ID; the outbox derives it from the job id so a resend is the same message. */
  messageId?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  /**
   * Sends (a transport) or enqueues (the queued mailer, platform/jobs): given the caller's
   * transaction `db`, the queued mailer writes the message in that transaction.
   */
  send(message: MailMessage, db?: Executor): Promise<void>;
  /** Where messages go, for logs and docs: 'smtp' or the outbox folder. */
  readonly destination: string;
};

/**
 * Real mail through SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * into the outbox folder, so sign-up and reset links work offline and can be opened by hand.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(withTimeouts(options.smtpUrl));
    return {
      destination: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...envelope(message) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: options.outboxDir,
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...envelope(message) });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

/** The fields nodemailer takes (the outbox's kind label stays out of the message). */
function envelope({ to, subject, text, html, messageId, attachments }: MailMessage) {
  return { to, subject, text, html, ...(messageId ? { messageId } : {}), ...(attachments?.length ? { attachments } : {}) };
}

/**
 * Bounded waits unless the URL sets its own (nodemailer reads options from the query): a stuck
 * relay fails the try, and the outbox retries, long before a worker's claim on the job lapses.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}
