import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ORDER_PRIORITIES,
  ORDER_STATUSES,
  ROLES,
  type OrderPriority,
  type OrderStatus,
  type Role,
} from '@labwise/domain';
import { at, createdAt, id, oneOf, optionalRef, parentRef, ref, timestamps, updatedAt } from './helpers';
import { tests } from './catalog';
import { labs } from './labs';
import { patients } from './patients';
import { questionnaireSessions } from './questionnaires';
import { users } from './users';

/** Human order numbers NB-100001, NB-100002 … from one sequence (unique across nodes). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const carts = pgTable('carts', {
  userId: ref(() => users.id, 'cascade').primaryKey(),
  updatedAt: updatedAt(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    userId: parentRef(() => carts.userId),
    testId: parentRef(() => tests.id),
    quantity: integer().notNull().default(1),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.testId] }),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text()
      .notNull()
      .unique('orders_order_number_key')
      .default(sql`'NB-' || nextval('order_number_seq')`),
    patientId: ref(() => patients.id, 'restrict').notNull(),
    orderedBy: ref(() => users.id, 'restrict').notNull(),
    /** Null for a direct-to-consumer order a patient placed for themselves. */
    orderingDoctorId: optionalRef(() => users.id),
    labId: ref(() => labs.id, 'restrict'),
    status: text().$type<OrderStatus>().notNull().default('ordered'),
    priority: text().$type<OrderPriority>().notNull().default('standard'),
    totalCents: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    notes: text(),
    sourceSessionId: optionalRef(() => questionnaireSessions.id),
    resultsReleasedAt: at(),
    cancelledReason: text(),
    ...timestamps(),
  },
  (t) => [
    // Each list's keyset order (created_at desc, id desc; ADR 0051), so a page is one index range read.
    index('orders_patient_created_idx').on(t.patientId, t.createdAt.desc(), t.id.desc()),
    index('orders_lab_status_idx').on(t.labId, t.status, t.createdAt.desc()),
    // The lab's newest orders, read in index order (the status index would sort every order of the lab).
    index('orders_lab_created_idx').on(t.labId, t.createdAt.desc(), t.id.desc()),
    index('orders_doctor_created_idx').on(t.orderingDoctorId, t.createdAt.desc(), t.id.desc()),
    // My Results: a patient's released orders, newest release first.
    index('orders_patient_released_idx').on(t.patientId, t.resultsReleasedAt.desc(), t.id.desc()).where(sql`${t.resultsReleasedAt} is not null`),
    index('orders_status_idx').on(t.status),
    oneOf('orders_status_check', t.status, ORDER_STATUSES),
    oneOf('orders_priority_check', t.priority, ORDER_PRIORITIES),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: parentRef(() => orders.id),
    testId: ref(() => tests.id, 'restrict').notNull(),
    quantity: integer().notNull().default(1),
    unitPriceCents: integer().notNull(),
    /** Snapshot: the catalog may change after ordering. */
    testCode: text().notNull(),
    testName: text().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // A test's popularity and rating are counted over the orders that included it.
    index('order_items_test_idx').on(t.testId, t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_items_price_check', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** Every status change of an order: who, when, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: parentRef(() => orders.id),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    actorId: optionalRef(() => users.id),
    actorRole: text().$type<Role>(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    oneOf('order_events_from_check', t.fromStatus, ORDER_STATUSES),
    oneOf('order_events_to_check', t.toStatus, ORDER_STATUSES),
    oneOf('order_events_role_check', t.actorRole, ROLES),
  ],
);

/** Collection appointments (patient dashboard "Upcoming Appointments"). */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    patientId: parentRef(() => patients.id),
    orderId: optionalRef(() => orders.id),
    labId: ref(() => labs.id, 'restrict').notNull(),
    scheduledAt: at().notNull(),
    status: text().notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_patient_idx').on(t.patientId, t.scheduledAt),
    index('appointments_lab_idx').on(t.labId, t.scheduledAt),
    // One booked collection per order at a time.
    uniqueIndex('appointments_order_scheduled_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'scheduled'`),
    oneOf('appointments_status_check', t.status, ['scheduled', 'completed', 'cancelled']),
  ],
);
