import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, type Appointment, type CollectionSlots, type OrderDetail } from '@labwise/domain';
import { renderRoute } from '../../../../test/render-route';
import { demoAccount, mockSession, ok } from '../../../../test/signed-in';
import { patientRecord } from '../../../../test/patients';
import { orderDetail } from '../../../../test/orders';
import { useSession } from '../../../lib/session';
import { LabCollectionsPage } from './lab-collections-page';
import { UpcomingAppointments } from './upcoming-appointments';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

/**
 * The browser is in Tokyo (14 hours ahead of New York in December, 17 of Los Angeles); the labs
 * are in the United States. Every time is chosen and read on the lab's clocks. Set before the
 * imports run, so formatters made when a module loads see Tokyo too.
 */
const browserZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
  return { before };
});
beforeAll(() => {
  // Only the clock is fixed (20 November 2026), so 1 December is ahead; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
  if (browserZone.before === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone.before;
});
afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const LAB_ID = '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d';
const PATIENT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
// 09:30 on Tuesday 1 December 2026 in New York (EST, UTC−5); 23:30 the same day in Tokyo.
const NINE_THIRTY_NEW_YORK = '2026-12-01T14:30:00.000Z';
const AT_NINE_THIRTY_EST = /Tuesday, December 1, 2026(,| at) 9:30\sAM EST/;

const record = patientRecord({ id: PATIENT_ID });

const order = (overrides: Partial<OrderDetail> = {}): OrderDetail =>
  orderDetail({ id: ORDER_ID, patientId: PATIENT_ID, labId: LAB_ID, labName: 'Riverbend Diagnostics', labTimeZone: 'America/New_York', ...overrides });

/** Two of the lab's days: Monday 30 November at 08:00, Tuesday 1 December at 09:00 and 09:30 (EST). */
const SLOTS: CollectionSlots = {
  timeZone: 'America/New_York',
  days: [
    { date: '2026-11-30', slots: [{ at: '2026-11-30T13:00:00.000Z', time: '08:00' }] },
    {
      date: '2026-12-01',
      slots: [
        { at: '2026-12-01T14:00:00.000Z', time: '09:00' },
        { at: NINE_THIRTY_NEW_YORK, time: '09:30' },
      ],
    },
  ],
};

const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 'c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  orderId: ORDER_ID,
  orderNumber: 'NB-100042',
  patientName: 'Maya Patel',
  labId: LAB_ID,
  labName: 'Riverbend Diagnostics',
  labAddress: '88 Mill Road, Hartford, CT',
  labTimeZone: 'America/New_York',
  scheduledAt: NINE_THIRTY_NEW_YORK,
  status: 'scheduled',
  ...overrides,
});

/** A signed-in patient; the server answers from `answers` and records each booking it is sent. */
function server(answers: Record<string, () => Response>) {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  const account = demoAccount({ role: 'patient', fullName: 'Maya Patel', email: 'patient@demo.labwise.test' });
  const posted: unknown[] = [];
  const all: Record<string, () => Response> = { '/api/v1/auth/me': () => ok(account), '/api/v1/patients/me': () => ok(record), ...answers };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost:3000').pathname;
      if (init.method === 'POST' && path === '/api/v1/appointments') {
        const body = JSON.parse(init.body as string) as { orderId: string; scheduledAt: string };
        posted.push(body);
        const booked = appointment({ scheduledAt: body.scheduledAt });
        all[`/api/v1/lab-orders/${ORDER_ID}/appointment`] = () => ok(booked);
        return Promise.resolve(new Response(JSON.stringify({ success: true, data: booked, message: 'Collection booked' }), { status: 201 }));
      }
      const answer = all[path];
      return Promise.resolve(answer ? answer() : new Response(JSON.stringify({ success: false, message: 'Not Found', detail: 'Not found.' }), { status: 404 }));
    }),
  );
  return { posted };
}

