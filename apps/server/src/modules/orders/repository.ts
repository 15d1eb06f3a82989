import { and, asc, desc, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FINISHED_ORDER_STATUSES, LAB_INCOMING_STATUSES, WITH_RESULTS_STATUSES, type OrderListItem, type OrderStatus, type Role } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { executePrepared } from '../../db/prepared';
import { appointments, auditEvents, labs, orderEvents, orderItems, orders, patients, results, users } from '../../db/schema';
import type { Principal } from '../../auth/principal';
import { orderScope } from '../../auth/scopes';
import { afterCursor, sortInstant } from '../../db/keyset';
import type { Cursor } from '../../http/cursor';

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  patientId: orders.patientId,
  patientName: patients.fullName,
  doctorId: orders.orderingDoctorId,
  labId: orders.labId,
  labName: labs.name,
  status: orders.status,
  priority: orders.priority,
  totalCents: orders.totalCents,
  notes: orders.notes,
  createdAt: orders.createdAt,
};

/** The columns the lists show (domain orderListItemSchema): the order's without doctor, lab id and notes. */
const { doctorId: _doctorId, labId: _labId, notes: _notes, ...listColumns } = orderColumns;

/** Columns as a raw select list (`"orders"."id" as "id", …`) for the one-statement reads below. */
const selectListOf = (columns: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
const orderSelectList = selectListOf(orderColumns);
const listSelectList = selectListOf(listColumns);

export async function listOrders(db: Executor, where: SQL, limit: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(labs, eq(labs.id, orders.labId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export type OrderRow = Awaited<ReturnType<typeof listOrders>>[number];

/**
 * Moves an order from one status to another unless it changed meanwhile; false when it had
 * (a concurrent change), so the caller refuses instead of overwriting it.
 */
export async function updateOrderStatus(
  db: Executor,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert> = {},
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...set })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** One line of an order's timeline: who moved it from which status to which, and why. */
export async function insertOrderEvent(db: Executor, values: typeof orderEvents.$inferInsert): Promise<void> {
  await db.insert(orderEvents).values(values);
}

export async function itemsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.testCode));
}

export async function patientRecordOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(patients).where(eq(patients.userId, userId)).limit(1);
  return row;
}

export async function findPatient(db: Executor, id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  return row;
}

/**
 * The whole order row, unscoped: only for an order the caller has already reached through
 * findScopedOrder (or a lab interface's own routed order).
 */
