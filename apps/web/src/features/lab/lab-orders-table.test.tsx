import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type Order, type OrderPriority } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const LAB_ID = '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d';
const PRIORITIES: OrderPriority[] = ['standard', 'stat', 'urgent'];
const order = (n: number): Order => ({
  id: `0b6c3f0e-8a41-4c2e-9d55-${String(n).padStart(12, '0')}`,
  orderNumber: `NB-1${String(n).padStart(5, '0')}`,
  patientId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  patientName: `Patient ${n}`,
  doctorId: null,
  labId: LAB_ID,
  labName: 'Northside Clinical Laboratory',
  status: 'ordered',
  priority: PRIORITIES[n % 3]!,
  totalCents: 2500,
  notes: null,
  createdAt: new Date(Date.UTC(2026, 10, 1) + n * 3_600_000).toISOString(),
  items: [],
});

describe('the lab orders table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sorts by priority from its header and pages through the stage', async () => {
    mockSession(useSession, 'token');
    const orders = Array.from({ length: 30 }, (_, i) => order(i + 1));
    const answers: Record<string, () => Response> = {
      '/api/v1/auth/me': () => ok(demoAccount({ role: 'lab_technician', fullName: 'Lena Fischer', labId: LAB_ID })),
      '/api/v1/lab-orders': () => ok(orders),
    };
    vi.stubGlobal('fetch', vi.fn((input: string) => Promise.resolve((answers[new URL(input, 'http://localhost:3000').pathname] ?? notFound)())));
    const app = renderRoute(paths.labOrders);
    const table = await screen.findByRole('table', { name: 'Incoming Orders' }, { timeout: 15_000 });
    expect(screen.getByRole('group', { name: 'Export orders as CSV' })).toBeInTheDocument();
    const bodyRows = () => within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(bodyRows()).toHaveLength(25);

    const priority = within(table).getByRole('columnheader', { name: 'Priority' });
    // A number sorts from the highest first: the most urgent orders come first.
    await app.user.click(within(priority).getByRole('button'));
    expect(priority).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]!).getByText('STAT')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[4]!).getByText('Standard')).toBeInTheDocument();
  });
});
