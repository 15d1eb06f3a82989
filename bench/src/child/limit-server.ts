import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyRequest } from 'fastify';
import { catalogQuery, type CatalogQuery, type CheckoutRequest, type QuestionnaireSessionType, type UploadResultsRequest } from '@labwise/domain';
import { engine as clinicalEngine, KNOWLEDGE_BASE_VERSION, textReader } from '@labwise/clinical';
import type { Principal } from '../../../apps/server/src/auth/principal';
import { loadConfig } from '../../../apps/server/src/config';
import { openConfiguredDatabase } from '../../../apps/server/src/db/open';
import { users } from '../../../apps/server/src/db/schema';
import { okPage } from '../../../apps/server/src/http/envelope';
import { AppError } from '../../../apps/server/src/http/errors';
import { createCartService } from '../../../apps/server/src/modules/cart/service';
import { createCatalogService } from '../../../apps/server/src/modules/catalog/service';
import { createOrdersService } from '../../../apps/server/src/modules/orders/service';
import { createQuestionnairesService } from '../../../apps/server/src/modules/questionnaires/service';
import { createResultsService } from '../../../apps/server/src/modules/results/service';
import { createQueuedMailer } from '../../../apps/server/src/platform/jobs/outbox';
import { createMailer } from '../../../apps/server/src/platform/mail';
import { BENCH_USER_HEADER } from '../scenarios';

/**
 * This machine's ceilings, each in its own process:
 * - `hello-node`: bare node:http; `hello-fastify`: bare Fastify;
 * - `product-sql`: bare Fastify routes at the API's paths that call the server's own service
 *   functions on the server's own database handle (opened from the same configuration, so the
 *   same pool settings), with the caller's principal read from the `x-bench-user` header. The
 *   statements, their prepared names and the transactions are therefore the product's by
 *   construction; what is left out is what the product adds around them: token verification and
 *   the user lookup, the framework plugins (security headers, rate limit, CORS, request logging),
 *   zod validation and response serialization.
 */
const kind = process.argv[2];
const port = Number(process.env.PORT);
const host = '127.0.0.1';

/** The answer envelope the scenarios read (`data`), without the product's schema serializer. */
const ok = <T>(data: T) => ({ success: true as const, data, message: '' });

async function productSqlServer() {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const db = database.db;
  const orders = createOrdersService(db, { paymentsEnabled: config.features.payments });
  // Mail as the server sends it: enqueued in the request's transaction (ADR 0032). The server's
  // worker delivers what the limit enqueues too; the limit runs no worker of its own.
  const mailTransport = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: `${config.dataDir}/outbox` });
  const results = createResultsService(db, { mailer: createQueuedMailer(db, mailTransport.destination), publicUrl: config.publicUrl });
  const catalog = createCatalogService(db);
  const cart = createCartService(db);
  const questionnaires = createQuestionnairesService(db, clinicalEngine, KNOWLEDGE_BASE_VERSION, textReader);

  // Every user's principal, read once at start: the product looks it up per request (after
  // verifying the token), which is part of the product's overhead, not of the scenario's SQL.
  const principals = new Map<string, Principal>();
  const rows = await db.select({ userId: users.id, role: users.role, status: users.status, requestedRole: users.requestedRole, email: users.email, labId: users.labId }).from(users);
  for (const principal of rows) principals.set(principal.userId, principal);
  const ctx = (request: FastifyRequest) => {
    const principal = principals.get(String(request.headers[BENCH_USER_HEADER]));
    if (!principal) throw new AppError(401, 'Unauthorized', `unknown ${BENCH_USER_HEADER}`);
    return { principal, requestId: request.id };
  };
  // The catalog's query string parsed once per distinct string (the load rotates over a few dozen).
  const parsedQueries = new Map<string, CatalogQuery>();
  const queryOf = (request: FastifyRequest) => {
    const raw = request.url.slice(request.url.indexOf('?') + 1);
    let parsed = parsedQueries.get(raw);
    if (!parsed) parsedQueries.set(raw, (parsed = catalogQuery.parse(Object.fromEntries(new URLSearchParams(raw)))));
    return parsed;
  };

  // Request ids as the product makes them: they are written into the audit rows.
  const app = Fastify({ genReqId: () => randomUUID() });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send({ success: false, message: error.detail });
    return reply.status(500).send({ success: false, message: (error as Error).message });
  });
  app.get('/', async () => ({ hello: 'world' }));
  type Id = { Params: { id: string } };
  app.get<Id>('/api/v1/lab-orders/:id', async (request) => ok(await orders.detail(ctx(request), request.params.id)));
  app.get('/api/v1/lab-orders', async (request) => okPage(await orders.mine(ctx(request), { limit: 50 }), ''));
  app.get<Id>('/api/v1/lab-orders/:id/results', async (request) => ok(await results.read(ctx(request), request.params.id)));
  app.post<Id & { Body: UploadResultsRequest }>('/api/v1/lab-orders/:id/results', async (request) =>
    ok(await results.upload(ctx(request), request.params.id, request.body)),
  );
  app.get('/api/v1/catalog/tests', async (request) => ok(await catalog.search(queryOf(request))));
  app.post<{ Body: { session_type: QuestionnaireSessionType } }>('/api/v1/questionnaires', async (request) =>
    ok(await questionnaires.start(ctx(request), { session_type: request.body.session_type })),
  );
  app.get<Id>('/api/v1/questionnaires/:id/questions/next', async (request) => ok(await questionnaires.nextQuestion(ctx(request), request.params.id)));
  app.post<Id & { Body: { question_id: string; response: string | number | string[] } }>('/api/v1/questionnaires/:id/responses', async (request) =>
    ok(await questionnaires.respond(ctx(request), request.params.id, request.body)),
  );
  app.post<{ Body: { testId: string } }>('/api/v1/cart/lines', async (request) => ok(await cart.add(ctx(request).principal.userId, request.body.testId)));
  app.post<{ Body: CheckoutRequest }>('/api/v1/lab-orders', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const created = await orders.checkout(ctx(request), request.body, typeof key === 'string' ? key : undefined);
    return reply.status(201).send(ok(created));
  });
  app.addHook('onClose', async () => database.close());
  return app;
}

if (kind === 'hello-node') {
  http
    .createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"hello":"world"}');
    })
    .listen(port, host);
} else {
  const app = kind === 'product-sql' ? await productSqlServer() : Fastify();
  if (kind !== 'product-sql') app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
