import type { PatientSummary } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { audit } from '../../platform/audit';
import { patientsOfDoctor } from './repository';

type Row = Awaited<ReturnType<typeof patientsOfDoctor>>[number];

export function toPatientSummary(row: Row): PatientSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    sexAtBirth: row.sexAtBirth as PatientSummary['sexAtBirth'],
    status: row.status as PatientSummary['status'],
    hasAccount: row.userId !== null,
    consentGiven: row.consentGivenAt !== null,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
  };
}

/** Patients under a doctor's care; a patient's own record arrives with the dashboards. */
export function createPatientsService(db: Database) {
  return {
    async list(ctx: { principal: Principal; requestId: string }, q: string | undefined, limit: number): Promise<PatientSummary[]> {
      if (ctx.principal.role !== 'doctor') return [];
      return db.transaction(async (tx) => {
        const rows = await patientsOfDoctor(tx, ctx.principal.userId, q, limit);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'patient_list', outcome: 'allowed', requestId: ctx.requestId });
        return rows.map(toPatientSummary);
      });
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
