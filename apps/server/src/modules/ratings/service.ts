import { RATING_MESSAGES, type LabRating, type LabRatingReply, type labRatingInput } from '@labwise/domain';
import type { z } from 'zod';
import type { Principal, requestContext } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { findRating, insertRating, orderToRate } from './repository';

type Ctx = ReturnType<typeof requestContext>;
type Order = NonNullable<Awaited<ReturnType<typeof orderToRate>>>;
type Row = NonNullable<Awaited<ReturnType<typeof findRating>>>;

/** The patient an order is for, or the doctor who ordered it: the two people who may rate its lab. */
function raterRole(principal: Principal, order: Order): 'patient' | 'doctor' | null {
  if (principal.role === 'patient' && order.patientUserId === principal.userId) return 'patient';
  if (principal.role === 'doctor' && order.orderingDoctorId === principal.userId) return 'doctor';
  return null;
}

/** Why the caller may not rate now, or null when they may. */
function refusal(principal: Principal, order: Order): { status: 403 | 409; message: string } | null {
  if (!raterRole(principal, order)) return { status: 403, message: RATING_MESSAGES.notRater };
  if (!order.labId) return { status: 409, message: RATING_MESSAGES.noLab };
  if (!order.releasedAt) return { status: 409, message: RATING_MESSAGES.notReleased };
  return null;
}

const toRating = (row: Row, labName: string): LabRating => ({
  orderId: row.orderId,
  labId: row.labId,
  labName,
  raterRole: row.raterRole as LabRating['raterRole'],
  stars: row.stars,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Lab ratings. One per person per order, and final: a rating describes the visit as it was, so a
 * second one is refused (409) rather than replacing the first, which keeps each figure traceable
 * to one audited write. Orders outside the caller's scope answer 404 exactly like a missing id.
 */
export function createRatingsService(db: Database) {
  async function scoped(tx: Executor, principal: Principal, orderId: string) {
    const order = await orderToRate(tx, principal, orderId);
    if (!order) throw notFound();
    return order;
  }

  return {
    async mine(ctx: Ctx, orderId: string): Promise<LabRatingReply> {
      return db.transaction(async (tx) => {
        const order = await scoped(tx, ctx.principal, orderId);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'lab_rating', resourceId: orderId, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        const row = await findRating(tx, orderId, ctx.principal.userId);
        const labName = order.labName ?? null;
        if (row) return { rating: toRating(row, labName ?? ''), labName, open: false, reason: RATING_MESSAGES.alreadyRated };
        const refused = refusal(ctx.principal, order);
        return { rating: null, labName, open: !refused, reason: refused?.message ?? null };
      });
    },

    async rate(ctx: Ctx, orderId: string, input: z.output<typeof labRatingInput>): Promise<LabRating> {
      return db.transaction(async (tx) => {
        const order = await scoped(tx, ctx.principal, orderId);
        const refused = refusal(ctx.principal, order);
        if (refused) throw refused.status === 403 ? forbidden(refused.message) : conflict(refused.message);
        const row = await insertRating(tx, {
          orderId,
          labId: order.labId!,
          raterId: ctx.principal.userId,
          raterRole: raterRole(ctx.principal, order)!,
          stars: input.stars,
          comment: input.comment ? input.comment : null,
        });
        if (!row) throw conflict(RATING_MESSAGES.alreadyRated);
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'lab_rating', resourceId: row.id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return toRating(row, order.labName ?? '');
      });
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
