import { SUPPORT_MESSAGES, SUPPORT_ORDER_MILESTONES, type SupportOrder } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { firstReached, orderForSupport } from './support-repository';

type Ctx = { principal: Principal; requestId: string };
const iso = (date: Date | undefined) => date?.toISOString() ?? null;

/**
 * SECURITY.md: an administrator may see an order's status "only, for support": its number,
 * status, lab and the dates of its steps. No results, no answers, no patient data; each lookup
 * leaves an audit row naming the order and its patient, so the patient's access log shows it.
 */
export function createSupportService(db: Database) {
  return {
    async lookupOrder(ctx: Ctx, orderNumber: string): Promise<SupportOrder> {
      return db.transaction(async (tx) => {
        const order = await orderForSupport(tx, orderNumber);
        if (!order) throw notFound(SUPPORT_MESSAGES.orderNotFound);
        const reached = await firstReached(tx, order.id, SUPPORT_ORDER_MILESTONES);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'order_support', resourceId: order.id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        // A self-order's results go straight to Completed: that step is also when they were resulted.
        const resulted = reached.get('results_ready') ?? reached.get('completed');
        return {
          orderNumber: order.orderNumber,
          status: order.status,
          labName: order.labName ?? null,
          orderedAt: order.createdAt.toISOString(),
          collectedAt: iso(reached.get('sample_collected')),
          resultedAt: iso(resulted),
          completedAt: iso(reached.get('completed')),
          cancelledAt: iso(reached.get('cancelled')),
        };
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
