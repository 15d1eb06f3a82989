import { FINISHED_ORDER_STATUSES, type PatientStatus } from '@labwise/domain';

/** What a patient's status is derived from: their questionnaire sessions' and orders' statuses. */
export type PatientActivity = { sessionStatuses: readonly string[]; orderStatuses: readonly string[] };

const FINISHED_ORDER = new Set<string>(FINISHED_ORDER_STATUSES);

/**
 * The one rule for a patient's status in the doctor's lists (brief §3), first match wins, in the
 * order the doctor has to act on things:
 * - Results Ready: an order has results waiting for the doctor's review;
 * - In Progress: an order is with the lab or on its way there (ordered, sent to lab, collected,
 *   processing, or in error and not yet resolved);
 * - Awaiting Payment: the only open orders wait for the patient's payment;
 * - In Questionnaire: a questionnaire session is in progress;
 * - Results Ready, again: with nothing else under way, their latest work is a completed order
 *   (results released);
 * - New: none of these (no sessions and no orders, or only cancelled orders and finished sessions).
 */
export function derivePatientStatus(activity: PatientActivity): PatientStatus {
  const orders = activity.orderStatuses;
  if (orders.includes('results_ready')) return 'results_ready';
  const open = orders.filter((status) => !FINISHED_ORDER.has(status));
  if (open.some((status) => status !== 'awaiting_payment')) return 'in_progress';
  if (open.length) return 'awaiting_payment';
  if (activity.sessionStatuses.includes('in_progress')) return 'in_questionnaire';
  if (orders.includes('completed')) return 'results_ready';
  return 'new';
}
