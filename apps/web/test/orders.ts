import type { OrderDetail } from '@labwise/domain';

/**
 * An order as `GET /api/v1/lab-orders/{id}` returns it: Maya Patel's Complete Blood Count,
 * placed on 19 November 2026, not routed to a lab unless told; its timeline ends in its status.
 */
export function orderDetail(overrides: Partial<OrderDetail> & Pick<OrderDetail, 'id'>): OrderDetail {
  const status = overrides.status ?? 'ordered';
  return {
    orderNumber: 'NB-100042',
    patientId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    patientName: 'Maya Patel',
    doctorId: null,
    labId: null,
    labName: null,
    labTimeZone: null,
    status,
    priority: 'standard',
    totalCents: 2900,
    notes: null,
    createdAt: '2026-11-19T15:00:00.000Z',
    items: [{ id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', testId: 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', code: 'CBC', name: 'Complete Blood Count', quantity: 1, unitPriceCents: 2900 }],
    events: [{ fromStatus: null, toStatus: status, actorRole: 'patient', actorName: 'Maya Patel', reason: null, at: '2026-11-19T15:00:00.000Z' }],
    ...overrides,
  };
}
