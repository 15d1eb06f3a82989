import { SEARCH_LIMITS, type SearchResults } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { audit } from '../../platform/audit';
import { orderSearchScope } from '../../auth/scopes';
import { patientsOfDoctor } from '../patients/repository';
import { ordersMatching, patientsMatching, testsMatching } from './repository';

type Ctx = { principal: Principal; requestId: string };

/**
 * The header search: patients (a doctor's own; every record's identity for administrators),
 * orders in the caller's scope (administrators: all, number and status only, for support) and
 * the active catalog. The scopes are the patients and orders repositories' own rules.
 */
export function createSearchService(db: Database) {
  return {
    async search(ctx: Ctx, q: string): Promise<SearchResults> {
      const { principal } = ctx;
      const admin = principal.role === 'admin';
      return db.transaction(async (tx) => {
        const patientRows: { id: string; fullName: string; email: string | null; dateOfBirth: string | null }[] =
          principal.role === 'doctor'
            ? await patientsOfDoctor(tx, principal.userId, q, SEARCH_LIMITS.patients)
            : admin
              ? await patientsMatching(tx, q, SEARCH_LIMITS.patients)
              : [];
        const orderRows = await ordersMatching(tx, orderSearchScope(principal), q, {
          // Administrators hold no patient data: they find orders by number only.
          byPatientName: !admin,
          limit: SEARCH_LIMITS.orders,
        });
        const testRows = await testsMatching(tx, q, SEARCH_LIMITS.tests);

        // Whose records this search revealed, one audit row each; the search text is not kept.
        const revealed = new Set([...patientRows.map((p) => p.id), ...orderRows.map((o) => o.patientId)]);
        const entry = { actor: principal, action: 'read', resourceType: 'search', outcome: 'allowed', requestId: ctx.requestId } as const;
        if (revealed.size === 0) await audit(tx, entry);
        for (const patientId of revealed) await audit(tx, { ...entry, patientId });

        return {
          patients: patientRows.map((p) => ({
            id: p.id,
            fullName: p.fullName,
            email: p.email,
            dateOfBirth: admin ? null : p.dateOfBirth,
          })),
          orders: orderRows.map((o) => ({
            id: o.id,
            orderNumber: o.orderNumber,
            status: o.status,
            patientName: admin ? null : o.patientName,
            labName: o.labName,
            createdAt: o.createdAt.toISOString(),
          })),
          tests: testRows,
        };
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
