import { z } from 'zod';
import { IN_LAB_ORDER_STATUSES, OPEN_ORDER_STATUSES, ORDER_PRIORITIES, ORDER_STATUSES } from './order-status';

/** Orders a lab has received and not collected yet: the Incoming Orders tab and figure. */
export const LAB_INCOMING_STATUSES = OPEN_ORDER_STATUSES;

/** Samples at the bench: collected and waiting for processing, or being processed (results to upload). */
export const LAB_TO_PROCESS_STATUSES = IN_LAB_ORDER_STATUSES;

/** How many orders each of the lab dashboard's queues lists. */
export const LAB_QUEUE_SIZE = 5;

/** One order in a lab queue: what the bench needs to pick it up, no clinical data. */
export const labQueueItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  patientName: z.string(),
  priority: z.enum(ORDER_PRIORITIES),
  createdAt: z.string(),
  testCodes: z.array(z.string()),
});
export type LabQueueItem = z.infer<typeof labQueueItemSchema>;

/**
 * GET /api/v1/lab-orders/summary: the technician's lab, counted by the server over all of the
 * lab's orders (not a page of them). "Today" is the lab's day, in its own time zone.
 */
export const labSummarySchema = z.object({
  /** The lab's IANA time zone; null for a technician not yet assigned to a lab. */
  timeZone: z.string().nullable(),
  /** Not cancelled and not finished (neither results ready nor completed). */
  active: z.number().int(),
  /** Awaiting payment, ordered or sent to the lab: waiting for sample collection. */
  incoming: z.number().int(),
  sampleCollected: z.number().int(),
  processing: z.number().int(),
  /** Results uploaded, waiting for the ordering doctor's release. */
  resultsReady: z.number().int(),
  completed: z.number().int(),
  /** Collections booked at the lab for today and not yet collected. */
  collectionsToday: z.number().int(),
  /** Orders whose results the lab uploaded today. */
  completedToday: z.number().int(),
  /** Orders with a current critical value whose results still wait for the doctor's release. */
  criticalAwaitingRelease: z.number().int(),
  /** The next incoming orders to collect: STAT, then urgent, then standard; oldest first. */
  queue: z.array(labQueueItemSchema).max(LAB_QUEUE_SIZE),
  /** The samples to process next: collected or processing; STAT, then urgent, then standard; oldest first. */
  toProcess: z.array(labQueueItemSchema).max(LAB_QUEUE_SIZE),
});
export type LabSummary = z.infer<typeof labSummarySchema>;

type LabFigure = Exclude<keyof LabSummary, 'timeZone' | 'queue' | 'toProcess'>;

/** What each lab figure counts, in the words its card explains it with. */
export const LAB_SUMMARY_EXPLANATIONS: Readonly<Record<LabFigure, string>> = {
  active: 'Orders at your lab that are not finished: incoming, collected or processing.',
  incoming: 'Orders routed to your lab and waiting for sample collection: awaiting payment, ordered or sent to the lab.',
  sampleCollected: 'Samples collected and waiting for processing to start.',
  processing: 'Samples being processed: their results are still to be uploaded.',
  resultsReady: 'Results your lab uploaded that wait for the ordering doctor to review and release them.',
  completed: 'Orders whose results have reached the patient.',
  collectionsToday: 'Collections booked at your lab for today, in the lab’s time zone, and not collected yet.',
  completedToday: 'Orders whose results your lab uploaded today, in the lab’s time zone.',
  criticalAwaitingRelease: 'Orders with a critical value whose results still wait for the doctor’s release.',
};
