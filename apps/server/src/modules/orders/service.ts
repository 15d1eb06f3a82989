import { LAB_INCOMING_STATUSES, LAB_QUEUE_SIZE, LAB_TO_PROCESS_STATUSES, ORDER_MESSAGES, type CheckoutPreview, type LabSummary, type CheckoutRequest, type Order, type OrderDetail, type OrderListItem } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { canReachPatient, orderScope } from '../../auth/scopes';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { checkout, eligibleLabs, planCheckout } from './checkout';
import { transition } from './transitions';
import { readCart } from '../cart/service';
import { claimKey, completeKey, requestHash } from './idempotency';
import { findPatient, findScopedOrder, itemCodesOf, labFigures, labQueue, listPatientOrders, readOrderDetailAudited, readOrderListAudited, type ListRow } from './repository';
import { cursorOf, pageOf, type Page } from '../../http/cursor';

type Ctx = { principal: Principal; requestId: string };

/** The list's wire shape: the instant as ISO text, without the cursor's sort key. */
const asListItem = ({ sortAt: _sortAt, ...row }: ListRow): OrderListItem => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A page's cursor names the list it belongs to; each list refuses the others' (http/cursor). */
const ORDER_LIST = 'orders';
const PATIENT_ORDERS = 'patient-orders';
const keyOf = (row: { sortAt: string; id: string }) => ({ at: row.sortAt, id: row.id });

export type PageRequest = { limit: number; cursor?: string };

/** A queue row as the API sends it (the instant as ISO text). */
const asQueueItem = <Row extends { createdAt: Date }>(row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

const NO_FIGURES: Omit<LabSummary, 'queue' | 'toProcess'> = {
  timeZone: null,
  active: 0,
  incoming: 0,
  sampleCollected: 0,
  processing: 0,
  resultsReady: 0,
  completed: 0,
  collectionsToday: 0,
  completedToday: 0,
  criticalAwaitingRelease: 0,
};

export function createOrdersService(db: Database, options: { paymentsEnabled: boolean }) {
  return {
    /** One checkout, one transaction; with an Idempotency-Key the same request replays its orders. */
    async checkout(ctx: Ctx, input: CheckoutRequest, idempotencyKey: string | undefined): Promise<Order[]> {
      return db.transaction(async (tx) => {
        if (idempotencyKey) {
          const replay = await claimKey<Order[]>(tx, ctx.principal.userId, idempotencyKey, requestHash(input));
          if (replay) return replay;
        }
        const created = await checkout(tx, { ...ctx, paymentsEnabled: options.paymentsEnabled }, input);
        if (idempotencyKey) await completeKey(tx, ctx.principal.userId, idempotencyKey, 201, created);
        return created;
      });
    },

    /** The orders a checkout would create from the current cart, without creating them. */
    async preview(ctx: Ctx, labId: string | undefined): Promise<CheckoutPreview> {
      return db.transaction(async (tx) => {
        const cart = await readCart(tx, ctx.principal.userId);
        const plan = await planCheckout(tx, ctx.principal, cart, labId);
        return {
          eligibleLabs: await eligibleLabs(tx, cart),
          orders: plan.map((part) => {
            const lines = cart.lines.filter((line) => part.testIds.includes(line.testId));
            return {
              labId: part.labId,
              labName: part.labName,
              tests: lines.map((line) => ({ code: line.code, name: line.name })),
              totalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
            };
          }),
        };
      });
    },

    /** One page of the caller's orders, newest first, with their items, audited, in one statement. */
    async mine(ctx: Ctx, request: PageRequest): Promise<Page<OrderListItem>> {
      const after = cursorOf(ORDER_LIST, request.cursor);
      const rows = await readOrderListAudited(db, ctx.principal, { limit: request.limit, after }, ctx.requestId);
      const page = pageOf(ORDER_LIST, rows, request.limit, keyOf);
      return { items: page.items.map(asListItem), nextCursor: page.nextCursor };
    },

    /**
     * The technician's lab at a glance: figures counted over all of the lab's orders and the next
     * incoming ones, audited (the queue names patients). A technician not yet assigned to a lab
     * sees zeros.
     */
    async labSummary(ctx: Ctx): Promise<LabSummary> {
      const labId = ctx.principal.role === 'lab_technician' ? ctx.principal.labId : null;
      return db.transaction(async (tx) => {
        const figures = labId ? await labFigures(tx, labId) : NO_FIGURES;
        const queue = labId ? await labQueue(tx, labId, LAB_INCOMING_STATUSES, LAB_QUEUE_SIZE) : [];
        const toProcess = labId ? await labQueue(tx, labId, LAB_TO_PROCESS_STATUSES, LAB_QUEUE_SIZE) : [];
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'lab_summary', resourceId: labId ?? undefined, outcome: 'allowed', requestId: ctx.requestId });
        return {
          ...figures,
          queue: queue.map(asQueueItem),
          toProcess: toProcess.map(asQueueItem),
        };
      });
    },

    /** One page of a patient's orders the caller may see (their doctor; a cursor moves within that scope only). */
    async ofPatient(ctx: Ctx, patientId: string, request: PageRequest): Promise<Page<OrderListItem>> {
      const after = cursorOf(PATIENT_ORDERS, request.cursor);
      return db.transaction(async (tx) => {
        const patient = await findPatient(tx, patientId);
        if (!canReachPatient(ctx.principal, patient)) {
          await audit(tx, { actor: ctx.principal, action: 'denied', resourceType: 'patient_orders', resourceId: patientId, outcome: 'denied', requestId: ctx.requestId });
          throw notFound();
        }
        const rows = await listPatientOrders(tx, orderScope(ctx.principal), patientId, { limit: request.limit, after });
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient_orders', resourceId: patientId, patientId, outcome: 'allowed', requestId: ctx.requestId });
        const page = pageOf(PATIENT_ORDERS, rows, request.limit, keyOf);
        const items = await itemCodesOf(tx, page.items.map((row) => row.id));
        return {
          items: page.items.map((row) => asListItem({ ...row, items: items.filter((item) => item.orderId === row.id).map(({ orderId: _orderId, ...item }) => item) })),
          nextCursor: page.nextCursor,
        };
      });
    },

    /** One round trip: the scoped read and its audit row in one statement (see readOrderDetailAudited). */
    async detail(ctx: Ctx, id: string): Promise<OrderDetail> {
      const row = await readOrderDetailAudited(db, ctx.principal, id, ctx.requestId);
      if (!row) throw notFound();
      return {
        ...row,
        createdAt: row.createdAt.toISOString(),
        events: row.events.map((e) => ({
          ...e,
          at: new Date(e.at).toISOString(),
        })),
      };
    },

    /** Cancel before sample collection, by the patient or the doctor, with a reason in the log. */
    async cancel(ctx: Ctx, id: string, reason: string): Promise<OrderDetail> {
      await db.transaction(async (tx) => {
        const row = await findScopedOrder(tx, ctx.principal, id);
        if (!row) throw notFound();
        await transition(tx, ctx.principal, row, 'cancelled', reason, { set: { cancelledReason: reason }, conflictMessage: ORDER_MESSAGES.notCancellable });
        await audit(tx, { actor: ctx.principal, action: 'transition', resourceType: 'order', resourceId: id, patientId: row.patientId, outcome: 'allowed', requestId: ctx.requestId });
      });
      return this.detail(ctx, id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
