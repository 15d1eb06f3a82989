import { sql } from 'drizzle-orm';
import { SESSION_STATUSES } from '@labwise/domain';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, optionalRef, parentRef, ref } from './helpers';
import { patients } from './patients';
import { users } from './users';

export const SESSION_TYPES = ['health_assessment', 'diagnostic', 'ai_guided'] as const;
export const TRIAGE_LEVELS = ['emergency', 'urgent', 'routine', 'self_care'] as const;

/** A questionnaire run: the engine's evidence so far and where it stands. */
export const questionnaireSessions = pgTable(
  'questionnaire_sessions',
  {
    id: id(),
    /** The patient assessed; null only for a doctor's or administrator's own AI-page session. */
    patientId: ref(() => patients.id, 'cascade'),
    /** Who started it; owns a session without a patient. */
    startedBy: optionalRef(() => users.id),
    sessionType: text().notNull().default('health_assessment'),
    status: text().notNull().default('in_progress'),
    currentQuestionId: text(),
    questionBudget: integer().notNull().default(10),
    evidence: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    triageLevel: text(),
    createdAt: createdAt(),
    completedAt: at(),
  },
  (t) => [
    index('questionnaire_sessions_patient_idx').on(t.patientId, t.createdAt.desc()),
    oneOf('questionnaire_sessions_type_check', t.sessionType, SESSION_TYPES),
    oneOf('questionnaire_sessions_status_check', t.status, SESSION_STATUSES),
    oneOf('questionnaire_sessions_triage_check', t.triageLevel, TRIAGE_LEVELS),
    check('questionnaire_sessions_budget_check', sql`${t.questionBudget} between 1 and 50`),
    check(
      'questionnaire_sessions_owner_check',
      sql`${t.patientId} is not null or (${t.sessionType} = 'ai_guided' and ${t.startedBy} is not null)`,
    ),
    index('questionnaire_sessions_started_by_idx').on(t.startedBy, t.createdAt.desc()),
  ],
);

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: id(),
    sessionId: parentRef(() => questionnaireSessions.id),
    questionId: text().notNull(),
    response: jsonb().notNull(),
    sequence: integer().notNull(),
    answeredAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaire_responses_session_question_key').on(t.sessionId, t.questionId)],
);

/** The engine's result for a completed session: conditions, insights, triage, tests. */
export const questionnaireAnalyses = pgTable('questionnaire_analyses', {
  sessionId: ref(() => questionnaireSessions.id, 'cascade').primaryKey(),
  conditions: jsonb().notNull(),
  insights: jsonb().notNull(),
  recommendations: jsonb().notNull(),
  triage: jsonb().notNull(),
  confidenceLevel: integer().notNull(),
  engineVersion: text().notNull(),
  createdAt: createdAt(),
});
