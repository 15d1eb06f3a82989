import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type Order } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { BUSY_LAB } from '../../../test/lab-summary';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const LAB_ID = '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d';
const summary = BUSY_LAB;
const order: Order = {
  id: '0b6c3f0e-8a41-4c2e-9d55-1f7e2a3b4c5d',
  orderNumber: 'NB-100311',
  patientId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  patientName: 'Maya Patel',
  doctorId: null,
  labId: LAB_ID,
  labName: 'Northside Clinical Laboratory',
  status: 'ordered',
  priority: 'standard',
  totalCents: 2500,
  notes: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  items: [],
};

describe('the lab orders page figures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('come from the server’s count over all of the lab’s orders, not from the page of orders it lists', async () => {
    sessionStorage.setItem('access_token', 'token');
    mockSession(useSession, 'token');
    const answers: Record<string, () => Response> = {
      '/api/v1/auth/me': () => ok(demoAccount({ role: 'lab_technician', fullName: 'Lena Fischer', labId: LAB_ID })),
      '/api/v1/lab-orders': () => ok([order]),
      '/api/v1/lab-orders/summary': () => ok(summary),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => Promise.resolve((answers[new URL(input, 'http://localhost:3000').pathname] ?? notFound)())),
    );
    renderRoute(paths.labOrders);
    expect(await screen.findByText('NB-100311', {}, { timeout: 15_000 })).toBeInTheDocument();
    const figure = (label: string) => within(screen.getByText(label, { selector: 'p' }).closest('li')!).getByText(/^\d+$/).textContent;
    expect(await screen.findByText('318')).toBeInTheDocument();
    expect(figure('Active Orders')).toBe('318');
    expect(figure('Incoming')).toBe('212');
    // Brief §4: Processing counts Sample Collected too; Results Ready counts Completed too.
    expect(figure('Processing')).toBe('106');
    expect(figure('Results Ready')).toBe('911');
  });
});
