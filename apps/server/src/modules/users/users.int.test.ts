import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { and, eq } from 'drizzle-orm';
import { auditEvents, labs } from '../../db/schema';

const ctx = useTestApp();
let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.database.db, 'root@example.com', 'admin');
});

describe('role approval', () => {
  it('keeps a requested doctor waiting until an admin approves', async () => {
    const doc = await signedInUser(ctx.app, ctx.database.db, 'wannabe@example.com', 'patient', { roleHintOpen: true });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/assign-role', headers: doc.headers, payload: { role: 'doctor' } });

    const pending = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?status=pending_approval', headers: admin.headers });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.map((u: { email: string }) => u.email)).toContain('wannabe@example.com');

    const approve = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${doc.id}/approve`, headers: admin.headers });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ role: 'doctor', requestedRole: null, status: 'active' });

    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: doc.headers });
    expect(me.json().data.role).toBe('doctor');

    // The doctor hears of it by e-mail, with the way back in.
    await ctx.deliver();
    const mail = ctx.mailbox.messages.findLast((m) => m.to === 'wannabe@example.com')!;
    expect(mail.subject).toBe('Your Labwise account is approved (Healthcare Provider)');
    expect(mail.text).toContain('you can now sign in to Labwise with the Healthcare Provider role.');
    expect(ctx.mailbox.lastLink('wannabe@example.com', '/login')).toMatch(/\/login$/);
  });

  it('tells a declined requester, who keeps the role they had', async () => {
    const hopeful = await signedInUser(ctx.app, ctx.database.db, 'hopeful@example.com', 'patient', { roleHintOpen: true });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/assign-role', headers: hopeful.headers, payload: { role: 'doctor' } });
    const reject = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${hopeful.id}/reject`, headers: admin.headers });
    expect(reject.statusCode).toBe(200);
    expect(reject.json().data).toMatchObject({ role: 'patient', requestedRole: null, status: 'active' });
    await ctx.deliver();
    const mail = ctx.mailbox.messages.findLast((m) => m.to === 'hopeful@example.com')!;
    expect(mail.subject).toBe('Your request for Healthcare Provider access on Labwise');
    expect(mail.text).toContain('Your account stays active with the Patient role.');
  });

  it('refuses approval to non-admins with 403 and to anonymous callers with 401', async () => {
    const patient = await signedInUser(ctx.app, ctx.database.db, 'curious@example.com');
    const asPatient = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: patient.headers });
    expect(asPatient.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a pending user reach only their own profile', async () => {
    const pendingAdmin = await signedInUser(ctx.app, ctx.database.db, 'climber@example.com', 'patient', { roleHintOpen: true });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/assign-role', headers: pendingAdmin.headers, payload: { role: 'admin' } });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: pendingAdmin.headers });
    expect(me.json().data).toMatchObject({ role: 'patient', requestedRole: 'admin', status: 'pending_approval' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: pendingAdmin.headers });
    expect(list.statusCode).toBe(403);
    expect(list.json().detail).toMatch(/awaiting approval/);
  });

  it('requires a lab before approving a lab technician', async () => {
    const tech = await signedInUser(ctx.app, ctx.database.db, 'tech@example.com', 'patient', { roleHintOpen: true });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/assign-role', headers: tech.headers, payload: { role: 'lab_technician' } });
    const approve = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${tech.id}/approve`, headers: admin.headers });
    expect(approve.statusCode).toBe(400);
    expect(approve.json().detail).toBe('A lab technician must belong to a lab: choose one.');
  });
});

describe('account administration', () => {
  it('deactivation ends access at once', async () => {
    const user = await signedInUser(ctx.app, ctx.database.db, 'leaving@example.com');
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { status: 'disabled' },
    });
    expect(off.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.headers })).statusCode).toBe(401);
  });

  it('never removes the last active administrator', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${admin.id}`,
      headers: admin.headers,
      payload: { role: 'patient' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('At least one active administrator must remain.');
  });

  it('rejects unknown keys and bad ids with 400', async () => {
    const extra = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${admin.id}`,
      headers: admin.headers,
      payload: { status: 'active', passwordHash: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    const badId = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/users/not-a-uuid/approve', headers: admin.headers });
    expect(badId.statusCode).toBe(400);
  });

  it('never lets an administrator deactivate themself or change their own role', async () => {
    const second = await signedInUser(ctx.app, ctx.database.db, 'second-admin@example.com', 'admin');
    const off = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${second.id}`, headers: second.headers, payload: { status: 'disabled' } });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe('You cannot deactivate your own account. Ask another administrator.');
    const demote = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${second.id}`, headers: second.headers, payload: { role: 'doctor' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe('You cannot change your own role. Ask another administrator.');
    // Another administrator may.
    const byOther = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${second.id}`, headers: admin.headers, payload: { status: 'disabled' } });
    expect(byOther.statusCode).toBe(200);
  });

  it('reactivates a deactivated account, and audits each change with who made it', async () => {
    const user = await signedInUser(ctx.app, ctx.database.db, 'returning@example.com');
    for (const status of ['disabled', 'active']) {
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${user.id}`, headers: admin.headers, payload: { status } });
      expect(res.json().data.status).toBe(status);
    }
    const trail = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'user'), eq(auditEvents.resourceId, user.id)));
    expect(trail.map((t) => [t.action, t.actorUserId])).toEqual([
      ['update', admin.id],
      ['update', admin.id],
    ]);
  });

  it('assigns a technician to a lab that exists, and refuses an unknown lab with 400', async () => {
    const tech = await signedInUser(ctx.app, ctx.database.db, 'assign-tech@example.com');
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${tech.id}`,
      headers: admin.headers,
      payload: { role: 'lab_technician', labId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Choose a lab from the list.');
    const [lab] = await ctx.database.db.insert(labs).values({ name: 'Assign Lab', address: '1 Main St, Town, ST', city: 'Town', region: 'ST', phone: '+1 555 0100', email: 'a@lab.example' }).returning();
    const ok = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${tech.id}`, headers: admin.headers, payload: { role: 'lab_technician', labId: lab!.id } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ role: 'lab_technician', labId: lab!.id });
  });

  it('answers a missing user with 404', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/00000000-0000-4000-8000-000000000000/approve',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
