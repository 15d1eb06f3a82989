import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CheckoutPreview, Lab } from '@labwise/domain';
import { demoAccount, mockSession, ok } from '../../../../test/signed-in';
import { useSession } from '../../../lib/session';
import { CheckoutDialog } from './checkout-dialog';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

const NORTH = '11111111-1111-4111-8111-111111111111';
const RIVER = '22222222-2222-4222-8222-222222222222';
const SUMMIT = '33333333-3333-4333-8333-333333333333';
const lab = (id: string, name: string, location: string) => ({ id, name, location, status: 'active' }) as unknown as Lab;
const LABS = [lab(NORTH, 'Northside Clinical Laboratory', 'Boston, MA'), lab(RIVER, 'Riverbend Diagnostics', 'Hartford, CT'), lab(SUMMIT, 'Summit Pathology Partners', 'Denver, CO')];
const cart = { lines: [{ testId: 'a', code: 'CBC', name: 'Complete Blood Count', priceCents: 2900, quantity: 1 }, { testId: 'b', code: 'ESR', name: 'Sedimentation Rate', priceCents: 1500, quantity: 1 }], totalCents: 4400 } as unknown as Cart;

function answer(preview: CheckoutPreview) {
  mockSession(useSession);
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(ok(preview))));
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const account = demoAccount({ role: 'patient' });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={account} />}>
            <Route path="/" element={<CheckoutDialog open onOpenChange={() => undefined} cart={cart} labs={LABS} forDoctor={false} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const order = (labId: string, labName: string) => ({ labId, labName, tests: [{ code: 'CBC', name: 'Complete Blood Count' }], totalCents: 4400 });

describe('checkout offers only labs that perform every test', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists only the eligible labs', async () => {
    answer({ orders: [order(NORTH, 'Northside Clinical Laboratory')], eligibleLabs: [{ id: NORTH, name: 'Northside Clinical Laboratory' }, { id: SUMMIT, name: 'Summit Pathology Partners' }] });
    show();
    const select = await screen.findByLabelText('Laboratory');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Best available (split by laboratory if needed)',
      'Northside Clinical Laboratory — Boston, MA',
      'Summit Pathology Partners — Denver, CO',
    ]);
    expect(screen.queryByText(/No single laboratory performs all of these tests/)).not.toBeInTheDocument();
  });

  it('says when no single lab performs them all, and offers the split', async () => {
    answer({ orders: [order(NORTH, 'Northside Clinical Laboratory'), order(RIVER, 'Riverbend Diagnostics')], eligibleLabs: [] });
    show();
    const hint = await screen.findByText('No single laboratory performs all of these tests: Labwise splits the order by laboratory.');
    const select = screen.getByLabelText('Laboratory');
    expect(select).toHaveAccessibleDescription(hint.textContent);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Best available (split by laboratory if needed)']);
  });
});
