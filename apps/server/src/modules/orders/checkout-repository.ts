import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderPriority, OrderStatus, Role } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { executePrepared } from '../../db/prepared';
import { auditEvents, cartLines, idempotencyKeys, labTests, labs, notifications, orderEvents, orderItems, orders, patients, users } from '../../db/schema';
import { labRatingOf } from '../ratings/repository';

/** Drizzle access for checkout: lab offers, the new orders and their items, Idempotency-Keys. */

/** A new patient record (a patient's first order creates their own). */
export async function insertPatient(db: Executor, values: typeof patients.$inferInsert) {
  const [created] = await db.insert(patients).values(values).returning();
  if (!created) throw new Error('patient record not created');
  return created;
}

/** Which active labs offer which of the tests (only the given lab, when one is chosen). */
export async function activeLabOffers(db: Executor, testIds: string[], labId: string | undefined) {
  return db
    .select({ labId: labs.id, labName: labs.name, rating: labRatingOf(labs.id), testId: labTests.testId })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(and(inArray(labTests.testId, testIds), eq(labTests.active, true), eq(labs.status, 'active'), ...(labId ? [eq(labs.id, labId)] : [])));
}

export async function findLabNameAndStatus(db: Executor, labId: string) {
  const [lab] = await db.select({ name: labs.name, status: labs.status }).from(labs).where(eq(labs.id, labId)).limit(1);
  return lab;
}

/** One order of a checkout: its id is chosen here so its items can name it in the same statement. */
export type NewOrder = { id: string; labId: string; labName: string; totalCents: number };
export type NewOrderItem = { orderId: string; testId: string; quantity: number; unitPriceCents: number; testCode: string; testName: string };

export type PlacedOrder = {
  id: string;
  orderNumber: string;
  orderingDoctorId: string | null;
  priority: OrderPriority;
  notes: string | null;
  createdAt: Date;
  items: { id: string; testId: string; testCode: string; testName: string; quantity: number; unitPriceCents: number }[];
};

export type PlaceOrdersInput = {
  orders: NewOrder[];
  items: NewOrderItem[];
  patientId: string;
  /** The patient's account, told of each order; null for a patient without one. */
  patientUserId: string | null;
  actor: { userId: string; role: Role };
  orderingDoctorId: string | null;
  status: OrderStatus;
  priority: OrderPriority;
  notes: string | null;
  requestId: string;
};

/**
 * Every write of a checkout in one prepared statement (a data-modifying CTE): the orders, all
 * their items, the first event of each, the notifications (the patient's and those of each lab's
 * active technicians), one audit row per order, and the emptied cart. The orders and items travel
 * as two JSON parameters, so the statement's text — and its prepared plan — is the same for any
 * cart. Row at a time this was six statements per order plus one, each costing more to plan and
 * to round-trip than to run. Foreign keys are checked at the end of the statement, when the
 * orders the items name exist. Returns the orders in the order given, each with its items.
 */
export async function placeOrders(db: Executor, input: PlaceOrdersInput): Promise<PlacedOrder[]> {
  // Positions keep the orders, and each order's items, in the sequence the caller gave them.
  const newOrders = input.orders.map((order, position) => ({ ...order, position }));
  const newItems = input.items.map((item, position) => ({ ...item, position }));
  const rows = await executePrepared<Omit<PlacedOrder, 'createdAt'> & { createdAt: Date | string }>(db, sql`
    with new_orders as (
      select * from jsonb_to_recordset(${JSON.stringify(newOrders)}::jsonb)
        as o(id uuid, "labId" uuid, "labName" text, "totalCents" int, position int)
    ), new_items as (
      select * from jsonb_to_recordset(${JSON.stringify(newItems)}::jsonb)
        as i("orderId" uuid, "testId" uuid, quantity int, "unitPriceCents" int, "testCode" text, "testName" text, position int)
    ), created as (
      insert into ${orders} (id, patient_id, ordered_by, ordering_doctor_id, lab_id, status, priority, total_cents, notes)
      select o.id, ${input.patientId}::uuid, ${input.actor.userId}::uuid, ${input.orderingDoctorId}::uuid, o."labId", ${input.status}, ${input.priority}, o."totalCents", ${input.notes}::text
        from new_orders o order by o.position
      returning id, order_number, ordering_doctor_id, lab_id, priority, notes, created_at
    ), items as (
      insert into ${orderItems} (order_id, test_id, quantity, unit_price_cents, test_code, test_name)
      select i."orderId", i."testId", i.quantity, i."unitPriceCents", i."testCode", i."testName" from new_items i
      returning id, order_id, test_id, test_code, test_name, quantity, unit_price_cents
    ), events as (
      insert into ${orderEvents} (order_id, from_status, to_status, actor_id, actor_role, reason)
      select c.id, null, ${input.status}, ${input.actor.userId}::uuid, ${input.actor.role}, 'Order placed' from created c
    ), told as (
      insert into ${notifications} (user_id, kind, title, body, link)
      select ${input.patientUserId}::uuid, 'order_created', 'Order ' || c.order_number || ' placed', 'Your tests go to ' || o."labName" || '.', '/orders/' || c.id
        from created c join new_orders o on o.id = c.id where ${input.patientUserId}::uuid is not null
      union all
      select u.id, 'order_created', 'New order ' || c.order_number, 'A new order was routed to your lab.', '/orders/' || c.id
        from created c join ${users} u on u.lab_id = c.lab_id and u.role = 'lab_technician' and u.status = 'active'
    ), logged as (
      insert into ${auditEvents} (actor_user_id, actor_role, action, resource_type, resource_id, patient_id, outcome, request_id)
      select ${input.actor.userId}::uuid, ${input.actor.role}, 'create', 'order', c.id::text, ${input.patientId}::uuid, 'allowed', ${input.requestId} from created c
    ), emptied as (
      delete from ${cartLines} where user_id = ${input.actor.userId}::uuid
    )
    select c.id, c.order_number as "orderNumber", c.ordering_doctor_id as "orderingDoctorId", c.priority, c.notes, c.created_at as "createdAt",
      (select coalesce(json_agg(json_build_object('id', i.id, 'testId', i.test_id, 'testCode', i.test_code, 'testName', i.test_name,
                 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents) order by n.position), '[]'::json)
         from items i join new_items n on n."orderId" = i.order_id and n."testId" = i.test_id where i.order_id = c.id) as items
    from created c join new_orders o on o.id = c.id
    order by o.position
  `);
  if (rows.length !== input.orders.length) throw new Error('checkout did not place every order');
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** Inserts a key unless the user already holds it; true when this call created it. */
export async function insertIdempotencyKeyIfAbsent(db: Executor, values: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Executor, userId: string, key: string) {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return existing;
}

/** Stores the answer a key replays. */
export async function completeIdempotencyKey(db: Executor, userId: string, key: string, responseStatus: number, responseBody: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus, responseBody })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
