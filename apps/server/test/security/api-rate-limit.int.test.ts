import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { signedInUser, type SignedInUser } from '../accounts';

// Finding 9 of the outside test: no per-user API rate limit (300 requests in 14 s from one patient, no 429).
const LIMIT = 5;
const ctx = useTestApp({ API_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
let patient: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  patient = await signedInUser(ctx.app, ctx.database.db, 'api-limit-patient@example.com');
  other = await signedInUser(ctx.app, ctx.database.db, 'api-limit-other@example.com');
});

const me = (who: SignedInUser, forwardedFor: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...who.headers, 'x-forwarded-for': forwardedFor } });

describe('per-user API rate limit', () => {
  it('answers 429 with Retry-After in the API error shape once a user has spent the limit, wherever they connect from', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await me(patient, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    const limited = await me(patient, '203.0.113.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too Many Requests',
      detail: 'Too many requests in a short time. Wait a moment, then try again.',
      requestId: limited.headers['x-request-id'],
    });
    // An encoded path reaches the same route and the same counter.
    expect((await ctx.app.inject({ method: 'GET', url: '/%61pi/v1/auth/me', headers: patient.headers })).statusCode).toBe(429);
  });

  it('another user from the same address is not affected', async () => {
    expect((await me(other, '203.0.113.1')).statusCode).toBe(200);
  });

  it('anonymous callers are counted per address', async () => {
    const config = (address: string) => ctx.app.inject({ method: 'GET', url: '/api/config', headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < LIMIT; i += 1) expect((await config('198.51.100.5')).statusCode).toBe(200);
    expect((await config('198.51.100.5')).statusCode).toBe(429);
    expect((await config('198.51.100.6')).statusCode).toBe(200);
  });

  it('does not count the identity provider’s pages or health checks', async () => {
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '198.51.100.5' } })).statusCode).toBe(200);
  });
});
