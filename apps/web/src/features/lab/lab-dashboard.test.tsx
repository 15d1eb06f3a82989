import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type LabSummary } from '@labwise/domain';
import { BUSY_LAB, QUIET_LAB } from '../../../test/lab-summary';
import { ok } from '../../../test/signed-in';
import { TooltipProvider } from '../../components/ui/tooltip';
import { LabDashboard } from './lab-dashboard';

const NONE = QUIET_LAB;
const BUSY: LabSummary = {
  ...BUSY_LAB,
  criticalAwaitingRelease: 2,
  queue: [
    { id: '0b6c3f0e-8a41-4c2e-9d55-1f7e2a3b4c5d', orderNumber: 'NB-100311', status: 'ordered', patientName: 'Maya Patel', priority: 'stat', createdAt: '2026-11-20T08:00:00.000Z', testCodes: ['CBC', 'CMP'] },
    { id: '1c7d4a1f-9b52-4d3f-8e66-2a8f3b4c5d6e', orderNumber: 'NB-100305', status: 'ordered', patientName: 'Leo Chen', priority: 'standard', createdAt: '2026-11-19T15:30:00.000Z', testCodes: ['TSH'] },
  ],
};

const failure = () => new Response(JSON.stringify({ success: false, message: 'Error', detail: 'The database did not answer in time.' }), { status: 503 });

/** The dashboard section on its own, the server answering `/summary` with each of `answers` in turn. */
function show(...answers: (() => Response | Promise<Response>)[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://localhost:3000').pathname;
      calls.push(path);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return Promise.resolve(answer());
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <MemoryRouter>
          <LabDashboard collections={<p>Collections slot</p>} />
        </MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

/** The figure a stat card shows, found by its label. */
const figure = (label: string) => within(screen.getByText(label, { selector: 'p' }).closest('li')!).getByText(/^\d+$/).textContent;

describe('the lab dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is loading while the figures are on their way', async () => {
    const { calls } = show(() => new Promise<Response>(() => undefined));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your lab’s figures…');
    expect(calls).toEqual(['/api/v1/lab-orders/summary']);
    // What the app composes in (today's collections) does not wait for the figures.
    expect(screen.getByText('Collections slot')).toBeInTheDocument();
  });

  it('shows the server’s figures, the open critical values and the next incoming orders with a way to all of them', async () => {
    show(() => ok(BUSY));
    expect(await screen.findByText('Incoming', { selector: 'p' })).toBeInTheDocument();
    expect(figure('Incoming')).toBe('212');
    expect(figure('Collections Today')).toBe('9');
    expect(figure('Sample Collected')).toBe('41');
    expect(figure('Processing')).toBe('65');
    expect(figure('Awaiting Release')).toBe('7');
    expect(figure('Completed Today')).toBe('23');
    expect(screen.getByRole('button', { name: /^About Collections Today: Collections booked at your lab for today/ })).toBeInTheDocument();
    expect(screen.getByText('2 orders with a critical value are still waiting for the doctor’s release.')).toBeInTheDocument();

    const queue = screen.getByRole('heading', { name: 'Next Incoming Orders' }).closest('div')!.parentElement!;
    const rows = within(queue).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('NB-100311Maya PatelCBC, CMPSTAT'), expect.stringContaining('NB-100305Leo ChenTSH')]);
    expect(within(rows[0]!).getByRole('link', { name: 'NB-100311' })).toHaveAttribute('href', paths.order('0b6c3f0e-8a41-4c2e-9d55-1f7e2a3b4c5d'));
    expect(within(queue).getByRole('link', { name: 'All orders' })).toHaveAttribute('href', paths.labOrders);
    expect(within(queue).getByText(/210 more incoming orders on the/)).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Orders page' })).toHaveAttribute('href', paths.labOrders);
  });

  it('shows zeros and an empty queue when nothing is waiting', async () => {
    show(() => ok(NONE));
    expect(await screen.findByText('No incoming orders. Orders routed to your lab appear here.')).toBeInTheDocument();
    expect(figure('Incoming')).toBe('0');
    expect(figure('Completed Today')).toBe('0');
    expect(screen.queryByText(/critical value/)).not.toBeInTheDocument();
    expect(screen.queryByText(/not assigned to a lab/)).not.toBeInTheDocument();
  });

  it('tells a technician without a lab why nothing reaches them', async () => {
    show(() => ok({ ...NONE, timeZone: null }));
    expect(await screen.findByText(/You are not assigned to a lab yet/)).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and Retry asks again', async () => {
    const { calls, user } = show(failure, () => ok(BUSY));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your lab’s figures could not be loaded. The database did not answer in time.');
    expect(screen.queryByRole('heading', { name: 'Next Incoming Orders' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('NB-100311')).toBeInTheDocument();
    expect(figure('Incoming')).toBe('212');
    expect(calls).toEqual(['/api/v1/lab-orders/summary', '/api/v1/lab-orders/summary']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
