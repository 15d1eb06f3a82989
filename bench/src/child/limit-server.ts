import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyRequest } from 'fastify';
import { catalogQuery, isRole, type CatalogQuery, type CheckoutRequest, type QuestionnaireSessionType, type UploadResultsRequest } from '@labwise/domain';
import { engine as clinicalEngine, KNOWLEDGE_BASE_VERSION, textReader } from '@labwise/clinical';
import { createPrincipalLookup } from '../../../apps/server/src/auth/lookup';
import { principalOf } from '../../../apps/server/src/auth/authenticate';
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
 *   same pool settings). The caller is named by the `x-bench-user` header and looked up with the
 *   product's own principal lookup, as every authenticated request of the product is (ADR 0025:
 *   a sign-out or deactivation holds on every node at once). The statements, their prepared names
 *   and the transactions are therefore the product's by construction; what is left out is what
 *   the product adds around them: token verification, the framework plugins (security headers,
 *   rate limit, CORS, request logging), zod validation and response serialization.
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

  // Each user's (issuer, subject), read once at start; the principal itself is looked up per
  // request with the product's prepared statement, which is database work the product does.
  const lookup = createPrincipalLookup(db, { issuerKey: (issuer) => issuer, provisionExternal: false });
  const identities = new Map<string, { issuer: string; subject: string }>();
  for (const row of await db.select({ id: users.id, issuer: users.issuer, subject: users.subject }).from(users)) identities.set(row.id, row);
  const ctx = async (request: FastifyRequest) => {
    const identity = identities.get(String(request.headers[BENCH_USER_HEADER]));
    const user = identity ? await lookup({ ...identity, email: null, name: null }) : null;
    if (!user || !isRole(user.role)) throw new AppError(401, 'Unauthorized', `unknown ${BENCH_USER_HEADER}`);
    return { principal: principalOf(user, user.role), requestId: request.id };
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
  app.get<Id>('/api/v1/lab-orders/:id', async (request) => ok(await orders.detail(await ctx(request), request.params.id)));
  app.get('/api/v1/lab-orders', async (request) => okPage(await orders.mine(await ctx(request), { limit: 50 }), ''));
  app.get<Id>('/api/v1/lab-orders/:id/results', async (request) => ok(await results.read(await ctx(request), request.params.id)));
  app.post<Id & { Body: UploadResultsRequest }>('/api/v1/lab-orders/:id/results', async (request) =>
    ok(await results.upload(await ctx(request), request.params.id, request.body)),
  );
  app.get('/api/v1/catalog/tests', async (request) => ok(await catalog.search(queryOf(request))));
  app.post<{ Body: { session_type: QuestionnaireSessionType } }>('/api/v1/questionnaires', async (request) =>
    ok(await questionnaires.start(await ctx(request), { session_type: request.body.session_type })),
  );
  app.get<Id>('/api/v1/questionnaires/:id/questions/next', async (request) => ok(await questionnaires.nextQuestion(await ctx(request), request.params.id)));
  app.post<Id & { Body: { question_id: string; response: string | number | string[] } }>('/api/v1/questionnaires/:id/responses', async (request) =>
    ok(await questionnaires.respond(await ctx(request), request.params.id, request.body)),
  );
  app.post<{ Body: { testId: string } }>('/api/v1/cart/lines', async (request) => ok(await cart.add((await ctx(request)).principal.userId, request.body.testId)));
  app.post<{ Body: CheckoutRequest }>('/api/v1/lab-orders', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const created = await orders.checkout(await ctx(request), request.body, typeof key === 'string' ? key : undefined);
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
