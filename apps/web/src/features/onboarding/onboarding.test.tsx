import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type InvitePreview, type PatientRecord } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { pendingInvite } from './pending-invite';
import { stubResizeObserver } from '../../../test/browser-stubs';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const failure = (status: number, detail: string) => new Response(JSON.stringify({ success: false, message: 'Error', detail }), { status });
const record = (overrides: Partial<PatientRecord> = {}): PatientRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  full_name: 'Pat Patient',
  email: 'pat@example.com',
  phone: null,
  date_of_birth: '1990-05-04',
  age: 36,
  sex: 'female',
  status: 'new',
  primary_doctor_name: 'Dr. Daniel Reed',
  consent_given: true,
  ...overrides,
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let me: () => Response;
let preview: () => Response;

function signedIn(role: 'patient' | 'doctor' | null = 'patient') {
  calls = [];
  vi.mocked(useSession).mockReturnValue(
    role
      ? {
          status: 'authenticated',
          accessToken: 'token',
          user: { id: 'u1', email: 'pat@example.com', role, full_name: 'Pat Patient', name: null, title: null, email_verified: true, picture: null },
        }
      : { status: 'unauthenticated' },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost:3000');
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role: role ?? 'patient', email: 'pat@example.com' })));
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      if (url.pathname === '/api/v1/patients/me') return Promise.resolve(me());
      if (url.pathname === '/api/v1/patients/me/consent' && method === 'POST') {
        const given = body as { date_of_birth: string; sex: PatientRecord['sex'] };
        me = () => ok(record({ date_of_birth: given.date_of_birth, sex: given.sex }));
        return Promise.resolve(me());
      }
      if (url.pathname === `/api/v1/invites/${TOKEN}`) return Promise.resolve(preview());
      if (url.pathname === `/api/v1/invites/${TOKEN}/accept` && method === 'POST') {
        return Promise.resolve(ok({ patientId: record().id, doctorName: 'Dr. Daniel Reed' }));
      }
      if (url.pathname === `/api/v1/invites/${TOKEN}/decline` && method === 'POST') {
        return Promise.resolve(ok({ declined: true, doctorName: 'Dr. Daniel Reed' }));
      }
      return Promise.resolve(notFound());
    }),
  );
}

const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('onboarding', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('asks a patient without a record, once, then takes them where they were going', async () => {
    me = () => failure(404, 'You have no patient record yet.');
    signedIn();
    const app = renderRoute(paths.patientQuestionnaire);
    const form = await screen.findByRole('form', { name: 'Before you start' });
    expect(app.location().pathname).toBe(paths.onboarding);
    expect(within(form).getByText('Version 2026-11')).toBeInTheDocument();

    await app.user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Enter your date of birth.')).toBeInTheDocument();
    expect(within(form).getByText('Choose your sex at birth, or Prefer not to say.')).toBeInTheDocument();
    expect(within(form).getByText('Please agree to the processing of your health data to continue.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Date of birth')).toHaveAccessibleDescription('Enter your date of birth.');
    expect(within(form).getByLabelText('Date of birth')).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: /I agree to Labwise/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posted('/api/v1/patients/me/consent')).toEqual([]);

    await app.user.type(within(form).getByLabelText('Date of birth'), '1990-05-04');
    await app.user.click(within(form).getByRole('radio', { name: 'Female' }));
    await app.user.click(within(form).getByRole('checkbox', { name: /I agree to Labwise processing my health data/ }));
    await app.user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location().pathname).toBe(paths.patientQuestionnaire));
    expect(posted('/api/v1/patients/me/consent').map((c) => c.body)).toEqual([{ date_of_birth: '1990-05-04', sex: 'female', consent: true }]);
  });

  it('asks when the record lacks consent, and lets a complete record straight through', async () => {
    me = () => ok(record({ consent_given: false }));
    signedIn();
    const asked = renderRoute(paths.dashboard);
    await screen.findByRole('form', { name: 'Before you start' });
    expect(asked.location().pathname).toBe(paths.onboarding);
    asked.unmount();

    me = () => ok(record());
    signedIn();
    const through = renderRoute(paths.patientOrders);
    await screen.findByRole('heading', { level: 1 });
    expect(through.location().pathname).toBe(paths.patientOrders);
    expect(screen.queryByRole('form', { name: 'Before you start' })).not.toBeInTheDocument();
  });

  it('never asks a doctor', async () => {
    me = () => failure(404, 'You have no patient record yet.');
    signedIn('doctor');
    const app = renderRoute(paths.onboarding);
    await waitFor(() => expect(app.location().pathname).toBe(paths.dashboard));
  });
});

