import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { notificationChangeSchema, type NotificationChange } from '@labwise/domain';
import type { DatabaseHandle } from '../db/engine';

/**
 * The channel a database trigger on `notifications` signals (migration 0010) with
 * `{ change, userId, id? }` — ids only, never the text. NOTIFY is transactional: PostgreSQL
 * delivers it when the inserting transaction commits and drops it on rollback, so no code path
 * can announce a notification that was never stored, and none can forget to announce one.
 */
export const NOTIFICATION_CHANNEL = 'labwise_notifications';

export type BusEvent = { kind: 'notification'; change: NotificationChange } | { kind: 'resync' };
export type BusListener = (event: BusEvent) => void;

export type EventBus = {
  /** Calls `listener` for changes to this user's notifications (and on resync); returns the unsubscribe. */
  subscribe(userId: string, listener: BusListener): () => void;
  /** How many listeners are attached on this node (streams open). */
  size(): number;
  close(): Promise<void>;
};

export type EventBusOptions = {
  log: FastifyBaseLogger;
  /** PostgreSQL only: first reconnect delay and the cap of the doubling back-off. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** PostgreSQL only: how often the LISTEN connection is checked with a round trip. */
  pingMs?: number;
};

/** The source of raw payloads: PGlite's in-process LISTEN, or a dedicated PostgreSQL connection. */
type Source = { close(): Promise<void> };

/**
 * Fan-out of notification changes to the server-sent event streams open on this node.
 * - PostgreSQL server: one dedicated connection LISTENs (outside the pool), so a notification
 *   committed by any node reaches the streams on every node. When that connection drops it
 *   reconnects with back-off and then tells every stream to resync, since signals sent while it
 *   was down are gone.
 * - PGlite (one process): the embedded database's own LISTEN, delivered in process.
 */
export async function createEventBus(database: DatabaseHandle, options: EventBusOptions): Promise<EventBus> {
  const listeners = new Map<string, Set<BusListener>>();
  let count = 0;

  const dispatch = (userId: string | null, event: BusEvent) => {
    const targets = userId ? [...(listeners.get(userId) ?? [])] : [...listeners.values()].flatMap((set) => [...set]);
    for (const listener of targets) {
      try {
        listener(event);
      } catch (error) {
        options.log.warn({ err: { message: (error as Error).message } }, 'event listener failed');
      }
    }
  };
  const onPayload = (payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const change = notificationChangeSchema.safeParse(parsed);
    if (change.success) dispatch(change.data.userId, { kind: 'notification', change: change.data });
  };
  const onResync = () => dispatch(null, { kind: 'resync' });

  const client = (database.db as unknown as { $client?: unknown }).$client;
  const source: Source =
    database.kind === 'postgres'
      ? await listenPostgres((client as pg.Pool).options, onPayload, onResync, options)
      : await listenPglite(client as PGlite, onPayload);

  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<BusListener>();
      set.add(listener);
      listeners.set(userId, set);
      count += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        count -= 1;
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    size: () => count,
    close: () => source.close(),
  };
}

async function listenPglite(client: PGlite, onPayload: (payload: string) => void): Promise<Source> {
  const unlisten = await client.listen(NOTIFICATION_CHANNEL, onPayload);
  return {
    close: async () => {
      if (!client.closed) await unlisten().catch(() => undefined);
    },
  };
}

async function listenPostgres(
  connection: pg.ClientConfig,
  onPayload: (payload: string) => void,
  onResync: () => void,
  options: EventBusOptions,
): Promise<Source> {
  const minDelay = options.reconnectMinMs ?? 500;
  const maxDelay = options.reconnectMaxMs ?? 30_000;
  const pingMs = options.pingMs ?? 30_000;
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let attempts = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(maxDelay, minDelay * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    attempts += 1;
    // Its own connection, not a pool client: LISTEN belongs to a session, and this one stays open.
    const client = new pg.Client({ ...connection, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL && message.payload) onPayload(message.payload);
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      options.log.warn({ err: { message: (error as Error).message } }, 'notification listener could not connect; retrying');
      drop(client);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    failures = 0;
    // A half-open TCP connection raises no error by itself: a periodic round trip finds it.
    pingTimer = setInterval(() => {
      client.query('select 1').catch(() => drop(client));
    }, pingMs);
    pingTimer.unref();
    // Any connection after the first attempt follows a gap in which signals were lost.
    if (attempts > 1) {
      options.log.info('notification listener reconnected');
      onResync();
    }
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
