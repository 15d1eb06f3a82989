import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type OrderDetail, type OrderStatus } from '@labwise/domain';
import { renderRoute } from '../../../../test/render-route';
import { demoAccount, mockSession, ok } from '../../../../test/signed-in';
import { useSession } from '../../../lib/session';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

const ORDER_ID = '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f';

const order = (status: OrderStatus): OrderDetail => ({
  id: ORDER_ID,
  orderNumber: 'NB-100500',
  patientId: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  patientName: 'Maya Patel',
  doctorId: null,
  labId: null,
  labName: 'Riverbend Diagnostics',
  labTimeZone: null,
  status,
  priority: 'standard',
  totalCents: 2900,
  notes: null,
  createdAt: '2026-11-19T15:00:00.000Z',
  items: [{ id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', testId: 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', code: 'CBC', name: 'Complete Blood Count', quantity: 1, unitPriceCents: 2900 }],
  events: [{ fromStatus: null, toStatus: 'ordered', actorRole: 'patient', actorName: 'Maya Patel', reason: null, at: '2026-11-19T15:00:00.000Z' }],
});

/** Signed in as `role`, looking at an order in `status` (every other call answers 404). */
function openOrder(role: string, status: OrderStatus) {
  mockSession(useSession);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role } as never)));
      if (url.pathname === `/api/v1/lab-orders/${ORDER_ID}`) return Promise.resolve(ok(order(status)));
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      return Promise.resolve(new Response(JSON.stringify({ success: false, message: 'Error', detail: 'Not found.' }), { status: 404 }));
    }),
  );
  renderRoute(paths.order(ORDER_ID));
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Order NB-100500' });

describe('print links on the order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a patient prints the requisition while the order waits for its sample, not the results', async () => {
    openOrder('patient', 'sent_to_lab');
    await heading();
    expect(screen.getByRole('link', { name: 'Print requisition' })).toHaveAttribute('href', paths.orderRequisition(ORDER_ID));
    expect(screen.queryByRole('link', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('a patient prints results only once released (Completed)', async () => {
    openOrder('patient', 'results_ready');
    await heading();
    expect(screen.queryByRole('link', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('the doctor prints results waiting for release, and has no requisition to print', async () => {
    openOrder('doctor', 'results_ready');
    await heading();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', paths.orderPrint(ORDER_ID));
    expect(screen.queryByRole('link', { name: 'Print requisition' })).not.toBeInTheDocument();
  });

  it('a patient’s released results have a Print link', async () => {
    openOrder('patient', 'completed');
    await heading();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', paths.orderPrint(ORDER_ID));
  });
});
