import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type OrderDetail, type PatientRecord, type PaymentRecord, type Role } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { orderDetail } from '../../../test/orders';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const ORDER_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const PATIENT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

const record = { id: PATIENT_ID, full_name: 'Maya Patel', email: 'patient@demo.labwise.test', phone: null, date_of_birth: '1988-04-12', age: 38, sex: 'female', status: 'in_progress', primary_doctor_name: null, consent_given: true } as unknown as PatientRecord;

const order = (status: OrderDetail['status']): OrderDetail => orderDetail({ id: ORDER_ID, patientId: PATIENT_ID, status });

const paid: PaymentRecord = { id: 'c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', orderId: ORDER_ID, amountCents: 2900, method: 'cash', reference: 'R-77', recordedByName: 'Lena Fischer', recordedAt: '2026-11-20T15:00:00.000Z' };

function server(role: Role, detail: OrderDetail, payment: () => Response) {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  const asked: string[] = [];
  const answers: Record<string, () => Response> = {
    '/api/v1/auth/me': () => ok(demoAccount({ role, fullName: 'Maya Patel' })),
    '/api/v1/patients/me': () => ok(record),
    [`/api/v1/lab-orders/${ORDER_ID}`]: () => ok(detail),
    [`/api/v1/lab-orders/${ORDER_ID}/payment`]: payment,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://localhost:3000').pathname;
      asked.push(path);
      return Promise.resolve(answers[path]?.() ?? notFound());
    }),
  );
  return asked;
}

describe('payment on the order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the patient they can pay at collection while payment is awaited', async () => {
    const asked = server('patient', order('awaiting_payment'), () => ok(null));
    renderRoute(paths.order(ORDER_ID));
    expect(await screen.findByText('You can pay at the laboratory when your sample is collected: card, cash or insurance.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(asked).not.toContain(`/api/v1/lab-orders/${ORDER_ID}/payment`);
  });

  it('shows “Paid at collection” with the amount and method once the lab has recorded it', async () => {
    server('doctor', order('ordered'), () => ok(paid));
    renderRoute(paths.order(ORDER_ID));
    const line = await screen.findByText('Paid at collection', {}, { timeout: 15_000 });
    expect(line.parentElement).toHaveTextContent(/^Paid at collection: \$29\.00 by cash \(ref\. R-77\), /);
  });

  it('shows nothing about payment for an order that never awaited it, and says when it could not be loaded', async () => {
    const asked = server('patient', order('ordered'), () => ok(null));
    const view = renderRoute(paths.order(ORDER_ID));
    await screen.findByRole('heading', { name: 'Order NB-100042' }, { timeout: 15_000 });
    await waitFor(() => expect(asked).toContain(`/api/v1/lab-orders/${ORDER_ID}/payment`));
    await waitFor(() => expect(screen.queryByText('Loading payment…')).not.toBeInTheDocument());
    expect(screen.queryByText('Payment')).not.toBeInTheDocument();
    view.unmount();
    server('patient', order('ordered'), () => new Response(JSON.stringify({ success: false, message: 'Error', detail: 'Try again later.' }), { status: 503 }));
    renderRoute(paths.order(ORDER_ID));
    expect(await screen.findByText('The payment could not be loaded. Try again later.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
