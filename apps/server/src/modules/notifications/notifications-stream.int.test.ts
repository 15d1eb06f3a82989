import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { openPostgres } from '../../db/engine';
import { notifications } from '../../db/schema';

type Frame = { event: string; data: unknown };

/**
 * Reads a live server-sent event stream over real HTTP (inject() cannot hold a stream open).
 * Every wait is bounded, so a missing event fails the test instead of hanging it.
 */
async function openStream(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/notifications/stream`, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const comments: string[] = [];
  async function next(timeoutMs = 5_000): Promise<Frame | 'ended'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) {
          comments.push(block);
          continue;
        }
        const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) return 'ended';
      buffer += chunk.value;
    }
  }
  return { response, next, comments, close: () => controller.abort() };
}

const ctx = useTestApp();
let baseUrl: string;
let me: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  me = await signedInUser(ctx.app, ctx.database.db, 'stream-me@example.com', 'doctor');
  other = await signedInUser(ctx.app, ctx.database.db, 'stream-other@example.com');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

describe('GET /api/v1/notifications/stream', () => {
  it('needs a bearer token', async () => {
    const res = await fetch(`${baseUrl}/api/v1/notifications/stream`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await res.json()).toMatchObject({ success: false });
    const bad = await fetch(`${baseUrl}/api/v1/notifications/stream`, { headers: { authorization: 'Bearer not.a.token' } });
    expect(bad.status).toBe(401);
  });

  it('delivers the caller’s new notifications (ids only) after commit, and not other people’s', async () => {
    const stream = await openStream(baseUrl, me.headers);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await stream.next()).toEqual({ event: 'ready', data: {} });

      // Someone else's notification, then a rolled-back one of mine, then a committed one of mine.
      await ctx.database.db.insert(notifications).values({ userId: other.id, kind: 'order_created', title: 'Not yours' });
      await ctx.database.db
        .transaction(async (tx) => {
          await tx.insert(notifications).values({ userId: me.id, kind: 'order_created', title: 'Never stored' });
          tx.rollback();
        })
        .catch(() => undefined);
      const [created] = await ctx.database.db
        .insert(notifications)
        .values({ userId: me.id, kind: 'critical_result', title: 'Critical result on NB-1', body: 'Potassium 6.5' })
        .returning();

      const event = await stream.next();
      expect(event).toEqual({ event: 'notification', data: { change: 'created', userId: me.id, id: created!.id } });
      // Nothing of the notification's text travels on the stream.
      expect(JSON.stringify(event)).not.toMatch(/Critical|Potassium/);

      // Marking read (from another tab) is announced too, so every tab's count follows.
      const read = await ctx.app.inject({ method: 'POST', url: `/api/v1/notifications/${created!.id}/read`, headers: me.headers });
      expect(read.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ event: 'notification', data: { change: 'read', userId: me.id } });
    } finally {
      stream.close();
    }
  });

  it('delivers a notification created through the API’s own transactions', async () => {
    const stream = await openStream(baseUrl, other.headers);
    try {
      expect((await stream.next()).valueOf()).toMatchObject({ event: 'ready' });
      await ctx.database.db.insert(notifications).values({ userId: other.id, kind: 'order_created', title: 'Order placed' });
      expect(await stream.next()).toMatchObject({ event: 'notification', data: { change: 'created', userId: other.id } });
      const all = await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: other.headers });
      expect(all.json().data.updated).toBeGreaterThan(0);
      expect(await stream.next()).toEqual({ event: 'notification', data: { change: 'read', userId: other.id } });
    } finally {
      stream.close();
    }
  });

  it('reaches a stream on this node when another node commits the notification', async ({ skip }) => {
    // Two nodes share one database only on a PostgreSQL server (PGlite is one process).
    if (ctx.database.kind !== 'postgres') skip();
    const url = (ctx.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const otherNode = openPostgres({ url, poolMax: 1, timeoutMs: 5000 });
    const stream = await openStream(baseUrl, me.headers);
    try {
      expect(await stream.next()).toMatchObject({ event: 'ready' });
      const [created] = await otherNode.db.insert(notifications).values({ userId: me.id, kind: 'results_ready', title: 'Results ready' }).returning();
      expect(await stream.next()).toEqual({ event: 'notification', data: { change: 'created', userId: me.id, id: created!.id } });

      // The listening connection dies: it reconnects, tells the streams to resync, and delivers again.
      await otherNode.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      expect(await stream.next(10_000)).toEqual({ event: 'resync', data: {} });
      const [again] = await otherNode.db.insert(notifications).values({ userId: me.id, kind: 'results_ready', title: 'Again' }).returning();
      expect(await stream.next()).toEqual({ event: 'notification', data: { change: 'created', userId: me.id, id: again!.id } });
    } finally {
      stream.close();
      await otherNode.close();
    }
  });
});

describe('shutdown', () => {
  it('ends open streams so closing the server does not wait on them', async () => {
    const node = await createTestApp();
    const user = await signedInUser(node.app, node.database.db, 'stream-shutdown@example.com');
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`, user.headers);
    try {
      expect(await stream.next()).toMatchObject({ event: 'ready' });
      const closing = node.close();
      expect(await stream.next(5_000)).toBe('ended');
      await closing;
    } finally {
      stream.close();
    }
  });
});
