import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database, port 3000 and production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.environment).toBe('production');
    expect(config.demo).toBe(true);
    expect(config.oidc).toEqual({ external: false });
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', DEMO: 'true' }).demo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT="abc": expected a port number from 1 to 65535$/],
    [{ PORT: '70000' }, /PORT="70000": expected a port number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL="mysql:\/\/x": expected a postgres:\/\/ connection URL/],
    [{ FEATURE_AI: 'maybe' }, /FEATURE_AI="maybe": expected true or false/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud": expected one of/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8, ::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8', '::1']);
  });

  it.each(['true', '0', '11', '10.0.0.0/33', '10.0.0', 'proxy.example.com', '10.0.0.1,', '::1/129', '10.0.0.0/8/1'])('refuses TRUST_PROXY=%s with one line saying what it expects', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY=".*": expected false, a number of proxy hops \(1 to 10\), or a comma-separated list/);
  });

  it('limits API and HL7 requests per minute, 600 unless configured', () => {
    expect(loadConfig({})).toMatchObject({ apiRateLimitPerMinute: 600, hl7RateLimitPerMinute: 600 });
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '1200', HL7_RATE_LIMIT_PER_MINUTE: '60' })).toMatchObject({ apiRateLimitPerMinute: 1200, hl7RateLimitPerMinute: 60 });
    expect(() => loadConfig({ API_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/API_RATE_LIMIT_PER_MINUTE="0": expected 1 to 1000000/);
  });

  it('turns runtime features off only when set to false', () => {
    const on = loadConfig({});
    expect(on.features).toMatchObject({ payments: true, labIntegration: true, ehrIntegration: true, ai: true });
    const off = loadConfig({ FEATURE_AI: 'false', FEATURE_PAYMENTS: 'false' });
    expect(off.features.ai).toBe(false);
    expect(off.features.payments).toBe(false);
    expect(off.features.labIntegration).toBe(true);
  });

  it('needs all four OIDC variables for an external provider', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_CLIENT_ID, OIDC_AUDIENCE, OIDC_ROLE_CLAIM must be set too/,
    );
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_CLIENT_ID: 'spa',
      OIDC_AUDIENCE: 'https://api.example.com',
      OIDC_ROLE_CLAIM: 'roles',
    });
    expect(config.oidc).toEqual({
      external: true,
      issuer: 'https://id.example.com',
      clientId: 'spa',
      audience: 'https://api.example.com',
      roleClaim: 'roles',
    });
  });

  it('configures the outbox worker, refusing values that would stall or flood it', () => {
    expect(loadConfig({}).jobs).toEqual({ worker: true, concurrency: 4, maxAttempts: 10, pollMs: 1000, leaseMs: 120_000, backoffBaseMs: 10_000, backoffCapMs: 1_800_000 });
    const tuned = loadConfig({ JOBS_WORKER: 'false', JOBS_CONCURRENCY: '8', JOBS_MAX_ATTEMPTS: '3', JOBS_BACKOFF_BASE_MS: '5000', JOBS_BACKOFF_MAX_MS: '1000' });
    // A cap below the first wait would make the back-off shrink: the cap is raised to the base.
    expect(tuned.jobs).toMatchObject({ worker: false, concurrency: 8, maxAttempts: 3, backoffBaseMs: 5000, backoffCapMs: 5000 });
    expect(() => loadConfig({ JOBS_CONCURRENCY: '0' })).toThrow('Invalid configuration: JOBS_CONCURRENCY="0"');
    expect(() => loadConfig({ JOBS_MAX_ATTEMPTS: '500' })).toThrow('JOBS_MAX_ATTEMPTS="500": expected 1 to 50');
    expect(() => loadConfig({ JOBS_LEASE_MS: '10' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });
});

describe('OIDC_SIGNING_KEYS', () => {
  const rsa = (kid: string, modulusLength = 2048) => ({
    ...generateKeyPairSync('rsa', { modulusLength }).privateKey.export({ format: 'jwk' }),
    kid,
  });
  const ec = (kid: string) => ({ ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }), kid });

  it('is unset by default: the provider generates and stores its own keys', () => {
    expect(loadConfig({}).oidcSigningKeys).toBeUndefined();
  });

  it('reads private RS256 and ES256 keys inline or from a file, first key first', () => {
    const keys = [ec('new-2026'), rsa('old-2025')];
    const inline = loadConfig({ OIDC_SIGNING_KEYS: JSON.stringify({ keys }) }).oidcSigningKeys;
    expect(inline?.map((k) => [k.kid, k.alg, k.use])).toEqual([
      ['new-2026', 'ES256', 'sig'],
      ['old-2025', 'RS256', 'sig'],
    ]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-keys-'));
    const file = path.join(dir, 'jwks.json');
    fs.writeFileSync(file, JSON.stringify({ keys }));
    try {
      expect(loadConfig({ OIDC_SIGNING_KEYS_FILE: file }).oidcSigningKeys).toEqual(inline);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not json', /^Invalid configuration: OIDC_SIGNING_KEYS: expected a JSON Web Key Set/],
    [JSON.stringify({ keys: [] }), /at least one key/],
    [JSON.stringify({ keys: [{ ...rsa('a'), kid: undefined }] }), /key 1 has no "kid"/],
    [JSON.stringify({ keys: [rsa('a'), rsa('a')] }), /key 2 \(kid "a"\) repeats a kid/],
    [JSON.stringify({ keys: [{ ...rsa('pub'), d: undefined }] }), /key 1 \(kid "pub"\) is a public key/],
    [JSON.stringify({ keys: [{ ...rsa('weak', 1024) }] }), /1024 bits; use at least 2048/],
    [JSON.stringify({ keys: [{ ...rsa('x'), alg: 'HS256' }] }), /has alg "HS256"/],
    [JSON.stringify({ keys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'hmac' }] }), /must be an RSA key \(RS256\) or an EC P-256 key \(ES256\)/],
    [JSON.stringify({ keys: [{ ...rsa('broken'), n: rsa('other').n }] }), /key 1 \(kid "broken"\) is not a valid private key/],
  ])('refuses a bad key set with one line that names the variable and repeats no key material (%#)', (value, message) => {
    let error: unknown;
    try {
      loadConfig({ OIDC_SIGNING_KEYS: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(message);
    expect(text).toMatch(/^Invalid configuration: OIDC_SIGNING_KEYS: /);
    expect(text.split('\n')).toHaveLength(1);
    // No fragment of the key (private exponent, primes, modulus) leaks into the message.
    const key = (JSON.parse(value === 'not json' ? '{"keys":[]}' : value) as { keys: Record<string, unknown>[] }).keys[0] ?? {};
    for (const field of ['d', 'p', 'q', 'n', 'k']) {
      const secret = key[field];
      if (typeof secret === 'string' && secret.length > 8) expect(text).not.toContain(secret.slice(0, 16));
    }
  });

  it('refuses an unreadable file and both variables at once', () => {
    expect(() => loadConfig({ OIDC_SIGNING_KEYS_FILE: '/nonexistent/jwks.json' })).toThrow(
      /^Invalid configuration: OIDC_SIGNING_KEYS_FILE="\/nonexistent\/jwks.json": cannot read the file \(ENOENT\)$/,
    );
    expect(() => loadConfig({ OIDC_SIGNING_KEYS: '{}', OIDC_SIGNING_KEYS_FILE: '/x' })).toThrow(/not both/);
  });
});
