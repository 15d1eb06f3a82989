import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The browser-facing security headers: a strict Content-Security-Policy (scripts only from this
 * origin; the identity provider's origin where it is external), HSTS behind TLS, and CORS only
 * for the configured origins.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
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
}
