import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { NOTIFICATION_HEARTBEAT_MS, type NotificationStreamEventName } from '@labwise/domain';
import type { BusEvent, EventBus } from '../../platform/events';

export type StreamHubOptions = {
  heartbeatMs?: number;
  /**
   * A stream was authorised by the token it opened with; ending it after a while makes the
   * client reconnect with a current token, so a revoked or disabled account stops receiving.
   */
  maxLifetimeMs?: number;
  /** Streams one user may hold on this node (tabs); the oldest is closed beyond it. */
  maxPerUser?: number;
  /** A client this far behind (bytes buffered) is dropped; it reconnects and refetches. */
  maxBufferedBytes?: number;
};

type Stream = { userId: string; end(): void };

/**
 * The open server-sent event streams of this node: each one forwards its user's notification
 * changes from the event bus (ids only), sends a heartbeat comment, and ends on shutdown.
 */
export function createStreamHub(bus: EventBus, options: StreamHubOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? NOTIFICATION_HEARTBEAT_MS;
  const maxLifetimeMs = options.maxLifetimeMs ?? 5 * 60_000;
  const maxPerUser = options.maxPerUser ?? 6;
  const maxBuffered = options.maxBufferedBytes ?? 64 * 1024;
  const open = new Set<Stream>();

  return {
    size: () => open.size,

    /** Takes over the reply and keeps it open as a text/event-stream until either side ends it. */
    attach(reply: FastifyReply, userId: string): void {
      const mine = [...open].filter((stream) => stream.userId === userId);
      if (mine.length >= maxPerUser) mine[0]?.end();

      reply.hijack();
      const res = reply.raw;
      // Hooks that run on send do not run for a hijacked reply: carry over the headers set so far
      // (request id, security headers, CORS) and state the no-store rule here.
      const headers: OutgoingHttpHeaders = {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Reverse proxies (nginx) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      };
      res.writeHead(200, headers);

      let ended = false;
      const write = (chunk: string) => {
        if (ended || res.writableEnded || res.destroyed) return;
        if (res.writableLength > maxBuffered) {
          stream.end();
          return;
        }
        res.write(chunk);
      };
      const send = (event: NotificationStreamEventName, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

      const onEvent = (event: BusEvent) => {
        if (event.kind === 'resync') send('resync', {});
        else send('notification', event.change);
      };
      const unsubscribe = bus.subscribe(userId, onEvent);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      const lifetime = setTimeout(() => stream.end(), maxLifetimeMs);
      heartbeat.unref();
      lifetime.unref();

      const cleanup = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        open.delete(stream);
      };
      const stream: Stream = {
        userId,
        end: () => {
          cleanup();
          if (!res.writableEnded) res.end();
        },
      };
      open.add(stream);
      // The response's close (not the request's, which fires once the request is read) means the
      // client went away.
      res.once('close', cleanup);
      res.once('error', cleanup);

      send('ready', {});
    },

    /** Ends every stream (server shutdown): the clients reconnect to another node or later. */
    closeAll(): void {
      for (const stream of [...open]) stream.end();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
