import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './helpers';
import { labs } from './labs';
import { orders } from './orders';
import { users } from './users';

/**
 * A lab rated by someone an order served: the patient it was for or the doctor who ordered it, once
 * each per order, after release. Lab and test ratings are aggregates of these rows, never copies.
 */
export const labRatings = pgTable(
  'lab_ratings',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    labId: uuid()
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    raterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterRole: text().notNull(),
    stars: integer().notNull(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lab_ratings_order_rater_key').on(t.orderId, t.raterId),
    index('lab_ratings_lab_idx').on(t.labId),
    oneOf('lab_ratings_role_check', t.raterRole, ['patient', 'doctor']),
    check('lab_ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check('lab_ratings_comment_check', sql`${t.comment} is null or char_length(${t.comment}) <= 500`),
  ],
);
