import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { JWK } from 'jose';
import { parseSigningKeys, SigningKeysError } from './identity/signing-keys-config';

/**
 * The only reader of process.env (DESIGN §4). Every variable is validated here once; a bad value
 * stops start-up with one line naming the variable and what it expects.
 */

const flag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'expected true or false',
    })
    .optional()
    .transform((v) => (v === undefined ? defaultValue : ['true', '1', 'yes', 'on'].includes(v)));

/** Runtime feature flags are on unless set to false (brief §3). */
const featureFlag = () => flag(true);

const url = (protocols: readonly string[], what: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `expected ${what}`);

/** Names proxy-addr knows for whole address ranges (loopback, link-local, unique-local). */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** One trusted proxy: an IP address, a CIDR range, or one of PROXY_RANGES. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_EXPECTED =
  'expected false, a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)';

/**
 * Which proxies may tell the client's address (X-Forwarded-For). Unset: none, the socket address
 * is the client. `true` (trust anyone) is refused: any client could then choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .refine((v) => v === undefined || v === 'false' || /^([1-9]|10)$/.test(v) || v.split(',').every((entry) => isProxyAddress(entry.trim())), TRUST_PROXY_EXPECTED)
  .transform((v): false | number | string[] => {
    if (v === undefined || v === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((entry) => entry.trim());
  });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number from 1 to 65535' })
    .int('expected a port number from 1 to 65535')
    .min(1, 'expected a port number from 1 to 65535')
    .max(65535, 'expected a port number from 1 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1, 'expected a folder path').default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// connection URL').optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200, 'expected 1 to 200').default(10),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000, 'expected 100 to 120000').default(5000),
  PUBLIC_URL: url(['http:', 'https:'], 'an http(s):// URL').optional(),
  OIDC_ISSUER: url(['http:', 'https:'], 'an http(s):// issuer URL').optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_AUDIENCE: z.string().trim().min(1).optional(),
  OIDC_ROLE_CLAIM: z.string().trim().min(1).optional(),
  // Private key material: parsed after the schema so no error message ever repeats it.
  OIDC_SIGNING_KEYS: z.string().optional(),
  OIDC_SIGNING_KEYS_FILE: z.string().trim().optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Labwise <no-reply@labwise.local>'),
  SMS_HTTP_URL: url(['http:', 'https:'], 'an http(s):// URL of an SMS gateway').optional(),
  SMS_HTTP_TOKEN: z.string().trim().min(1).optional(),
  // A scraper's bearer token for /metrics; unset, /metrics answers 404.
  METRICS_TOKEN: z.string().trim().min(1).optional(),
  REDIS_URL: url(['redis:', 'rediss:'], 'a redis:// URL').optional(),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(40).default('labwise:'),
  CORS_ORIGINS: z.string().trim().optional(),
  FEATURE_PAYMENTS: featureFlag(),
  FEATURE_LAB_INTEGRATION: featureFlag(),
  FEATURE_EHR_INTEGRATION: featureFlag(),
  FEATURE_AI: featureFlag(),
  FEATURE_ANALYTICS: flag(false),
  DEMO: z.enum(['true', 'false', '1', '0'], { error: 'expected true or false' }).optional(),
  APP_ENV: z.string().trim().min(1).default('production'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'expected one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000, 'expected 1 to 100000').default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int('expected 1 to 1000000').min(1, 'expected 1 to 1000000').max(1_000_000, 'expected 1 to 1000000').default(600),
  HL7_RATE_LIMIT_PER_MINUTE: z.coerce.number().int('expected 1 to 1000000').min(1, 'expected 1 to 1000000').max(1_000_000, 'expected 1 to 1000000').default(600),
  TRUST_PROXY: trustProxy,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  WEB_DIST_DIR: z.string().trim().optional(),
  JOBS_WORKER: flag(true),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64, 'expected 1 to 64').default(4),
  JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50, 'expected 1 to 50').default(10),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000, 'expected 50 to 60000').default(1000),
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000, 'expected 1000 to 3600000').default(120_000),
  JOBS_BACKOFF_BASE_MS: z.coerce.number().int().min(10).max(3_600_000, 'expected 10 to 3600000').default(10_000),
  JOBS_BACKOFF_MAX_MS: z.coerce.number().int().min(10).max(86_400_000, 'expected 10 to 86400000').default(1_800_000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  databasePoolMax: number;
  databaseTimeoutMs: number;
  publicUrl: string;
  oidc: { external: false } | { external: true; issuer: string; clientId: string; audience: string; roleClaim: string };
  /** Private signing keys of the embedded provider (first signs); unset → generated and kept in the database. */
  oidcSigningKeys: JWK[] | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** An SMS gateway taking POST {to, body} (bearer token optional); without it texts stay in the sms_outbox table. */
  smsHttp?: { url: string; token: string | undefined } | undefined;
  metricsToken?: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of Labwise's keys in a shared Redis. */
  redisKeyPrefix: string;
  corsOrigins: string[];
  features: { payments: boolean; labIntegration: boolean; ehrIntegration: boolean; ai: boolean; analytics: boolean };
  demo: boolean;
  /**
   * Set when DEMO=true puts the demo accounts, whose password is published, where others can
   * reach them (a non-loopback listener or public URL, or APP_ENV=production): printed at start.
   */
  demoWarning: string | null;
  environment: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** Credential posts (sign-in, sign-up, resend) per client address per 15 minutes. */
  loginRateLimitPerIp: number;
  /** API and FHIR requests per signed-in user (per address when anonymous) per minute. */
  apiRateLimitPerMinute: number;
  /** HL7 deliveries per client address, and per interface key id, per minute. */
  hl7RateLimitPerMinute: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  shutdownGraceMs: number;
  webDistDir: string;
  /** The outbox worker (ADR 0032): whether this process sends queued mail and texts, and how. */
  jobs: { worker: boolean; concurrency: number; maxAttempts: number; pollMs: number; leaseMs: number; backoffBaseMs: number; backoffCapMs: number };
};

