import { ORDER_STATUS_LABELS, type CriticalRecipient } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/errors';
import type { Mailer } from '../../platform/mail';
import { createResultsService } from '../results/service';
import { analytesForItems, latestResults } from '../results/repository';
import { HL7_ERRORS, type AckRecord } from './hl7/ack';
import type { OruMessage } from './hl7/oru';
import { identityProblem, mapObservations, statusProblem, type Matched, type Rejected, type Unmatched } from './matching';
import type { LabOrder } from './repository';

/** What the lab interface's use cases share: the stored form of a message, matching, the results pipeline. */

export type LabCaller = { credentialId: string; labId: string };
export type Ctx = { principal: Principal; requestId: string };
export type MailDeps = { mailer: Mailer; publicUrl: string };

/** What is kept with every inbound message beside its raw text. */
export type Stored = {
  message: OruMessage | null;
  ack: AckRecord;
  resolution?: { action: 'resolved' | 'discarded'; at: string; by: string; orderNumber?: string; reason?: string };
};

export type Uploaded = { version: number; critical: string[]; notified: CriticalRecipient[] };

/**
 * Runs the results pipeline inside the caller's transaction (as a savepoint). Critical-value
 * mails are enqueued in that transaction (ADR 0032): sent after it commits, never for rolled-back results.
 */
export async function runPipeline(tx: Executor, mail: MailDeps, principal: Principal, requestId: string, orderId: string, matched: Matched) {
  const pipeline = createResultsService(tx, mail);
  return pipeline.upload({ principal, requestId }, orderId, matched.input);
}

/** Matching against one order of the lab: identity (unless confirmed), state, then observations. */
export async function match(tx: Executor, message: OruMessage, order: LabOrder, confirmPatient: boolean): Promise<Matched | Unmatched | Rejected> {
  if (!confirmPatient) {
    const problem = identityProblem(message.patient, { fullName: order.patientName, dateOfBirth: order.dateOfBirth }, order.orderNumber);
    if (problem) return { kind: 'unmatched', reason: problem, identity: true };
  }
  const stateProblem = statusProblem(order, ORDER_STATUS_LABELS[order.status] ?? order.status);
  if (stateProblem) return { kind: 'unmatched', reason: stateProblem };
  const analytes = await analytesForItems(tx, order.id);
  const current = (await latestResults(tx, order.id)).map(({ result }) => ({
    orderItemId: result.orderItemId,
    analyteId: result.analyteId,
    value: result.valueNumeric ?? result.valueText ?? '',
  }));
  return mapObservations(message, order, analytes, current);
}

/** The pipeline's own refusals (impossible values, a concurrent change) become the message's outcome. */
export async function attempt(run: () => Promise<Uploaded>): Promise<({ ok: true } & Uploaded) | Unmatched | Rejected> {
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    if (error.statusCode === 409) return { kind: 'unmatched', reason: error.detail };
    const problems = error.issues?.length ? error.issues.map((i) => i.message) : [error.detail];
    return { kind: 'rejected', errors: problems.map((message) => ({ code: HL7_ERRORS.dataType, location: { segment: 'OBX', field: 5 }, message })) };
  }
}
