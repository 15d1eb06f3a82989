import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { startAuthorization } from '../../test/oidc-flow';

const ctx = useTestApp();

describe('favicon', () => {
  it('names the SPA icon on the hosted sign-in page', async () => {
    const flow = await startAuthorization(ctx.app);
    const page = await ctx.app.inject({ method: 'GET', url: flow.interactionPath, headers: { cookie: flow.jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it('answers /favicon.ico with the SPA icon instead of a 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });
});
