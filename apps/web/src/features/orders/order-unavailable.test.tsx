import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type Role } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { failure, signedInWithApi } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));


/** Signed in as `role`; the order endpoint answers `reply`. */
function signedIn(role: Role, reply: () => Response) {
  signedInWithApi(useSession, role, (path) => (path.startsWith('/api/v1/lab-orders/') ? reply() : undefined));
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
