import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';

const TOKEN = 'scraper-token-for-tests-0123456789';

let withMetrics: TestContext;
let without: TestContext;
beforeAll(async () => {
  withMetrics = await createTestApp({ METRICS_TOKEN: TOKEN });
  without = await createTestApp();
}, 180_000);
afterAll(async () => {
  await withMetrics.close();
  await without.close();
});

const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers 404 when no metrics token is configured', async () => {
    const res = await scrape(without, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('asks for the token: 401 without it or with another one', async () => {
    const none = await scrape(withMetrics);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await scrape(withMetrics, 'Bearer not-the-token')).statusCode).toBe(401);
    expect((await scrape(withMetrics, TOKEN)).statusCode).toBe(401);
  });

  it('reports latency per route template (never a raw id), the event loop and the outbox', async () => {
    expect((await withMetrics.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const id = '6f1c1d1e-7d0b-4a8e-9a51-0d6c2f1b9e77';
    await withMetrics.app.inject({ method: 'GET', url: `/api/v1/lab-orders/${id}` });

    const res = await scrape(withMetrics, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/lab-orders\/:id",status_code="401"\} 1/);
    expect(text).not.toContain(id);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toMatch(/outbox_messages\{status="queued"\} \d+/);
    expect(text).toMatch(/outbox_messages\{status="failed"\} \d+/);
  });
});
