import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../app';
import { startAuthorization } from '../oidc-flow';

// Finding 6 of the outside test: behind the TLS proxy the README recommends, every client had the
// proxy's address, so one client could spend the per-address sign-in limit for everyone.
// (Without TRUST_PROXY a client's own X-Forwarded-For is ignored: identity/rate-limit.int.test.ts.)
const LIMIT = 3;

async function failedSignIn(ctx: TestContext, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const flow = await startAuthorization(ctx.app);
  return ctx.app.inject({
    method: 'POST',
    url: `${flow.interactionPath}/login`,
    headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
    // A new address each time: the per-account lockout (5 failures) must not be what answers 429.
    payload: `email=someone-${randomUUID()}%40example.com&password=wrong+password`,
    remoteAddress,
  });
}

describe('TRUST_PROXY=1: one proxy in front (the socket address is the proxy)', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_IP: String(LIMIT), TRUST_PROXY: '1' });

  it('two clients behind the proxy have separate sign-in limits', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await failedSignIn(ctx, { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(401);
    const limited = await failedSignIn(ctx, { 'x-forwarded-for': '203.0.113.10' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await failedSignIn(ctx, { 'x-forwarded-for': '203.0.113.20' })).statusCode).toBe(401);
  });

  it('a client cannot escape its limit by prepending addresses: the proxy’s last entry counts', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await failedSignIn(ctx, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.30` })).statusCode).toBe(401);
    expect((await failedSignIn(ctx, { 'x-forwarded-for': '198.51.100.99, 203.0.113.30' })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_IP: String(LIMIT), TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await failedSignIn(ctx, { 'x-forwarded-for': '203.0.113.40' }, '10.1.2.3')).statusCode).toBe(401);
    expect((await failedSignIn(ctx, { 'x-forwarded-for': '203.0.113.40' }, '192.0.2.1')).statusCode).toBe(429);
    expect((await failedSignIn(ctx, { 'x-forwarded-for': '203.0.113.41' }, '10.1.2.3')).statusCode).toBe(401);

    // A client connecting directly (not a listed proxy) is counted by its own address, whatever it claims.
    for (let i = 0; i < LIMIT; i += 1) expect((await failedSignIn(ctx, { 'x-forwarded-for': `203.0.113.${60 + i}` }, '198.51.100.7')).statusCode).toBe(401);
    expect((await failedSignIn(ctx, { 'x-forwarded-for': '203.0.113.99' }, '198.51.100.7')).statusCode).toBe(429);
  });
});