describe('invitation page', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('shows who invites and the ways in to a signed-out visitor', async () => {
    preview = () => ok({ doctorName: 'Dr. Daniel Reed', state: 'valid' } satisfies InvitePreview);
    signedIn(null);
    renderRoute(paths.invite(TOKEN));
    expect(await screen.findByRole('heading', { name: 'Dr. Daniel Reed invited you to Labwise' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your account' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'I already have an account' })).toBeEnabled();
  });

  it('explains unknown, expired and used links', async () => {
    signedIn(null);
    const unknown = renderRoute(paths.invite('not-a-token'));
    expect(await screen.findByText('This invitation link is not valid. Check that you opened the whole link.')).toBeInTheDocument();
    unknown.unmount();

    preview = () => ok({ doctorName: 'Dr. Daniel Reed', state: 'expired' } satisfies InvitePreview);
    const expired = renderRoute(paths.invite(TOKEN));
    expect(await screen.findByText('This invitation has expired. Ask your doctor to send a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create your account' })).not.toBeInTheDocument();
    expired.unmount();

    preview = () => ok({ doctorName: 'Dr. Daniel Reed', state: 'used' } satisfies InvitePreview);
    renderRoute(paths.invite(TOKEN));
    expect(await screen.findByText(/This invitation has already been used\./)).toBeInTheDocument();
  });

  it('asks for consent on the way back from sign-in, never accepting by itself; accepting leads through onboarding', async () => {
    preview = () => ok({ doctorName: 'Dr. Daniel Reed', state: 'valid' } satisfies InvitePreview);
    me = () => ok(record({ date_of_birth: null, sex: 'unknown', consent_given: false }));
    pendingInvite.set(TOKEN);
    signedIn();
    const app = renderRoute(paths.invite(TOKEN));
    const accept = await screen.findByRole('button', { name: 'Accept Dr. Daniel Reed as my doctor' });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(posted(`/api/v1/invites/${TOKEN}/accept`)).toEqual([]);
    await app.user.click(accept);
    await screen.findByRole('form', { name: 'Before you start' });
    expect(posted(`/api/v1/invites/${TOKEN}/accept`)).toHaveLength(1);
    expect(app.location().pathname).toBe(paths.onboarding);
    expect(app.location().state).toEqual({ from: paths.patientQuestionnaire });
    expect(pendingInvite.get()).toBeNull();
  });

  it('declines on the server and forgets the invitation', async () => {
    preview = () => ok({ doctorName: 'Dr. Daniel Reed', state: 'valid' } satisfies InvitePreview);
    me = () => ok(record({}));
    pendingInvite.set(TOKEN);
    signedIn();
    const app = renderRoute(paths.invite(TOKEN));
    await app.user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(app.location().pathname).toBe(paths.dashboard));
    expect(posted(`/api/v1/invites/${TOKEN}/decline`)).toHaveLength(1);
    expect(posted(`/api/v1/invites/${TOKEN}/accept`)).toEqual([]);
    expect(pendingInvite.get()).toBeNull();
  });

  it('brings a signed-in patient back to an invitation left open in another tab, to accept it there', async () => {
    preview = () => ok({ doctorName: 'Dr. Daniel Reed', state: 'valid' } satisfies InvitePreview);
    me = () => failure(404, 'You have no patient record yet.');
    localStorage.setItem('pending_invite', JSON.stringify({ token: TOKEN, at: Date.now() }));
    signedIn();
    const app = renderRoute(paths.dashboard);
    const accept = await screen.findByRole('button', { name: 'Accept Dr. Daniel Reed as my doctor' });
    expect(app.location().pathname).toBe(paths.invite(TOKEN));
    expect(posted(`/api/v1/invites/${TOKEN}/accept`)).toEqual([]);
    await app.user.click(accept);
    await waitFor(() => expect(app.location().pathname).toBe(paths.onboarding));
    expect(posted(`/api/v1/invites/${TOKEN}/accept`)).toHaveLength(1);
  });
});
