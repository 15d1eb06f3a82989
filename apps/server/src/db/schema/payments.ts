import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@labwise/domain';
import { createdAt, id, oneOf, optionalRef, parentRef } from './helpers';
import { labs } from './labs';
import { orders } from './orders';
import { users } from './users';

/**
 * Payment taken by the lab when the sample is collected (no payment provider configured). One per
 * order: recording it moves the order out of Awaiting Payment, which happens once.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: id(),
    orderId: parentRef(() => orders.id),
    amountCents: integer().notNull(),
    method: text().notNull(),
    reference: text(),
    recordedBy: optionalRef(() => users.id),
    recordedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_records_order_key').on(t.orderId),
    oneOf('payment_records_method_check', t.method, PAYMENT_METHODS),
    check('payment_records_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** Days a lab is closed outside its weekly hours (holidays), in the lab's own calendar. */
export const labClosures = pgTable(
  'lab_closures',
  {
    id: id(),
    labId: parentRef(() => labs.id),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    createdBy: optionalRef(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('lab_closures_lab_idx').on(t.labId, t.endsOn), check('lab_closures_range_check', sql`${t.endsOn} >= ${t.startsOn}`)],
);
