import { PAYMENT_MESSAGES, type PaymentMethod, type PaymentRecord, type RecordPaymentRequest } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { insertNotifications } from '../notifications/repository';
import { findScopedOrder } from '../orders/repository';
import { transition } from '../orders/transitions';
import { patientOf } from '../results/repository';
import { insertPaymentRecord, paymentOfOrder } from './repository';

type Ctx = { principal: Principal; requestId: string };

async function read(tx: Executor, orderId: string): Promise<PaymentRecord | null> {
  const row = await paymentOfOrder(tx, orderId);
  return row ? { ...row, method: row.method as PaymentMethod, recordedAt: row.recordedAt.toISOString() } : null;
}

/**
 * Payment at collection: while no payment provider is configured, the technician of the order's
 * lab records what the patient paid, and the order moves from Awaiting Payment to Ordered (the
 * transition table decides who may and from where), with the payment, event and audit row in one
 * transaction.
 */
export function createPaymentsService(db: Database) {
  return {
    async record(ctx: Ctx, orderId: string, input: RecordPaymentRequest): Promise<PaymentRecord> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, orderId);
        if (!order) throw notFound();
        await transition(tx, ctx.principal, order, 'ordered', PAYMENT_MESSAGES.paidAtCollection, { conflictMessage: PAYMENT_MESSAGES.notAwaiting });
        const id = await insertPaymentRecord(tx, {
          orderId,
          amountCents: input.amountCents ?? order.totalCents,
          method: input.method,
          reference: input.reference || null,
          recordedBy: ctx.principal.userId,
        });
        const patient = await patientOf(tx, order.patientId);
        if (patient?.userId) {
          await insertNotifications(tx, {
            userId: patient.userId,
            kind: 'order_status_changed',
            title: `Order ${order.orderNumber} paid`,
            body: 'Your payment at collection was recorded.',
            link: `/orders/${orderId}`,
          });
        }
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'payment', resourceId: id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        const saved = await read(tx, orderId);
        if (!saved) throw new Error('payment record not read back');
        return saved;
      });
    },

    /** The payment recorded for an order, if any (shown on the order page). */
    async ofOrder(ctx: Ctx, orderId: string): Promise<PaymentRecord | null> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, orderId);
        if (!order) throw notFound();
        const payment = await read(tx, orderId);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'payment', resourceId: payment?.id ?? null, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return payment;
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
