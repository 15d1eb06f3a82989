import type { Executor } from '../db/database';
import type { Principal } from '../auth/principal';
import { insertAuditEvent } from './repository';

export type AuditEntry = {
  actor: Principal | null;
  action: 'read' | 'create' | 'update' | 'delete' | 'transition' | 'denied';
  resourceType: string;
  resourceId?: string | null;
  patientId?: string | null;
  outcome: 'allowed' | 'denied' | 'error';
  requestId: string;
};

/**
 * Writes one audit row, in the caller's transaction so the entry and the access it records
 * commit together. Who, what, which patient — never the health data itself.
 */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    actorUserId: entry.actor?.userId ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    patientId: entry.patientId ?? null,
    outcome: entry.outcome,
    requestId: entry.requestId,
  });
}
