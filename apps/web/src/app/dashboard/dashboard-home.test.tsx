import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationFor, paths, type AdminOverview, type AdminUser, type Appointment, type LabSummary, type Notification, type Order, type PartnershipRequest, type Role } from '@labwise/domain';
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
  queue: [{ id: '0b6c3f0e-8a41-4c2e-9d55-1f7e2a3b4c5d', orderNumber: 'NB-100311', status: 'ordered', patientName: 'Maya Patel', priority: 'standard', createdAt: '2026-11-20T08:00:00.000Z', testCodes: ['CBC'] }],
  toProcess: [{ id: '2d8e5b20-ac63-4e40-9f77-3b9a4c5d6e7f', orderNumber: 'NB-100290', status: 'sample_collected', patientName: 'Priya Shah', priority: 'urgent', createdAt: '2026-11-19T09:00:00.000Z', testCodes: ['TSH'] }],
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

const REVIEW_ORDER_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const order = (id: string, orderNumber: string, status: Order['status']): Order => ({
  id,
  orderNumber,
  patientId: PATIENT_ID,
  patientName: 'Maya Patel',
  doctorId: null,
  labId: LAB_ID,
  labName: 'Northside Clinical Laboratory',
  status,
  priority: 'standard',
  totalCents: 2500,
  notes: null,
  createdAt: '2026-11-18T09:00:00.000Z',
  items: [{ id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e', testId: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f', code: 'CBC', name: 'Complete Blood Count', quantity: 1, unitPriceCents: 2500 }],
});
const critical: Notification = {
  id: '1f2a3b4c-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
  kind: 'critical_result',
  title: 'Critical result: Maya Patel',
  body: 'Potassium 6.9 mmol/L (NB-100400)',
  link: paths.order(REVIEW_ORDER_ID),
  read: false,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const requester: AdminUser = {
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'new.doctor@example.com',
  fullName: 'Nora Newdoc',
  title: null,
  role: 'patient',
  requestedRole: 'doctor',
  status: 'pending_approval',
  emailVerified: true,
  labId: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  lastLoginAt: null,
};
const partnership: PartnershipRequest = {
  id: '3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e',
  labId: LAB_ID,
  labName: 'Harbor Diagnostics',
  requestedBy: { id: '4c5d6e7f-8a9b-4c0d-9e1f-3a4b5c6d7e8f', name: 'Dana Demo', email: 'dana@example.com', role: 'doctor' },
  note: null,
  status: 'open',
  createdAt: '2026-11-19T11:00:00.000Z',
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
    '/api/v1/notifications': () => ok(role === 'doctor' ? { items: [critical], unreadCount: 1 } : { items: [], unreadCount: 0 }),
    '/api/v1/lab-orders': () => ok([order('6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c', 'NB-100401', 'ordered'), order(REVIEW_ORDER_ID, 'NB-100400', 'results_ready')]),
    '/api/v1/admin/users': () => ok([requester]),
    '/api/v1/admin/partnership-requests': () => ok([partnership]),
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

  it('starts the doctor with Alerts and the results to review, then consent and consultations, before the figures and My Patients', async () => {
    const main = await dashboard('doctor');
    await within(main).findByRole('heading', { name: 'My Patients' });
    const headings = within(main)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings.slice(0, 5)).toEqual(['Welcome back, Dana Demo', 'Alerts', 'Results to Review', 'Missing Consent', 'Consultation Requests']);
    // The critical result is the first thing in the work, with the way to its order.
    const alert = await within(main).findByText('Critical result: Maya Patel');
    expect(alert.compareDocumentPosition(within(main).getByRole('heading', { name: 'Results to Review' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The review queue lists only results waiting for release, each linking to its order.
    const queue = await within(main).findByRole('list', { name: 'Results waiting for review' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    expect(within(queue).getByRole('link', { name: 'Review NB-100400' })).toHaveAttribute('href', paths.order(REVIEW_ORDER_ID));
    const figures = within(main).getByRole('region', { name: 'Your figures' });
    const patients = within(main).getByRole('heading', { name: 'My Patients' });
    expect(queue.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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

  it('starts the lab technician with today’s queue, then the figures', async () => {
    const main = await dashboard('lab_technician');
    await within(main).findByText('Incoming', { selector: 'p' });
    const headings = within(main)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings.slice(0, 5)).toEqual(['Welcome back, Lena Fischer', 'Today’s queue', 'Today’s Collections', 'Samples to Process', 'Next Incoming Orders']);
    expect(headings).toContain('Today at your lab');
    expect(headings.indexOf('Today at your lab')).toBeGreaterThan(headings.indexOf('Next Incoming Orders'));
    const samples = within(main).getByRole('heading', { name: 'Samples to Process' }).closest('div')!.parentElement!;
    expect(within(samples).getByRole('link', { name: 'NB-100290' })).toHaveAttribute('href', paths.order('2d8e5b20-ac63-4e40-9f77-3b9a4c5d6e7f'));
    expect(within(samples).getByText('Sample Collected')).toBeInTheDocument();
    expect(within(samples).getByText('Urgent')).toBeInTheDocument();
  });

  it('starts the administrator with pending approvals: the role and partnership requests, each with its way to answer', async () => {
    const main = await dashboard('admin');
    await within(main).findByText('System Health');
    const headings = within(main)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings.slice(0, 4)).toEqual(['Welcome back, Alex Morgan', 'Pending Approvals', 'Role Requests', 'Partnership Requests']);
    const roles = await within(main).findByRole('list', { name: 'Role requests waiting' });
    expect(within(roles).getByText('Nora Newdoc')).toBeInTheDocument();
    expect(within(roles).getByText('Healthcare Provider')).toBeInTheDocument();
    expect(within(roles).getByRole('link', { name: 'Review Nora Newdoc\'s request' })).toHaveAttribute('href', paths.adminUsers);
    const partners = await within(main).findByRole('list', { name: 'Partnership requests open' });
    expect(within(partners).getByRole('link', { name: 'Answer the partnership request for Harbor Diagnostics' })).toHaveAttribute('href', paths.adminLabs);
    expect(roles.compareDocumentPosition(within(main).getByText('System Health')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers Retry when the administrator’s requests could not be loaded', async () => {
    signedInAs('admin');
    const fetch = vi.mocked(globalThis.fetch);
    const answer = fetch.getMockImplementation()!;
    let failures = 1;
    fetch.mockImplementation((input) => {
      if ((input as string).includes('/api/v1/admin/users') && failures > 0) {
        failures -= 1;
        return Promise.resolve(new Response(JSON.stringify({ success: false, message: 'Error', detail: 'Could not reach Labwise.' }), { status: 503 }));
      }
      return answer(input);
    });
    const app = renderRoute(paths.dashboard);
    const failed = await screen.findByText(/The role requests could not be loaded/, {}, { timeout: 15_000 });
    await app.user.click(within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nora Newdoc')).toBeInTheDocument();
  });
});
