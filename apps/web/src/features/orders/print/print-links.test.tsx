import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type OrderDetail, type OrderStatus, type Role } from '@labwise/domain';
import { renderRoute } from '../../../../test/render-route';
import { ok, signedInWithApi } from '../../../../test/signed-in';
import { orderDetail } from '../../../../test/orders';
import { useSession } from '../../../lib/session';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

const ORDER_ID = '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f';

const order = (status: OrderStatus): OrderDetail =>
  orderDetail({ id: ORDER_ID, orderNumber: 'NB-100500', patientId: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a', labName: 'Riverbend Diagnostics', status });

/** Signed in as `role`, looking at an order in `status`. */
function openOrder(role: Role, status: OrderStatus) {
  signedInWithApi(useSession, role, (path) => (path === `/api/v1/lab-orders/${ORDER_ID}` ? ok(order(status)) : undefined));
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
