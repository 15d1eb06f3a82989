import type { FastifyInstance } from 'fastify';

/**
 * Graceful close for keep-alive clients. Node's `server.close()` ends only the connections that
 * are idle at that moment; a connection whose request was still in flight keeps its keep-alive
 * slot after answering and holds the close open until `keepAliveTimeout` (72 s in Fastify), far
 * past the shutdown grace period. So, once closing starts: every reply still to leave says
 * `Connection: close` (the client opens a new connection elsewhere), and connections that fall
 * idle while requests drain are ended as they do.
 */
export function drainConnectionsOnClose(app: FastifyInstance, sweepEveryMs = 100): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), sweepEveryMs);
    sweeper.unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
}
