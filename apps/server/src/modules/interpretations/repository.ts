import { and, desc, eq, inArray, isNotNull, max, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders, questionnaireAnalyses, questionnaireSessions, resultInterpretations, tests } from '../../db/schema';

export type InterpretationRow = typeof resultInterpretations.$inferSelect;
export type AnalysisRow = typeof questionnaireAnalyses.$inferSelect;
export type SessionRow = typeof questionnaireSessions.$inferSelect;

/** A completed session with its stored analysis, by id (undefined when either is missing). */
export async function completedAssessment(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ session: questionnaireSessions, analysis: questionnaireAnalyses })
    .from(questionnaireSessions)
    .innerJoin(questionnaireAnalyses, eq(questionnaireAnalyses.sessionId, questionnaireSessions.id))
    .where(and(eq(questionnaireSessions.id, sessionId), eq(questionnaireSessions.status, 'completed')))
    .limit(1);
  return row;
}

/** The patient's most recently completed session that has an analysis. */
export async function latestCompletedAssessment(db: Executor, patientId: string) {
  const [row] = await db
    .select({ session: questionnaireSessions, analysis: questionnaireAnalyses })
    .from(questionnaireSessions)
    .innerJoin(questionnaireAnalyses, eq(questionnaireAnalyses.sessionId, questionnaireSessions.id))
    .where(and(eq(questionnaireSessions.patientId, patientId), eq(questionnaireSessions.status, 'completed')))
    .orderBy(desc(questionnaireSessions.completedAt), desc(questionnaireSessions.createdAt), desc(questionnaireSessions.id))
    .limit(1);
  return row;
}

/** Locks the session row so two releases for one assessment take versions one after the other. */
export async function lockSession(db: Executor, sessionId: string): Promise<void> {
  await db.select({ id: questionnaireSessions.id }).from(questionnaireSessions).where(eq(questionnaireSessions.id, sessionId)).for('update');
}

export async function latestVersionOf(db: Executor, sessionId: string): Promise<number> {
  const [row] = await db.select({ version: max(resultInterpretations.version) }).from(resultInterpretations).where(eq(resultInterpretations.sessionId, sessionId));
  return row?.version ?? 1;
}

/** Inserts one interpretation; a second one for the same report version of the order is a no-op. */
export async function insertInterpretation(db: Executor, values: typeof resultInterpretations.$inferInsert) {
  const [row] = await db
    .insert(resultInterpretations)
    .values(values)
    .onConflictDoNothing({ target: [resultInterpretations.orderId, resultInterpretations.reportVersion] })
    .returning();
  return row;
}

/** Active catalog tests by code (what a follow-up may link to). */
export async function activeTestsByCode(db: Executor, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: tests.id, code: tests.code, priceCents: tests.priceCents, clinicianOrderOnly: tests.clinicianOrderOnly })
    .from(tests)
    .where(and(inArray(tests.code, [...codes]), eq(tests.active, true)));
}

const listColumns = {
  interpretation: resultInterpretations,
  orderNumber: orders.orderNumber,
  patientId: orders.patientId,
  releasedAt: orders.resultsReleasedAt,
  analysis: questionnaireAnalyses,
};

/** Which interpretations: one by id, one patient's, one assessment's; only of released orders when asked. */
export type InterpretationSelection = ({ id: string } | { patientId: string } | { sessionId: string }) & { releasedOnly: boolean };

/**
 * Interpretations of a selection inside `scope` (an order scope from auth/scopes), with their order
 * and the session's original analysis, newest version first.
 */
export async function interpretationsInScope(db: Executor, scope: SQL, which: InterpretationSelection, limit: number) {
  const selection =
    'id' in which
      ? eq(resultInterpretations.id, which.id)
      : 'patientId' in which
        ? eq(orders.patientId, which.patientId)
        : eq(resultInterpretations.sessionId, which.sessionId);
  const where = and(selection, scope, which.releasedOnly ? isNotNull(orders.resultsReleasedAt) : undefined);
  return db
    .select(listColumns)
    .from(resultInterpretations)
    .innerJoin(orders, eq(orders.id, resultInterpretations.orderId))
    .innerJoin(questionnaireAnalyses, eq(questionnaireAnalyses.sessionId, resultInterpretations.sessionId))
    .where(where)
    .orderBy(desc(resultInterpretations.createdAt), desc(resultInterpretations.version), desc(resultInterpretations.id))
    .limit(limit);
}

export type InterpretationListRow = Awaited<ReturnType<typeof interpretationsInScope>>[number];

/** The newest interpretation of one order (the latest report version read). */
export async function latestOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select(listColumns)
    .from(resultInterpretations)
    .innerJoin(orders, eq(orders.id, resultInterpretations.orderId))
    .innerJoin(questionnaireAnalyses, eq(questionnaireAnalyses.sessionId, resultInterpretations.sessionId))
    .where(eq(resultInterpretations.orderId, orderId))
    .orderBy(desc(resultInterpretations.reportVersion))
    .limit(1);
  return row;
}
