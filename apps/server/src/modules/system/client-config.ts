import type { ClientConfig } from '@labwise/domain';
import type { Config } from '../../config';

export const EMBEDDED_CLIENT_ID = 'labwise-web';
export const EMBEDDED_ROLE_CLAIM = 'https://labwise.app/claims/role';
export const IDENTITY_SCOPES = 'openid profile email';

/** The embedded provider's issuer and the API audience (a URL, as resource indicators need). */
export function embeddedIdentity(config: Config) {
  return { issuer: `${config.publicUrl}/oidc`, audience: `${config.publicUrl}/api` };
}

/**
 * Microsoft Entra issuers look like https://login.microsoftonline.com/{tenant}/v2.0; the brief's
 * client reads `data.azure` for that provider, so it is filled only then.
 */
function azureSettings(issuer: string, clientId: string): ClientConfig['azure'] {
  const url = new URL(issuer);
  if (!/(^|\.)login\.microsoftonline\.com$|\.ciamlogin\.com$/.test(url.hostname)) return null;
  const tenant = url.pathname.split('/').filter(Boolean)[0] ?? '';
  return {
    tenant_name: tenant,
    client_id: clientId,
    primary_domain: tenant.includes('.') ? tenant : `${tenant}.onmicrosoft.com`,
  };
}

/** What `GET /api/config` tells the SPA (brief §7). No secrets: everything here is public. */
export function clientConfig(config: Config): ClientConfig {
  const identity = config.oidc.external
    ? {
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        audience: config.oidc.audience,
        scopes: IDENTITY_SCOPES,
        roleClaim: config.oidc.roleClaim,
        embedded: false,
      }
    : {
        ...embeddedIdentity(config),
        clientId: EMBEDDED_CLIENT_ID,
        scopes: IDENTITY_SCOPES,
        roleClaim: EMBEDDED_ROLE_CLAIM,
        embedded: true,
      };
  return {
    // Relative: the SPA and the API share one origin, so the API answers at whatever address
    // reached the page (127.0.0.1, a LAN name); only sign-in is tied to PUBLIC_URL.
    apiBaseUrl: '',
    publicUrl: config.publicUrl,
    apiTimeoutMs: 30_000,
    identity,
    azure: config.oidc.external ? azureSettings(config.oidc.issuer, config.oidc.clientId) : null,
    features: { mockAuth: false, analytics: config.features.analytics },
    runtimeFeatures: {
      payments: config.features.payments,
      labIntegration: config.features.labIntegration,
      ehrIntegration: config.features.ehrIntegration,
      ai: config.features.ai,
    },
    paymentPublishableKey: null,
    environment: config.environment,
  };
}
