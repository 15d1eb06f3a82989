import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { seedDatabase } from '../../src/db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { useTestApp } from '../app';
import { startAuthorization, submitLogin } from '../oidc-flow';

/**
 * Finding 1 of the outside test (second wave): a default `npm start` listened on every interface
 * and seeded an administrator whose password is printed in the README. Demo accounts are for a
 * trial only this machine reaches; exposing them takes an explicit DEMO=true, with a warning.
 */
describe('where demo accounts are seeded', () => {
  it('the embedded default listens on loopback and seeds the demo', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.demo).toBe(true);
    expect(config.demoWarning).toBeNull();
  });

  it.each([
    ['a non-loopback HOST', { HOST: '0.0.0.0' }],
    ['a public PUBLIC_URL (behind a proxy on this machine)', { PUBLIC_URL: 'https://labwise.example' }],
    ['APP_ENV=production', { APP_ENV: 'production' }],
    ['PostgreSQL', { DATABASE_URL: 'postgres://db.internal/labwise' }],
  ])('%s refuses demo accounts unless DEMO=true', (_name, env) => {
    expect(loadConfig(env).demo).toBe(false);
    const explicit = loadConfig({ ...env, DEMO: 'true' });
    expect(explicit.demo).toBe(true);
    expect(explicit.demoWarning).toMatch(/published in the README/);
  });

  it('a server with PostgreSQL still listens on every interface by default', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/labwise' }).host).toBe('0.0.0.0');
  });
});

describe('demo accounts left from an earlier trial', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_IP: '10000' });

  it('lose the published password once the server starts without demo mode', async () => {
    await seedDatabase(ctx.database.db, { demo: true });
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email;
    const before = await submitLogin(ctx.app, await startAuthorization(ctx.app), admin, DEMO_PASSWORD);
    expect(before.statusCode).toBe(303);

    await seedDatabase(ctx.database.db, { demo: false });
    const after = await submitLogin(ctx.app, await startAuthorization(ctx.app), admin, DEMO_PASSWORD);
    expect(after.statusCode).toBe(401);
  }, 120_000);
});
