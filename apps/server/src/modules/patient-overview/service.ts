import {
  CONSENT_VERSION,
  healthScore,
  isRole,
  ORDER_ACTIVITY_STATUS,
  ORDER_STATUS_LABELS,
  patientAge,
  PATIENT_PROFILE_MESSAGES,
  ROLE_LABELS,
  type ActivityItem,
  type PatientAnalytics,
  type PatientConsentRequest,
  type PatientProfileUpdate,
  type PatientRecord,
  type PatientStatus,
} from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { canReachPatient } from '../../auth/scopes';
import type { Database, Executor } from '../../db/database';
import type { patients } from '../../db/schema';
import { notFound, nothingYet } from '../../http/errors';
import { audit } from '../../platform/audit';
import { currentPatientStatus } from '../patients/service';
import {
  accountName,
  countActiveQuestionnaires,
  countTests,
  findRecord,
  insertRecordIfAbsent,
  latestReleasedFlags,
  recentOrderEvents,
  recentRecommendations,
  recentSessions,
  testCodesOf,
  updateRecord,
  type ActivityPage,
  type RecordRow,
} from './repository';

type Ctx = { principal: Principal; requestId: string };

/** What an out-of-scope id answers: the same as an id that does not exist. */
const PATIENT_NOT_FOUND = 'This patient was not found.';

/** The record as the API sends it; `status` is the patient's derived status (patients/status.ts), the same as in the doctor's lists. */
function toRecord(row: RecordRow, status: PatientStatus): PatientRecord {
  const p = row.patient;
  return {
    id: p.id,
    full_name: p.fullName,
    email: p.email,
    phone: p.phone,
    date_of_birth: p.dateOfBirth,
    age: patientAge(p),
    sex: p.sexAtBirth,
    status,
    primary_doctor_name: p.primaryDoctorId ? (row.doctorName ?? row.doctorEmail ?? null) : null,
    consent_given: p.consentGivenAt !== null,
  };
}

/** Who may reach a patient's dashboard data: the patient and their primary doctor. */
export function mayReach(principal: Principal, row: RecordRow | undefined): row is RecordRow {
  return row !== undefined && canReachPatient(principal, row.patient);
}

