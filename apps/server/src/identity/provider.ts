import Provider, { errors as oidcErrors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { ISSUED_AT_MS_CLAIM } from '../auth/authenticate';
import { EMBEDDED_CLIENT_ID, EMBEDDED_ROLE_CLAIM } from '../modules/system/client-config';

/** Access tokens live 10 minutes (SECURITY.md: ≤ 15); the SPA refreshes them silently. */
export const ACCESS_TOKEN_TTL_SECONDS = 600;
export const API_SCOPE = 'api';

export type IdentityAccount = {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string | null;
  title: string | null;
  picture: string | null;
  role: string;
};

export type ProviderOptions = {
  issuer: string;
  audience: string;
  spaOrigin: string;
  signingKeys: JWK[];
  cookieKeys: string[];
  adapter: NonNullable<Configuration['adapter']>;
  findAccount(id: string): Promise<IdentityAccount | null>;
};

/**
 * The embedded OpenID Connect provider: authorization code + PKCE for the SPA (a public client),
 * JWT access tokens for the API audience, rotating refresh tokens (reuse revokes the grant),
 * the role in a namespaced claim. Interactions (login, sign-up) are Labwise's own pages.
 */
export function createProvider(options: ProviderOptions): Provider {
  // The first key signs (ID and access tokens); the others stay published so tokens they signed
  // keep verifying until they expire — rotation without downtime.
  const algOf = (key: JWK | undefined): 'RS256' | 'ES256' => (key?.alg === 'ES256' ? 'ES256' : 'RS256');
  const signingAlg = algOf(options.signingKeys[0]);
  const acceptedAlgs = [...new Set(options.signingKeys.map(algOf))];
  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_name: 'Labwise',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.spaOrigin}/callback`],
        post_logout_redirect_uris: [`${options.spaOrigin}/login`],
        id_token_signed_response_alg: signingAlg,
      },
    ],
    jwks: { keys: options.signingKeys },
    cookies: { keys: options.cookieKeys, long: { signed: true }, short: { signed: true } },
    claims: {
      openid: ['sub'],
      profile: ['name', 'picture', 'title', EMBEDDED_ROLE_CLAIM],
      email: ['email', 'email_verified'],
    },
    async findAccount(_ctx, id) {
      const account = await options.findAccount(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.fullName ?? account.email,
          ...(account.title ? { title: account.title } : {}),
          ...(account.picture ? { picture: account.picture } : {}),
          [EMBEDDED_ROLE_CLAIM]: account.role,
        }),
      };
    },
    conformIdTokenClaims: false,
    // The SPA asks for the sign-up page first with screen_hint=signup; `invite` carries a doctor's
    // invitation token from /invite/{token}, so signing up with the invited address proves it.
    extraParams: ['screen_hint', 'invite'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // The SPA always asks to log out; confirm without an extra page. `logout=yes` ends the
          // whole provider session (not only this client's part of it). It is a hidden field of the
          // form, not the button's value: the script's form.submit() sends no submit button.
          ctx.body = `<!doctype html><html><head><title>Signing out</title><link rel="stylesheet" href="/interaction-assets/identity.css"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes"><main class="card"><p>Signing you out…</p><button form="op.logoutForm" type="submit" autofocus>Continue</button></main><script src="/interaction-assets/logout.js"></script></body></html>`;
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== options.audience) throw new oidcErrors.InvalidTarget();
          return {
            scope: `${API_SCOPE}`,
            audience: options.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: signingAlg, ...(options.signingKeys[0]?.kid ? { kid: options.signingKeys[0].kid } : {}) } },
          };
        },
      },
    },
    // First-party SPA: no consent screen; the grant covers the OIDC scopes and the API.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(options.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async extraTokenClaims(ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await options.findAccount(token.accountId);
      // E-mail and name travel in the access token too, so an API that trusts this provider as an
      // external one can create its user record without a userinfo round trip.
      return account
        ? {
            [EMBEDDED_ROLE_CLAIM]: account.role,
            email: account.email,
            name: account.fullName ?? account.email,
            // Compared with the account's revocation instant on every request (sign-out, reset).
            [ISSUED_AT_MS_CLAIM]: Date.now(),
          }
        : undefined;
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      // Refresh tokens rotate on every use; an idle sign-in ends after 12 hours.
      RefreshToken: 12 * 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const text = Object.values(out)
        .map((v) => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`))
        .join(': ');
      ctx.body = `<!doctype html><html><head><title>Sign-in error</title><link rel="stylesheet" href="/interaction-assets/identity.css"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><main class="card"><h1>Sign-in error</h1><p>${text}</p><a href="/login">Return to Login</a></main></body></html>`;
    },
    clientBasedCORS: (_ctx, origin) => origin === options.spaOrigin,
    enabledJWA: { idTokenSigningAlgValues: acceptedAlgs },
  };
  const provider = new Provider(options.issuer, configuration);
  return provider;
}
