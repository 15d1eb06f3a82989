import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../../src/db/engine';
import { labs, outboxJobs, patients, tests, users } from '../../src/db/schema';
import { createLocalAccount } from '../../src/identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../../src/identity/mount';
import { signIn } from '../oidc-flow';
import { remoteApp } from '../remote-app';
import { createPrivateCluster, freePort, type PrivateCluster } from './private-cluster';
import { serverProcess, type ServerProcess } from './server-process';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * Issue "Nothing lost after commit": critical-value mails go through the transactional outbox.
 * A real server process on a private PostgreSQL cluster, a real SMTP server on 127.0.0.1:
 * 1. the relay stalls; results with a critical potassium are uploaded and the server is killed
 *    (kill -9) right after the last upload commits — no mail has gone out;
 * 2. it restarts while the relay refuses (421: down); more critical results are uploaded, and it
 *    is killed again right after the last one commits;
 * 3. it restarts, the relay accepts: every critical-value mail arrives exactly once, counted by
 *    Message-ID at the relay, and each Message-ID is the one derived from its outbox job.
 */
const PASSWORD = 'outbox reliability 2026';
const PER_PHASE = 5;
// A loaded machine (shared CI runners) can take well over a minute to start a server process.
const READY_WITHIN_MS = 240_000;
// Potassium 6.5 mmol/L is critical (above 6.2); the other CMP values are in range.
const CMP: Record<string, number> = { GLU: 90, BUN: 12, CREA: 0.9, NA: 140, K: 6.5, CL: 102, CO2: 25, CA: 9.5, TP: 7, ALB: 4.2, TBIL: 0.6, ALP: 80, ALT: 25, AST: 22 };

let cluster: PrivateCluster;
let sink: SmtpSink;
let server: ServerProcess;
let database: DatabaseHandle;
let dataDir: string;
let doctorHeaders: Record<string, string>;
let techHeaders: Record<string, string>;
let patientId: string;
let labId: string;
let cmpId: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${url}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

/** A doctor's CMP order for the patient, collected and in processing at the lab. */
async function orderInProcessing(): Promise<{ id: string; orderNumber: string }> {
  await api('POST', '/api/v1/cart/lines', doctorHeaders, { testId: cmpId });
  const [order] = (await api('POST', '/api/v1/lab-orders', doctorHeaders, { patientId, labId })) as { id: string; orderNumber: string }[];
  await api('POST', `/api/v1/lab-orders/${order!.id}/collect`, techHeaders, {});
  await api('POST', `/api/v1/lab-orders/${order!.id}/start-processing`, techHeaders);
  return order!;
}

/** Uploads the CMP with the critical potassium; when this answers, results and the mail's job have committed. */
async function uploadCritical(orderId: string) {
  const form = (await api('GET', `/api/v1/lab-orders/${orderId}/result-form`, techHeaders)) as { items: { orderItemId: string; analytes: { analyteId: string; code: string }[] }[] };
  const values = form.items.flatMap((item) => item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value: CMP[a.code] ?? 1 })));
  const outcome = (await api('POST', `/api/v1/lab-orders/${orderId}/results`, techHeaders, { values })) as { critical: string[] };
  expect(outcome.critical).toEqual(['CMP Potassium 6.5 mmol/L']);
}

async function signedIn(email: string, role: 'doctor' | 'lab_technician', extra: Partial<typeof users.$inferInsert> = {}) {
  const user = await createLocalAccount(database.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: email.split('@')[0]!, email, password: PASSWORD, emailVerified: true });
  await database.db.update(users).set({ role, ...extra }).where(eq(users.id, user!.id));
  const tokens = await signIn(remoteApp(server.baseUrl), email, PASSWORD, server.baseUrl);
  return { id: user!.id, headers: { authorization: `Bearer ${tokens.access_token}` } };
}

const criticalJobs = () => database.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'critical_result'));

