import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type OrderDetail, type OrderResults, type PatientDetail, type Role } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { interpretationFixture, fixtureId } from '../../features/interpretation/test-fixtures';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const ORDER_ID = fixtureId(3);
const PATIENT_ID = fixtureId(20);

const order: OrderDetail = {
  id: ORDER_ID,
  orderNumber: 'LW-2026-0042',
  patientId: PATIENT_ID,
  patientName: 'Maya Patel',
  doctorId: null,
  labId: null,
  labName: 'Riverbend Diagnostics',
  labTimeZone: null,
  status: 'completed',
  priority: 'standard',
  totalCents: 2900,
  notes: null,
  createdAt: '2026-11-19T15:00:00.000Z',
  items: [{ id: fixtureId(40), testId: fixtureId(41), code: 'TSH', name: 'Thyroid Stimulating Hormone', quantity: 1, unitPriceCents: 2900 }],
  events: [{ fromStatus: null, toStatus: 'ordered', actorRole: 'patient', actorName: 'Maya Patel', reason: null, at: '2026-11-19T15:00:00.000Z' }],
};

const results: OrderResults = {
  orderId: ORDER_ID,
  orderNumber: 'LW-2026-0042',
  status: 'completed',
  released: true,
  labComments: null,
  doctorComment: null,
  results: [
    {
      id: fixtureId(50),
      orderItemId: fixtureId(40),
      testCode: 'TSH',
      analyteId: fixtureId(51),
      analyteCode: 'TSH',
      analyteName: 'TSH',
      loinc: '3016-3',
      version: 1,
      status: 'final',
      value: 9.8,
      unit: 'mIU/L',
      referenceLow: 0.4,
      referenceHigh: 4,
      referenceText: '0.4–4.0 mIU/L',
      flag: 'high',
      hl7Flag: 'H',
      recordedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
};

const patient: PatientDetail = {
  id: PATIENT_ID,
  fullName: 'Maya Patel',
  email: 'patient@demo.labwise.test',
  phone: null,
  dateOfBirth: null,
  age: 38,
  sexAtBirth: 'female',
  status: 'in_progress',
  hasAccount: true,
  consentGiven: true,
  lastActivityAt: null,
  invitePendingSince: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  orderCount: 1,
  sessionCount: 1,
};

let requested: string[];

function signedIn(role: Role, answers: Record<string, () => Response>) {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  requested = [];
  const all: Record<string, () => Response> = {
    '/api/v1/auth/me': () => ok(demoAccount({ role })),
    '/api/v1/notifications': () => ok({ items: [], unreadCount: 0 }),
    ...answers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://localhost:3000').pathname;
      requested.push(path);
      if (path === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      return Promise.resolve(all[path]?.() ?? notFound());
    }),
  );
}

describe('results read back into the assessment, on the pages that show them', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts “What your results mean” under the patient’s results on the order page', async () => {
    signedIn('patient', {
      [`/api/v1/lab-orders/${ORDER_ID}`]: () => ok(order),
      [`/api/v1/lab-orders/${ORDER_ID}/results`]: () => ok(results),
      [`/api/v1/orders/${ORDER_ID}/interpretation`]: () => ok({ interpretation: interpretationFixture() }),
    });
    renderRoute(paths.order(ORDER_ID));
    const card = await screen.findByRole('region', { name: 'What your results mean' });
    expect(within(card).getByText('TSH 9.8 mIU/L high — raises underactive thyroid')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to cart: Free T4' })).toBeInTheDocument();
  });

  it('appears for the doctor once they release the results, titled for them, without reloading the page', async () => {
    let released = false;
    signedIn('doctor', {
      [`/api/v1/lab-orders/${ORDER_ID}`]: () => ok({ ...order, status: released ? 'completed' : 'results_ready' }),
      [`/api/v1/lab-orders/${ORDER_ID}/results`]: () => ok({ ...results, status: released ? 'completed' : 'results_ready', released }),
      [`/api/v1/lab-orders/${ORDER_ID}/release`]: () => {
        released = true;
        return ok({});
      },
      [`/api/v1/orders/${ORDER_ID}/interpretation`]: () => ok({ interpretation: released ? interpretationFixture() : null }),
    });
    const { user } = renderRoute(paths.order(ORDER_ID));
    await user.click(await screen.findByRole('button', { name: 'Release to patient' }));
    const card = await screen.findByRole('region', { name: 'What the results mean' });
    expect(within(card).getByText('Your TSH is above the normal range: your thyroid may be working too slowly.')).toBeInTheDocument();
  });

  it('does not ask for it for the lab, who never sees assessments', async () => {
    signedIn('lab_technician', {
      [`/api/v1/lab-orders/${ORDER_ID}`]: () => ok(order),
      [`/api/v1/lab-orders/${ORDER_ID}/results`]: () => ok(results),
    });
    renderRoute(paths.order(ORDER_ID));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(requested).not.toContain(`/api/v1/orders/${ORDER_ID}/interpretation`);
  });

  it('lists “Updated by your lab results” above the assessment’s own analysis', async () => {
    const SESSION_ID = fixtureId(2);
    const before = interpretationFixture().before;
    signedIn('patient', {
      [`/api/v1/questionnaires/${SESSION_ID}/analysis`]: () =>
        ok({ analysis: { ...before, findings: [], engine_version: 'test', notice: 'This is information, not a diagnosis.' } }),
      [`/api/v1/questionnaires/${SESSION_ID}/recommendations`]: () => ok({ recommendations: [] }),
      [`/api/v1/questionnaires/${SESSION_ID}/interpretations`]: () => ok({ interpretations: [interpretationFixture()] }),
    });
    renderRoute(`${paths.patientResults}?session=${SESSION_ID}`);
    const section = await screen.findByRole('region', { name: 'Updated by your lab results' });
    expect(within(section).getByRole('link', { name: 'LW-2026-0042' })).toHaveAttribute('href', paths.order(ORDER_ID));
    const original = screen.getByRole('heading', { name: 'What your answers may point to' });
    expect(section.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the doctor’s patient page a “Before and after results” card linking to the order', async () => {
    signedIn('doctor', {
      [`/api/v1/patients/${PATIENT_ID}`]: () => ok(patient),
      [`/api/v1/patients/${PATIENT_ID}/orders`]: () => ok([]),
      [`/api/v1/questionnaires/user/${PATIENT_ID}/history`]: () => ok({ sessions: [] }),
      [`/api/v1/patients/${PATIENT_ID}/interpretations`]: () => ok({ interpretations: [interpretationFixture()] }),
    });
    renderRoute(paths.patient(PATIENT_ID));
    const card = await screen.findByRole('region', { name: 'Before and after results' });
    expect(within(card).getByRole('link', { name: 'Order LW-2026-0042' })).toHaveAttribute('href', paths.order(ORDER_ID));
  });
});
