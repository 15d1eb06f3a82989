import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type ActivityItem, type PatientAnalytics } from '@labwise/domain';
import { renderRoute } from '../../../../test/render-route';
import { demoAccount, mockSession, ok } from '../../../../test/signed-in';
import { patientRecord } from '../../../../test/patients';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { useSession } from '../../../lib/session';
import { PatientOverview } from './patient-overview';
import { stubResizeObserver } from '../../../../test/browser-stubs';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

const PATIENT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const record = patientRecord({ id: PATIENT_ID, primary_doctor_name: 'Dr. Daniel Reed' });
const analytics: PatientAnalytics = { active_questionnaires: 2, completed_tests: 5, pending_results: 3, health_score: 83 };
const activity: ActivityItem[] = [
  {
    id: 'order-event:1',
    type: 'test_result',
    title: 'Results for NB-100004 are ready',
    description: '1 test: CMP. Open Test Results to read them.',
    timestamp: '2026-11-20T10:00:00.000Z',
    status: 'completed',
    user: { name: 'Dr. Daniel Reed', role: 'doctor' },
  },
  { id: 'order-event:2', type: 'lab_order', title: 'Order NB-100005 placed', description: '1 test: CBC. Status: Sent to Lab.', timestamp: '2026-11-19T10:00:00.000Z', status: 'pending' },
  { id: 'order-event:3', type: 'lab_order', title: 'Order NB-100003: Cancelled', description: '1 test: TSH.', timestamp: '2026-11-18T10:00:00.000Z', status: 'cancelled' },
];

const failure = (status: number, detail: string) => new Response(JSON.stringify({ success: false, message: 'Error', detail }), { status });
type Answer = (url: URL) => Response | Promise<Response>;
let answers: Record<string, Answer>;
let puts: { path: string; body: unknown }[];
let requested: string[];
const ANALYTICS = '/api/v1/patients/me/analytics';
const ACTIVITY = '/api/v1/patients/me/activity';

function signedIn(overrides: Record<string, Answer>) {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  const account = demoAccount({ role: 'patient', fullName: 'Maya (account)', email: 'patient@demo.labwise.test' });
  puts = [];
  requested = [];
  answers = {
    '/api/v1/auth/me': () => ok(account),
    '/api/v1/patients/me': () => ok(record),
    [ANALYTICS]: () => ok(analytics),
    [ACTIVITY]: () => ok(activity),
    ...overrides,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost:3000');
      const path = url.pathname;
      requested.push(`${path}${url.search}`);
      if (init.method === 'PUT' && path === `/api/v1/patients/${PATIENT_ID}`) {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        puts.push({ path, body });
        return Promise.resolve(ok({ ...record, ...body }));
      }
      const answer = answers[path];
      // Sections outside this test's concern (orders, appointments, history, notifications) find nothing.
      return Promise.resolve(answer ? answer(url) : failure(404, 'There is nothing at this address.'));
    }),
  );
}

/** The overview on its own, without the route guard in front of it (which reads the record first). */
function renderOverview() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <PatientOverview fallbackName="Maya (account)" />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const card = (label: string) => screen.getByText(label, { selector: 'span' }).closest('li')!;

