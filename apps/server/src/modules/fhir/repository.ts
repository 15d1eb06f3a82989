import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { WITH_RESULTS_STATUSES } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/database';
import { orders, patients, resultInterpretations, results, testAnalytes } from '../../db/schema';
import { itemsOf, listOrders } from '../orders/repository';
import { orderScope, patientScope } from '../../auth/scopes';
import { latestReport } from '../results/repository';

/**
 * Whether the caller may see this patient's results at all: the patient's own record, a doctor's
 * patient (primary doctor or ordering doctor), a patient with an order routed to the technician's lab.
 */
export async function patientInScope(db: Executor, principal: Principal, patientId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.patientId, patientId), orderScope(principal)))
    .limit(1);
  if (order) return true;
  const [record] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientScope(principal)))
    .limit(1);
  return record !== undefined;
}

/** The patient's orders with results the caller may see, each with its final or corrected results. */
export async function reportsOfPatient(db: Executor, principal: Principal, patientId: string) {
  const visible = await listOrders(
    db,
    and(eq(orders.patientId, patientId), inArray(orders.status, [...WITH_RESULTS_STATUSES]), orderScope(principal)) as SQL,
    200,
  );
  // A patient sees results once the doctor has released them (the order is completed).
  const released = principal.role === 'patient' ? visible.filter((o) => o.status === 'completed') : visible;
  return Promise.all(
    released.map(async (order) => {
      const rows = await db
        .select({ result: results, loinc: testAnalytes.loinc, name: testAnalytes.name })
        .from(results)
        .innerJoin(testAnalytes, eq(testAnalytes.id, results.analyteId))
        .where(and(eq(results.orderId, order.id), inArray(results.status, ['final', 'corrected'])));
      const testNames = (await itemsOf(db, [order.id])).map((item) => item.testName);
      return { order, rows, testNames, report: await latestReport(db, order.id) };
    }),
  );
}

export type PatientReport = Awaited<ReturnType<typeof reportsOfPatient>>[number];

/** The result rows (Observations) of one report version of an order. */
export async function observationIdsOf(db: Executor, orderId: string, version: number): Promise<string[]> {
  const rows = await db.select({ id: results.id }).from(results).where(and(eq(results.orderId, orderId), eq(results.version, version)));
  return rows.map((r) => r.id);
}

/** The id of a session's interpretation at `version`, if there is one (an earlier version's). */
export async function interpretationIdAt(db: Executor, sessionId: string, version: number): Promise<string | null> {
  const [row] = await db
    .select({ id: resultInterpretations.id })
    .from(resultInterpretations)
    .where(and(eq(resultInterpretations.sessionId, sessionId), eq(resultInterpretations.version, version)))
    .limit(1);
  return row?.id ?? null;
}