/** A listen address or host name that only this machine reaches. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const OIDC_VARS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'OIDC_ROLE_CLAIM'] as const;

/** Parses an environment; throws ConfigError whose message is the one line to print. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  // Empty strings mean "unset": shells and .env files often export VAR= to clear a value.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const received = cleaned[name];
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(received ?? '')}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const e = parsed.data;

  const setOidc = OIDC_VARS.filter((name) => e[name] !== undefined);
  if (setOidc.length > 0 && setOidc.length < OIDC_VARS.length) {
    const missing = OIDC_VARS.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set too when using an external identity provider (${setOidc.join(', ')} set)`,
    );
  }

  const oidcSigningKeys = signingKeysFrom(e.OIDC_SIGNING_KEYS, e.OIDC_SIGNING_KEYS_FILE);

  const dataDir = path.resolve(e.DATA_DIR);
  // The embedded default is a trial on this machine: it listens on loopback only. A server with
  // PostgreSQL is a deployment and listens on every interface unless told otherwise.
  const host = e.HOST ?? (e.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const database = e.DATABASE_URL
    ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') } as const);

  // Demo accounts have a published password: by default only for a trial that nobody else can
  // reach (embedded database, loopback listener and address, not declared production).
  const privateTrial =
    !e.DATABASE_URL && isLoopback(host) && isLoopback(new URL(publicUrl).hostname) && cleaned.APP_ENV !== 'production';
  const demo = e.DEMO === undefined ? privateTrial : e.DEMO === 'true' || e.DEMO === '1';

  return {
    port: e.PORT,
    host,
    dataDir,
    database,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    publicUrl,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_AUDIENCE && e.OIDC_ROLE_CLAIM
        ? {
            external: true,
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            audience: e.OIDC_AUDIENCE,
            roleClaim: e.OIDC_ROLE_CLAIM,
          }
        : { external: false },
    oidcSigningKeys,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsHttp: e.SMS_HTTP_URL ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN } : undefined,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    features: {
      payments: e.FEATURE_PAYMENTS,
      labIntegration: e.FEATURE_LAB_INTEGRATION,
      ehrIntegration: e.FEATURE_EHR_INTEGRATION,
      ai: e.FEATURE_AI,
      analytics: e.FEATURE_ANALYTICS,
    },
    demo,
    demoWarning:
      demo && !privateTrial
        ? `DEMO=true: the demo accounts (administrator included) have the password published in the README and can be reached at ${publicUrl} (HOST=${host}). Use this only for a demonstration, never with real data.`
        : null,
    environment: e.APP_ENV,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginRateLimitPerIp: e.LOGIN_RATE_LIMIT_PER_IP,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    hl7RateLimitPerMinute: e.HL7_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    jobs: {
      worker: e.JOBS_WORKER,
      concurrency: e.JOBS_CONCURRENCY,
      maxAttempts: e.JOBS_MAX_ATTEMPTS,
      pollMs: e.JOBS_POLL_MS,
      leaseMs: e.JOBS_LEASE_MS,
      backoffBaseMs: e.JOBS_BACKOFF_BASE_MS,
      backoffCapMs: Math.max(e.JOBS_BACKOFF_MAX_MS, e.JOBS_BACKOFF_BASE_MS),
    },
  };
}

/** OIDC_SIGNING_KEYS (inline JWKS) or OIDC_SIGNING_KEYS_FILE (a path to one); never both. */
function signingKeysFrom(inline: string | undefined, file: string | undefined): JWK[] | undefined {
  if (inline !== undefined && file !== undefined) {
    throw new ConfigError('Invalid configuration: set OIDC_SIGNING_KEYS or OIDC_SIGNING_KEYS_FILE, not both');
  }
  const name = inline !== undefined ? 'OIDC_SIGNING_KEYS' : 'OIDC_SIGNING_KEYS_FILE';
  let text = inline;
  if (file !== undefined) {
    try {
      text = fs.readFileSync(path.resolve(file), 'utf8');
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration: OIDC_SIGNING_KEYS_FILE=${JSON.stringify(file)}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
  if (text === undefined) return undefined;
  try {
    return parseSigningKeys(text);
  } catch (error) {
    if (error instanceof SigningKeysError) throw new ConfigError(`Invalid configuration: ${name}: ${error.message}`);
    throw error;
  }
}
