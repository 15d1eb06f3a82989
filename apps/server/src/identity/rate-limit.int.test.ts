import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { startAuthorization } from '../../test/oidc-flow';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: '3' });
});
afterAll(async () => {
  await ctx.close();
});

describe('per-address limit on credential posts', () => {
  it('answers 429 with Retry-After once the limit is spent, and a spoofed X-Forwarded-For does not reset it', async () => {
    const flow = await startAuthorization(ctx.app);
    const post = (forwardedFor?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${flow.interactionPath}/login`,
        headers: {
          cookie: flow.jar.header(),
          'content-type': 'application/x-www-form-urlencoded',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        payload: 'email=someone%40example.com&password=wrong+password',
      });
    for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(401);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('203.0.113.7')).statusCode).toBe(429);
  });
});