export async function orderRowById(db: Executor, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function findScopedOrder(db: Executor, principal: Principal, id: string) {
  const [row] = await listOrders(db, and(eq(orders.id, id), orderScope(principal)) as SQL, 1);
  return row;
}

type DetailRow = OrderRow & {
  labTimeZone: string | null;
  items: { id: string; testId: string; code: string; name: string; quantity: number; unitPriceCents: number }[];
  // Read as JSON: the columns' check constraints hold these to the domain's vocabularies.
  events: { fromStatus: OrderStatus | null; toStatus: OrderStatus; actorRole: Role | null; actorName: string | null; reason: string | null; at: string }[];
};

/**
 * One order with its items and timeline, if the caller may see it, and the audit row of that read —
 * in one statement. A data-modifying CTE commits the audit row atomically with the read, as the
 * audit rule asks, in one round trip instead of a seven-step transaction (begin, read, audit,
 * items, events, commit). Nothing is returned, and nothing audited here, when the order is out of
 * scope; the app's refusal hook records the denied attempt.
 */
export async function readOrderDetailAudited(db: Executor, principal: Principal, id: string, requestId: string): Promise<DetailRow | undefined> {
  const rows = await executePrepared<Omit<DetailRow, 'createdAt'> & { createdAt: Date | string; audited: number }>(db, sql`
    with found as (
      select ${orderSelectList},
        ${labs.timeZone} as "labTimeZone",
        (select coalesce(json_agg(json_build_object('id', i.id, 'testId', i.test_id, 'code', i.test_code, 'name', i.test_name,
                   'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents) order by i.test_code), '[]'::json)
           from ${orderItems} i where i.order_id = ${orders.id}) as "items",
        (select coalesce(json_agg(json_build_object('fromStatus', e.from_status, 'toStatus', e.to_status, 'actorRole', e.actor_role,
                   'actorName', u.full_name, 'reason', e.reason, 'at', e.created_at) order by e.created_at, e.id), '[]'::json)
           from ${orderEvents} e left join ${users} u on u.id = e.actor_id where e.order_id = ${orders.id}) as "events"
      from ${orders}
      inner join ${patients} on ${patients.id} = ${orders.patientId}
      left join ${labs} on ${labs.id} = ${orders.labId}
      where ${orders.id} = ${id} and ${orderScope(principal)}
    ), logged as (
      insert into ${auditEvents} (actor_user_id, actor_role, action, resource_type, resource_id, patient_id, outcome, request_id)
      select ${principal.userId}, ${principal.role}, 'read', 'order', found."id"::text, found."patientId", 'allowed', ${requestId} from found
      returning 1
    )
    select found.*, (select count(*) from logged)::int as "audited" from found
  `);
  const row = rows[0];
  if (!row) return undefined;
  if (row.audited !== 1) throw new Error('the order read was not audited');
  const { audited: _audited, ...detail } = row;
  return { ...detail, createdAt: new Date(detail.createdAt) };
}

/**
 * The ids of the newest `limit` orders a caller may see after the cursor, each branch walking an
 * index in (created_at desc, id desc) order (migration 0024): a doctor's "ordered by me OR for my
 * patients" as one OR would scan every order; as a union of the doctor's own orders and, per
 * patient under care, that patient's newest orders, it reads at most a few rows per patient.
 */
function newestVisibleOrderIds(principal: Principal, limit: number, after: Cursor | undefined): SQL {
  // NULLS LAST as in the indexes drizzle declares, so the planner reads them in order instead of sorting.
  const newest = sql`order by created_at desc nulls last, id desc nulls last limit ${limit}`;
  const condition = afterCursor(sql.raw('created_at'), sql.raw('id'), after);
  const past = condition ? sql`and ${condition}` : sql``;
  switch (principal.role) {
    case 'patient':
      // Per patient record, a limited read in index order: as `patient_id in (…)` the planner
      // would read every one of the patient's orders and sort them.
      return sql`
        select o.id from ${patients} p
          cross join lateral (select id, created_at from ${orders} where patient_id = p.id ${past} ${newest}) o
          where p.user_id = ${principal.userId}
          order by o.created_at desc nulls last, o.id desc nulls last limit ${limit}`;
    case 'doctor':
      return sql`
        select id from (
          (select id, created_at from ${orders} where ordering_doctor_id = ${principal.userId} ${past} ${newest})
          union
          (select o.id, o.created_at from ${patients} p
             cross join lateral (select id, created_at from ${orders} where patient_id = p.id ${past} ${newest}) o
             where p.primary_doctor_id = ${principal.userId})
        ) visible ${newest}`;
    case 'lab_technician':
      return principal.labId ? sql`select id from ${orders} where lab_id = ${principal.labId} ${past} ${newest}` : sql`select null::uuid where false`;
    case 'admin':
      return sql`select null::uuid where false`;
  }
}

/** A list row: the list's columns, its items' code and name, and its exact sort instant (for the cursor). */
export type ListRow = Omit<OrderListItem, 'createdAt'> & { createdAt: Date; sortAt: string };

/**
 * One page of the orders a caller may see (`limit + 1` rows read, so the caller knows whether
 * there is more), each with its items' codes and names, and the audit row of the list read — one
 * statement (see readOrderDetailAudited).
 */
export async function readOrderListAudited(db: Executor, principal: Principal, page: { limit: number; after?: Cursor }, requestId: string): Promise<ListRow[]> {
  const rows = await executePrepared<Omit<ListRow, 'createdAt'> & { createdAt: Date | string; audited: number }>(db, sql`
    with found as (
      select ${listSelectList}, ${sortInstant(orders.createdAt)} as "sortAt",
        (select coalesce(json_agg(json_build_object('id', i.id, 'code', i.test_code, 'name', i.test_name) order by i.test_code), '[]'::json)
           from ${orderItems} i where i.order_id = ${orders.id}) as "items"
      from ${orders}
      inner join ${patients} on ${patients.id} = ${orders.patientId}
      left join ${labs} on ${labs.id} = ${orders.labId}
      where ${orders.id} in (${newestVisibleOrderIds(principal, page.limit + 1, page.after)})
    ), logged as (
      insert into ${auditEvents} (actor_user_id, actor_role, action, resource_type, outcome, request_id)
      values (${principal.userId}, ${principal.role}, 'read', 'order_list', 'allowed', ${requestId})
      returning 1
    )
    select found.*, (select count(*) from logged)::int as "audited" from found
    order by found."createdAt" desc, found."id" desc
  `);
  return rows.map(({ audited: _audited, ...row }) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/**
 * One page (`limit + 1` rows) of one patient's orders inside the caller's order scope
 * (auth/scopes: orderScope), newest first, read in the order of orders_patient_created_idx.
 */
export async function listPatientOrders(db: Executor, scope: SQL, patientId: string, page: { limit: number; after?: Cursor }) {
  return db
    .select({ ...listColumns, sortAt: sortInstant(orders.createdAt) })
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(labs, eq(labs.id, orders.labId))
    .where(and(eq(orders.patientId, patientId), scope, afterCursor(orders.createdAt, orders.id, page.after)))
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(page.limit + 1);
}

/** The code and name of each item of these orders (a list's badges). */
export async function itemCodesOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderItems.orderId, id: orderItems.id, code: orderItems.testCode, name: orderItems.testName })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.testCode));
}

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The lab's current day in its own time zone, as [start, end) instants, from the database's clock. */
function labToday(labId: string): { start: SQL; end: SQL } {
  const zone = sql`(select ${labs.timeZone} from ${labs} where ${labs.id} = ${labId})`;
  const midnight = sql`date_trunc('day', now() at time zone ${zone})`;
  return { start: sql`(${midnight} at time zone ${zone})`, end: sql`((${midnight} + interval '1 day') at time zone ${zone})` };
}

