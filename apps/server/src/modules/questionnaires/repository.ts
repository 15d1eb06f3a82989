import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { engineTestRecommendationSchema, insightSchema, parsedFindingSchema, triageSchema } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { patients, questionnaireAnalyses, questionnaireResponses, questionnaireSessions, tests, users } from '../../db/schema';

export type SessionRow = typeof questionnaireSessions.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;
export type ResponseRow = typeof questionnaireResponses.$inferSelect;
/**
 * A stored analysis as read back: its JSON columns checked against the shapes they were written
 * in, so a row that does not match fails loudly here instead of reaching a screen half-formed.
 */
const storedAnalysisJson = z.object({
  conditions: z.looseObject({ findings: z.array(parsedFindingSchema).optional() }),
  insights: z.array(insightSchema),
  recommendations: z.array(engineTestRecommendationSchema),
  triage: triageSchema,
});
export type AnalysisRow = Omit<typeof questionnaireAnalyses.$inferSelect, keyof z.infer<typeof storedAnalysisJson>> & z.infer<typeof storedAnalysisJson>;

const toAnalysisRow = (row: typeof questionnaireAnalyses.$inferSelect): AnalysisRow => ({ ...row, ...storedAnalysisJson.parse(row) });

/**
 * A session someone has begun: answered at least once, or finished. Opening the AI page starts a
 * session to ask its first question from; until it is answered it is nobody's assessment, so
 * histories, charts, counts and statuses leave it out.
 */
export const sessionBegun = (): SQL =>
  sql`(${questionnaireSessions.status} <> 'in_progress' or exists (select 1 from ${questionnaireResponses} where ${questionnaireResponses.sessionId} = ${questionnaireSessions.id}))`;

export async function findSession(db: Executor, id: string) {
  const [row] = await db.select().from(questionnaireSessions).where(eq(questionnaireSessions.id, id)).limit(1);
  return row;
}

/** A session with its patient record (none for a doctor's or administrator's own AI session), in one read. */
export async function findSessionWithPatient(db: Executor, id: string, forUpdate = false): Promise<{ session: SessionRow; patient: PatientRow | null } | undefined> {
  const query = db
    .select({ session: questionnaireSessions, patient: patients })
    .from(questionnaireSessions)
    .leftJoin(patients, eq(patients.id, questionnaireSessions.patientId))
    .where(eq(questionnaireSessions.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: questionnaireSessions }) : await query;
  return row;
}

export async function findPatient(db: Executor, id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  return row;
}

export async function patientOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(patients).where(eq(patients.userId, userId)).limit(1);
  return row;
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A patient record for a signed-in patient who has none yet (the questionnaire is their first step). */
export async function createOwnPatientRecord(db: Executor, user: { id: string; fullName: string | null; email: string }) {
  const [row] = await db
    .insert(patients)
    .values({ userId: user.id, fullName: user.fullName ?? user.email, email: user.email, createdBy: user.id })
    .onConflictDoNothing()
    .returning();
  return row ?? (await patientOfUser(db, user.id))!;
}

export async function insertSession(db: Executor, values: typeof questionnaireSessions.$inferInsert) {
  const [row] = await db.insert(questionnaireSessions).values(values).returning();
  return row!;
}

export async function updateSession(db: Executor, id: string, values: Partial<typeof questionnaireSessions.$inferInsert>) {
  const [row] = await db.update(questionnaireSessions).set(values).where(eq(questionnaireSessions.id, id)).returning();
  return row!;
}

export async function responsesOf(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(questionnaireResponses)
    .where(inArray(questionnaireResponses.sessionId, [...sessionIds]))
    .orderBy(asc(questionnaireResponses.sequence));
}

/**
 * One answer per question: a changed answer (the AI page's Previous) replaces the earlier one in
 * place. Takes the session's answers as read under the session's row lock and returns them as now
 * stored, so the caller runs the engine on them without reading them again.
 */
export async function upsertResponse(db: Executor, sessionId: string, questionId: string, response: unknown, current: readonly ResponseRow[]): Promise<ResponseRow[]> {
  const sequence = current.reduce((max, r) => Math.max(max, r.sequence), 0) + 1;
  // A skipped optional question is stored as JSON null: answered, with nothing said.
  const stored = response === null || response === undefined ? sql`'null'::jsonb` : response;
  const [row] = await db
    .insert(questionnaireResponses)
    .values({ sessionId, questionId, response: stored, sequence })
    .onConflictDoUpdate({
      target: [questionnaireResponses.sessionId, questionnaireResponses.questionId],
      set: { response: stored, answeredAt: new Date() },
    })
    .returning();
  const saved = row!;
  return current.some((r) => r.questionId === questionId) ? current.map((r) => (r.questionId === questionId ? saved : r)) : [...current, saved];
}

export async function analysesOf(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  const rows = await db.select().from(questionnaireAnalyses).where(inArray(questionnaireAnalyses.sessionId, [...sessionIds]));
  return rows.map(toAnalysisRow);
}

export async function saveAnalysis(db: Executor, values: typeof questionnaireAnalyses.$inferInsert) {
  await db
    .insert(questionnaireAnalyses)
    .values(values)
    .onConflictDoUpdate({ target: questionnaireAnalyses.sessionId, set: { ...values, createdAt: new Date() } });
}

/** A patient's sessions (by record) or, for a doctor's or administrator's own AI sessions, the starter's. */
export async function sessionsFor(db: Executor, owner: { patientId: string | null; userId: string | null }, limit: number) {
  const clauses = [];
  if (owner.patientId) clauses.push(eq(questionnaireSessions.patientId, owner.patientId));
  if (owner.userId) clauses.push(and(isNull(questionnaireSessions.patientId), eq(questionnaireSessions.startedBy, owner.userId)));
  if (clauses.length === 0) return [];
  return db
    .select()
    .from(questionnaireSessions)
    .where(and(or(...clauses), sessionBegun()))
    .orderBy(desc(questionnaireSessions.createdAt), desc(questionnaireSessions.id))
    .limit(limit);
}

export async function latestInProgress(db: Executor, owner: { patientId: string | null; userId: string }, sessionType: string) {
  const ownerClause = owner.patientId
    ? eq(questionnaireSessions.patientId, owner.patientId)
    : and(isNull(questionnaireSessions.patientId), eq(questionnaireSessions.startedBy, owner.userId));
  const [row] = await db
    .select()
    .from(questionnaireSessions)
    .where(and(ownerClause, eq(questionnaireSessions.sessionType, sessionType), eq(questionnaireSessions.status, 'in_progress')))
    .orderBy(desc(questionnaireSessions.createdAt))
    .limit(1);
  return row;
}

export async function catalogTestsByCode(db: Executor, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      id: tests.id,
      code: tests.code,
      name: tests.name,
      description: tests.description,
      priceCents: tests.priceCents,
      turnaroundHoursMin: tests.turnaroundHoursMin,
      turnaroundHoursMax: tests.turnaroundHoursMax,
      clinicianOrderOnly: tests.clinicianOrderOnly,
    })
    .from(tests)
    .where(and(inArray(tests.code, [...codes]), eq(tests.active, true)));
}