beforeAll(async () => {
  cluster = await createPrivateCluster();
  sink = await startSmtpSink(await freePort(), 'stall');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'labwise-outbox-'));
  server = serverProcess(
    {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      DEMO: 'false',
      FEATURE_PAYMENTS: 'false',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Labwise <no-reply@labwise.test>',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      // Quick tries for the test: poll often, a short claim so a killed worker's jobs return soon,
      // and enough tries that the relay's outage does not park anything.
      JOBS_POLL_MS: '100',
      JOBS_LEASE_MS: '3000',
      JOBS_BACKOFF_BASE_MS: '200',
      JOBS_BACKOFF_MAX_MS: '3000',
      JOBS_MAX_ATTEMPTS: '50',
    },
    await freePort(),
  );
  await server.start(READY_WITHIN_MS);
  database = openPostgres({ url: cluster.url, poolMax: 2, timeoutMs: 5_000 });
  const [lab] = await database.db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const [cmp] = await database.db.select().from(tests).where(eq(tests.code, 'CMP'));
  labId = lab!.id;
  cmpId = cmp!.id;
  const doctor = await signedIn('outbox-doctor@example.com', 'doctor');
  const tech = await signedIn('outbox-tech@example.com', 'lab_technician', { labId });
  doctorHeaders = doctor.headers;
  techHeaders = tech.headers;
  const [record] = await database.db
    .insert(patients)
    .values({ fullName: 'Kit Potassium', sexAtBirth: 'female', dateOfBirth: '1970-02-01', primaryDoctorId: doctor.id, consentGivenAt: new Date(), consentVersion: 'test' })
    .returning();
  patientId = record!.id;
}, 600_000);

afterAll(async () => {
  if (process.env.RELIABILITY_DEBUG) console.error(server?.output().split('\n').filter((l) => /"level":(40|50|60)/.test(l)).slice(-30).join('\n'));
  await server?.sigterm().catch(() => undefined);
  await database?.close().catch(() => undefined);
  await sink?.close().catch(() => undefined);
  cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('critical-value mail through the outbox', () => {
  const orders: { id: string; orderNumber: string }[] = [];

  it('keeps the mail of results committed just before a kill -9, while the relay stalls', async () => {
    const batch = [];
    for (let i = 0; i < PER_PHASE; i++) batch.push(await orderInProcessing());
    for (const order of batch) await uploadCritical(order.id);
    await server.kill9();
    orders.push(...batch);
    expect(sink.received).toEqual([]);
    const jobs = await criticalJobs();
    expect(jobs).toHaveLength(PER_PHASE);
    expect(jobs.every((j) => j.status === 'queued' || j.status === 'running')).toBe(true);
  }, 400_000);

  it('keeps retrying while the relay refuses, across another kill -9 right after a commit', async () => {
    sink.setMode('refuse');
    await server.start(READY_WITHIN_MS);
    const batch = [];
    for (let i = 0; i < PER_PHASE; i++) batch.push(await orderInProcessing());
    for (const order of batch) await uploadCritical(order.id);
    await server.kill9();
    orders.push(...batch);
    expect(sink.received).toEqual([]);
    const jobs = await criticalJobs();
    expect(jobs).toHaveLength(2 * PER_PHASE);
    expect(jobs.filter((j) => j.status === 'sent' || j.status === 'failed')).toEqual([]);
    // The relay's refusals are on record for the first batch (tried while this server ran).
    expect(jobs.filter((j) => j.lastError?.includes('421')).length).toBeGreaterThan(0);
  }, 400_000);

  it('delivers every critical-value mail exactly once after restart, counted by Message-ID', async () => {
    sink.setMode('accept');
    const restartedAt = Date.now();
    await server.start(READY_WITHIN_MS);
    let jobs = await criticalJobs();
    for (let i = 0; i < 600 && jobs.some((j) => j.status !== 'sent'); i++) {
      await sleep(100);
      jobs = await criticalJobs();
    }
    const deliveredInMs = Date.now() - restartedAt;
    expect(jobs.map((j) => j.status)).toEqual(Array(2 * PER_PHASE).fill('sent'));
    // A little longer: nothing arrives twice.
    await sleep(2_000);

    const byMessageId = new Map<string, number>();
    for (const mail of sink.received) byMessageId.set(mail.messageId, (byMessageId.get(mail.messageId) ?? 0) + 1);
    expect(sink.received).toHaveLength(2 * PER_PHASE);
    expect([...byMessageId.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(byMessageId.keys())).toEqual(new Set(jobs.map((j) => `<${j.id}@labwise.test>`)));
    // One mail per order, to the ordering doctor.
    expect(sink.received.map((m) => m.subject).sort()).toEqual(orders.map((o) => `Critical result on ${o.orderNumber}`).sort());
    expect(sink.received.every((m) => m.to === 'outbox-doctor@example.com')).toBe(true);
    const attempts = (await database.db.select({ attempts: outboxJobs.attempts }).from(outboxJobs).where(inArray(outboxJobs.id, jobs.map((j) => j.id)))).map((j) => j.attempts);
    console.warn(`outbox reliability: ${sink.received.length} mails, ${byMessageId.size} Message-IDs, all sent ${deliveredInMs} ms after the restart began; tries per mail ${Math.min(...attempts)}–${Math.max(...attempts)}`);
  }, 400_000);
});
