import { API_TIMEOUT_MS, CONFIG_WAIT, parseClientConfig, type ClientConfig } from '@labwise/domain';
import { sleep } from './utils';

/** What the SPA uses when /api/config cannot be read (brief §7: warn and keep defaults). */
export function defaultConfig(origin: string = window.location.origin): ClientConfig {
  return {
    apiBaseUrl: '',
    publicUrl: origin,
    apiTimeoutMs: API_TIMEOUT_MS,
    identity: {
      issuer: `${origin}/oidc`,
      clientId: 'labwise-web',
      audience: `${origin}/api`,
      scopes: 'openid profile email',
      roleClaim: 'https://labwise.app/claims/role',
      embedded: true,
    },
    azure: null,
    features: { mockAuth: false, analytics: false },
    runtimeFeatures: { payments: true, labIntegration: true, ehrIntegration: true, ai: true },
    paymentPublishableKey: null,
    environment: 'production',
  };
}

/**
 * Loads the client configuration, retrying while the server starts: up to 50 × 100 ms (brief §9),
 * then falls back to defaults with a console warning.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  let reason = 'no answer';
  for (let attempt = 0; attempt < CONFIG_WAIT.attempts; attempt += 1) {
    try {
      const response = await fetchImpl('/api/config', { credentials: 'include' });
      if (response.ok) {
        const body = (await response.json()) as { data?: unknown };
        const parsed = parseClientConfig(body.data);
        if (parsed) return parsed;
        // A server that answers with the wrong shape will not fix itself by being asked again.
        reason = 'unexpected answer';
        break;
      }
      reason = `status ${response.status}`;
    } catch {
      // The server may still be starting: try again shortly.
      reason = 'unreachable';
    }
    await sleep(CONFIG_WAIT.intervalMs);
  }
  console.warn(`Could not load /api/config (${reason}); using default configuration.`);
  return defaultConfig();
}
