import { SUPPORT_MESSAGES, type Delivery, type DeliveryState, type deliveryListQuery } from '@labwise/domain';
import type { z } from 'zod';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { maskRecipient } from '../../platform/jobs/mask';
import { findJob, listJobs, requeueFailed } from '../../platform/jobs/repository';

type Ctx = { principal: Principal; requestId: string };
type Row = Awaited<ReturnType<typeof listJobs>>[number];

function stateOf(row: Pick<Row, 'status' | 'attempts'>): DeliveryState {
  if (row.status === 'running') return 'sending';
  if (row.status === 'queued') return row.attempts > 0 ? 'retrying' : 'queued';
  return row.status as 'sent' | 'failed';
}

/**
 * The delivery log of the outbox (ADR 0032) for administrators: what was queued, sent, is being
 * retried or failed, to whom (masked) and why it failed — never the body, which may hold a link.
 */
export function createDeliveriesService(db: Database, settings: { maxAttempts: number }) {
  return {
    async list(ctx: Ctx, query: z.output<typeof deliveryListQuery>): Promise<Delivery[]> {
      const rows = await listJobs(db, query);
      await audit(db, { actor: ctx.principal, action: 'read', resourceType: 'delivery_log', outcome: 'allowed', requestId: ctx.requestId });
      return rows.map((row) => {
        const state = stateOf(row);
        return {
          id: row.id,
          channel: row.channel as Delivery['channel'],
          kind: row.kind,
          recipient: maskRecipient(row.channel, row.recipient),
          status: state,
          attempts: row.attempts,
          maxAttempts: settings.maxAttempts,
          lastError: row.lastError,
          nextAttemptAt: state === 'queued' || state === 'retrying' ? row.runAt.toISOString() : null,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        };
      });
    },

    /** Gives a failed delivery a new series of tries, due at once; audited. */
    async retry(ctx: Ctx, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const job = await findJob(tx, id);
        if (!job) throw notFound(SUPPORT_MESSAGES.deliveryNotFound);
        if (!(await requeueFailed(tx, id))) throw conflict(SUPPORT_MESSAGES.onlyFailedRetry);
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'delivery', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
      });
    },
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
