import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const LAB_ID = '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d';

/** A lab technician of Northside; every other call finds nothing. */
function technician() {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  const account = demoAccount({ role: 'lab_technician', fullName: 'Lena Fischer', email: 'lab@demo.labwise.test', labId: LAB_ID });
  const answers: Record<string, () => Response> = {
    '/api/v1/auth/me': () => ok(account),
    [`/api/v1/labs/${LAB_ID}`]: () => ok({ lab: { id: LAB_ID, name: 'Northside Clinical Laboratory' }, tests: [], orders: [], performance: {} }),
    '/api/v1/lab-orders': () => ok([]),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => Promise.resolve((answers[new URL(input, 'http://localhost:3000').pathname] ?? notFound)())),
  );
}

describe('which lab a technician belongs to', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is named in the lab dashboard header', async () => {
    technician();
    renderRoute(paths.labOrders);
    // The first lazy route of a file takes a while to load on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Lab Orders' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('Northside Clinical Laboratory')).toBeInTheDocument();
  });

  it('is shown on the account page', async () => {
    technician();
    renderRoute(paths.account);
    const term = await screen.findByText('Laboratory', { selector: 'dt' }, { timeout: 15_000 });
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent('Northside Clinical Laboratory'));
  });
});
