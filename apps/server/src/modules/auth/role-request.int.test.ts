import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { signIn } from '../../../test/oidc-flow';
import { createLocalAccount } from '../../identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../../identity/mount';

const ctx = useTestApp();
let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(ctx.app, ctx.database.db, 'root@example.com', 'admin');
});

const me = async (headers: Record<string, string>) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json().data;
const assign = (headers: Record<string, string>, role: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/assign-role', headers, payload: { role } });
const requestRole = (headers: Record<string, string>, role: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/role-request', headers, payload: { role } });

describe('the role card at sign-in', () => {
  it('changes nothing for an existing account: it keeps its role and its pages', async () => {
    const patient = await signedInUser(ctx.app, ctx.database.db, 'existing-patient@example.com');
    const res = await assign(patient.headers, 'doctor');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'patient', requestedRole: null, status: 'active' });
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/v1/lab-orders', headers: patient.headers });
    expect(orders.statusCode).toBe(200);
  });

  it('applies once, at the first sign-in of an account created by sign-up', async () => {
    const created = await createLocalAccount(ctx.database.db, {
      issuer: EMBEDDED_ISSUER_KEY,
      fullName: 'New Doctor',
      email: 'new-doctor@example.com',
      password: 'a calm blue river',
      emailVerified: true,
      roleHintOpen: true,
    });
    expect(created).not.toBeNull();
    const { access_token } = await signIn(ctx.app, 'new-doctor@example.com', 'a calm blue river');
    const headers = { authorization: `Bearer ${access_token}` };
    expect((await assign(headers, 'doctor')).json().data).toMatchObject({ role: 'patient', requestedRole: 'doctor', status: 'pending_approval' });
    // Declined: the account is no longer new, so a later card does not make it wait again.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${created!.id}/reject`, headers: admin.headers })).statusCode).toBe(200);
    expect((await assign(headers, 'lab_technician')).json().data).toMatchObject({ role: 'patient', requestedRole: null, status: 'active' });
  });

  it('is closed by a second sign-in when no callback applied it', async () => {
    await createLocalAccount(ctx.database.db, {
      issuer: EMBEDDED_ISSUER_KEY,
      fullName: 'Twice',
      email: 'twice@example.com',
      password: 'a calm blue river',
      emailVerified: true,
      roleHintOpen: true,
    });
    await signIn(ctx.app, 'twice@example.com', 'a calm blue river');
    const { access_token } = await signIn(ctx.app, 'twice@example.com', 'a calm blue river');
    const headers = { authorization: `Bearer ${access_token}` };
    expect((await assign(headers, 'admin')).json().data).toMatchObject({ role: 'patient', requestedRole: null, status: 'active' });
  });
});

describe('Request another role (account page)', () => {
  it('keeps the current role working while an administrator decides; approval switches the role', async () => {
    const patient = await signedInUser(ctx.app, ctx.database.db, 'becoming-doctor@example.com');
    const res = await requestRole(patient.headers, 'doctor');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your request for the Healthcare Provider role was sent to an administrator. You keep your current role meanwhile.');
    expect(res.json().data).toMatchObject({ role: 'patient', requestedRole: 'doctor', status: 'active' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/lab-orders', headers: patient.headers })).statusCode).toBe(200);

    const again = await requestRole(patient.headers, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Your request for the Healthcare Provider role is already waiting for an administrator.');

    const waiting = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?requested=true', headers: admin.headers });
    expect(waiting.json().data.map((u: { email: string }) => u.email)).toContain('becoming-doctor@example.com');
    const overview = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: admin.headers });
    expect(overview.json().data.pendingApprovals).toBeGreaterThanOrEqual(1);

    const approve = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${patient.id}/approve`, headers: admin.headers });
    expect(approve.json().data).toMatchObject({ role: 'doctor', requestedRole: null, status: 'active' });
    expect(await me(patient.headers)).toMatchObject({ role: 'doctor', requestedRole: null });
  });

  it('declining leaves the role the account had', async () => {
    const tech = await signedInUser(ctx.app, ctx.database.db, 'stays-tech@example.com', 'patient');
    await requestRole(tech.headers, 'admin');
    const reject = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${tech.id}/reject`, headers: admin.headers });
    expect(reject.json().data).toMatchObject({ role: 'patient', requestedRole: null, status: 'active' });
  });

  it('refuses the role the account already has, and a role outside the four', async () => {
    const patient = await signedInUser(ctx.app, ctx.database.db, 'already@example.com');
    const same = await requestRole(patient.headers, 'patient');
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toBe('Your account already has this role.');
    const odd = await requestRole(patient.headers, 'superuser');
    expect(odd.statusCode).toBe(400);
  });
});