describe('collection times in the lab’s time zone, the browser being elsewhere', () => {
  it('runs in a browser zone far from the labs', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });

  it('books 09:30 on the lab’s clocks, says the time zone, and confirms 9:30 AM EST', async () => {
    const { posted } = server({
      [`/api/v1/lab-orders/${ORDER_ID}`]: () => ok(order()),
      [`/api/v1/lab-orders/${ORDER_ID}/appointment`]: () => ok(null),
      [`/api/v1/lab-orders/${ORDER_ID}/slots`]: () => ok(SLOTS),
    });
    renderRoute(paths.order(ORDER_ID));
    // The lab's days and times as its clocks read them, not Tokyo's (where it is already 23:30).
    fireEvent.click(await screen.findByRole('radio', { name: 'Tuesday, December 1' }, { timeout: 15_000 }));
    const times = screen.getByRole('radiogroup', { name: 'Time' });
    expect(times).toHaveAccessibleDescription('Times are in the lab’s time zone (Eastern Time).');
    expect(within(times).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['9:00 AM', '9:30 AM']);
    expect(screen.getByRole('button', { name: 'Book collection' })).toBeDisabled();
    fireEvent.click(within(times).getByRole('radio', { name: '9:30 AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book collection' }));

    await waitFor(() => expect(posted).toEqual([{ orderId: ORDER_ID, scheduledAt: NINE_THIRTY_NEW_YORK }]));
    const toastText = await screen.findByText(/^Collection booked for /);
    expect(toastText.textContent).toMatch(AT_NINE_THIRTY_EST);
    const summary = await screen.findByText(/^Booked for/);
    expect(summary.textContent).toMatch(AT_NINE_THIRTY_EST);
    expect(summary).toHaveTextContent('at Riverbend Diagnostics, 88 Mill Road, Hartford, CT.');
  });

  it('reschedules a booked collection from the same picker', async () => {
    server({
      [`/api/v1/lab-orders/${ORDER_ID}`]: () => ok(order()),
      [`/api/v1/lab-orders/${ORDER_ID}/appointment`]: () => ok(appointment()),
      [`/api/v1/lab-orders/${ORDER_ID}/slots`]: () => ok(SLOTS),
      [`/api/v1/appointments/${appointment().id}`]: () => ok(appointment({ scheduledAt: '2026-11-30T13:00:00.000Z' })),
    });
    const fetchMock = vi.mocked(fetch);
    renderRoute(paths.order(ORDER_ID));
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Monday, November 30' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Time' })).getByRole('radio', { name: '8:00 AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const puts = () => fetchMock.mock.calls.map(([, init]) => init).filter((init) => init?.method === 'PUT').map((init) => JSON.parse(init!.body as string) as unknown);
    await waitFor(() => expect(puts()).toEqual([{ scheduledAt: '2026-11-30T13:00:00.000Z' }]));
    expect((await screen.findByText(/^Collection rescheduled for /)).textContent).toMatch(/Monday, November 30, 2026(,| at) 8:00\sAM EST/);
  });

  it('shows a collection that happened, and its booking, on the lab’s clocks', async () => {
    server({
      [`/api/v1/lab-orders/${ORDER_ID}`]: () =>
        ok(
          order({
            status: 'sample_collected',
            events: [
              { fromStatus: null, toStatus: 'ordered', actorRole: 'patient', actorName: 'Maya Patel', reason: null, at: '2026-11-19T15:00:00.000Z' },
              { fromStatus: 'ordered', toStatus: 'sample_collected', actorRole: 'lab_technician', actorName: 'Lena Fischer', reason: null, at: '2026-12-01T14:35:00.000Z' },
            ],
          }),
        ),
      [`/api/v1/lab-orders/${ORDER_ID}/appointment`]: () => ok(appointment({ status: 'completed' })),
    });
    renderRoute(paths.order(ORDER_ID));
    const held = await screen.findByText(/^Sample collected on/, {}, { timeout: 15_000 });
    expect(held.textContent).toMatch(/Tuesday, December 1, 2026(,| at) 9:35\sAM EST at Riverbend Diagnostics \(booked for Tuesday, December 1, 2026(,| at) 9:30\sAM EST\)/);
  });

  it('lists a patient’s upcoming collections at each lab’s own time, labelled', async () => {
    server({
      '/api/v1/appointments': () =>
        ok([
          appointment(),
          // 09:30 in San Francisco on Wednesday 2 December (PST, UTC−8).
          appointment({ id: 'd1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', labName: 'Bayview Medical Labs', labTimeZone: 'America/Los_Angeles', scheduledAt: '2026-12-02T17:30:00.000Z' }),
        ]),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UpcomingAppointments title="Upcoming Appointments" showPatient={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(AT_NINE_THIRTY_EST);
    expect(within(items[0]!).getByText('Riverbend Diagnostics')).toBeInTheDocument();
    expect(items[1]!.textContent).toMatch(/Wednesday, December 2, 2026(,| at) 9:30\sAM PST/);
  });

  it('lists the lab’s booked collections at the lab’s time, labelled', async () => {
    server({ '/api/v1/appointments': () => ok([appointment()]) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LabCollectionsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [item] = await screen.findAllByRole('listitem');
    expect(item!.textContent).toMatch(AT_NINE_THIRTY_EST);
    expect(within(item!).getByText('Maya Patel')).toBeInTheDocument();
  });
});
