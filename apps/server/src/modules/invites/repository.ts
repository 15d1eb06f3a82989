import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { consultationRequests, orders, patientInvites, patients, questionnaireSessions, users } from '../../db/schema';

export async function insertInvite(db: Executor, values: typeof patientInvites.$inferInsert) {
  const [row] = await db.insert(patientInvites).values(values).returning();
  if (!row) throw new Error('invite not created');
  return row;
}

/** An invite by its token's hash, with the inviting doctor's name. */
export async function inviteByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ invite: patientInvites, doctorName: users.fullName, doctorEmail: users.email })
    .from(patientInvites)
    .innerJoin(users, eq(users.id, patientInvites.doctorId))
    .where(eq(patientInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function userName(db: Executor, id: string) {
  const [row] = await db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return row ? (row.fullName ?? row.email) : null;
}

/** Ends the patient's open links now (a new invitation replaces them). */
export async function expireOpenInvites(db: Executor, patientId: string, now: Date): Promise<void> {
  await db
    .update(patientInvites)
    .set({ expiresAt: now })
    .where(and(eq(patientInvites.patientId, patientId), isNull(patientInvites.acceptedAt), gt(patientInvites.expiresAt, now)));
}

export async function updateInvite(db: Executor, id: string, values: Partial<Pick<typeof patientInvites.$inferInsert, 'declinedAt' | 'expiresAt' | 'acceptedAt' | 'acceptedBy'>>): Promise<void> {
  await db.update(patientInvites).set(values).where(eq(patientInvites.id, id));
}

/** Whether a patient record holds anything of its own: an order, a questionnaire, a consultation request. */
export async function recordHasData(db: Executor, patientId: string): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.patientId, patientId)).limit(1);
  if (order) return true;
  const [session] = await db.select({ id: questionnaireSessions.id }).from(questionnaireSessions).where(eq(questionnaireSessions.patientId, patientId)).limit(1);
  if (session) return true;
  const [request] = await db.select({ id: consultationRequests.id }).from(consultationRequests).where(eq(consultationRequests.patientId, patientId)).limit(1);
  return Boolean(request);
}

/**
 * Folds a doctor's placeholder record into the person's own: the own record joins the doctor's
 * list (keeping its phone and age, else the placeholder's), the placeholder's invitations move
 * over, and the placeholder goes.
 */
export async function foldPlaceholderInto(
  db: Executor,
  placeholder: { id: string; phone: string | null; statedAge: number | null },
  own: { id: string; phone: string | null; statedAge: number | null },
  doctorId: string,
): Promise<void> {
  await db
    .update(patients)
    .set({ primaryDoctorId: doctorId, phone: own.phone ?? placeholder.phone, statedAge: own.statedAge ?? placeholder.statedAge, updatedAt: new Date() })
    .where(eq(patients.id, own.id));
  await db.update(patientInvites).set({ patientId: own.id }).where(eq(patientInvites.patientId, placeholder.id));
  await db.delete(patients).where(eq(patients.id, placeholder.id));
}

/** Links a record no account holds yet to the account; false when another account took it first. */
export async function linkRecordToAccount(db: Executor, patientId: string, userId: string, email: string): Promise<boolean> {
  const linked = await db
    .update(patients)
    .set({ userId, email, updatedAt: new Date() })
    .where(and(eq(patients.id, patientId), isNull(patients.userId)))
    .returning({ id: patients.id });
  return linked.length > 0;
}
