import { canTransition, holdsTransition, ORDER_MESSAGES, ORDER_STATUS_LABELS, type OrderStatus } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/database';
import type { orders } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { insertOrderEvent, updateOrderStatus } from './repository';

export type TransitionOptions = {
  /** Columns written with the status (a release date, a cancellation reason). */
  set?: Partial<typeof orders.$inferInsert>;
  /** What a caller who holds the transition is told when the order's status does not allow it now. */
  conflictMessage?: string;
};

/**
 * Moves an order along the transition table (ORDER_TRANSITIONS in domain): a role that never
 * holds the transition is refused (403); a role that holds it from other statuses gets 409, as
 * does a concurrent change, which fails here rather than being overwritten. Every change is
 * logged with who, when and why.
 */
export async function transition(
  tx: Executor,
  principal: Principal,
  order: { id: string; status: string },
  to: OrderStatus,
  reason: string,
  options: TransitionOptions = {},
): Promise<void> {
  const from = order.status as OrderStatus;
  const refused = () => conflict(options.conflictMessage ?? ORDER_MESSAGES.illegalTransition(ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]));
  if (!canTransition(principal.role, from, to)) {
    if (!holdsTransition(principal.role, to)) throw forbidden();
    throw refused();
  }
  if (!(await updateOrderStatus(tx, order.id, from, to, options.set))) throw refused();
  await insertOrderEvent(tx, { orderId: order.id, fromStatus: from, toStatus: to, actorId: principal.userId, actorRole: principal.role, reason });
}
