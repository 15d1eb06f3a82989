import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const failure = (status: number, detail: string) => new Response(JSON.stringify({ success: false, message: 'Error', detail }), { status });

/** Signed in as `role`; the order endpoint answers `reply` (the rest of the shell is quiet). */
function signedIn(role: string, reply: () => Response) {
  mockSession(useSession);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role } as never)));
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      if (url.pathname.startsWith('/api/v1/lab-orders/')) return Promise.resolve(reply());
      return Promise.resolve(failure(404, 'The requested resource was not found.'));
    }),
  );
}

describe('an order that cannot be shown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a malformed id is a page saying the order was not found, with the way back to My Orders, never the parameter message', async () => {
    signedIn('patient', () => failure(400, 'params.id: Unknown order.'));
    renderRoute(paths.order('not-an-id'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', paths.patientOrders);
    expect(screen.queryByText(/params\.id/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a missing order sends a doctor back to Orders', async () => {
    signedIn('doctor', () => failure(404, 'The requested resource was not found.'));
    renderRoute(paths.order('5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Orders' })).toHaveAttribute('href', paths.orders);
  });

  it('a server failure says it could not be loaded and offers Retry', async () => {
    let calls = 0;
    signedIn('doctor', () => {
      calls += 1;
      return failure(503, 'The service is busy. Please try again.');
    });
    const app = renderRoute(paths.order('5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This order could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('The service is busy. Please try again.')).toBeInTheDocument();
    const before = calls;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(calls).toBeGreaterThan(before));
  });
});
