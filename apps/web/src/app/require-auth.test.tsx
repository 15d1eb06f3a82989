import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type Account } from '@labwise/domain';
import { renderRoute } from '../../test/render-route';
import { useSession, type Session } from '../lib/session';

// The identity layer is replaced by a plain value: these tests are about the guard and the shell.
vi.mock('../lib/session', () => ({ useSession: vi.fn() }));
const session = vi.mocked(useSession);

const account = (role: string): Account =>
  ({
    id: '8d6c1f3e-0d7a-4c55-9a57-0f5a3d8c2b11',
    email: `${role}@demo.labwise.test`,
    emailVerified: true,
    fullName: 'Dana Demo',
    title: null,
    role,
    requestedRole: null,
    status: 'active',
    labId: null,
  }) as Account;

function signedInAs(role: string) {
  const signedIn: Session = {
    status: 'authenticated',
    accessToken: 'token',
    user: { id: 'u1', email: 'x@y.z', role: 'patient', full_name: 'Dana Demo', name: null, title: null, email_verified: true, picture: null },
  };
  session.mockReturnValue(signedIn);
  // /auth/me answers with the role the server stores; every other list is empty.
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const data = url.endsWith('/api/v1/auth/me') ? account(role) : [];
      return Promise.resolve(new Response(JSON.stringify({ success: true, data, message: '' }), { status: 200 }));
    }),
  );
}

describe('RequireAuth and the dashboard shell', () => {
  beforeEach(() => session.mockReturnValue({ status: 'unauthenticated' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows Loading while sign-in resolves', async () => {
    session.mockReturnValue({ status: 'loading' });
    renderRoute(paths.dashboard);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  });

  it('redirects to /login when there is no user', async () => {
    localStorage.setItem('pending_role', 'doctor');
    const app = renderRoute(paths.patients);
    expect(await screen.findByText('Sign in as Healthcare Provider')).toBeInTheDocument();
    expect(app.location().pathname).toBe(paths.login);
  });

  it("says so when the role may not open the page", async () => {
    signedInAs('patient');
    renderRoute(paths.adminUsers);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', paths.dashboard);
    // The shell stays, so the user can navigate on.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', paths.patientOrders);
  });

  it('offers Light, Dark and System in the header, with the current one checked', async () => {
    signedInAs('lab_technician');
    const app = renderRoute(paths.labOrders);
    await app.user.click(await screen.findByRole('button', { name: 'Toggle theme' }));
    const light = await screen.findByRole('menuitemradio', { name: 'Light' });
    expect(light).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
    await app.user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('shows the role navigation for an administrator', async () => {
    signedInAs('admin');
    renderRoute(paths.adminSettings);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'Users', 'Labs', 'Tests', 'Settings', 'Support', 'Test Catalog', 'Lab Network', 'AI Questionnaire']);
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('hides the AI questionnaire link when the AI feature is off', async () => {
    signedInAs('doctor');
    renderRoute(paths.patients, {
      runtimeFeatures: { payments: true, labIntegration: true, ehrIntegration: true, ai: false },
    });
    expect(await screen.findByRole('heading', { name: 'My Patients' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'AI Questionnaire' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Lab Network' })).toBeInTheDocument();
  });

  it("shows 'Unknown role' on the dashboard for a role it does not know", async () => {
    signedInAs('wizard');
    renderRoute(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Unknown role' })).toBeInTheDocument();
  });
});