const SESSION_TITLES: Record<string, string> = {
  health_assessment: 'Health assessment',
  diagnostic: 'Health assessment',
  ai_guided: 'AI health questionnaire',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The patient dashboard's data: the record, its edits, the stat cards and recent activity. */
export function createPatientOverviewService(db: Database) {
  /** Loads a record the caller may reach, or answers 404 exactly as for a missing id. */
  async function reachable(tx: Executor, ctx: Ctx, id: string): Promise<RecordRow> {
    if (id === 'me') {
      const own = await findRecord(tx, { userId: ctx.principal.userId });
      if (ctx.principal.role !== 'patient') throw notFound(PATIENT_PROFILE_MESSAGES.noRecord);
      if (!own) throw nothingYet(PATIENT_PROFILE_MESSAGES.noRecord);
      return own;
    }
    const row = await findRecord(tx, { id });
    // The denial is recorded by the app's 403/404 hook (this transaction rolls back).
    if (!mayReach(ctx.principal, row)) throw notFound(PATIENT_NOT_FOUND);
    return row;
  }

  return {
    async mine(ctx: Ctx): Promise<PatientRecord> {
      return db.transaction(async (tx) => {
        const row = await findRecord(tx, { userId: ctx.principal.userId });
        if (!row) throw nothingYet(PATIENT_PROFILE_MESSAGES.noRecord);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient', resourceId: row.patient.id, patientId: row.patient.id, outcome: 'allowed', requestId: ctx.requestId });
        return toRecord(row, await currentPatientStatus(tx, row.patient.id));
      });
    },

    /** Onboarding consent: creates the caller's record if they have none, then stores birth date, sex and consent. */
    async consent(ctx: Ctx, input: PatientConsentRequest): Promise<PatientRecord> {
      return db.transaction(async (tx) => {
        let row = await findRecord(tx, { userId: ctx.principal.userId });
        if (!row) {
          // The record is named as the account is (the e-mail only when the account has no name).
          const fullName = (await accountName(tx, ctx.principal.userId))?.trim() || ctx.principal.email;
          await insertRecordIfAbsent(tx, { userId: ctx.principal.userId, fullName, email: ctx.principal.email, createdBy: ctx.principal.userId });
          row = (await findRecord(tx, { userId: ctx.principal.userId }))!;
        }
        const id = row.patient.id;
        await updateRecord(tx, id, { dateOfBirth: input.date_of_birth, sexAtBirth: input.sex, consentGivenAt: new Date(), consentVersion: CONSENT_VERSION });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'patient_consent', resourceId: id, patientId: id, outcome: 'allowed', requestId: ctx.requestId });
        return toRecord((await findRecord(tx, { id }))!, await currentPatientStatus(tx, id));
      });
    },

    async update(ctx: Ctx, id: string, input: PatientProfileUpdate): Promise<PatientRecord> {
      return db.transaction(async (tx) => {
        const patientId = (await reachable(tx, ctx, id)).patient.id;
        const values: Partial<typeof patients.$inferInsert> = {};
        if (input.full_name !== undefined) values.fullName = input.full_name;
        if (input.phone !== undefined) values.phone = input.phone;
        if (input.date_of_birth !== undefined) values.dateOfBirth = input.date_of_birth;
        if (input.sex !== undefined) values.sexAtBirth = input.sex;
        await updateRecord(tx, patientId, values);
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'patient', resourceId: patientId, patientId, outcome: 'allowed', requestId: ctx.requestId });
        return toRecord((await findRecord(tx, { id: patientId }))!, await currentPatientStatus(tx, patientId));
      });
    },

    async analytics(ctx: Ctx, id: string): Promise<PatientAnalytics> {
      return db.transaction(async (tx) => {
        const patientId = (await reachable(tx, ctx, id)).patient.id;
        const [active, tests, flags] = [
          await countActiveQuestionnaires(tx, patientId),
          await countTests(tx, ctx.principal, patientId),
          await latestReleasedFlags(tx, ctx.principal, patientId),
        ];
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient_analytics', resourceId: patientId, patientId, outcome: 'allowed', requestId: ctx.requestId });
        return {
          active_questionnaires: active,
          completed_tests: tests.completed,
          pending_results: tests.pending,
          health_score: healthScore(flags),
        };
      });
    },

    /**
     * Newest first: order steps (the step to Completed told as the results being ready), assessments
     * and the tests they recommended. Titles name orders, tests and statuses, never result values.
     * Each source is read up to the page size past the cursor, then merged and cut.
     */
    async activity(ctx: Ctx, id: string, page: ActivityPage): Promise<ActivityItem[]> {
      return db.transaction(async (tx) => {
        const row = await reachable(tx, ctx, id);
        const patientId = row.patient.id;
        const events = await recentOrderEvents(tx, ctx.principal, patientId, page);
        const sessions = await recentSessions(tx, patientId, page);
        const recommendations = await recentRecommendations(tx, patientId, page);
        const codes = await testCodesOf(tx, [...new Set(events.map((e) => e.orderId))]);
        const testsOf = (orderId: string) => {
          const list = codes.get(orderId) ?? [];
          return list.length ? `${plural(list.length, 'test')}: ${list.join(', ')}` : 'No tests';
        };
        // Someone else's step names them (their doctor, the lab); the patient's own steps need no name.
        const by = (actorId: string | null, role: string | null, name: string | null): ActivityItem['user'] =>
          actorId && actorId !== row.patient.userId && isRole(role) ? { name: name ?? ROLE_LABELS[role], role } : undefined;

        const items: ActivityItem[] = [];
        for (const e of events) {
          const to = e.toStatus;
          const user = by(e.actorId, e.actorRole, e.actorName);
          const base = { id: `order-event:${e.id}`, timestamp: e.at.toISOString(), ...(user ? { user } : {}) };
          if (to === 'completed') {
            items.push({ ...base, type: 'test_result', title: `Results for ${e.orderNumber} are ready`, description: `${testsOf(e.orderId)}. Open Test Results to read them.`, status: 'completed' });
          } else if (e.fromStatus === null) {
            items.push({ ...base, type: 'lab_order', title: `Order ${e.orderNumber} placed`, description: `${testsOf(e.orderId)}. Status: ${ORDER_STATUS_LABELS[to]}.`, status: ORDER_ACTIVITY_STATUS[to] });
          } else {
            items.push({ ...base, type: 'lab_order', title: `Order ${e.orderNumber}: ${ORDER_STATUS_LABELS[to]}`, description: `${testsOf(e.orderId)}.`, status: ORDER_ACTIVITY_STATUS[to] });
          }
        }
        for (const s of sessions) {
          const title = SESSION_TITLES[s.sessionType] ?? 'Health assessment';
          const answered = plural(s.answered, 'question');
          const user = by(s.startedBy, s.starterRole, s.starterName);
          const base = { id: `session:${s.id}`, type: 'questionnaire' as const, timestamp: s.at.toISOString(), ...(user ? { user } : {}) };
          if (s.status === 'in_progress') items.push({ ...base, title: `${title} in progress`, description: `${answered} answered so far.`, status: 'in_progress' });
          else items.push({ ...base, title: s.status === 'completed' ? `${title} completed` : `${title} stopped`, description: `${answered} answered.`, status: 'completed' });
        }
        for (const r of recommendations) {
          items.push({
            id: `recommendation:${r.sessionId}`,
            type: 'recommendation',
            title: 'Tests recommended from your assessment',
            description: `${plural(r.recommended, 'test')} suggested. Review them with your doctor or in the Test Catalog.`,
            timestamp: r.at.toISOString(),
            status: 'completed',
          });
        }
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient_activity', resourceId: patientId, patientId, outcome: 'allowed', requestId: ctx.requestId });
        // The same order as the queries': timestamp, then id, both descending and compared code unit by code unit.
        return items.sort((a, b) => (a.timestamp === b.timestamp ? (a.id < b.id ? 1 : -1) : a.timestamp < b.timestamp ? 1 : -1)).slice(0, page.limit);
      });
    },
  };
}

export type PatientOverviewService = ReturnType<typeof createPatientOverviewService>;
