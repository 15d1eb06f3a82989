import { TRIAGE_ADVICE, type LabResultInput } from '@labwise/clinical';
import {
  formatMoney,
  INTERPRETATION_NOTICE,
  patientAge,
  TRIAGE_RANK,
  type AnalysisSnapshot,
  type Evidence,
  type FollowUpStep,
  type Insight,
  type ResultsInterpretation,
  type Triage,
} from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import type { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { findScopedOrder, itemsOf } from '../orders/repository';
import { orderScope } from '../../auth/scopes';
import { findRecord } from '../patient-overview/repository';
import { mayReach } from '../patient-overview/service';
import { findPatient, findSession } from '../questionnaires/repository';
import { engineSex, maySeeSession } from '../questionnaires/service';
import { latestReport, latestResults, patientOf } from '../results/repository';
import { INTERPRETATION_ENGINE_VERSION, readResults, type ResultsReader } from './engine';
import {
  activeTestsByCode,
  completedAssessment,
  insertInterpretation,
  interpretationsInScope,
  latestCompletedAssessment,
  latestOfOrder,
  latestVersionOf,
  lockSession,
  type InterpretationListRow,
  type InterpretationRow,
} from './repository';

type Ctx = { principal: Principal; requestId: string };
type Step = { tx: Executor; principal: Principal; requestId: string };
type OrderRow = typeof orders.$inferSelect;

/** What out-of-scope ids answer: exactly what a missing id answers. */
const NOT_FOUND = {
  order: 'The requested resource was not found.',
  session: 'Questionnaire not found.',
  patient: 'This patient was not found.',
  interpretation: 'The requested resource was not found.',
} as const;

const LIST_LIMIT = 100;

/** A follow-up as stored: the wire step plus whether only a clinician may order the test. */
type StoredStep = FollowUpStep & { clinician_only?: boolean };

const moreUrgent = (a: Triage, b: Triage) => (TRIAGE_RANK[a.level] <= TRIAGE_RANK[b.level] ? a : b);

/**
 * The safety floor, enforced where the reading is stored whatever engine produced it: never below
 * the assessment's own triage, never below urgent with a critical value.
 */
export function triageFloor(reading: Triage, prior: Triage, criticalNames: readonly string[]): Triage {
  const triage = moreUrgent(reading, prior);
  if (criticalNames.length === 0 || TRIAGE_RANK[triage.level] <= TRIAGE_RANK.urgent) return triage;
  return {
    level: 'urgent',
    reasons: [...triage.reasons, ...criticalNames.map((name) => `${name} is at a critical level`)],
    advice: TRIAGE_ADVICE.urgent,
    ...(triage.safety_net ? { safety_net: triage.safety_net } : {}),
  };
}

/** The session's own analysis (version 1), as the "before" of every update. */
function snapshotOf(analysis: InterpretationListRow['analysis']): AnalysisSnapshot {
  return { insights: analysis.insights as Insight[], triage: analysis.triage as Triage, confidence_level: analysis.confidenceLevel };
}

function toWire(row: InterpretationListRow, principal: Principal): ResultsInterpretation {
  const i = row.interpretation;
  const steps = (i.nextSteps as StoredStep[]).map(({ clinician_only, ...step }) =>
    // A test only a clinician may order is not a one-click purchase for the patient.
    clinician_only && principal.role === 'patient' ? { ...step, test_id: null, price: null } : step,
  );
  return {
    id: i.id,
    session_id: i.sessionId,
    order_id: i.orderId,
    order_number: row.orderNumber,
    version: i.version,
    created_at: i.createdAt.toISOString(),
    before: snapshotOf(row.analysis),
    after: { insights: i.insights as Insight[], triage: i.triage as Triage, confidence_level: i.confidenceLevel },
    conditions: i.conditions as ResultsInterpretation['conditions'],
    changes: i.changes as ResultsInterpretation['changes'],
    values: i.values as ResultsInterpretation['values'],
    next_steps: steps,
    notice: INTERPRETATION_NOTICE,
    engine_version: i.engineVersion,
  };
}

/** A patient sees an interpretation only once the order's results are released to them. */
/** Patients see an interpretation once its order's results are released; clinicians see it at once. */
const releasedOnlyFor = (principal: Principal): boolean => principal.role === 'patient';

/**
 * Reads an order's released results back into the assessment that asked for them, inside the
 * caller's transaction (release, a self-order's first upload, a correction after release). The
 * assessment is the order's source session when it is complete with an analysis, else the
 * patient's latest completed one; without either nothing is created. One engine call.
 */
export async function interpretReleasedResults({ tx, principal, requestId }: Step, order: OrderRow, reader: ResultsReader = readResults): Promise<InterpretationRow | null> {
  const report = await latestReport(tx, order.id);
  if (!report) return null;
  const source = order.sourceSessionId ? await completedAssessment(tx, order.sourceSessionId) : undefined;
  const assessment = source && source.session.patientId === order.patientId ? source : await latestCompletedAssessment(tx, order.patientId);
  if (!assessment) return null;
  const { session, analysis } = assessment;

  await lockSession(tx, session.id);
  const version = (await latestVersionOf(tx, session.id)) + 1;
  const patient = await patientOf(tx, order.patientId);
  const rows = await latestResults(tx, order.id);
  const results: LabResultInput[] = rows
    .filter((r) => r.loinc !== null)
    .map(({ result, loinc, analyteName }) => ({
      loinc: loinc!,
      name: analyteName,
      value: result.valueNumeric,
      text: result.valueText,
      unit: result.unit,
      flag: result.flag,
      low: result.referenceLow,
      high: result.referenceHigh,
    }));
  const testsDone = (await itemsOf(tx, [order.id])).map((item) => item.testCode);
  const prior = analysis.triage as Triage;

  const reading = reader({
    age: patient ? patientAge(patient) : null,
    sex: engineSex(patient?.sexAtBirth),
    evidence: session.evidence as Evidence[],
    priorTriage: prior,
    results,
    testsDone,
  });

  const codes = [...new Set(reading.nextSteps.map((s) => s.code).filter((c): c is string => c !== null))];
  const catalog = new Map((await activeTestsByCode(tx, codes)).map((t) => [t.code, t]));
  const nextSteps: StoredStep[] = reading.nextSteps.map((step) => {
    const test = step.code ? catalog.get(step.code) : undefined;
    return test
      ? { ...step, test_id: test.id, price: formatMoney(test.priceCents), clinician_only: test.clinicianOrderOnly }
      : { ...step, test_id: null, price: null };
  });
  const critical = results.filter((r) => r.flag === 'critical').map((r) => r.name);

  const created = await insertInterpretation(tx, {
    sessionId: session.id,
    orderId: order.id,
    reportVersion: report.version,
    version,
    conditions: reading.conditions,
    insights: reading.insights,
    triage: triageFloor(reading.triage, prior, critical),
    changes: reading.changes,
    values: reading.values,
    nextSteps,
    confidenceLevel: Math.round(reading.confidenceLevel),
    engineVersion: INTERPRETATION_ENGINE_VERSION,
  });
  if (!created) return null;
  await audit(tx, { actor: principal, action: 'create', resourceType: 'result_interpretation', resourceId: created.id, patientId: order.patientId, outcome: 'allowed', requestId });
  return created;
}

/** The API's reads: every one scoped like the object it hangs off, and audited. */
export function createInterpretationsService(db: Database) {
  const readAudit = (tx: Executor, ctx: Ctx, resourceId: string, patientId: string | null) =>
    audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'result_interpretation', resourceId, patientId, outcome: 'allowed', requestId: ctx.requestId });

  return {
    /** The order's newest interpretation; null before release (for the patient) or when there is none. */
    async ofOrder(ctx: Ctx, orderId: string): Promise<ResultsInterpretation | null> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, orderId);
        // The denial is recorded by the app's 403/404 hook (this transaction rolls back).
        if (!order) throw notFound(NOT_FOUND.order);
        await readAudit(tx, ctx, orderId, order.patientId);
        const row = await latestOfOrder(tx, orderId);
        if (!row || (ctx.principal.role === 'patient' && row.releasedAt === null)) return null;
        return toWire(row, ctx.principal);
      });
    },

    /** Every update of one assessment, newest first, for whoever may see the questionnaire. */
    async ofSession(ctx: Ctx, sessionId: string): Promise<ResultsInterpretation[]> {
      return db.transaction(async (tx) => {
        const session = await findSession(tx, sessionId);
        const patient = session?.patientId ? ((await findPatient(tx, session.patientId)) ?? null) : null;
        if (!session || !maySeeSession(ctx.principal, session, patient)) throw notFound(NOT_FOUND.session);
        await readAudit(tx, ctx, sessionId, session.patientId);
        const rows = await interpretationsInScope(tx, orderScope(ctx.principal), { sessionId, releasedOnly: releasedOnlyFor(ctx.principal) }, LIST_LIMIT);
        return rows.map((row) => toWire(row, ctx.principal));
      });
    },

    /** Every interpretation of one patient (a doctor's patient page, or the patient's own: `me`). */
    async ofPatient(ctx: Ctx, ref: string): Promise<ResultsInterpretation[]> {
      return db.transaction(async (tx) => {
        const row = await findRecord(tx, ref === 'me' ? { userId: ctx.principal.userId } : { id: ref });
        if (!mayReach(ctx.principal, row)) throw notFound(NOT_FOUND.patient);
        const patientId = row.patient.id;
        await readAudit(tx, ctx, patientId, patientId);
        const rows = await interpretationsInScope(tx, orderScope(ctx.principal), { patientId, releasedOnly: releasedOnlyFor(ctx.principal) }, LIST_LIMIT);
        return rows.map((r) => toWire(r, ctx.principal));
      });
    },
  };
}

export type InterpretationsService = ReturnType<typeof createInterpretationsService>;

/** For FHIR: interpretations the caller may see, by id or by patient (scope applied here). */
export async function scopedInterpretations(db: Executor, principal: Principal, where: { id: string } | { patientId: string }) {
  return interpretationsInScope(db, orderScope(principal), { ...where, releasedOnly: releasedOnlyFor(principal) }, LIST_LIMIT);
}
