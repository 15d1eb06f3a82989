import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type Account } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { stubResizeObserver } from '../../../test/browser-stubs';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

function signedInAs(role: string, status = 'active') {
  mockSession(useSession);
  const account = demoAccount({ email: 'dana@demo.labwise.test', title: 'Internal Medicine', role, status } as Partial<Account>);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(account));
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      return Promise.resolve(notFound());
    }),
  );
}

describe('dashboard header', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('starts with a skip link to the page content, the first thing Tab reaches', async () => {
    signedInAs('doctor');
    const app = renderRoute(paths.adminTests);
    await screen.findByRole('button', { name: /^Search/ });
    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('has the brand, search, notifications, theme and the avatar menu with name, e-mail, title, role and Log out', async () => {
    signedInAs('doctor');
    const app = renderRoute(paths.adminTests);
    const header = (await screen.findByRole('button', { name: /^Search/ })).closest('header')!;
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
    await app.user.click(within(header).getByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('menu');
    for (const text of ['Dana Demo', 'dana@demo.labwise.test', 'Internal Medicine', 'Healthcare Provider'])
      expect(within(menu).getByText(text)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers the role navigation as a menu for narrow screens', async () => {
    signedInAs('lab_technician');
    const app = renderRoute(paths.adminTests);
    await app.user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const menu = await screen.findByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.textContent);
    expect(labels).toEqual(['Dashboard', 'Orders', 'Collections', 'Results', 'Test Catalog', 'Lab Network']);
    await app.user.click(within(menu).getByRole('menuitemradio', { name: 'Lab Network' }));
    await waitFor(() => expect(app.location().pathname).toBe(paths.labs));
    // The current page is the checked one.
    await app.user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Lab Network' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('keeps search for approved accounts: someone awaiting approval has notifications only', async () => {
    signedInAs('doctor', 'pending_approval');
    renderRoute(paths.account);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Search/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});