describe('patient dashboard overview', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the name, the four figures and recent activity from the API', async () => {
    signedIn({});
    renderRoute(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maya Patel' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Health Score: 83')).toBeInTheDocument();
    expect(within(card('Active Questionnaires')).getByText('2')).toBeInTheDocument();
    expect(within(card('Completed Tests')).getByText('5')).toBeInTheDocument();
    expect(within(card('Pending Results')).getByText('3')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Results for NB-100004 are ready');
    expect(items[1]).toHaveTextContent('Order NB-100005 placed');
    expect(items[1]).toHaveTextContent('Pending');
    expect(items[0]).toHaveTextContent('By Dr. Daniel Reed (Healthcare Provider)');
    expect(items[1]).not.toHaveTextContent('By ');
    // A cancelled order is badged Cancelled, never Completed.
    expect(items[2]).toHaveTextContent('Cancelled');
    expect(items[2]).not.toHaveTextContent('Completed');
    // Three items, fewer than a page: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data. Please refresh the page.')).not.toBeInTheDocument();
  });

  it('tolerates a failed analytics call: zeros and N/A, the rest still shown, no dashboard failure', async () => {
    signedIn({ [ANALYTICS]: () => failure(500, 'Something went wrong on our side.') });
    renderRoute(paths.dashboard);
    expect(await screen.findByLabelText('Health Score: N/A')).toBeInTheDocument();
    for (const label of ['Active Questionnaires', 'Completed Tests', 'Pending Results']) {
      expect(within(card(label)).getByText('0')).toBeInTheDocument();
    }
    expect(await screen.findByText('Results for NB-100004 are ready')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Maya Patel' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data. Please refresh the page.')).not.toBeInTheDocument();
  });

  it('tolerates a failed activity call without claiming there is no activity', async () => {
    signedIn({ [ACTIVITY]: () => failure(503, 'The service is temporarily unavailable.') });
    renderRoute(paths.dashboard);
    expect(await screen.findByText('Recent activity could not be loaded right now.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Health Score: 83')).toBeInTheDocument();
    expect(screen.queryByText('No recent activity')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data. Please refresh the page.')).not.toBeInTheDocument();
  });

  it('tolerates a failed record: the account’s name, figures and activity still shown, no dashboard failure', async () => {
    signedIn({ '/api/v1/patients/me': () => failure(500, 'Something went wrong on our side.') });
    renderRoute(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maya (account)' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Health Score: 83')).toBeInTheDocument();
    expect(await screen.findByText('Results for NB-100004 are ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data. Please refresh the page.')).not.toBeInTheDocument();
  });

  it('says the dashboard failed only when nothing loads', async () => {
    const down = () => failure(500, 'Something went wrong on our side.');
    signedIn({ '/api/v1/patients/me': down, [ANALYTICS]: down, [ACTIVITY]: down });
    renderRoute(paths.dashboard);
    expect(await screen.findByText('Failed to load dashboard data. Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Maya (account)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Health Score: N/A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('asks for the record, analytics and activity at once, without waiting for the record', async () => {
    let release: (response: Response) => void = () => {};
    signedIn({ '/api/v1/patients/me': () => new Promise<Response>((resolve) => (release = resolve)) });
    renderOverview();
    // The record has not answered, yet the figures and activity are already in.
    expect(await screen.findByLabelText('Health Score: 83')).toBeInTheDocument();
    expect(await screen.findByText('Results for NB-100004 are ready')).toBeInTheDocument();
    expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
    release(ok(record));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maya Patel' })).toBeInTheDocument();
  });

  it('shows older activity on request, starting after the last item shown', async () => {
    const page = (from: number, count: number): ActivityItem[] =>
      Array.from({ length: count }, (_, i) => ({
        id: `order-event:00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        type: 'lab_order',
        title: `Order NB-${100000 + from + i} placed`,
        description: '1 test: CBC. Status: Sent to Lab.',
        timestamp: new Date(Date.UTC(2026, 10, 20) - (from + i) * 60_000).toISOString(),
        status: 'pending',
      }));
    // Ten at a time: the list stays short until the patient asks for more.
    const first = page(0, 10);
    const cursor = `${first[9]!.timestamp}|${first[9]!.id}`;
    let older: Answer = () => ok(page(10, 3));
    signedIn({ [ACTIVITY]: (url) => (url.searchParams.get('before') === cursor ? older(url) : ok(first)) });
    const app = renderRoute(paths.dashboard);
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    older = () => failure(503, 'The service is temporarily unavailable.');
    await app.user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Older activity could not be loaded right now.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    older = () => ok(page(10, 3));
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(within(list).getAllByRole('listitem')[12]).toHaveTextContent('Order NB-100012 placed');
    expect(requested.filter((r) => r.startsWith(ACTIVITY))).toContain(`${ACTIVITY}?${new URLSearchParams({ limit: '10', before: cursor }).toString()}`);
    // Three items: the end.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByText('Older activity could not be loaded right now.')).not.toBeInTheDocument();
  });

  it('treats a patient without a record as new, not as a failure', async () => {
    const none = () => failure(404, 'You have no patient record yet.');
    signedIn({ '/api/v1/patients/me': none, [ANALYTICS]: none, [ACTIVITY]: none });
    renderOverview();
    expect(await screen.findByText('Your patient record is created with your first health assessment or test order.')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard data. Please refresh the page.')).not.toBeInTheDocument();
  });

  it('edits the profile, sending only what changed and checking it first', async () => {
    signedIn({});
    const app = renderRoute(paths.dashboard);
    await app.user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    const phone = within(dialog).getByLabelText('Phone');
    await app.user.clear(phone);
    await app.user.type(phone, 'call me');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText(/Enter a phone number/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-describedby', message.id);
    expect(phone).toHaveFocus();
    expect(puts).toEqual([]);

    await app.user.clear(phone);
    await app.user.type(phone, '+1 617 555 0199');
    await app.user.selectOptions(within(dialog).getByLabelText('Sex at Birth'), 'Other');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument());
    expect(puts).toEqual([{ path: `/api/v1/patients/${PATIENT_ID}`, body: { phone: '+16175550199', sex: 'other' } }]);
  });
});
