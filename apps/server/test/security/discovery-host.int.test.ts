import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { startAuthorization } from '../oidc-flow';

/**
 * Finding 13 of the outside test (second wave): OIDC discovery built its endpoints from the
 * request's Host header, so a shared cache could be poisoned with an attacker's host. Every URL
 * the provider publishes or redirects to must come from PUBLIC_URL alone.
 */
const ctx = useTestApp();

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('a forged Host header', () => {
  it('does not reach the discovery document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: forged });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    const body = res.json();
    expect(body.issuer).toBe('http://localhost:3000/oidc');
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'userinfo_endpoint']) {
      expect(String(body[key])).toMatch(/^http:\/\/localhost:3000\/oidc\//);
    }
  });

  it('does not reach the provider redirects or the hosted pages', async () => {
    const flow = await startAuthorization(ctx.app);
    const auth = await ctx.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: 'evil.example:8443' } });
    expect(auth.body).not.toContain('evil.example');
    const page = await ctx.app.inject({ method: 'GET', url: flow.interactionPath, headers: { cookie: flow.jar.header(), ...forged } });
    expect(page.body).not.toContain('evil.example');
    const jwks = await ctx.app.inject({ method: 'GET', url: '/oidc/jwks', headers: forged });
    expect(jwks.statusCode).toBe(200);
  });
});
