import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';

const ctx = useTestApp();

describe('health', () => {
  it('answers liveness and readiness', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('reports not ready with 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const ready = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, detail: 'The database is not reachable.' });
    await other.app.close();
  });
});

describe('GET /api/config', () => {
  it('describes the embedded identity provider without authentication', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        // The API is called relative to the page: it works at any address that reaches it.
        apiBaseUrl: '',
        publicUrl: 'http://localhost:3000',
        identity: {
          issuer: 'http://localhost:3000/oidc',
          clientId: 'labwise-web',
          audience: 'http://localhost:3000/api',
          scopes: 'openid profile email',
          embedded: true,
        },
        azure: null,
        features: { mockAuth: false, analytics: false },
        runtimeFeatures: { payments: true, labIntegration: true, ehrIntegration: true, ai: true },
        environment: 'production',
      },
    });
    expect(typeof body.message).toBe('string');
  });

  it('fills the azure fields for a Microsoft Entra issuer', async () => {
    const entra = await createTestApp({
      OIDC_ISSUER: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
      OIDC_CLIENT_ID: 'abc-123',
      OIDC_AUDIENCE: 'api://labwise',
      OIDC_ROLE_CLAIM: 'roles',
    });
    const res = await entra.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.azure).toEqual({
      tenant_name: 'contoso.onmicrosoft.com',
      client_id: 'abc-123',
      primary_domain: 'contoso.onmicrosoft.com',
    });
    expect(res.json().data.identity.embedded).toBe(false);
    await entra.close();
  });
});

describe('conventions', () => {
  it('answers unknown API paths with the JSON error shape and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: 'Not Found' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers a malformed address with a 4xx in the error shape, not 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('refuses form and text bodies with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-email',
        headers: { 'content-type': type },
        payload: 'token=abc',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe('Send the request body as JSON (Content-Type: application/json).');
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, detail: 'The request body is too large.' });
  });

  it('sets security headers: CSP without inline scripts, no framing, nosniff', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/config');
  });

  it('declares a permission for every route', () => {
    expect(ctx.app.routeInventory.length).toBeGreaterThan(3);
    for (const route of ctx.app.routeInventory) expect(route.permission).toBeTruthy();
  });
});

describe('CORS', () => {
  it('allows only configured origins', async () => {
    const strict = await createTestApp({ CORS_ORIGINS: 'https://app.example.com' });
    const allowed = await strict.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://app.example.com' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const denied = await strict.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    await strict.close();
  });
});
