import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { labs, outboxJobs, users } from '../../db/schema';
import { createLocalAccount } from '../../identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../../identity/mount';
import { CATALOG, seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let admin: SignedInUser;

const overview = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: admin.headers })).json().data;

beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
  admin = await signedInUser(ctx.app, ctx.database.db, 'overview-admin@example.com', 'admin');
});

describe('admin overview', () => {
  it('counts users active in the last 30 days from sign-ins and audited actions, not dormant accounts', async () => {
    const before = await overview();
    await signedInUser(ctx.app, ctx.database.db, 'recent@example.com');
    // An account that exists but last signed in two months ago.
    const dormant = await createLocalAccount(ctx.database.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: 'Dormant', email: 'dormant@example.com', password: 'a calm blue river', emailVerified: true });
    await ctx.database.db.update(users).set({ lastLoginAt: new Date(Date.now() - 60 * 24 * 3600 * 1000) }).where(eq(users.id, dormant!.id));
    const after = await overview();
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.activeUsers).toBe(before.activeUsers + 1);
  });

  it('computes the catalog, lab and approval figures from the data', async () => {
    const data = await overview();
    expect(data).toMatchObject({ activeTests: CATALOG.length, pendingApprovals: 0, openPartnershipRequests: 0 });
    const active = await ctx.database.db.select({ id: labs.id }).from(labs).where(eq(labs.status, 'active'));
    expect(data.activeLabs).toBe(active.length);
    expect(active.length).toBeGreaterThan(0);
    const pending = await signedInUser(ctx.app, ctx.database.db, 'wants-doctor@example.com', 'patient', { roleHintOpen: true });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/assign-role', headers: pending.headers, payload: { role: 'doctor' } });
    expect((await overview()).pendingApprovals).toBe(1);
  });

  it('reports system health from the readiness checks: a failed e-mail in the last 24 hours lowers it', async () => {
    const healthy = await overview();
    expect(healthy.systemHealth).toBe(100);
    expect(healthy.checks.map((c: { name: string; ok: boolean }) => [c.name, c.ok])).toEqual([
      ['Database', true],
      ['E-mail delivery', true],
      ['Text messages', true],
    ]);
    // Deliveries parked as failed count (the outbox, ADR 0032): an old failure no longer, a fresh one does;
    // a message still being retried is not a failure yet.
    const job = { channel: 'mail', kind: 'test', recipient: 'x@example.com', lastError: 'SMTP 550' } as const;
    await ctx.database.db.insert(outboxJobs).values({ ...job, status: 'failed', updatedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) });
    await ctx.database.db.insert(outboxJobs).values({ ...job, status: 'queued', attempts: 3 });
    expect((await overview()).systemHealth).toBe(100);
    await ctx.database.db.insert(outboxJobs).values({ ...job, status: 'failed', attempts: 10 });
    const degraded = await overview();
    expect(degraded.systemHealth).toBe(67);
    expect(degraded.checks[1]).toEqual({ name: 'E-mail delivery', ok: false, detail: '1 e-mail failed in the last 24 hours.' });
  });

  it('shows the audit trail with filters, naming the actor but never the data', async () => {
    await ctx.app.inject({ method: 'PATCH', url: '/api/v1/admin/settings', headers: admin.headers, payload: { questionBudget: 12 } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit-events?resourceType=setting&action=update', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ action: 'update', resourceType: 'setting', resourceId: 'max_ai_questions', outcome: 'allowed', actor: { email: 'overview-admin@example.com' }, actorRole: 'admin' });
    const byActor = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit-events?actor=nobody-like-this', headers: admin.headers });
    expect(byActor.json().data).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit-events?action=explode', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'overview-doc@example.com', 'doctor');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: doctor.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit-events', headers: doctor.headers })).statusCode).toBe(403);
  });
});
