import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type AdminOverview } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { useSession } from '../../lib/session';
import { mockApi, writes } from './test-kit';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

function setup(saved = { questionBudget: 10, followUps: true, primaryColor: 'blue', updatedAt: null as string | null }) {
  let current = saved;
  return mockApi(vi.mocked(useSession), (call) => {
    if (call.path === '/api/v1/admin/settings' && call.method === 'PATCH') {
      current = { ...current, ...(call.body as object), updatedAt: '2026-11-22T10:00:00Z' };
      return { data: current };
    }
    if (call.path === '/api/v1/admin/settings') return { data: current };
    if (call.path === '/api/v1/settings/public') return { data: { primaryColor: current.primaryColor } };
    return undefined;
  });
}

describe('admin settings page', () => {
  it('shows the brief’s defaults and refuses a budget outside 1–50 before sending', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminSettings);
    const budget = await screen.findByLabelText('Max AI questions per session');
    expect(budget).toHaveValue(10);
    expect(screen.getByRole('switch', { name: 'AI follow-up questions' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Blue/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await app.user.clear(budget);
    await app.user.type(budget, '51');
    await app.user.click(screen.getByRole('button', { name: 'Save settings' }));
    const message = await screen.findByText('Max AI questions per session must be a whole number from 1 to 50.');
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(budget.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(budget).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('saves only what changed, and the new brand colour is applied to the page', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminSettings);
    const budget = await screen.findByLabelText('Max AI questions per session');
    await app.user.clear(budget);
    await app.user.type(budget, '6');
    await app.user.click(screen.getByRole('radio', { name: /Teal/ }));
    await app.user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/admin/settings', body: { questionBudget: 6, primaryColor: 'teal' } });
    expect(await screen.findByText(/Last changed/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('style[data-brand="teal"]')?.textContent).toContain('--primary:#0f766e'));
  });
});

describe('admin dashboard', () => {
  it('shows figures computed by the server, with how each is defined', async () => {
    const overview: AdminOverview = {
      totalUsers: 42,
      activeUsers: 17,
      pendingApprovals: 2,
      activeTests: 19,
      activeLabs: 5,
      openPartnershipRequests: 1,
      systemHealth: 67,
      checks: [
        { name: 'Database', ok: true, detail: 'The database answers.' },
        { name: 'E-mail delivery', ok: false, detail: '1 e-mail failed in the last 24 hours.' },
        { name: 'Text messages', ok: true, detail: 'No failed text messages in the last 24 hours.' },
      ],
    };
    mockApi(vi.mocked(useSession), (call) => {
      if (call.path === '/api/v1/admin/overview') return { data: overview };
      if (call.path === '/api/v1/admin/audit-events')
        return {
          data: [{ id: 1, at: '2026-11-22T10:00:00Z', actor: { id: 'a', name: 'Alex Morgan', email: 'admin@demo.labwise.test' }, actorRole: 'admin', action: 'update', resourceType: 'setting', resourceId: 'max_ai_questions', outcome: 'allowed' }],
        };
      return undefined;
    });
    renderRoute(paths.dashboard);
    expect(await screen.findByText('67%')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
    expect(screen.queryByText('99.9%')).not.toBeInTheDocument();
    expect(screen.queryByText('156')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /About Active Users: Accounts that signed in, or did anything recorded in the audit trail, in the last 30 days/ })).toBeInTheDocument();
    expect(screen.getByText('E-mail delivery: 1 e-mail failed in the last 24 hours.')).toBeInTheDocument();
    expect(await screen.findByText(/changed a setting/)).toBeInTheDocument();
  });
});
