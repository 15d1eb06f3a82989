import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type Account, type SearchResults } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { stubResizeObserver } from '../../../test/browser-stubs';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const PATIENT_ID = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const ORDER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const TEST_ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const EMPTY: SearchResults = { patients: [], orders: [], tests: [] };
const MAYA: SearchResults = {
  patients: [
    { id: PATIENT_ID, fullName: 'Maya Patel', email: 'patient@demo.labwise.test', dateOfBirth: '1988-04-12' },
  ],
  orders: [
    {
      id: ORDER_ID,
      orderNumber: 'NB-100004',
      status: 'processing',
      patientName: 'Maya Patel',
      labName: 'Bayview Medical Labs — CA',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  tests: [{ id: TEST_ID, code: 'CBC', name: 'Complete Blood Count', category: 'Hematology' }],
};

// A page every role is refused: the shell (with the palette) around a screen that loads nothing.
const START = paths.adminTests;

let searches: string[] = [];
let answer: (q: string) => Response;

function signedInAs(role: string) {
  mockSession(useSession);
  const account = demoAccount({ email: `${role}@demo.labwise.test`, role } as Partial<Account>);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(account));
      if (url.pathname === '/api/v1/search') {
        const q = url.searchParams.get('q') ?? '';
        searches.push(q);
        return Promise.resolve(answer(q));
      }
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      // Other screens' data is not this test's business: they get a plain 404 and show their error state.
      return Promise.resolve(notFound());
    }),
  );
}

describe('search palette', () => {
  beforeEach(() => {
    searches = [];
    answer = (q) => ok(q.toLowerCase().includes('maya') ? MAYA : EMPTY);
    // jsdom has neither; the palette list measures and scrolls the selected item into view.
    stubResizeObserver();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens with Ctrl+K, shows Patients, Orders and Tests, and opens the chosen patient from the keyboard', async () => {
    signedInAs('doctor');
    const app = renderRoute(START);
    await screen.findByRole('button', { name: /^Search/ });
    await app.user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByPlaceholderText('Search patients, orders, tests...');
    expect(input).toHaveFocus();
    expect(screen.getByText('Type a name, an order number or a test.')).toBeInTheDocument();

    await app.user.type(input, 'maya');
    const patients = await screen.findByRole('group', { name: 'Patients' });
    expect(within(patients).getByRole('option', { name: /Maya Patel/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Orders' })).getByRole('option', { name: /NB-100004/ }),
    ).toHaveTextContent('Processing');
    expect(
      within(screen.getByRole('group', { name: 'Tests' })).getByRole('option', {
        name: /Complete Blood Count/,
      }),
    ).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per key.
    expect(searches).toEqual(['maya']);
    expect(screen.getByRole('listbox').className).toContain('max-h-[300px]');

    // The first result is selected; arrows move, Enter opens.
    await app.user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe(paths.patient(PATIENT_ID)));
    expect(screen.queryByPlaceholderText('Search patients, orders, tests...')).not.toBeInTheDocument();
  });

  it('opens from the header button and takes a chosen order to its page', async () => {
    signedInAs('doctor');
    const app = renderRoute(START);
    await app.user.click(await screen.findByRole('button', { name: /^Search/ }));
    await app.user.type(screen.getByPlaceholderText('Search patients, orders, tests...'), 'maya');
    await screen.findByRole('option', { name: /NB-100004/ });
    await app.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /NB-100004/ })).toHaveAttribute('aria-selected', 'true');
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe(paths.order(ORDER_ID)));
  });

  it('opens with ⌘K too, and takes a chosen test to the catalog', async () => {
    signedInAs('doctor');
    const app = renderRoute(START);
    await screen.findByRole('button', { name: /^Search/ });
    await app.user.keyboard('{Meta>}k{/Meta}');
    await app.user.type(await screen.findByPlaceholderText('Search patients, orders, tests...'), 'maya');
    await app.user.click(await screen.findByRole('option', { name: /Complete Blood Count/ }));
    await waitFor(() => expect(app.location().pathname).toBe(paths.catalog));
    expect(app.location().search).toBe(`?test=${TEST_ID}`);
  });

  it("says 'No results found.' when nothing matches, and Escape closes it", async () => {
    signedInAs('patient');
    const app = renderRoute(START);
    await app.user.click(await screen.findByRole('button', { name: /^Search/ }));
    await app.user.type(screen.getByPlaceholderText('Search patients, orders, tests...'), 'zzz');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByPlaceholderText('Search patients, orders, tests...')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s message when the search fails, and retries', async () => {
    signedInAs('doctor');
    answer = () =>
      new Response(
        JSON.stringify({ success: false, message: 'Error', detail: 'Search is unavailable right now.' }),
        { status: 503 },
      );
    const app = renderRoute(START);
    await app.user.click(await screen.findByRole('button', { name: /^Search/ }));
    await app.user.type(screen.getByPlaceholderText('Search patients, orders, tests...'), 'maya');
    expect(await screen.findByText('Search is unavailable right now.')).toBeInTheDocument();
    answer = () => ok(MAYA);
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: /^Maya Patel/ })).toBeInTheDocument();
  });

  it('does not send text over 100 characters, and says why', async () => {
    signedInAs('doctor');
    const app = renderRoute(START);
    await app.user.click(await screen.findByRole('button', { name: /^Search/ }));
    const input = screen.getByPlaceholderText('Search patients, orders, tests...');
    await app.user.click(input);
    await app.user.paste('x'.repeat(101));
    expect(await screen.findByText('Type between 1 and 100 characters to search.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches).toEqual([]);
  });

  it('shows an administrator’s orders as status only, not as a link', async () => {
    signedInAs('admin');
    answer = () => ok({ ...EMPTY, orders: [{ ...MAYA.orders[0]!, patientName: null }] });
    const app = renderRoute(START);
    await app.user.click(await screen.findByRole('button', { name: /^Search/ }));
    await app.user.type(screen.getByPlaceholderText('Search patients, orders, tests...'), 'NB-100004');
    const order = await screen.findByRole('option', { name: /NB-100004/ });
    expect(order).toHaveAttribute('aria-disabled', 'true');
    await app.user.click(order);
    expect(app.location().pathname).toBe(START);
  });
});
