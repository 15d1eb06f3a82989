import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, outboxJobs, smsOutbox } from '../../db/schema';
import type { MailMessage, Mailer } from '../mail';
import { createOutboxSmsSender } from '../sms';
import { enqueueMail, enqueueSms } from './outbox';
import { claimDueJobs } from './repository';
import { createJobWorker, messageIdFor, type JobSettings } from './worker';

const ctx = useTestApp();
let admin: SignedInUser;

/** A transport that refuses while `down` is set, and records what it accepted. */
function relay() {
  const accepted: MailMessage[] = [];
  let down = false;
  const transport: Mailer = {
    destination: 'test relay',
    send: async (message) => {
      if (down) throw new Error('421 relay unavailable');
      accepted.push(message);
    },
  };
  return { transport, accepted, setDown: (value: boolean) => (down = value) };
}

const SETTINGS: JobSettings = { concurrency: 4, maxAttempts: 3, pollMs: 1000, leaseMs: 60_000, backoffBaseMs: 1_000, backoffCapMs: 60_000 };
const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;

function worker(transport: Mailer, settings: Partial<JobSettings> = {}) {
  // random() = 1: the upper end of each jittered wait, so the schedule is exact.
  return createJobWorker({ db: ctx.database.db, transport, sms: createOutboxSmsSender(), settings: { ...SETTINGS, ...settings }, messageIdDomain: 'labwise.test', log: silent, random: () => 1 });
}

const mail = (to: string): MailMessage => ({ to, kind: 'critical_result', subject: 'Critical result on NB-1', text: 'Review it now: http://x/orders/1', html: '<p>Review</p>' });
const jobOf = async (id: string) => (await ctx.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, id)))[0]!;
/** Makes a waiting job due now, as if its back-off had passed. */
const makeDue = (id: string) => ctx.database.db.update(outboxJobs).set({ runAt: sql`now()` }).where(eq(outboxJobs.id, id));

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.database.db, 'jobs-admin@example.com', 'admin');
});
beforeEach(async () => {
  // Each test starts with an empty outbox (earlier tests' jobs would be claimed otherwise).
  await ctx.database.db.delete(outboxJobs);
});

describe('enqueueing in the business transaction', () => {
  it('keeps the job only when the transaction commits', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.com'));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    const id = await ctx.database.db.transaction((tx) => enqueueMail(tx, mail('committed@example.com')));
    const rows = await ctx.database.db.select().from(outboxJobs);
    expect(rows.map((r) => r.recipient)).toEqual(['committed@example.com']);
    expect(rows[0]).toMatchObject({ id, status: 'queued', attempts: 0, channel: 'mail', kind: 'critical_result' });
  });
});

