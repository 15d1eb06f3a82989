import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionSlots } from '@labwise/domain';
import { mockSession, ok } from '../../../../test/signed-in';
import { useSession } from '../../../lib/session';
import { SlotPicker } from './slot-picker';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

const ORDER_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const CHICAGO: CollectionSlots = {
  timeZone: 'America/Chicago',
  days: [
    { date: '2026-12-24', slots: [{ at: '2026-12-24T14:00:00.000Z', time: '08:00' }, { at: '2026-12-24T14:30:00.000Z', time: '08:30' }] },
    { date: '2026-12-28', slots: [{ at: '2026-12-28T20:00:00.000Z', time: '14:00' }] },
  ],
};

function answer(response: () => Response) {
  mockSession(useSession);
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost:3000');
      asked.push(`${url.pathname}${url.search}`);
      return Promise.resolve(response());
    }),
  );
  return asked;
}

function Picker() {
  const [value, setValue] = useState('');
  return (
    <>
      <SlotPicker orderId={ORDER_ID} timeZone="America/Chicago" value={value} onChange={setValue} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Picker />
    </QueryClientProvider>,
  );
}

describe('the collection slot picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 14 days, shows each day’s times on the lab’s clocks, and is driven by the keyboard', async () => {
    const asked = answer(() => ok(CHICAGO));
    const user = userEvent.setup();
    show();
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    expect(asked).toContain(`/api/v1/lab-orders/${ORDER_ID}/slots?days=14`);
    expect(within(days).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Thursday, December 24', 'Monday, December 28']);
    const times = screen.getByRole('radiogroup', { name: 'Time' });
    expect(times).toHaveAccessibleDescription('Times are in the lab’s time zone (Central Time).');
    expect(within(times).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['8:00 AM', '8:30 AM']);

    // A click or Space on a focused radio chooses it; another day shows its own times and clears the choice.
    await user.click(within(times).getByRole('radio', { name: '8:30 AM' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('2026-12-24T14:30:00.000Z');
    within(days).getByRole('radio', { name: 'Monday, December 28' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('');
    const monday = within(screen.getByRole('radiogroup', { name: 'Time' })).getByRole('radio', { name: '2:00 PM' });
    monday.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('2026-12-28T20:00:00.000Z');
  });

  it('says so when there is no slot in the next 14 days', async () => {
    answer(() => ok({ timeZone: 'America/Chicago', days: [] }));
    show();
    expect(await screen.findByText('No slots in the next 14 days')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('says what could not be loaded when the server fails', async () => {
    answer(() => new Response(JSON.stringify({ success: false, message: 'Conflict', detail: 'This order is not waiting for a sample: nothing to book.' }), { status: 409 }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The available times could not be loaded. This order is not waiting for a sample: nothing to book.');
  });
});
