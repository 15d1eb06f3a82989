/**
 * `GET /api/config` data (brief §7), checked without zod. The SPA validates it before its first
 * render, so whatever does the checking sits on the landing page's critical path: even zod's
 * tree-shakable "mini" API costs about 15 KB gzipped there, these few checks almost nothing. The
 * server describes the same reply with zod (`clientConfigSchema` in api.ts); a compile-time check
 * there keeps the two shapes identical, and client-config.test.ts has both judge the same inputs.
 *
 * Same rules as zod's defaults: objects keep only their known keys (unknown ones are dropped),
 * numbers must be finite, `int` means a safe integer.
 */
type Check<T> = (value: unknown) => { ok: true; value: T } | { ok: false };
type Checked<C> = C extends Check<infer T> ? T : never;

const FAIL = { ok: false } as const;

const string: Check<string> = (value) => (typeof value === 'string' ? { ok: true, value } : FAIL);
const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? { ok: true, value } : FAIL);
const positiveInt: Check<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? { ok: true, value } : FAIL;

function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? { ok: true, value } : check(value));
}

function object<S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Checked<S[K]> }> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const result = shape[key]!((value as Record<string, unknown>)[key]);
      if (!result.ok) return FAIL;
      out[key] = result.value;
    }
    return { ok: true, value: out as { [K in keyof S]: Checked<S[K]> } };
  };
}

const clientConfigShape = object({
  apiBaseUrl: string,
  publicUrl: string,
  apiTimeoutMs: positiveInt,
  identity: object({
    issuer: string,
    clientId: string,
    audience: string,
    scopes: string,
    roleClaim: string,
    embedded: boolean,
  }),
  azure: nullable(object({ tenant_name: string, client_id: string, primary_domain: string })),
  features: object({ mockAuth: boolean, analytics: boolean }),
  runtimeFeatures: object({
    payments: boolean,
    labIntegration: boolean,
    ehrIntegration: boolean,
    ai: boolean,
  }),
  paymentPublishableKey: nullable(string),
  environment: string,
});

/** The shape `parseClientConfig` accepts; api.ts checks it equals `ClientConfig`. */
export type CheckedClientConfig = Checked<typeof clientConfigShape>;

/** The configuration with only its known keys, or `null` when the value does not have its shape. */
export function parseClientConfig(value: unknown): CheckedClientConfig | null {
  const result = clientConfigShape(value);
  return result.ok ? result.value : null;
}

export const API_TIMEOUT_MS = 30_000;
export const CONFIG_WAIT = { attempts: 50, intervalMs: 100 } as const;
