import { vocabulary } from './vocabulary';

/** Order status values as displayed (brief §4). Stored as snake_case codes. */
const ORDER_STATUS_VOCABULARY = vocabulary({
  new: 'New',
  in_questionnaire: 'In Questionnaire',
  awaiting_payment: 'Awaiting Payment',
  ordered: 'Ordered',
  sent_to_lab: 'Sent to Lab',
  sample_collected: 'Sample Collected',
  in_progress: 'In Progress',
  processing: 'Processing',
  results_ready: 'Results Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
  error: 'Error',
});
export const ORDER_STATUSES = ORDER_STATUS_VOCABULARY.values;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS = ORDER_STATUS_VOCABULARY.labels;

/**
 * Named groups of order statuses. Every list of statuses that means something is declared here
 * once; the server's queries and checks and the web's tabs, counts and buttons read these.
 */
/** Not yet at the lab's bench: the order may still be cancelled, booked for collection or collected. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'ordered', 'sent_to_lab'];
/** The sample is at the lab: collected, or being processed (the lab dashboard's Processing figure). */
export const IN_LAB_ORDER_STATUSES: readonly OrderStatus[] = ['sample_collected', 'processing'];
/** Results exist: waiting for the doctor's release (Results Ready) or released (Completed). */
export const WITH_RESULTS_STATUSES: readonly OrderStatus[] = ['results_ready', 'completed'];
/** Finished: results exist or the order was cancelled. Every other status is active. */
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = [...WITH_RESULTS_STATUSES, 'cancelled'];
/** Active orders (brief §4): all but Results Ready, Completed and Cancelled. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => !FINISHED_ORDER_STATUSES.includes(status));
/**
 * Settled: nothing more will come of the order (results released, cancelled, or failed). A
 * patient's pending tests are those of the other orders.
 */
export const SETTLED_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'error'];

/** Whether an order is active (brief §4: all but Results Ready, Completed and Cancelled). */
export function isActiveOrder(status: OrderStatus): boolean {
  return !FINISHED_ORDER_STATUSES.includes(status);
}

/** Whether an order's results wait for the ordering doctor's review and release (the doctor's review queue). */
export function awaitsRelease(status: OrderStatus): boolean {
  return status === 'results_ready';
}

/** Whether results exist for an order in this status (released to the patient or not). */
export function hasResults(status: string): boolean {
  return (WITH_RESULTS_STATUSES as readonly string[]).includes(status);
}

/** Patient statuses (brief §3). */
const PATIENT_STATUS_VOCABULARY = vocabulary({
  new: 'New',
  in_questionnaire: 'In Questionnaire',
  awaiting_payment: 'Awaiting Payment',
  in_progress: 'In Progress',
  results_ready: 'Results Ready',
});
export const PATIENT_STATUSES = PATIENT_STATUS_VOCABULARY.values;
export type PatientStatus = (typeof PATIENT_STATUSES)[number];
export const PATIENT_STATUS_LABELS = PATIENT_STATUS_VOCABULARY.labels;

/** A questionnaire session's status, labelled in the same case as the order and patient statuses. */
const SESSION_STATUS_VOCABULARY = vocabulary({
  in_progress: 'In Progress',
  completed: 'Completed',
  abandoned: 'Abandoned',
});
export const SESSION_STATUSES = SESSION_STATUS_VOCABULARY.values;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS = SESSION_STATUS_VOCABULARY.labels;

/** Order priority set by the ordering doctor. */
const ORDER_PRIORITY_VOCABULARY = vocabulary({
  standard: 'Standard',
  urgent: 'Urgent',
  stat: 'STAT',
});
export const ORDER_PRIORITIES = ORDER_PRIORITY_VOCABULARY.values;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export const ORDER_PRIORITY_LABELS = ORDER_PRIORITY_VOCABULARY.labels;

/** Result flags (brief §4) with their HL7 v2 abnormal-flag codes for FHIR/HL7 export. */
export const RESULT_FLAGS = ['normal', 'abnormal', 'critical', 'high', 'low'] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];
export const HL7_FLAG_CODES = ['N', 'A', 'H', 'L', 'HH', 'LL'] as const;
export type Hl7FlagCode = (typeof HL7_FLAG_CODES)[number];
