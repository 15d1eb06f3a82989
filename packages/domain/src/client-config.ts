import * as z from 'zod/mini';

/**
 * `GET /api/config` data (brief §7). Written with zod's tree-shakable "mini" API because the SPA
 * validates it before its first render: with the classic API the whole of zod (about 25 KB
 * gzipped) would sit on the landing page's critical path; this costs a fraction of that. The
 * server describes the same reply with the classic API (`clientConfigSchema` in api.ts); a
 * compile-time check there keeps the two shapes identical.
 */
export const clientConfigCheck = z.object({
  apiBaseUrl: z.string(),
  apiTimeoutMs: z.number().check(z.int(), z.positive()),
  identity: z.object({
    issuer: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scopes: z.string(),
    roleClaim: z.string(),
    embedded: z.boolean(),
  }),
  azure: z.nullable(z.object({ tenant_name: z.string(), client_id: z.string(), primary_domain: z.string() })),
  features: z.object({ mockAuth: z.boolean(), analytics: z.boolean() }),
  runtimeFeatures: z.object({
    payments: z.boolean(),
    labIntegration: z.boolean(),
    ehrIntegration: z.boolean(),
    ai: z.boolean(),
  }),
  paymentPublishableKey: z.nullable(z.string()),
  environment: z.string(),
});

export const API_TIMEOUT_MS = 30_000;
export const CONFIG_WAIT = { attempts: 50, intervalMs: 100 } as const;
