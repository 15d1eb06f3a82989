import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@labwise/domain';
import { mockSession, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { RecordPaymentDialog } from './record-payment-dialog';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const ORDER_ID = '44444444-4444-4444-8444-444444444444';
const order = { id: ORDER_ID, orderNumber: 'NB-100900', patientName: 'Maya Patel', status: 'awaiting_payment', totalCents: 4550, items: [{ code: 'CMP' }] } as unknown as Order;

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The server answers each POST with `answer`, recording what it was sent. */
function server(answer: (body: unknown) => Response) {
  mockSession(useSession);
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost:3000');
      if (init?.method === 'POST' && url.pathname === `/api/v1/lab-orders/${ORDER_ID}/payment`) {
        const body: unknown = JSON.parse(init.body as string);
        posted.push(body);
        return Promise.resolve(answer(body));
      }
      return Promise.resolve(ok({}));
    }),
  );
  return posted;
}

describe('Record payment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts at the order total, sends cents, method and reference, and closes when recorded', async () => {
    const posted = server(() => new Response(JSON.stringify({ success: true, data: { id: ORDER_ID, orderId: ORDER_ID, amountCents: 4000, method: 'cash', reference: 'R-1', recordedByName: 'Lena', recordedAt: '2026-11-20T12:00:00Z' }, message: 'Payment recorded' }), { status: 201 }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(wrap(<RecordPaymentDialog order={order} onClose={onClose} />));
    const amount = await screen.findByLabelText('Amount paid (USD)');
    expect(amount).toHaveValue('45.50');
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.type(screen.getByLabelText('Reference (optional)'), 'R-1');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([{ amountCents: 4000, method: 'cash', reference: 'R-1' }]);
  });

  it('says what is wrong with the amount at the field and sends nothing', async () => {
    const posted = server(() => ok({}));
    const user = userEvent.setup();
    render(wrap(<RecordPaymentDialog order={order} onClose={() => undefined} />));
    const amount = await screen.findByLabelText('Amount paid (USD)');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Enter the amount paid, in dollars and cents (for example 29.00).')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal (the order is no longer awaiting payment) and stays open', async () => {
    server(() => new Response(JSON.stringify({ success: false, message: 'Conflict', detail: 'This order is not awaiting payment: its payment is already settled.' }), { status: 409 }));
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(wrap(<RecordPaymentDialog order={order} onClose={onClose} />));
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('This order is not awaiting payment: its payment is already settled.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
