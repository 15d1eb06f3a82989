import type { Redis } from 'ioredis';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../platform/mail';
import { embeddedIdentity } from '../modules/system/client-config';
import { embeddedTokenVerifier, type TokenVerifier } from '../auth/token-verifier';
import { createAdapterFactory } from './adapter';
import { findUserById, revokeAccessTokens } from './accounts';
import { interactionRoutes } from './interaction-routes';
import { createProvider } from './provider';
import { loadOrCreateIdentitySecrets, publicJwks } from './secrets';

/**
 * Users of the embedded provider are stored under this issuer key rather than the issuer URL,
 * so changing PUBLIC_URL does not orphan their accounts.
 */
export const EMBEDDED_ISSUER_KEY = 'urn:labwise:embedded';

/** Mounts the embedded OpenID Connect provider at /oidc and its pages at /interaction. */
export async function mountEmbeddedIdentity(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    mailer: Mailer;
    rateLimitRedis?: Redis | undefined;
    /** The address an open e-mail invitation went to (see InteractionDeps). */
    invitedEmail?: (token: string) => Promise<string | null>;
  },
): Promise<TokenVerifier> {
  const { issuer, audience } = embeddedIdentity(deps.config);
  const secrets = await loadOrCreateIdentitySecrets(deps.db);
  // Configured keys (OIDC_SIGNING_KEYS) replace the generated ones: the first signs, all verify.
  const signingKeys = deps.config.oidcSigningKeys ?? secrets.signingKeys;
  const provider = createProvider({
    issuer,
    audience,
    spaOrigin: deps.config.publicUrl,
    signingKeys,
    cookieKeys: secrets.cookieKeys,
    adapter: createAdapterFactory(deps.db, { sessionEnded: (accountId) => revokeAccessTokens(deps.db, accountId) }),
    findAccount: async (id) => {
      const user = await findUserById(deps.db, id);
      if (!user || user.status === 'disabled') return null;
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        fullName: user.fullName,
        title: user.title,
        picture: user.picture,
        role: user.role,
      };
    },
  });
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to build https URLs.
  provider.proxy = deps.config.publicUrl.startsWith('https://');

  // The provider builds its published endpoints and redirects from the request's Host (and, behind
  // a proxy, X-Forwarded-Host/-Proto). Those are the caller's to forge, and a shared cache would
  // keep a forged discovery document for everyone: pin them to PUBLIC_URL before it sees a request.
  const publicUrl = new URL(deps.config.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/oidc') && !request.url.startsWith('/interaction')) return;
    const headers = request.raw.headers;
    headers.host = publicUrl.host;
    delete headers['x-forwarded-host'];
    headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  });

  await app.register(middie);
  const callback = provider.callback();
  // The provider is a Node request handler; it answers every /oidc request itself.
  app.use('/oidc', (req: IncomingMessage, res: ServerResponse) => {
    void callback(req, res);
  });

  await app.register(
    interactionRoutes({
      provider,
      db: deps.db,
      mailer: deps.mailer,
      issuer: EMBEDDED_ISSUER_KEY,
      spaOrigin: deps.config.publicUrl,
      ipLimitPerWindow: deps.config.loginRateLimitPerIp,
      rateLimitRedis: deps.rateLimitRedis,
      invitedEmail: deps.invitedEmail,
    }),
  );

  return embeddedTokenVerifier({ issuer, audience, publicKeys: publicJwks(signingKeys).keys });
}
