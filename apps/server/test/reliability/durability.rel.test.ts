import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../../src/db/engine';
import { labs, orders, tests } from '../../src/db/schema';
import { createLocalAccount } from '../../src/identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../../src/identity/mount';
import { signIn } from '../oidc-flow';
import { remoteApp } from '../remote-app';
import { createPrivateCluster, freePort, type PrivateCluster } from './private-cluster';
import { serverProcess, type ServerProcess } from './server-process';

/**
 * SECURITY.md "Durability": a real server process on a private PostgreSQL cluster is killed with
 * SIGKILL 5 times during 2,000 order creations (concurrency 20, Idempotency-Key, client retries),
 * then the database itself is stopped abruptly twice. Every acknowledged order must exist exactly
 * once; while the database is down requests fail fast with 503, and the server recovers on its own.
 */
const ORDERS = 2_000;
const CONCURRENCY = 20;
const KILLS = 5;
const DB_TIMEOUT_MS = 2_000;
const PASSWORD = 'durable orders 2026';

let cluster: PrivateCluster;
let server: ServerProcess;
let database: DatabaseHandle;
let dataDir: string;
let labId: string;
let testId: string;
const clients: { userId: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  cluster = await createPrivateCluster();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'labwise-durability-'));
  server = serverProcess({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, DEMO: 'false', DATABASE_TIMEOUT_MS: String(DB_TIMEOUT_MS), DATABASE_POOL_MAX: '10', LOGIN_RATE_LIMIT_PER_IP: '1000' }, await freePort());
  await server.start();
  database = openPostgres({ url: cluster.url, poolMax: 2, timeoutMs: 5_000 });
  const [lab] = await database.db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const [cbc] = await database.db.select().from(tests).where(eq(tests.code, 'CBC'));
  labId = lab!.id;
  testId = cbc!.id;
  const remote = remoteApp(server.baseUrl);
  for (let i = 0; i < CONCURRENCY; i++) {
    const email = `durable-${i}@example.com`;
    const user = await createLocalAccount(database.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: `Durable ${i}`, email, password: PASSWORD, emailVerified: true });
    const tokens = await signIn(remote, email, PASSWORD, server.baseUrl);
    clients.push({ userId: user!.id, headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' } });
  }
}, 180_000);

afterAll(async () => {
  if (process.env.RELIABILITY_DEBUG) console.error(server?.output().split('\n').filter((l) => /"level":(50|60)/.test(l)).slice(-20).join('\n'));
  await server?.sigterm().catch(() => undefined);
  await database?.close().catch(() => undefined);
  cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request, retried on network errors, 5xx and "in flight" 409 until it succeeds (bounded). */
async function withRetries(send: () => Promise<Response>, deadline: number): Promise<Response> {
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    try {
      const res = await send();
      if (res.status < 500 && res.status !== 409) return res;
      await res.body?.cancel();
    } catch {
      // connection refused or reset: the server is down or restarting
    }
    await sleep(Math.min(1_000, 50 * 2 ** Math.min(attempt, 5)));
  }
  throw new Error('request did not succeed before the deadline');
}

type Ack = { key: string; orderIds: string[] };

async function placeOrders(count: number, deadline: number, onAck: (ack: Ack) => void): Promise<void> {
  let next = 0;
  const worker = async (client: (typeof clients)[number]) => {
    while (next < count) {
      next += 1;
      const key = `durable-${randomUUID()}`;
      const added = await withRetries(
        () => fetch(`${server.baseUrl}/api/v1/cart/lines`, { method: 'POST', headers: client.headers, body: JSON.stringify({ testId }), signal: AbortSignal.timeout(10_000) }),
        deadline,
      );
      expect(added.status, await added.clone().text()).toBeLessThan(300);
      await added.body?.cancel();
      const placed = await withRetries(
        () =>
          fetch(`${server.baseUrl}/api/v1/lab-orders`, {
            method: 'POST',
            headers: { ...client.headers, 'idempotency-key': key },
            body: JSON.stringify({ labId }),
            signal: AbortSignal.timeout(10_000),
          }),
        deadline,
      );
      const body = (await placed.json()) as { data?: { id: string }[]; detail?: string };
      expect(placed.status, body.detail).toBe(201);
      onAck({ key, orderIds: body.data!.map((o) => o.id) });
    }
  };
  await Promise.all(clients.map(worker));
}

async function verify(acks: Ack[]) {
  const ids = acks.flatMap((a) => a.orderIds);
  const found = await database.db.execute(sql`select count(*)::int as n from ${orders} where ${orders.id} in ${ids}`);
  const total = await database.db.execute(sql`select count(*)::int as n from ${orders}`);
  const n = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]!.n);
  return { acknowledged: ids.length, found: n(found), total: n(total) };
}

describe('durability on a private PostgreSQL cluster', () => {
  const acks: Ack[] = [];

  it('loses no acknowledged order and duplicates none across 5 server kills (kill -9)', async () => {
    const deadline = Date.now() + 15 * 60_000;
    let kills = 0;
    let killing = false;
    await placeOrders(ORDERS, deadline, (ack) => {
      acks.push(ack);
      const due = Math.floor((acks.length * (KILLS + 1)) / ORDERS);
      if (!killing && kills < KILLS && due > kills) {
        kills += 1;
        killing = true;
        void (async () => {
          await server.kill9();
          await server.start();
          killing = false;
        })();
      }
    });
    while (killing) await sleep(100);
    expect(kills).toBe(KILLS);
    const figures = await verify(acks);
    expect(figures.acknowledged).toBe(ORDERS);
    expect(figures.found).toBe(ORDERS); // 0 lost
    expect(figures.total).toBe(ORDERS); // 0 duplicates: one order per key
  }, 16 * 60_000);

  it('answers 503 fast while the database is down, recovers without a restart, and loses nothing', async () => {
    const before = acks.length;
    for (let outage = 0; outage < 2; outage++) {
      cluster.stopImmediate();
      const client = clients[0]!;
      const started = Date.now();
      const res = await fetch(`${server.baseUrl}/api/v1/cart`, { headers: client.headers, signal: AbortSignal.timeout(15_000) });
      const elapsed = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(elapsed).toBeLessThanOrEqual(5_000 + 1_000);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(503);
      // Load continues through the outage; the clients retry until the database is back.
      const during = placeOrders(100, Date.now() + 5 * 60_000, (ack) => acks.push(ack));
      await sleep(2_000);
      cluster.start();
      await during;
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    }
    const figures = await verify(acks);
    expect(acks.length).toBe(before + 200);
    expect(figures.found).toBe(figures.acknowledged);
    expect(figures.total).toBe(figures.acknowledged);
  }, 10 * 60_000);

  it('drains in-flight requests on SIGTERM and exits cleanly', async () => {
    const client = clients[0]!;
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${server.baseUrl}/api/v1/lab-orders`, { headers: client.headers, signal: AbortSignal.timeout(10_000) }).then(
        (res) => res.status,
        (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
      ),
    );
    await sleep(20);
    const exit = server.sigterm();
    const statuses = await Promise.all(inFlight);
    expect(await exit).toBe(0);
    // Accepted requests complete; requests after the listener closed are refused, never cut off midway.
    for (const status of statuses) expect([200, 'ECONNREFUSED']).toContain(status);
    expect(statuses).toContain(200);
  }, 60_000);
});