describe('the worker', () => {
  it('sends once with a Message-ID derived from the job id, and keeps no body afterwards', async () => {
    const { transport, accepted } = relay();
    const id = await enqueueMail(ctx.database.db, mail('doctor@example.com'));
    expect(await worker(transport).drain()).toBe(1);
    expect(await worker(transport).drain()).toBe(0);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ to: 'doctor@example.com', subject: 'Critical result on NB-1', messageId: `<${id}@labwise.test>` });
    expect(await jobOf(id)).toMatchObject({ status: 'sent', attempts: 1, payload: null, lastError: null });
    expect((await jobOf(id)).sentAt).toBeInstanceOf(Date);
  });

  it('retries with a doubling, capped wait, then parks the job as failed after the last try', async () => {
    const { transport, setDown } = relay();
    setDown(true);
    const id = await enqueueMail(ctx.database.db, mail('retry@example.com'));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      await worker(transport).drain();
      const job = await jobOf(id);
      expect(job).toMatchObject({ status: 'queued', attempts: attempt, lastError: '421 relay unavailable' });
      waits.push(job.runAt.getTime() - job.updatedAt.getTime());
      // Not due yet: another round does not try it again.
      expect(await worker(transport).drain()).toBe(0);
      await makeDue(id);
    }
    expect(waits).toEqual([1_000, 2_000]);
    await worker(transport).drain();
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: '421 relay unavailable' });
    // Parked: never tried again on its own, and its body is kept for a retry by an administrator.
    await makeDue(id);
    expect(await worker(transport).drain()).toBe(0);
    expect((await jobOf(id)).payload).toMatchObject({ subject: 'Critical result on NB-1' });
  });

  it('takes up a job whose worker died while sending and resends it as the same message', async () => {
    const { transport, accepted } = relay();
    const id = await enqueueMail(ctx.database.db, mail('crash@example.com'));
    // A worker claims the job and dies before recording anything.
    const [claimed] = await claimDueJobs(ctx.database.db, 1, 60_000);
    expect(claimed!.id).toBe(id);
    expect(await worker(transport).drain()).toBe(0);
    // Its claim lapses; another worker sends it, with the Message-ID the first would have used.
    await ctx.database.db.update(outboxJobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(outboxJobs.id, id));
    expect(await worker(transport).drain()).toBe(1);
    expect(accepted.map((m) => m.messageId)).toEqual([messageIdFor(id, 'labwise.test')]);
    expect(await jobOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers texts through the SMS sender (the sms_outbox table by default)', async () => {
    const { transport } = relay();
    const id = await ctx.database.db.transaction((tx) => enqueueSms(tx, { to: '+15550100300', kind: 'patient_invite', body: 'Join: http://x' }));
    expect(await worker(transport).drain()).toBe(1);
    expect(await jobOf(id)).toMatchObject({ status: 'sent', channel: 'sms', payload: null });
    expect(await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+15550100300'))).toHaveLength(1);
  });

  it('on stop, takes no new job and finishes the one in hand', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow: Mailer = {
      destination: 'slow relay',
      send: async (message) => {
        await held;
        sent.push(message.to);
      },
    };
    const w = worker(slow, { pollMs: 50, concurrency: 1 });
    const first = await enqueueMail(ctx.database.db, mail('in-hand@example.com'));
    w.start();
    for (let i = 0; i < 200 && (await jobOf(first)).status !== 'running'; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await jobOf(first)).status).toBe('running');
    const second = await enqueueMail(ctx.database.db, mail('later@example.com'));
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(sent).toEqual(['in-hand@example.com']);
    expect(await jobOf(first)).toMatchObject({ status: 'sent' });
    expect(await jobOf(second)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('the delivery log (admin API)', () => {
  const get = (url: string, headers = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
  const retry = (id: string, headers = admin.headers) => ctx.app.inject({ method: 'POST', url: `/api/v1/admin/deliveries/${id}/retry`, headers });

  it('lists deliveries with the recipient masked and no body, and retries a failed one (audited)', async () => {
    const { transport, setDown } = relay();
    setDown(true);
    const failedId = await enqueueMail(ctx.database.db, mail('jane.doe@example.com'));
    for (let i = 0; i < 3; i++) {
      await makeDue(failedId);
      await worker(transport).drain();
    }
    const queuedId = await enqueueMail(ctx.database.db, mail('queued@example.com'));

    const res = await get('/api/v1/admin/deliveries');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; status: string }[];
    expect(list.map((d) => [d.id, d.status])).toEqual([
      [queuedId, 'queued'],
      [failedId, 'failed'],
    ]);
    expect(list[1]).toMatchObject({ channel: 'mail', kind: 'critical_result', recipient: 'j***@example.com', attempts: 3, maxAttempts: 10, lastError: '421 relay unavailable', nextAttemptAt: null });
    expect(res.body).not.toContain('jane.doe');
    expect(res.body).not.toContain('Review it now');
    expect((await get('/api/v1/admin/deliveries?status=failed')).json().data.map((d: { id: string }) => d.id)).toEqual([failedId]);
    expect((await get('/api/v1/admin/deliveries?status=lost')).statusCode).toBe(400);

    // Only a failed delivery can be retried; a retry queues it for a new series of tries, due now.
    expect((await retry(queuedId)).statusCode).toBe(409);
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const again = await retry(failedId);
    expect(again.statusCode).toBe(200);
    expect(await jobOf(failedId)).toMatchObject({ status: 'queued', attempts: 0 });
    const [entry] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'delivery'), eq(auditEvents.resourceId, failedId)));
    expect(entry).toMatchObject({ action: 'update', actorUserId: admin.id, outcome: 'allowed' });
    expect((await retry(failedId)).statusCode).toBe(409);

    setDown(false);
    await worker(transport).drain();
    expect(await jobOf(failedId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('is for administrators only', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'jobs-doctor@example.com', 'doctor');
    expect((await get('/api/v1/admin/deliveries', doctor.headers)).statusCode).toBe(403);
    expect((await retry('00000000-0000-4000-8000-000000000000', doctor.headers)).statusCode).toBe(403);
  });
});
