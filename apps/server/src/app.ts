import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerSecurityHeaders } from './http/security-headers';
import type { DatabaseHandle } from './db/engine';
import { registerErrorHandler } from './http/error-handler';
import { openApiTransform, SECURITY_SCHEMES } from './http/openapi';
import { registerTextGuard } from './http/text-guard';
import { answeredNothingYet, notFound } from './http/errors';
import { mustNotBeStored } from './http/no-store';
import { registerRouteGuards, type RouteInventoryEntry } from './http/route-guards';
import { registerSpa } from './http/spa';
import { loggerOptions } from './platform/logger';
import { systemRoutes } from './modules/system/routes';
import { metricsRoute } from './modules/system/metrics-route';
import { createMetrics } from './platform/metrics';
import { countByStatus } from './platform/jobs/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { drainConnectionsOnClose } from './platform/drain-connections';
import { createAfterReply } from './platform/after-reply';
import { usersRoutes } from './modules/users/routes';
import { aiRoutes } from './modules/ai/routes';
import { aiEngineRoutes } from './modules/ai/engine-routes';
import { clinicalValidation } from './modules/ai/clinical-validation';
import { questionnaireRoutes } from './modules/questionnaires/routes';
import { createQuestionnairesService } from './modules/questionnaires/service';
import { engine as clinicalEngine, KNOWLEDGE_BASE_VERSION, selfCheck, textReader } from '@labwise/clinical';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { ordersRoutes } from './modules/orders/routes';
import { labsRoutes } from './modules/labs/routes';
import { patientsRoutes } from './modules/patients/routes';
import { appointmentsRoutes } from './modules/appointments/routes';
import { closuresRoutes } from './modules/closures/routes';
import { createClosuresService } from './modules/closures/service';
import { paymentsRoutes } from './modules/payments/routes';
import { createPaymentsService } from './modules/payments/service';
import { resultsRoutes } from './modules/results/routes';
import { printoutsRoutes } from './modules/printouts/routes';
import { createPrintoutsService } from './modules/printouts/service';
import { notificationsRoutes } from './modules/notifications/routes';
import { fhirRoutes } from './modules/fhir/routes';
import { createFhirService } from './modules/fhir/service';
import { adminRoutes } from './modules/admin/routes';
import { settingsRoutes } from './modules/settings/routes';
import { createResultsService } from './modules/results/service';
import { interpretationRoutes } from './modules/interpretations/routes';
import { createInterpretationsService } from './modules/interpretations/service';
import { ratingsRoutes } from './modules/ratings/routes';
import { createRatingsService } from './modules/ratings/service';
import { createAppointmentsService } from './modules/appointments/service';
import { createPatientsService } from './modules/patients/service';
import { patientOverviewRoutes } from './modules/patient-overview/routes';
import { createPatientOverviewService } from './modules/patient-overview/service';
import { createLabsService } from './modules/labs/service';
import { createOrdersService } from './modules/orders/service';
import { createUsersService } from './modules/users/service';
import { registerAuthentication } from './auth/authenticate';
import { FHIR_JSON, operationOutcome } from './http/operation-outcome';
import { createPrincipalLookup } from './auth/lookup';
import { externalTokenVerifier, type TokenVerifier } from './auth/token-verifier';
import { withVerifiedTokenCache } from './auth/verified-token-cache';
import { EMBEDDED_ISSUER_KEY, mountEmbeddedIdentity } from './identity/mount';
import { createMailer, type Mailer } from './platform/mail';
import { createEventBus } from './platform/events';
import { audit } from './platform/audit';
import { createRateLimitStore } from './platform/rate-limit-store';
import { createRequestLimiter, isApiRequest } from './platform/request-limits';
import { basicCredentials } from './modules/lab-interface/credentials';
import { searchRoutes } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { labInterfaceRoutes } from './modules/lab-interface/routes';
import { createLabInterfaceService } from './modules/lab-interface/service';
import { invitesRoutes } from './modules/invites/routes';
import { createInvitesService, issueInvite } from './modules/invites/service';
import { consultationsRoutes } from './modules/consultations/routes';
import { createConsultationsService } from './modules/consultations/service';
import { createSmsSender } from './platform/sms';
import { createQueuedMailer, createQueuedSmsSender } from './platform/jobs/outbox';
import { createJobWorker, type JobWorker } from './platform/jobs/worker';
import { exportsRoutes } from './modules/exports/routes';
import { createExportsService } from './modules/exports/service';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Overrides where mail goes (tests capture it); default from config: SMTP or the outbox folder. */
  mailer?: Mailer;
  /** Overrides the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance & {
  routeInventory: readonly RouteInventoryEntry[];
  /** The outbox worker; main.ts starts it, tests call `drain()` to deliver what is due. */
  jobs: JobWorker;
};

