import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, parentRef } from './helpers';
import { orders } from './orders';
import { questionnaireSessions } from './questionnaires';

/**
 * An assessment read again with one order's released results: a new version of the session's
 * analysis (the questionnaire's own analysis, version 1, stays as it was). One row per report
 * version of the order, so a lab correction after release adds a version instead of editing one.
 */
export const resultInterpretations = pgTable(
  'result_interpretations',
  {
    id: id(),
    sessionId: parentRef(() => questionnaireSessions.id),
    orderId: parentRef(() => orders.id),
    /** The result_reports version that was read. */
    reportVersion: integer().notNull(),
    /** The analysis version this is: 2 for the first update of a session, then 3, … */
    version: integer().notNull(),
    conditions: jsonb().notNull(),
    insights: jsonb().notNull(),
    triage: jsonb().notNull(),
    changes: jsonb().notNull(),
    values: jsonb().notNull(),
    nextSteps: jsonb().notNull(),
    confidenceLevel: integer().notNull(),
    engineVersion: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('result_interpretations_session_version_key').on(t.sessionId, t.version),
    uniqueIndex('result_interpretations_order_report_key').on(t.orderId, t.reportVersion),
    check('result_interpretations_version_check', sql`${t.version} >= 2`),
    index('result_interpretations_order_idx').on(t.orderId, t.version.desc()),
  ],
);
