import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../../src/db/engine';
import { labs, tests } from '../../src/db/schema';
import { createLocalAccount } from '../../src/identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../../src/identity/mount';
import { signIn } from '../oidc-flow';
import { remoteApp } from '../remote-app';
import { createPrivateCluster, freePort, type PrivateCluster } from './private-cluster';
import { serverProcess, type ServerProcess } from './server-process';

/**
 * SECURITY/DESIGN: API nodes are stateless. Two server processes share one PostgreSQL with no
 * sticky sessions: a token issued by one is honoured by the other, and a notification produced on
 * one reaches a live stream held open on the other.
 */
const PASSWORD = 'two nodes one database';

let cluster: PrivateCluster;
let nodeA: ServerProcess;
let nodeB: ServerProcess;
let database: DatabaseHandle;
const dirs: string[] = [];

beforeAll(async () => {
  cluster = await createPrivateCluster();
  const [portA, portB] = [await freePort(), await freePort()];
  const node = (port: number) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'labwise-node-'));
    dirs.push(dir);
    // Both nodes present one public URL (and so one issuer), as behind one load balancer.
    return serverProcess({ DATABASE_URL: cluster.url, DATA_DIR: dir, DEMO: 'false', PUBLIC_URL: `http://127.0.0.1:${portA}` }, port);
  };
  nodeA = node(portA);
  nodeB = node(portB);
  await nodeA.start();
  await nodeB.start();
  database = openPostgres({ url: cluster.url, poolMax: 2, timeoutMs: 5_000 });
}, 180_000);

afterAll(async () => {
  await nodeA?.sigterm().catch(() => undefined);
  await nodeB?.sigterm().catch(() => undefined);
  await database?.close().catch(() => undefined);
  cluster?.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Reads server-sent events from a stream until `match` is seen or the time is up. */
async function waitForEvent(res: Response, match: RegExp, timeoutMs: number): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
      if (!chunk || chunk.done) break;
      seen += decoder.decode(chunk.value, { stream: true });
      if (match.test(seen)) return seen;
    }
    return seen;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

describe('two server nodes on one PostgreSQL', () => {
  it('honours a sign-in made through the other node and delivers notifications across nodes', async () => {
    await createLocalAccount(database.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: 'Two Nodes', email: 'two-nodes@example.com', password: PASSWORD, emailVerified: true });
    // The embedded issuer is addressed by node A's URL; node B verifies the same keys from the database.
    const tokens = await signIn(remoteApp(nodeA.baseUrl), 'two-nodes@example.com', PASSWORD, nodeA.baseUrl);
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };

    const me = await fetch(`${nodeB.baseUrl}/api/v1/auth/me`, { headers });
    expect(me.status).toBe(200);

    const stream = await fetch(`${nodeB.baseUrl}/api/v1/notifications/stream`, { headers: { authorization: headers.authorization, accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);

    const [lab] = await database.db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
    const [cbc] = await database.db.select().from(tests).where(eq(tests.code, 'CBC'));
    expect((await fetch(`${nodeA.baseUrl}/api/v1/cart/lines`, { method: 'POST', headers, body: JSON.stringify({ testId: cbc!.id }) })).status).toBeLessThan(300);
    const placed = await fetch(`${nodeA.baseUrl}/api/v1/lab-orders`, { method: 'POST', headers, body: JSON.stringify({ labId: lab!.id }) });
    expect(placed.status).toBe(201);

    const events = await waitForEvent(stream, /event: notification/, 10_000);
    expect(events).toMatch(/event: notification/);
    // Ids only on the wire: the client refetches the notification over the API.
    expect(events).not.toMatch(/Northside|CBC|placed/);
  }, 120_000);
});
