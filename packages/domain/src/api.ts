import { z } from 'zod';
import type { CheckedClientConfig } from './client-config';

/** The error shape of every API failure (DESIGN §5). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  detail: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The response envelope of every API reply (brief §3). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

/**
 * Where the next page of a keyset-paginated list starts (ADR 0051): an opaque cursor to send back
 * as `?cursor=`, or null on the last page. It sits beside `data`, so `data` stays the list itself.
 */
export const pageMetaSchema = z.object({ nextCursor: z.string().nullable() });
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The envelope of one page of a list: the rows in `data`, the next page's cursor in `meta`. */
export function pageEnvelopeSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(z.array(item)).extend({ meta: pageMetaSchema });
}

/** A cursor as the query string carries it; its content is the server's own (ADR 0051). */
export const cursorParam = z
  .string()
  .min(1, 'This list link has expired; reload the list.')
  .max(500, 'This list link has expired; reload the list.')
  .optional()
  .describe('The `meta.nextCursor` of the previous page; leave out for the first page.');

/** `?limit=&cursor=` of a keyset-paginated list. */
export const pageQuery = (defaultLimit: number, maxLimit = 200) =>
  z.strictObject({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit).describe('Rows per page.'),
    cursor: cursorParam,
  });

/** Runtime feature flags (brief §3): each on unless set to false. */
export const RUNTIME_FEATURES = ['payments', 'labIntegration', 'ehrIntegration', 'ai'] as const;
export type RuntimeFeature = (typeof RUNTIME_FEATURES)[number];

/** `GET /api/config` data (brief §7). */
export const clientConfigSchema = z.object({
  /** '' means the page's own origin: the SPA and the API are served together. */
  apiBaseUrl: z.string(),
  /** The address users are meant to reach (PUBLIC_URL): sign-in returns only there. */
  publicUrl: z.string(),
  apiTimeoutMs: z.number().int().positive(),
  identity: z.object({
    issuer: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scopes: z.string(),
    roleClaim: z.string(),
    embedded: z.boolean(),
  }),
  azure: z
    .object({ tenant_name: z.string(), client_id: z.string(), primary_domain: z.string() })
    .nullable(),
  features: z.object({ mockAuth: z.boolean(), analytics: z.boolean() }),
  runtimeFeatures: z.object({
    payments: z.boolean(),
    labIntegration: z.boolean(),
    ehrIntegration: z.boolean(),
    ai: z.boolean(),
  }),
  paymentPublishableKey: z.string().nullable(),
  environment: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

// The SPA's zod-free check of the same reply (client-config.ts) must accept exactly this shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<ClientConfig, CheckedClientConfig> = true;
void sameShape;