/**
 * The lab dashboard's figures over every order routed to the lab, in one aggregate statement
 * (the lab's orders are read once through their (lab_id, status) index).
 */
export async function labFigures(db: Executor, labId: string) {
  const today = labToday(labId);
  const uploadedToday = sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}
    and ${orderEvents.fromStatus} = 'processing' and ${orderEvents.createdAt} >= ${today.start} and ${orderEvents.createdAt} < ${today.end})`;
  const currentCritical = sql`exists (select 1 from ${results} where ${results.orderId} = ${orders.id}
    and ${results.flag} = 'critical' and ${results.status} <> 'superseded')`;
  const collectionsToday = sql<number>`(select count(*) from ${appointments} where ${and(
    eq(appointments.labId, labId),
    eq(appointments.status, 'scheduled'),
    sql`${appointments.scheduledAt} >= ${today.start}`,
    sql`${appointments.scheduledAt} < ${today.end}`,
  )})`.mapWith(Number);
  const [row] = await db
    .select({
      timeZone: sql<string | null>`(select ${labs.timeZone} from ${labs} where ${labs.id} = ${labId})`,
      active: countWhere(notInArray(orders.status, [...FINISHED_ORDER_STATUSES])),
      incoming: countWhere(inArray(orders.status, [...LAB_INCOMING_STATUSES])),
      sampleCollected: countWhere(eq(orders.status, 'sample_collected')),
      processing: countWhere(eq(orders.status, 'processing')),
      resultsReady: countWhere(eq(orders.status, 'results_ready')),
      completed: countWhere(eq(orders.status, 'completed')),
      collectionsToday,
      // Every transition stamps updated_at (results/transitions.ts), so an upload today leaves the
      // order updated since the day began; the check spares an event lookup per finished order.
      // The hour of slack covers a difference between the server's and the database's clocks.
      completedToday: countWhere(
        and(inArray(orders.status, [...WITH_RESULTS_STATUSES]), sql`${orders.updatedAt} >= ${today.start} - interval '1 hour'`, uploadedToday),
      ),
      criticalAwaitingRelease: countWhere(and(eq(orders.status, 'results_ready'), currentCritical)),
    })
    .from(orders)
    .where(eq(orders.labId, labId));
  return row!;
}

/** The lab's next orders in these statuses (incoming to collect, samples to process): STAT, then urgent, then standard; oldest first. */
export async function labQueue(db: Executor, labId: string, statuses: readonly OrderStatus[], limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      patientName: patients.fullName,
      priority: orders.priority,
      createdAt: orders.createdAt,
      testCodes: sql<string[]>`coalesce((select array_agg(${orderItems.testCode} order by ${orderItems.testCode}) from ${orderItems} where ${orderItems.orderId} = ${orders.id}), '{}')`,
    })
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .where(and(eq(orders.labId, labId), inArray(orders.status, [...statuses])))
    .orderBy(sql`case ${orders.priority} when 'stat' then 0 when 'urgent' then 1 else 2 end`, asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}
