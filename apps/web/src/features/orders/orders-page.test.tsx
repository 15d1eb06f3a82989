import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type OrderListItem } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, failure, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const order = (n: number): OrderListItem => ({
  id: `0b6c3f0e-8a41-4c2e-9d55-${String(n).padStart(12, '0')}`,
  orderNumber: `NB-2${String(n).padStart(5, '0')}`,
  patientId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  patientName: 'Ada Pages',
  labName: 'Northside Clinical Laboratory',
  status: 'ordered',
  priority: 'standard',
  totalCents: 2500,
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 3_600_000).toISOString(),
  items: [{ id: `1b6c3f0e-8a41-4c2e-9d55-${String(n).padStart(12, '0')}`, code: 'CBC', name: 'Complete blood count' }],
});

/** One page of a list as the server sends it: the rows, and where the next page starts. */
const page = (rows: OrderListItem[], nextCursor: string | null) =>
  new Response(JSON.stringify({ success: true, data: rows, message: '', meta: { nextCursor } }), { status: 200 });

/**
 * Signed in as a patient; GET /lab-orders answers `first` without a cursor and asks `next` with
 * one (the cursor it was given), so a test decides how each later page goes.
 */
function ordersApi(first: () => Response, next: (cursor: string) => Promise<Response>) {
  mockSession(useSession);
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role: 'patient' })));
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      if (url.pathname !== '/api/v1/lab-orders') return Promise.resolve(notFound());
      const cursor = url.searchParams.get('cursor');
      calls.push(cursor ?? 'first');
      return cursor ? next(cursor) : Promise.resolve(first());
    }),
  );
  return calls;
}

describe('My Test Orders, page by page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page with Load more, shows it loading, and hides the button on the last page', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = ordersApi(
      () => page([order(1), order(2)], 'cursor-after-2'),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    const app = renderRoute(paths.patientOrders);
    expect(await screen.findByText('NB-200002', {}, { timeout: 15_000 })).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Load more orders' });
    more.focus();
    await app.user.keyboard('{Enter}');
    const loading = await screen.findByRole('button', { name: 'Loading more orders…' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveFocus();
    expect(calls).toEqual(['first', 'cursor-after-2']);

    release(page([order(3)], null));
    expect(await screen.findByText('NB-200003')).toBeInTheDocument();
    expect(screen.getByText('NB-200001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more orders/ })).not.toBeInTheDocument();
  });

  it('says when the next page failed, keeps the rows, and tries again on Retry', async () => {
    const answers = [failure(503, 'The service is temporarily unavailable.'), page([order(3)], null)];
    ordersApi(
      () => page([order(1), order(2)], 'cursor-after-2'),
      () => Promise.resolve(answers.shift()!),
    );
    const app = renderRoute(paths.patientOrders);
    await app.user.click(await screen.findByRole('button', { name: 'Load more orders' }, { timeout: 15_000 }));
    expect(await screen.findByText(/More orders could not be loaded\. The service is temporarily unavailable\./)).toBeInTheDocument();
    expect(screen.getByText('NB-200002')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('NB-200003')).toBeInTheDocument();
    expect(screen.queryByText(/More orders could not be loaded/)).not.toBeInTheDocument();
  });

  it('shows no Load more when the first page is the only one', async () => {
    ordersApi(
      () => page([order(1)], null),
      () => Promise.resolve(notFound()),
    );
    renderRoute(paths.patientOrders);
    expect(await screen.findByText('NB-200001', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more orders/ })).not.toBeInTheDocument();
  });
});
