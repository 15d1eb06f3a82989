import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { audit } from '../../platform/audit';
import { patientInScope, reportsOfPatient, type PatientReport } from './repository';

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
  };
}

export type FhirService = ReturnType<typeof createFhirService>;
