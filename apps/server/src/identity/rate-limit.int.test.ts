import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, useTestApp, type TestContext } from '../../test/app';
import { startAuthorization } from '../../test/oidc-flow';

const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_IP: '3' });

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

// With REDIS_URL, every node counts against one shared limit (CI provides Redis; skipped without it).
describe.runIf(process.env.TEST_REDIS_URL)('per-address limit shared through Redis by several nodes', () => {
  let nodes: TestContext[] = [];
  beforeAll(async () => {
    const shared = { LOGIN_RATE_LIMIT_PER_IP: '3', REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: `lw-test-${randomUUID().slice(0, 8)}:` };
    nodes = [await createTestApp(shared), await createTestApp(shared)];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
  });

  it('refuses the fourth post even when the posts went to different nodes', async () => {
    const postTo = async (node: TestContext) => {
      const flow = await startAuthorization(node.app);
      return node.app.inject({
        method: 'POST',
        url: `${flow.interactionPath}/login`,
        headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=someone%40example.com&password=wrong+password',
      });
    };
    expect((await postTo(nodes[0]!)).statusCode).toBe(401);
    expect((await postTo(nodes[1]!)).statusCode).toBe(401);
    expect((await postTo(nodes[0]!)).statusCode).toBe(401);
    expect((await postTo(nodes[1]!)).statusCode).toBe(429);
  });
});
