import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/engine';
import { registerErrorHandler } from './http/error-handler';
import { notFound } from './http/errors';
import { registerRouteGuards, type RouteInventoryEntry } from './http/route-guards';
import { registerSpa } from './http/spa';
import { loggerOptions } from './platform/logger';
import { systemRoutes } from './modules/system/routes';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { usersRoutes } from './modules/users/routes';
import { aiRoutes } from './modules/ai/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { ordersRoutes } from './modules/orders/routes';
import { labsRoutes } from './modules/labs/routes';
import { patientsRoutes } from './modules/patients/routes';
import { appointmentsRoutes } from './modules/appointments/routes';
import { resultsRoutes } from './modules/results/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { fhirRoutes } from './modules/fhir/routes';
import { createResultsService } from './modules/results/service';
import { createAppointmentsService } from './modules/appointments/service';
import { createPatientsService } from './modules/patients/service';
import { createLabsService } from './modules/labs/service';
import { createOrdersService } from './modules/orders/service';
import { createUsersService } from './modules/users/service';
import { registerAuthentication } from './auth/authenticate';
import { createPrincipalLookup } from './auth/lookup';
import { externalTokenVerifier, type TokenVerifier } from './auth/token-verifier';
import { EMBEDDED_ISSUER_KEY, mountEmbeddedIdentity } from './identity/mount';
import { createMailer, type Mailer } from './platform/mail';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Overrides where mail goes (tests capture it); default from config: SMTP or the outbox folder. */
  mailer?: Mailer;
  /** Overrides the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance & { routeInventory: readonly RouteInventoryEntry[] };

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
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Errors Fastify raises before routing (a malformed address) leave in the same error shape.
    frameworkErrors: (_error, request, reply) => {
      const body = { success: false, message: 'Bad Request', detail: 'The address is not valid.', requestId: request.id };
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

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', async (request, reply) => {
    // API answers may hold health data: never let a browser or proxy cache them.
    if (['/api/', '/fhir/', '/healthz', '/readyz'].some((prefix) => request.url.startsWith(prefix))) {
      void reply.header('Cache-Control', 'no-store');
    }
  });

  const identityOrigin = config.oidc.external ? new URL(config.oidc.issuer).origin : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and toasts set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(identityOrigin ? [identityOrigin] : [])],
        frameSrc: ["'self'", ...(identityOrigin ? [identityOrigin] : [])],
        formAction: ["'self'", ...(identityOrigin ? [identityOrigin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // HSTS only makes sense behind TLS; the embedded default runs on http://localhost.
    hsts: config.publicUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
  });

  // Cross-origin API calls only from configured origins; the SPA itself is same-origin.
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-request-id'],
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Labwise API', version: '1.0.0', description: 'Lab-test ordering and guided health assessment.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
    uiHooks: {},
  });

  const db = deps.database.db;
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });

  let verify: TokenVerifier;
  if (config.oidc.external) {
    verify = externalTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
  } else {
    verify = await mountEmbeddedIdentity(app, { config, db, mailer });
  }
  registerAuthentication(app, {
    verify,
    lookup: createPrincipalLookup(db, {
      issuerKey: (issuer) => (config.oidc.external ? issuer : EMBEDDED_ISSUER_KEY),
      provisionExternal: config.oidc.external,
    }),
  });

  await app.register(systemRoutes({ config, database: deps.database }));
  await app.register(authRoutes(createAuthService({ db, mailer, spaOrigin: config.publicUrl })));
  await app.register(usersRoutes(createUsersService(db)));
  await app.register(aiRoutes);
  await app.register(catalogRoutes(createCatalogService(db)));
  await app.register(cartRoutes(createCartService(db)));
  await app.register(labsRoutes(createLabsService(db)));
  await app.register(patientsRoutes(createPatientsService(db)));
  await app.register(appointmentsRoutes(createAppointmentsService(db)));
  await app.register(resultsRoutes(createResultsService(db, { mailer, publicUrl: config.publicUrl })));
  await app.register(notificationsRoutes(db));
  await app.register(fhirRoutes(db));
  await app.register(ordersRoutes(createOrdersService(db, { paymentsEnabled: config.features.payments })));

  await registerSpa(app, config.webDistDir);
  app.setNotFoundHandler(() => {
    throw notFound('There is nothing at this address.');
  });

  return Object.assign(app, { routeInventory });
}
