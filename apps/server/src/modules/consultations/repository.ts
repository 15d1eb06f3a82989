import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsultationStatus } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { consultationRequests, notifications, patients, questionnaireSessions, users } from '../../db/schema';

const doctor = alias(users, 'doctor');

/** Which requests to list: one by id, a doctor's, a patient's; optionally in one status. */
export type ConsultationFilter = { id?: string; doctorId?: string; patientId?: string; status?: ConsultationStatus };

export async function listConsultations(db: Executor, filter: ConsultationFilter, limit: number) {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(consultationRequests.id, filter.id));
  if (filter.doctorId !== undefined) conditions.push(eq(consultationRequests.doctorId, filter.doctorId));
  if (filter.patientId !== undefined) conditions.push(eq(consultationRequests.patientId, filter.patientId));
  if (filter.status !== undefined) conditions.push(eq(consultationRequests.status, filter.status));
  // A filter naming nothing lists nothing: a caller that forgot its scope sees no one's requests.
  const where = conditions.length ? and(...conditions) : sql`false`;
  return db
    .select({ request: consultationRequests, patientName: patients.fullName, doctorName: doctor.fullName, doctorEmail: doctor.email, patientUserId: patients.userId })
    .from(consultationRequests)
    .innerJoin(patients, eq(patients.id, consultationRequests.patientId))
    .innerJoin(doctor, eq(doctor.id, consultationRequests.doctorId))
    .where(where)
    .orderBy(desc(consultationRequests.createdAt))
    .limit(limit);
}

export type ConsultationRow = Awaited<ReturnType<typeof listConsultations>>[number];

export async function insertConsultation(db: Executor, values: typeof consultationRequests.$inferInsert) {
  const [row] = await db.insert(consultationRequests).values(values).returning();
  if (!row) throw new Error('consultation request not created');
  return row;
}

/** A questionnaire session the patient may attach: on their record, or one they started themselves. */
export async function sessionOf(db: Executor, sessionId: string, patientId: string, userId: string) {
  const [row] = await db.select().from(questionnaireSessions).where(eq(questionnaireSessions.id, sessionId)).limit(1);
  if (!row) return undefined;
  return row.patientId === patientId || (row.patientId === null && row.startedBy === userId) ? row : undefined;
}

export async function decide(db: Executor, id: string, doctorId: string, status: 'accepted' | 'declined', note: string | null) {
  return db
    .update(consultationRequests)
    .set({ status, decidedAt: new Date(), decisionNote: note })
    .where(and(eq(consultationRequests.id, id), eq(consultationRequests.doctorId, doctorId), eq(consultationRequests.status, 'pending')))
    .returning();
}

export async function notify(db: Executor, values: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(values);
}
