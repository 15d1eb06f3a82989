import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationFor, paths, type AdminOverview, type Appointment, type LabSummary, type Role } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const LAB_ID = '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d';
const PATIENT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const NAMES: Record<Role, string> = { patient: 'Maya Patel', doctor: 'Dana Demo', lab_technician: 'Lena Fischer', admin: 'Alex Morgan' };

const summary: LabSummary = {
  timeZone: 'UTC',
  active: 264,
  incoming: 231,
  sampleCollected: 12,
  processing: 21,
  resultsReady: 4,
  completed: 1480,
  collectionsToday: 3,
  completedToday: 17,
  criticalAwaitingRelease: 0,
  queue: [{ id: '0b6c3f0e-8a41-4c2e-9d55-1f7e2a3b4c5d', orderNumber: 'NB-100311', patientName: 'Maya Patel', priority: 'standard', createdAt: '2026-11-20T08:00:00.000Z', testCodes: ['CBC'] }],
};
const booking = (id: string, orderNumber: string, patientName: string, scheduledAt: Date): Appointment => ({
  id,
  orderId: null,
  orderNumber: orderNumber,
  patientName,
  labId: LAB_ID,
  labName: 'Northside Clinical Laboratory',
  labAddress: '1 Main St, Springfield',
  labTimeZone: 'UTC',
  scheduledAt: scheduledAt.toISOString(),
  status: 'scheduled',
});
const overview: AdminOverview = {
  totalUsers: 42,
  activeUsers: 17,
  pendingApprovals: 3,
  activeTests: 19,
  activeLabs: 5,
  openPartnershipRequests: 0,
  systemHealth: 100,
  checks: [{ name: 'Database', ok: true, detail: 'The database answers.' }],
};

/** Signs in as `role`; the server answers what each dashboard reads, and finds nothing else. */
function signedInAs(role: Role) {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  const account = demoAccount({ role, fullName: NAMES[role], labId: role === 'lab_technician' ? LAB_ID : null });
  const answers: Record<string, () => Response> = {
    '/api/v1/auth/me': () => ok(account),
    '/api/v1/patients/me': () =>
      ok({ id: PATIENT_ID, full_name: NAMES.patient, email: 'p@example.com', phone: null, date_of_birth: '1988-04-12', age: 38, sex: 'female', status: 'new', primary_doctor_name: null, consent_given: true }),
    '/api/v1/notifications': () => ok({ items: [], unreadCount: 0 }),
    '/api/v1/lab-orders/summary': () => ok(summary),
    '/api/v1/appointments': () =>
      ok([
        booking('5d8e9f0a-1b2c-4d3e-8f40-5a6b7c8d9e0f', 'NB-100320', 'Ravi Singh', new Date()),
        booking('6e9f0a1b-2c3d-4e4f-9a51-6b7c8d9e0f1a', 'NB-100321', 'Tomorrow Person', new Date(Date.now() + 86_400_000)),
      ]),
    '/api/v1/admin/overview': () => ok(overview),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => Promise.resolve((answers[new URL(input, 'http://localhost:3000').pathname] ?? notFound)())),
  );
}

/** The dashboard's own content, below the header and its navigation. */
async function dashboard(role: Role) {
  signedInAs(role);
  renderRoute(paths.dashboard);
  const name = role === 'patient' ? /Maya/ : `Welcome back, ${NAMES[role]}`;
  await screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 });
  return screen.getByRole('main');
}

describe('the dashboard home', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['patient', 'doctor', 'lab_technician', 'admin'] as const)('starts the %s with their work, not a grid of “Open …” link cards', async (role) => {
    const main = await dashboard(role);
    expect(within(main).queryByText(/^Open /)).not.toBeInTheDocument();
    for (const item of navigationFor(role)) {
      expect(within(main).queryByRole('link', { name: new RegExp(`Open ${item.label}`) })).not.toBeInTheDocument();
    }
    // The links are in the header's navigation instead.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const item of navigationFor(role)) expect(within(nav).getByRole('link', { name: item.label })).toHaveAttribute('href', item.path);
  });

  it('keeps the greeting and the role line', async () => {
    const main = await dashboard('lab_technician');
    expect(within(main).getByText('Laboratory dashboard · Incoming orders, collections and result uploads for your lab.')).toBeInTheDocument();
  });

  it('puts the doctor’s Alerts first, then consultation requests, before the figures and My Patients', async () => {
    const main = await dashboard('doctor');
    await within(main).findByRole('heading', { name: 'My Patients' });
    const headings = within(main)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Welcome back, Dana Demo', 'Alerts', 'Consultation Requests']);
    const alerts = within(main).getByRole('heading', { name: 'Alerts' });
    const figures = within(main).getByRole('region', { name: 'Your figures' });
    const patients = within(main).getByRole('heading', { name: 'My Patients' });
    expect(alerts.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figures.compareDocumentPosition(patients) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the lab technician the server’s figures, the next incoming orders and today’s collections', async () => {
    const main = await dashboard('lab_technician');
    const incoming = await within(main).findByText('Incoming', { selector: 'p' });
    expect(within(incoming.closest('li')!).getByText('231')).toBeInTheDocument();
    expect(within(within(main).getByText('Completed Today', { selector: 'p' }).closest('li')!).getByText('17')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'NB-100311' })).toHaveAttribute('href', paths.order('0b6c3f0e-8a41-4c2e-9d55-1f7e2a3b4c5d'));
    expect(within(main).getByRole('link', { name: 'All orders' })).toHaveAttribute('href', paths.labOrders);
    // Today's collections only, in the lab's time zone, with the way to all of them.
    expect(await within(main).findByText('Ravi Singh')).toBeInTheDocument();
    expect(within(main).queryByText('Tomorrow Person')).not.toBeInTheDocument();
    const collections = within(main).getByRole('heading', { name: 'Today’s Collections' }).parentElement!;
    expect(within(collections).getByRole('link', { name: 'See all' })).toHaveAttribute('href', paths.labCollections);
  });

  it('starts the administrator with pending approvals', async () => {
    const main = await dashboard('admin');
    await within(main).findByText('System Health');
    const figures = within(main).getAllByRole('listitem');
    expect(figures[0]).toHaveTextContent('Pending Approvals');
    expect(figures[0]).toHaveTextContent('3');
  });
});
