import { hasResults, type UploadResultsRequest } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/database';
import type { orders } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { audit } from '../../platform/audit';
import { insertSpecimen, latestReport, markReportReleased, newAccessionNumber, patientOf } from './repository';
import { transition } from '../orders/transitions';
import { recordResults, type UploadOutcome } from './upload';
import { completeBookedCollection } from '../appointments/repository';
import { insertNotifications } from '../notifications/repository';
import { interpretReleasedResults } from '../interpretations/service';

/**
 * The lab workflow's steps on an order the caller has already been allowed to reach, each inside
 * the caller's transaction: the status change with its event, the rows it creates, the audit row.
 * The service runs them for requests; the demo seed runs the very same steps.
 */
type Step = { tx: Executor; principal: Principal; requestId: string };
type OrderRow = typeof orders.$inferSelect;
export type CollectInput = { specimenType?: string | undefined; collectedAt?: string | undefined; collectionSite?: string | undefined; notes?: string | undefined };

export async function collectSample({ tx, principal, requestId }: Step, order: OrderRow, input: CollectInput) {
  const collectedAt = input.collectedAt ? new Date(input.collectedAt) : new Date();
  await transition(tx, principal, order, 'sample_collected', 'Sample collected');
  // The booked collection happened: it leaves the upcoming lists.
  await completeBookedCollection(tx, order.id);
  const specimen = await insertSpecimen(tx, {
    orderId: order.id,
    accessionNumber: newAccessionNumber(collectedAt),
    specimenType: input.specimenType ?? 'blood',
    collectedAt,
    collectedBy: principal.userId,
    collectionSite: input.collectionSite ?? null,
    notes: input.notes ?? null,
  });
  await audit(tx, { actor: principal, action: 'transition', resourceType: 'order', resourceId: order.id, patientId: order.patientId, outcome: 'allowed', requestId });
  return specimen;
}

export async function startProcessing({ tx, principal, requestId }: Step, order: OrderRow): Promise<void> {
  await transition(tx, principal, order, 'processing', 'Processing started');
  await audit(tx, { actor: principal, action: 'transition', resourceType: 'order', resourceId: order.id, patientId: order.patientId, outcome: 'allowed', requestId });
}

/** A first upload moves the order on; a later one is a correction (lab technicians only). */
export async function uploadResults({ tx, principal, requestId }: Step, order: OrderRow, input: UploadResultsRequest): Promise<UploadOutcome> {
  const correction = hasResults(order.status);
  if (!correction) {
    // A self-order without a doctor goes straight to the patient.
    await transition(tx, principal, order, order.orderingDoctorId ? 'results_ready' : 'completed', 'Results uploaded', order.orderingDoctorId ? {} : { set: { resultsReleasedAt: new Date() } });
  } else if (principal.role !== 'lab_technician') {
    throw forbidden();
  }
  const outcome = await recordResults(tx, principal, order, input);
  // Results the patient sees now (a self-order's first upload, or a correction after release) update their assessment.
  if (!order.orderingDoctorId || order.resultsReleasedAt !== null) await interpretReleasedResults({ tx, principal, requestId }, order);
  await audit(tx, { actor: principal, action: correction ? 'update' : 'create', resourceType: 'results', resourceId: order.id, patientId: order.patientId, outcome: 'allowed', requestId });
  return outcome;
}

export async function releaseResults({ tx, principal, requestId }: Step, order: OrderRow, comment: string | undefined): Promise<void> {
  await transition(tx, principal, order, 'completed', 'Results released to the patient', { set: { resultsReleasedAt: new Date() } });
  const report = await latestReport(tx, order.id);
  if (report) await markReportReleased(tx, report.id, principal.userId, comment ?? null);
  // The released results update the assessment that asked for them (a new analysis version; the original kept).
  await interpretReleasedResults({ tx, principal, requestId }, order);
  // The patient hears of it at once (live through the notifications stream); the title names the order only.
  const patient = await patientOf(tx, order.patientId);
  if (patient?.userId) {
    await insertNotifications(tx, {
      userId: patient.userId,
      kind: 'results_released',
      title: `Results for ${order.orderNumber} are ready`,
      body: 'Your doctor has reviewed and released your results.',
      link: `/orders/${order.id}`,
    });
  }
  await audit(tx, { actor: principal, action: 'transition', resourceType: 'results', resourceId: order.id, patientId: order.patientId, outcome: 'allowed', requestId });
}