/** Trusts the nearest `hops` proxies (as Fastify does for a number, which its types do not take). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Builds the whole HTTP application without listening: main.ts listens, tests use inject().
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    genReqId: (req) => {
      // Keep a caller's id only when it is a sane token; otherwise logs could be forged.
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Behind a reverse proxy (TRUST_PROXY), request.ip is the client's address from X-Forwarded-For,
    // so per-address limits count each client, not the proxy; otherwise it is the socket address.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Errors Fastify raises before routing (a malformed address) leave in the same error shape.
    frameworkErrors: (_error, request, reply) => {
      const body = { success: false, message: 'Bad Request', detail: 'The address is not valid.', requestId: request.id };
      if (request.url.startsWith('/fhir/')) {
        void (reply as FastifyReply).status(400).type(FHIR_JSON).send(operationOutcome(400, body));
        return;
      }
      void (reply as FastifyReply).status(400).send(body);
    },
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a form or text body on a JSON route is refused with 415, not guessed at.
  app.removeContentTypeParser('text/plain');

  const routeInventory = registerRouteGuards(app, config);
  registerErrorHandler(app);
  registerTextGuard(app);
  drainConnectionsOnClose(app);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', async (request, reply) => {
    // API answers may hold health data: never let a browser or proxy cache them.
    if (mustNotBeStored(request)) {
      void reply.header('Cache-Control', 'no-store');
    }
  });

  await registerSecurityHeaders(app, config);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Labwise API', version: '1.0.0', description: 'Lab-test ordering and guided health assessment.' },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
    uiHooks: {},
  });

  const db = deps.database.db;
  // Modules enqueue (ADR 0032: a transactional outbox); the worker hands messages to the transports.
  const mailTransport =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const smsTransport = createSmsSender(config);
  const mailer = createQueuedMailer(db, mailTransport.destination);
  const jobs = createJobWorker({
    db,
    transport: mailTransport,
    sms: smsTransport,
    settings: config.jobs,
    messageIdDomain: messageIdDomain(config),
    log: app.log,
  });
  app.addHook('onClose', async () => jobs.stop());

  // Only a configured scraper pays for metrics; the route template keeps ids out of the labels.
  const metrics = config.metricsToken ? createMetrics({ pool: deps.database.poolStats, jobs: () => countByStatus(db) }) : null;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  const inviteDeps = { mailer, sms: createQueuedSmsSender(smsTransport), publicUrl: config.publicUrl };
  const invites = createInvitesService(db, inviteDeps);

  const rateLimits = createRateLimitStore(config.redisUrl, config.redisKeyPrefix);
  app.addHook('onClose', async () => rateLimits.close());

  let verify: TokenVerifier;
  if (config.oidc.external) {
    verify = externalTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
  } else {
    verify = await mountEmbeddedIdentity(app, { config, db, mailer, rateLimitRedis: rateLimits.redis, invitedEmail: (token) => invites.invitedEmail(token) });
  }
  registerAuthentication(app, {
    verify: withVerifiedTokenCache(verify),
    lookup: createPrincipalLookup(db, {
      issuerKey: (issuer) => (config.oidc.external ? issuer : EMBEDDED_ISSUER_KEY),
      provisionExternal: config.oidc.external,
    }),
  });
  // SECURITY.md: an API rate limit per user. Counted after authentication, so a signed-in caller
  // is counted as themselves wherever they connect from; anonymous callers per address.
  const apiLimit = await createRequestLimiter(app, {
    name: 'api',
    max: config.apiRateLimitPerMinute,
    windowMs: 60_000,
    redis: rateLimits.redis,
    key: (request) => (isApiRequest(request) ? (request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`) : null),
    detail: 'Too many requests in a short time. Wait a moment, then try again.',
  });
  app.addHook('onRequest', apiLimit);

  // SECURITY.md: every denied attempt leaves an audit entry. A refusal (403) or an out-of-scope
  // read answered as missing (404) rolls its own transaction back, so it is recorded here, before
  // the answer leaves: who, which route and id — never the body.
  app.addHook('onSend', async (request, reply, payload) => {
    const permission = request.routeOptions.config.permission;
    if (!request.principal || !permission || permission === 'public') return payload;
    if (reply.statusCode !== 403 && reply.statusCode !== 404) return payload;
    if (answeredNothingYet.has(request)) return payload;
    const params = request.params as Record<string, unknown> | undefined;
    const id = Object.values(params ?? {}).find((v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v));
    try {
      await audit(db, {
        actor: request.principal,
        action: 'denied',
        resourceType: `route:${request.method} ${request.routeOptions.url ?? 'unknown'}`,
        resourceId: id ?? null,
        outcome: 'denied',
        requestId: request.id,
      });
    } catch (error) {
      request.log.error({ err: { message: (error as Error).message } }, 'could not record a denied attempt');
    }
    return payload;
  });

  await app.register(systemRoutes({ config, database: deps.database }));
  await app.register(metricsRoute({ metrics, token: config.metricsToken }));
  // Never the error's message: a mail transport's may carry the address.
  const afterReply = createAfterReply((error) => app.log.error({ err: { name: (error as Error).name } }, 'work after a reply failed'));
  app.addHook('onClose', async () => afterReply.drain());
  await app.register(authRoutes(createAuthService({ db, mailer, spaOrigin: config.publicUrl, afterReply }), rateLimits.redis));
  await app.register(usersRoutes(createUsersService(db, { mailer, publicUrl: config.publicUrl })));
  await app.register(
    aiRoutes(clinicalValidation(() => selfCheck(clinicalEngine), (failed) => app.log.error({ failed }, 'Clinical engine self-check failed'))),
  );
  await app.register(aiEngineRoutes(db, clinicalEngine, textReader));
  await app.register(questionnaireRoutes(createQuestionnairesService(db, clinicalEngine, KNOWLEDGE_BASE_VERSION, textReader)));
  await app.register(catalogRoutes(createCatalogService(db)));
  await app.register(cartRoutes(createCartService(db)));
  await app.register(labsRoutes(createLabsService(db)));
  await app.register(
    patientsRoutes(createPatientsService(db, { issueInvite: (tx, ctx, patient, channel) => issueInvite(tx, inviteDeps, ctx, patient, channel) })),
  );
  await app.register(patientOverviewRoutes(createPatientOverviewService(db)));
  await app.register(invitesRoutes(invites));
  await app.register(consultationsRoutes(createConsultationsService(db)));
  await app.register(appointmentsRoutes(createAppointmentsService(db, { mailer, publicUrl: config.publicUrl, from: config.mailFrom })));
  await app.register(closuresRoutes(createClosuresService(db)));
  await app.register(paymentsRoutes(createPaymentsService(db)));
  const resultsService = createResultsService(db, { mailer, publicUrl: config.publicUrl });
  await app.register(resultsRoutes(resultsService));
  await app.register(printoutsRoutes(createPrintoutsService(db, resultsService)));
  await app.register(interpretationRoutes(createInterpretationsService(db)));
  await app.register(ratingsRoutes(createRatingsService(db)));
  const events = await createEventBus(deps.database, { log: app.log });
  app.addHook('onClose', async () => events.close());
  await app.register(notificationsRoutes(db, events));
  await app.register(searchRoutes(createSearchService(db)));
  await app.register(fhirRoutes(createFhirService(db), { publicUrl: config.publicUrl }));
  // Partner labs' deliveries: per address and per key id, checked before the credential is.
  const hl7Limits = [
    await createRequestLimiter(app, {
      name: 'hl7-address',
      max: config.hl7RateLimitPerMinute,
      windowMs: 60_000,
      redis: rateLimits.redis,
      key: (request) => `ip:${request.ip}`,
      detail: 'Too many HL7 messages from this address. Send again after the time in Retry-After.',
    }),
    await createRequestLimiter(app, {
      name: 'hl7-key',
      max: config.hl7RateLimitPerMinute,
      windowMs: 60_000,
      redis: rateLimits.redis,
      key: (request) => {
        const keyId = basicCredentials(request.headers.authorization)?.keyId;
        return keyId ? `key:${keyId}` : null;
      },
      detail: 'Too many HL7 messages for this interface key. Send again after the time in Retry-After.',
    }),
  ];
  await app.register(labInterfaceRoutes(createLabInterfaceService(db, { mailer, publicUrl: config.publicUrl }), { limits: hl7Limits }));
  await app.register(adminRoutes(deps.database, config.jobs));
  await app.register(settingsRoutes(db));
  await app.register(exportsRoutes(createExportsService(db)));
  await app.register(ordersRoutes(createOrdersService(db, { paymentsEnabled: config.features.payments })));

  await registerSpa(app, config.webDistDir);
  app.setNotFoundHandler(() => {
    throw notFound('There is nothing at this address.');
  });

  return Object.assign(app, { routeInventory, jobs });
}

/** Message-IDs use the sender's domain (MAIL_FROM), else the public host name. */
function messageIdDomain(config: Config): string {
  const fromDomain = /@([\w.-]+)>?\s*$/.exec(config.mailFrom)?.[1];
  return fromDomain ?? new URL(config.publicUrl).hostname;
}
