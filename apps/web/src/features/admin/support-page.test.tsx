import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type Delivery } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { useSession } from '../../lib/session';
import { mockApi, writes } from './test-kit';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const failed: Delivery = {
  id: '5b1f2a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  channel: 'mail',
  kind: 'critical_result',
  recipient: 'd***@example.com',
  status: 'failed',
  attempts: 10,
  maxAttempts: 10,
  lastError: '421 relay unavailable',
  nextAttemptAt: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  sentAt: null,
};
const sent: Delivery = { ...failed, id: '6c2a3b0f-2d3e-4f60-9bac-1d2e3f4a5b6c', kind: 'verify_email', recipient: 'p***@example.com', status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-24T09:00:02.000Z' };

const ORDER = {
  orderNumber: 'NB-100123',
  status: 'completed',
  labName: 'Northside Clinical Laboratory',
  orderedAt: '2026-11-20T08:00:00.000Z',
  collectedAt: '2026-11-20T10:00:00.000Z',
  resultedAt: '2026-11-21T10:00:00.000Z',
  completedAt: '2026-11-21T12:00:00.000Z',
  cancelledAt: null,
};

function setup(options: { deliveries?: Delivery[]; deliveriesFail?: boolean } = {}) {
  let list = options.deliveries ?? [failed, sent];
  return mockApi(vi.mocked(useSession), (call) => {
    if (call.path === '/api/v1/admin/deliveries') {
      if (options.deliveriesFail) return { status: 500, detail: 'Deliveries could not be loaded.' };
      const status = call.search.get('status');
      return { data: status ? list.filter((d) => d.status === status) : list };
    }
    if (call.path === `/api/v1/admin/deliveries/${failed.id}/retry`) {
      list = list.map((d) => (d.id === failed.id ? { ...d, status: 'queued' as const, attempts: 0 } : d));
      return { data: { queued: true } };
    }
    if (call.path === '/api/v1/admin/support/orders/NB-100123') return { data: ORDER };
    if (call.path.startsWith('/api/v1/admin/support/orders/')) return { status: 404, detail: 'No order has this number. Check it with the person asking.' };
    return undefined;
  });
}

describe('admin support page', () => {
  it('lists deliveries with masked recipients and retries a failed one', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminSupport);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('d***@example.com');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('421 relay unavailable');
    expect(rows[1]).toHaveTextContent('10 of 10');
    expect(rows[2]).toHaveTextContent('Sent');
    // Only the failed one offers a retry.
    expect(within(rows[2]!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    await app.user.click(within(rows[1]!).getByRole('button', { name: 'Retry the critical result to d***@example.com' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', path: `/api/v1/admin/deliveries/${failed.id}/retry` })]));
    expect(await within(table).findByText('Queued')).toBeInTheDocument();
  });

  it('filters by status, says when nothing matches, and shows a failure as an error', async () => {
    setup({ deliveries: [sent] });
    const app = renderRoute(paths.adminSupport);
    await screen.findByRole('table');
    await app.user.selectOptions(screen.getByLabelText('Delivery status'), 'failed');
    expect(await screen.findByText('No failed deliveries.')).toBeInTheDocument();
  });

  it('shows the error when the log cannot be loaded', async () => {
    setup({ deliveriesFail: true });
    renderRoute(paths.adminSupport);
    expect(await screen.findByText('Deliveries could not be loaded.', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 20_000);

  it('looks an order up by number: status, lab and dates; checks the number first; says when none has it', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminSupport);
    const box = await screen.findByLabelText('Order number');
    await app.user.type(box, '12345');
    await app.user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter an order number like NB-100123.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Enter an order number like NB-100123.');
    expect(box).toHaveFocus();
    expect(calls.some((c) => c.path.startsWith('/api/v1/admin/support/orders/'))).toBe(false);

    await app.user.clear(box);
    await app.user.type(box, 'nb-100123');
    await app.user.click(screen.getByRole('button', { name: 'Look up' }));
    const found = await screen.findByRole('region', { name: 'Order NB-100123' });
    expect(found).toHaveTextContent('Completed');
    expect(found).toHaveTextContent('Northside Clinical Laboratory');
    expect(within(found).getByText('Sample collected')).toBeInTheDocument();

    await app.user.clear(box);
    await app.user.type(box, 'NB-999');
    await app.user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('No order has this number. Check it with the person asking.')).toBeInTheDocument();
  });
});

describe('support exports', () => {
  it('downloads the audit trail for the chosen range, and checks a range before asking for it', async () => {
    const calls = setup();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const app = renderRoute(paths.adminSupport);
    const audit = await screen.findByRole('group', { name: 'Export the audit trail as CSV' });
    await app.user.clear(within(audit).getByLabelText('From'));
    await app.user.type(within(audit).getByLabelText('From'), '2026-01-01');
    await app.user.clear(within(audit).getByLabelText('To'));
    await app.user.type(within(audit).getByLabelText('To'), '2026-01-31');
    await app.user.click(within(audit).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/exports/audit-events.csv' && c.search.get('from') === '2026-01-01' && c.search.get('to') === '2026-01-31')).toBe(true));
    expect(createObjectURL).toHaveBeenCalled();

    const orders = screen.getByRole('group', { name: 'Export orders as CSV' });
    await app.user.clear(within(orders).getByLabelText('To'));
    await app.user.type(within(orders).getByLabelText('To'), '2020-01-01');
    await app.user.click(within(orders).getByRole('button', { name: 'Export CSV' }));
    expect(await within(orders).findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(calls.some((c) => c.path === '/api/v1/exports/orders.csv')).toBe(false);
  });
});
