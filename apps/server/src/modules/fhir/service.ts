import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { audit } from '../../platform/audit';
import type { Insight, RankedCondition, Triage } from '@labwise/domain';
import { notFound } from '../../http/errors';
import type { Executor } from '../../db/database';
import { scopedInterpretations } from '../interpretations/service';
import type { InterpretationListRow } from '../interpretations/repository';
import { interpretationIdAt, observationIdsOf, patientInScope, reportsOfPatient, type PatientReport } from './repository';
import type { ImpressionData, PatientData } from './resources';
import { canReachPatient } from '../../auth/scopes';
import { findPatientById } from '../patients/repository';

async function impressionOf(db: Executor, row: InterpretationListRow): Promise<ImpressionData> {
  const i = row.interpretation;
  const insights = i.insights as Insight[];
  const triage = i.triage as Triage;
  const lead = insights[0];
  return {
    id: i.id,
    patientId: row.patientId,
    orderId: i.orderId,
    orderNumber: row.orderNumber,
    version: i.version,
    date: i.createdAt,
    observationIds: await observationIdsOf(db, i.orderId, i.reportVersion),
    // Version 2 follows the questionnaire's own analysis, which is not a ClinicalImpression.
    previousId: i.version > 2 ? await interpretationIdAt(db, i.sessionId, i.version - 1) : null,
    summary: [
      `Assessment updated with the results of ${row.orderNumber}.`,
      lead ? `Most likely: ${lead.title} (${lead.confidence}%).` : 'No condition stands out.',
      `Triage: ${triage.level.replace('_', ' ')}. ${triage.advice}`,
    ].join(' '),
    findings: (i.conditions as RankedCondition[]).map((c) => ({
      name: c.name,
      icd10: c.icd10,
      probability: c.probability,
      supporting: c.supporting.map((s) => s.name),
      conflicting: c.conflicting.map((s) => s.name),
    })),
  };
}

type Ctx = { principal: Principal; requestId: string };

/**
 * FHIR searches by patient. A search naming a patient outside the caller's care answers an empty
 * bundle (FHIR search semantics, and no hint that the patient exists), but it is audited as the
 * denied attempt it is — not as a read of that patient.
 */
export function createFhirService(db: Database) {
  return {
    async reports(ctx: Ctx, patientId: string): Promise<PatientReport[]> {
      return db.transaction(async (tx) => {
        const inScope = await patientInScope(tx, ctx.principal, patientId);
        if (!inScope) {
          await audit(tx, { actor: ctx.principal, action: 'denied', resourceType: 'fhir', resourceId: patientId, patientId, outcome: 'denied', requestId: ctx.requestId });
          return [];
        }
        const reports = await reportsOfPatient(tx, ctx.principal, patientId);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'fhir', resourceId: patientId, patientId, outcome: 'allowed', requestId: ctx.requestId });
        return reports;
      });
    },

    /** ClinicalImpressions of one patient: an empty bundle (audited as denied) outside the caller's care. */
    async impressions(ctx: Ctx, patientId: string): Promise<ImpressionData[]> {
      return db.transaction(async (tx) => {
        if (!(await patientInScope(tx, ctx.principal, patientId))) {
          await audit(tx, { actor: ctx.principal, action: 'denied', resourceType: 'fhir', resourceId: patientId, patientId, outcome: 'denied', requestId: ctx.requestId });
          return [];
        }
        const rows = await scopedInterpretations(tx, ctx.principal, { patientId });
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'fhir', resourceId: patientId, patientId, outcome: 'allowed', requestId: ctx.requestId });
        return Promise.all(rows.map((row) => impressionOf(tx, row)));
      });
    },

    /** One patient record: the patient themself and their doctor; anyone else gets the 404 of a missing id. */
    async patient(ctx: Ctx, id: string): Promise<PatientData> {
      return db.transaction(async (tx) => {
        const row = await findPatientById(tx, id);
        // The denial is recorded by the app's 403/404 hook.
        if (!canReachPatient(ctx.principal, row)) throw notFound();
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient', resourceId: row.id, patientId: row.id, outcome: 'allowed', requestId: ctx.requestId });
        return { id: row.id, fullName: row.fullName, sexAtBirth: row.sexAtBirth, dateOfBirth: row.dateOfBirth, email: row.email, phone: row.phone };
      });
    },

    /** One ClinicalImpression by id; out of scope (or before release, for the patient) answers like a missing id. */
    async impression(ctx: Ctx, id: string): Promise<ImpressionData> {
      return db.transaction(async (tx) => {
        const [row] = await scopedInterpretations(tx, ctx.principal, { id });
        // The denial is recorded by the app's 403/404 hook (this transaction rolls back).
        if (!row) throw notFound();
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'result_interpretation', resourceId: id, patientId: row.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return impressionOf(tx, row);
      });
    },
  };
}

export type FhirService = ReturnType<typeof createFhirService>;
