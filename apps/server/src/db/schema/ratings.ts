import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, parentRef } from './helpers';
import { labs } from './labs';
import { orders } from './orders';
import { users } from './users';

/**
 * A lab rated by someone an order served: the patient it was for or the doctor who ordered it, once
 * each per order, after release. Lab ratings are aggregates of these rows; a test's rating is kept
 * from them in test_figures (ADR 0052).
 */
export const labRatings = pgTable(
  'lab_ratings',
  {
    id: id(),
    orderId: parentRef(() => orders.id),
    labId: parentRef(() => labs.id),
    raterId: parentRef(() => users.id),
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
