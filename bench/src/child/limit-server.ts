import http from 'node:http';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { openPostgres } from '../../../apps/server/src/db/engine';
import { auditEvents, orders } from '../../../apps/server/src/db/schema';

/**
 * This machine's ceilings, each in its own process: `hello-node` (bare node:http), `hello-fastify`,
 * `select` (a Fastify route doing one PostgreSQL point select) and `select-insert` (one point select
 * plus one audit insert in one transaction) — the database work of an audited read, through the
 * server's own pool (pg, DATABASE_POOL_MAX) and drizzle, without authentication, scope or schemas.
 */
const kind = process.argv[2];
const port = Number(process.env.PORT);
const host = '127.0.0.1';

if (kind === 'hello-node') {
  http
    .createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"hello":"world"}');
    })
    .listen(port, host);
} else {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  if (kind === 'select' || kind === 'select-insert') {
    const database = openPostgres({ url: process.env.DATABASE_URL!, poolMax: Number(process.env.DATABASE_POOL_MAX ?? 10), timeoutMs: 5000 });
    const db = database.db;
    app.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
      if (kind === 'select') {
        const [row] = await db.select().from(orders).where(eq(orders.id, request.params.id)).limit(1);
        return row ? row : reply.status(404).send({ missing: true });
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, request.params.id)).limit(1);
        if (!row) return reply.status(404).send({ missing: true });
        await tx.insert(auditEvents).values({
          actorUserId: row.orderedBy,
          actorRole: 'patient',
          action: 'read',
          resourceType: 'order',
          resourceId: row.id,
          patientId: row.patientId,
          outcome: 'allowed',
          requestId: request.id,
        });
        return row;
      });
    });
    app.addHook('onClose', async () => database.close());
  }
  await app.listen({ port, host });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
