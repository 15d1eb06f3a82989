import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MailAttachment, Mailer } from '../mail';
import type { SmsSender } from '../sms';
import { backoffDelayMs } from './backoff';
import { claimDueJobs, markFailed, markRetry, markSent, type JobRow } from './repository';

export type JobSettings = {
  /** Jobs one worker sends at the same time. */
  concurrency: number;
  /** Tries before a job is parked as failed. */
  maxAttempts: number;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a claim holds; a job whose worker died is taken up again after it. */
  leaseMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
};

export type JobWorkerDeps = {
  db: Database;
  /** Where mail really goes: SMTP or the .eml folder. */
  transport: Mailer;
  /** Where texts really go: the HTTP gateway or the sms_outbox table. */
  sms: SmsSender;
  settings: JobSettings;
  /** The domain of Message-IDs (`<job-id@domain>`). */
  messageIdDomain: string;
  log: FastifyBaseLogger;
  random?: () => number;
};

export type JobWorker = {
  /** Starts polling (the server process; tests drive `drain` instead). */
  start(): void;
  /** Stops taking jobs and waits for the ones in hand (SIGTERM). */
  stop(): Promise<void>;
  /** Works every job that is due now, then returns how many were tried (tests, and one-shot use). */
  drain(): Promise<number>;
};

/** `<job-id@domain>`: a resend of the same job after a crash is recognisably the same message. */
export const messageIdFor = (jobId: string, domain: string) => `<${jobId}@${domain}>`;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The outbox worker: claims due jobs, sends each, and records sent / retry-later / failed. Sends
 * are at least once (a crash after the relay accepted and before `sent` was written resends the
 * same Message-ID); every message committed is tried until sent or parked.
 */
export function createJobWorker(deps: JobWorkerDeps): JobWorker {
  const { settings } = deps;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;

  async function deliver(job: JobRow): Promise<void> {
    const payload = (job.payload ?? {}) as Partial<Record<'subject' | 'text' | 'html' | 'body', string>> & { attachments?: MailAttachment[] };
    if (job.channel === 'mail') {
      await deps.transport.send({
        to: job.recipient,
        subject: payload.subject ?? '',
        text: payload.text ?? '',
        html: payload.html ?? '',
        kind: job.kind,
        messageId: messageIdFor(job.id, deps.messageIdDomain),
        ...(payload.attachments?.length ? { attachments: payload.attachments } : {}),
      });
    } else {
      await deps.sms.send(deps.db, { to: job.recipient, kind: job.kind, body: payload.body ?? '' });
    }
  }

  async function work(job: JobRow): Promise<void> {
    if (job.attempts > settings.maxAttempts) {
      // Its last try was cut short (the worker died while sending): parked, not tried again.
      await markFailed(deps.db, job, job.lastError ?? 'The last try was interrupted.');
      return;
    }
    try {
      await deliver(job);
    } catch (error) {
      const reason = describe(error);
      if (job.attempts >= settings.maxAttempts) {
        await markFailed(deps.db, job, reason);
        deps.log.error({ job: job.id, kind: job.kind, attempts: job.attempts, err: { message: reason } }, 'delivery failed; parked after the last try');
      } else {
        const delay = backoffDelayMs(job.attempts, { baseMs: settings.backoffBaseMs, capMs: settings.backoffCapMs, random: deps.random });
        await markRetry(deps.db, job, reason, delay);
        deps.log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay, err: { message: reason } }, 'delivery failed; will retry');
      }
      return;
    }
    await markSent(deps.db, job);
  }

  /** One round: claim what is due (up to the concurrency) and work it. */
  async function round(): Promise<number> {
    const jobs = await claimDueJobs(deps.db, settings.concurrency, settings.leaseMs);
    await Promise.all(jobs.map((job) => work(job).catch((error: unknown) => deps.log.error({ job: job.id, err: { message: describe(error) } }, 'could not record a delivery outcome'))));
    return jobs.length;
  }

  const schedule = (ms: number) => {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      current = round()
        .catch((error: unknown) => {
          // The database is down or busy: the next poll tries again.
          deps.log.warn({ err: { message: describe(error) } }, 'job worker could not claim jobs');
          return 0;
        })
        .finally(() => {
          current = null;
        });
      void current.then((claimed) => schedule(claimed > 0 ? 0 : settings.pollMs));
    }, ms);
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      if (current) await current;
    },
    async drain() {
      let total = 0;
      for (let rounds = 0; rounds < 1_000; rounds++) {
        const claimed = await round();
        if (claimed === 0) break;
        total += claimed;
      }
      return total;
    },
  };
}
