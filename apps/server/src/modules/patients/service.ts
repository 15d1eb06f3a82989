import { DOCTOR_MESSAGES, patientAge, type CreatePatientRequest, type Invite, type InviteChannel, type PatientCreated, type PatientDetail, type PatientStatus, type PatientSummary } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { canReachPatient } from '../../auth/scopes';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import type { DoctorStats } from '@labwise/domain';
import {
  activityOf,
  doctorHasPatientEmail,
  doctorStats,
  findPatientById,
  insertPatient,
  openInvitesOf,
  patientsOfDoctor,
  type Activity,
  type PatientListOptions,
  type PatientRow,
} from './repository';
import { derivePatientStatus } from './status';

type Ctx = { principal: Principal; requestId: string };

/** Sends a new patient's invitation in the creating transaction (the invites module's issueInvite). */
export type InviteIssuer = (tx: Executor, ctx: Ctx, patient: PatientRow, channel: InviteChannel) => Promise<Invite>;

const NO_ACTIVITY: Activity = { sessionStatuses: [], orderStatuses: [], lastAt: null, orderCount: 0, sessionCount: 0 };

export function toPatientSummary(row: PatientRow, activity: Activity = NO_ACTIVITY, now = new Date(), invitePendingSince: Date | null = null): PatientSummary {
  const last = [row.lastActivityAt, activity.lastAt].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    age: patientAge(row, now),
    sexAtBirth: row.sexAtBirth,
    status: derivePatientStatus(activity),
    hasAccount: row.userId !== null,
    consentGiven: row.consentGivenAt !== null,
    lastActivityAt: (last ?? row.createdAt).toISOString(),
    invitePendingSince: row.userId === null && invitePendingSince ? invitePendingSince.toISOString() : null,
  };
}

/**
 * A patient's status now, by the one rule (status.ts) the doctor's lists use: every screen that
 * shows a patient's status reads it from here, never from a stored copy.
 */
export async function currentPatientStatus(db: Executor, patientId: string): Promise<PatientStatus> {
  return derivePatientStatus((await activityOf(db, [patientId])).get(patientId) ?? NO_ACTIVITY);
}

/** Whether the caller may open this patient record: their own, or a patient under their care. */
function mayRead(principal: Principal, row: PatientRow | undefined): row is PatientRow {
  return canReachPatient(principal, row);
}

/** Patients under a doctor's care: the list with each one's derived status, adding patients, one record. */
export function createPatientsService(db: Database, deps: { issueInvite?: InviteIssuer } = {}) {
  return {
    /** The doctor dashboard's stat cards (brief §2), from the doctor's own patients only. */
    async doctorStats(ctx: Ctx): Promise<DoctorStats> {
      return db.transaction(async (tx) => {
        const stats = await doctorStats(tx, ctx.principal.userId);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'doctor_stats', outcome: 'allowed', requestId: ctx.requestId });
        return stats;
      });
    },

    async list(ctx: Ctx, q: string | undefined, limit: number, options: PatientListOptions = {}): Promise<PatientSummary[]> {
      if (ctx.principal.role !== 'doctor') return [];
      return db.transaction(async (tx) => {
        const rows = await patientsOfDoctor(tx, ctx.principal.userId, q, limit, options);
        const ids = rows.map((r) => r.id);
        const activity = await activityOf(tx, ids);
        const invites = await openInvitesOf(tx, ids);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient_list', outcome: 'allowed', requestId: ctx.requestId });
        const now = new Date();
        return rows.map((row) => toPatientSummary(row, activity.get(row.id), now, invites.get(row.id) ?? null));
      });
    },

    async create(ctx: Ctx, input: CreatePatientRequest): Promise<PatientCreated> {
      return db.transaction(async (tx) => {
        const email = input.email?.trim().toLowerCase();
        if (email && (await doctorHasPatientEmail(tx, ctx.principal.userId, email))) {
          const duplicate = conflict(DOCTOR_MESSAGES.duplicateEmail);
          duplicate.issues = [{ path: 'email', message: DOCTOR_MESSAGES.duplicateEmail }];
          throw duplicate;
        }
        const row = await insertPatient(tx, {
          fullName: input.fullName.trim(),
          statedAge: input.age ?? null,
          email: email ?? null,
          phone: input.phone ?? null,
          primaryDoctorId: ctx.principal.userId,
          createdBy: ctx.principal.userId,
        });
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'patient', resourceId: row.id, patientId: row.id, outcome: 'allowed', requestId: ctx.requestId });
        // Send Questionnaire by: the invitation belongs to the same step; if it cannot be delivered,
        // the patient is not created either and the doctor can simply try again.
        const invite = input.sendBy && deps.issueInvite ? await deps.issueInvite(tx, ctx, row, input.sendBy) : null;
        return { ...toPatientSummary(row, NO_ACTIVITY, new Date(), invite ? new Date() : null), invite };
      });
    },

    async detail(ctx: Ctx, id: string): Promise<PatientDetail> {
      return db.transaction(async (tx) => {
        const row = await findPatientById(tx, id);
        // Someone else's patient looks exactly like a missing one (the denial is audited on the way out).
        if (!mayRead(ctx.principal, row)) throw notFound('This patient was not found.');
        const activity = (await activityOf(tx, [row.id])).get(row.id) ?? NO_ACTIVITY;
        const invite = (await openInvitesOf(tx, [row.id])).get(row.id) ?? null;
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient', resourceId: row.id, patientId: row.id, outcome: 'allowed', requestId: ctx.requestId });
        return { ...toPatientSummary(row, activity, new Date(), invite), createdAt: row.createdAt.toISOString(), orderCount: activity.orderCount, sessionCount: activity.sessionCount };
      });
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
