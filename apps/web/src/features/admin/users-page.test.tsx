import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type AdminLab, type AdminUser } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { useSession } from '../../lib/session';
import { ADMIN_ACCOUNT, mockApi, writes, type Handler } from './test-kit';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: crypto.randomUUID(),
  email: 'someone@example.com',
  fullName: 'Someone',
  title: null,
  role: 'patient',
  requestedRole: null,
  status: 'active',
  emailVerified: true,
  labId: null,
  createdAt: '2026-10-01T10:00:00Z',
  lastLoginAt: null,
  ...over,
});
const me = user({ id: ADMIN_ACCOUNT.id, email: ADMIN_ACCOUNT.email, fullName: 'Alex Morgan', role: 'admin' });
const patient = user({ email: 'maya@example.com', fullName: 'Maya Patel', lastLoginAt: '2026-11-20T09:00:00Z' });
const tech = user({ email: 'lena@example.com', fullName: 'Lena Fischer', requestedRole: 'lab_technician', status: 'pending_approval' });
const lab = { id: '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d', name: 'Northside Clinical Laboratory' } as AdminLab;

function setup(extra: Handler = () => undefined) {
  return mockApi(vi.mocked(useSession), (call) => {
    const reply = extra(call);
    if (reply) return reply;
    if (call.path === '/api/v1/admin/labs') return { data: [lab] };
    if (call.path === '/api/v1/admin/users' && call.method === 'GET') {
      if (call.search.get('status') === 'pending_approval') return { data: [tech] };
      if (call.search.get('role') === 'admin') return { data: [me] };
      return { data: [me, patient, tech] };
    }
    if (call.method === 'PATCH' || call.method === 'POST') return { data: patient };
    return undefined;
  });
}

describe('admin users page', () => {
  it('lists accounts with role, status and last sign-in, and filters by role on the server', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminUsers);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const accounts = await screen.findByRole('region', { name: 'Accounts' });
    expect(await within(accounts).findByText('Maya Patel')).toBeInTheDocument();
    expect(within(accounts).getByText('Last sign-in Nov 20, 2026')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(within(accounts).queryByText('Maya Patel')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/v1/admin/users' && c.search.get('role') === 'admin')).toBe(true);
  });

  it('never offers an administrator to deactivate themself', async () => {
    setup();
    renderRoute(paths.adminUsers);
    expect(await screen.findByRole('button', { name: 'Deactivate Maya Patel' })).toBeInTheDocument();
    expect(screen.getByText('(you)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Alex Morgan' })).not.toBeInTheDocument();
  });

  it('asks before deactivating, and shows the server’s refusal inside the confirmation', async () => {
    const calls = setup((call) => (call.method === 'PATCH' ? { status: 409, detail: 'At least one active administrator must remain.' } : undefined));
    const app = renderRoute(paths.adminUsers);
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate Maya Patel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    expect(within(confirm).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('At least one active administrator must remain.');
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', path: `/api/v1/admin/users/${patient.id}`, body: { status: 'disabled' } });
  });

  it('approves a lab technician only with a lab: assigns the lab, then approves', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminUsers);
    const approve = await screen.findByRole('button', { name: 'Approve Lena Fischer' });
    await app.user.click(approve);
    expect(await screen.findByText('Choose the lab this technician works at.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await app.user.selectOptions(screen.getByLabelText('Lab'), lab.id);
    await app.user.click(approve);
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', `/api/v1/admin/users/${tech.id}`, { labId: lab.id }],
      ['POST', `/api/v1/admin/users/${tech.id}/approve`, {}],
    ]);
  });

  it('changes a role in the Manage dialog; the own role cannot be changed', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminUsers);
    await app.user.click(await screen.findByRole('button', { name: 'Manage Alex Morgan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Manage Alex Morgan' });
    expect(within(dialog).getByLabelText('Role')).toBeDisabled();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await app.user.click(screen.getByRole('button', { name: 'Manage Maya Patel' }));
    dialog = await screen.findByRole('dialog', { name: 'Manage Maya Patel' });
    await app.user.selectOptions(within(dialog).getByLabelText('Role'), 'lab_technician');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Choose the lab this technician works at.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lab')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Lab')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
    await app.user.selectOptions(within(dialog).getByLabelText('Lab'), lab.id);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({ role: 'lab_technician', labId: lab.id });
  });
});
