import { and, asc, eq, gt, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { FINISHED_ORDER_STATUSES } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { orders, patientInvites, patients, questionnaireSessions } from '../../db/schema';
import { likePattern } from '../catalog/repository';
import { sessionBegun } from '../questionnaires/repository';

export type PatientRow = typeof patients.$inferSelect;

export type PatientListOptions = { offset?: number; consentMissing?: boolean };

/** The doctor's patients by name (then id, so pages never overlap), optionally searched and filtered. */
export async function patientsOfDoctor(db: Executor, doctorId: string, q: string | undefined, limit: number, options: PatientListOptions = {}) {
  const where: SQL[] = [eq(patients.primaryDoctorId, doctorId)];
  if (q) {
    const text = or(ilike(patients.fullName, likePattern(q)), ilike(patients.email, likePattern(q)), ilike(patients.phone, likePattern(q)));
    if (text) where.push(text);
  }
  if (options.consentMissing) where.push(isNull(patients.consentGivenAt));
  return db
    .select()
    .from(patients)
    .where(and(...where))
    .orderBy(asc(patients.fullName), asc(patients.id))
    .limit(limit)
    .offset(options.offset ?? 0);
}

/** For each patient, when their newest still-open invitation (not accepted, not expired) was sent. */
export async function openInvitesOf(db: Executor, patientIds: string[], now = new Date()): Promise<Map<string, Date>> {
  if (!patientIds.length) return new Map();
  const rows = await db
    .select({ patientId: patientInvites.patientId, last: max(patientInvites.createdAt) })
    .from(patientInvites)
    .where(and(inArray(patientInvites.patientId, patientIds), isNull(patientInvites.acceptedAt), gt(patientInvites.expiresAt, now)))
    .groupBy(patientInvites.patientId);
  return new Map(rows.flatMap((r) => (r.last ? [[r.patientId, new Date(r.last)] as const] : [])));
}

export async function findPatientById(db: Executor, id: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  return row;
}

export async function patientOfUserId(db: Executor, userId: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.userId, userId)).limit(1);
  return row;
}

/** Whether the doctor already has a patient with this e-mail (case-insensitive). */
export async function doctorHasPatientEmail(db: Executor, doctorId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.primaryDoctorId, doctorId), sql`lower(${patients.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

export async function insertPatient(db: Executor, values: typeof patients.$inferInsert): Promise<PatientRow> {
  const [row] = await db.insert(patients).values(values).returning();
  if (!row) throw new Error('patient not created');
  return row;
}

export type Activity = { sessionStatuses: string[]; orderStatuses: string[]; lastAt: Date | null; orderCount: number; sessionCount: number };

/** Each patient's session and order statuses and their latest activity, for the status rule. */
export async function activityOf(db: Executor, patientIds: string[]): Promise<Map<string, Activity>> {
  const out = new Map<string, Activity>();
  if (!patientIds.length) return out;
  for (const id of patientIds) out.set(id, { sessionStatuses: [], orderStatuses: [], lastAt: null, orderCount: 0, sessionCount: 0 });
  const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  const sessionRows = await db
    .select({ patientId: questionnaireSessions.patientId, status: questionnaireSessions.status, n: sql<number>`count(*)::int`, last: max(questionnaireSessions.createdAt) })
    .from(questionnaireSessions)
    .where(and(inArray(questionnaireSessions.patientId, patientIds), sessionBegun()))
    .groupBy(questionnaireSessions.patientId, questionnaireSessions.status);
  for (const row of sessionRows) {
    const entry = row.patientId ? out.get(row.patientId) : undefined;
    if (!entry) continue;
    entry.sessionStatuses.push(row.status);
    entry.sessionCount += Number(row.n);
    entry.lastAt = later(entry.lastAt, row.last ? new Date(row.last) : null);
  }
  const orderRows = await db
    .select({ patientId: orders.patientId, status: orders.status, n: sql<number>`count(*)::int`, last: max(orders.updatedAt) })
    .from(orders)
    .where(inArray(orders.patientId, patientIds))
    .groupBy(orders.patientId, orders.status);
  for (const row of orderRows) {
    const entry = out.get(row.patientId);
    if (!entry) continue;
    entry.orderStatuses.push(row.status);
    entry.orderCount += Number(row.n);
    entry.lastAt = later(entry.lastAt, row.last ? new Date(row.last) : null);
  }
  return out;
}

/** The doctor dashboard's figures in one round trip (each a count over an indexed column). */
export async function doctorStats(db: Executor, doctorId: string) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from patients p where p.primary_doctor_id = ${doctorId} and (
         exists (select 1 from consultation_requests c where c.patient_id = p.id and c.doctor_id = ${doctorId} and c.status = 'pending')
         or exists (select 1 from questionnaire_sessions s where s.patient_id = p.id and s.status = 'completed'
           and not exists (select 1 from orders o where o.patient_id = p.id and o.created_at >= coalesce(s.completed_at, s.created_at)))
       )) as patients_waiting,
      (select count(*)::int from orders o join patients p on p.id = o.patient_id
         where p.primary_doctor_id = ${doctorId} and o.status not in ${[...FINISHED_ORDER_STATUSES]}) as orders_in_progress,
      (select count(*)::int from orders o join patients p on p.id = o.patient_id
         where p.primary_doctor_id = ${doctorId} and o.status = 'results_ready') as results_ready,
      (select count(*)::int from notifications n where n.user_id = ${doctorId} and n.kind = 'critical_result' and n.read_at is null) as unread_critical,
      (select count(*)::int from consultation_requests c where c.doctor_id = ${doctorId} and c.status = 'pending') as pending_consultations,
      (select count(*)::int from patients p where p.primary_doctor_id = ${doctorId} and p.consent_given_at is null) as without_consent
  `);
  const row = (result as { rows: Record<string, number>[] }).rows[0]!;
  return {
    patientsWaiting: Number(row.patients_waiting),
    ordersInProgress: Number(row.orders_in_progress),
    resultsReady: Number(row.results_ready),
    alerts: Number(row.unread_critical) + Number(row.pending_consultations) + Number(row.without_consent),
  };
}
