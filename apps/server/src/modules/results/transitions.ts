import { and, eq } from 'drizzle-orm';
import { canTransition, ORDER_MESSAGES, ORDER_STATUS_LABELS, type OrderStatus } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/database';
import { orderEvents, orders } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';

/**
 * Moves an order along the transition table: the role must hold the transition, the current
 * status must allow it, and a concurrent change makes this one fail with 409 rather than
 * overwrite it. Every change is logged with who, when and why.
 */
export async function transition(
  tx: Executor,
  principal: Principal,
  order: { id: string; status: string },
  to: OrderStatus,
  reason: string,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<void> {
  const from = order.status as OrderStatus;
  if (!canTransition(principal.role, from, to)) {
    const anyFrom = ['awaiting_payment', 'ordered', 'sent_to_lab', 'sample_collected', 'processing', 'results_ready'] as const;
    if (!anyFrom.some((status) => canTransition(principal.role, status, to))) throw forbidden();
    throw conflict(ORDER_MESSAGES.illegalTransition(ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]));
  }
  const updated = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw conflict(ORDER_MESSAGES.illegalTransition(ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: from, toStatus: to, actorId: principal.userId, actorRole: principal.role, reason });
}
