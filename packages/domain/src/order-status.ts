/** Order status values as displayed (brief §4). Stored as snake_case codes. */
export const ORDER_STATUSES = [
  'new',
  'in_questionnaire',
  'awaiting_payment',
  'ordered',
  'sent_to_lab',
  'sample_collected',
  'in_progress',
  'processing',
  'results_ready',
  'completed',
  'cancelled',
  'error',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
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
};

/** Patient statuses (brief §3). */
export const PATIENT_STATUSES = [
  'new',
  'in_questionnaire',
  'awaiting_payment',
  'in_progress',
  'results_ready',
] as const;
export type PatientStatus = (typeof PATIENT_STATUSES)[number];

export const PATIENT_STATUS_LABELS: Readonly<Record<PatientStatus, string>> = {
  new: 'New',
  in_questionnaire: 'In Questionnaire',
  awaiting_payment: 'Awaiting Payment',
  in_progress: 'In Progress',
  results_ready: 'Results Ready',
};

/** Order priority set by the ordering doctor. */
export const ORDER_PRIORITIES = ['standard', 'urgent', 'stat'] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export const ORDER_PRIORITY_LABELS: Readonly<Record<OrderPriority, string>> = {
  standard: 'Standard',
  urgent: 'Urgent',
  stat: 'STAT',
};

/** Result flags (brief §4) with their HL7 v2 abnormal-flag codes for FHIR/HL7 export. */
export const RESULT_FLAGS = ['normal', 'abnormal', 'critical', 'high', 'low'] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];
export const HL7_FLAG_CODES = ['N', 'A', 'H', 'L', 'HH', 'LL'] as const;
export type Hl7FlagCode = (typeof HL7_FLAG_CODES)[number];
