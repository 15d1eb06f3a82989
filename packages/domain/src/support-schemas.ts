import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { vocabulary } from './vocabulary';

/**
 * The administrator's support tools (SECURITY.md: an administrator sees an order's status only,
 * for support — never results, answers or clinical data): the order lookup and the delivery log.
 */

export const SUPPORT_MESSAGES = {
  orderNumberFormat: 'Enter an order number like NB-100123.',
  orderNotFound: 'No order has this number. Check it with the person asking.',
  onlyFailedRetry: 'Only a failed delivery can be retried; this one is already queued or sent.',
  deliveryNotFound: 'This delivery was not found.',
} as const;

export const supportOrderParams = z.strictObject({
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^NB-\d{1,12}$/, SUPPORT_MESSAGES.orderNumberFormat),
});

/** Status, lab and the dates of each step; nothing about the patient or the results. */
export const supportOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  labName: z.string().nullable(),
  orderedAt: z.string(),
  collectedAt: z.string().nullable(),
  resultedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type SupportOrder = z.infer<typeof supportOrderSchema>;
/**
 * The steps whose first dates the lookup reports: collected, resulted (Results Ready, or Completed
 * for a self-order, whose results go straight to the patient), completed and cancelled.
 */
export const SUPPORT_ORDER_MILESTONES: readonly OrderStatus[] = ['sample_collected', 'results_ready', 'completed', 'cancelled'];

/** queued (first try pending) · sending · retrying (a try failed, another is due) · sent · failed (parked). */
const DELIVERY_STATE_VOCABULARY = vocabulary({
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
});
export const DELIVERY_STATES = DELIVERY_STATE_VOCABULARY.values;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS = DELIVERY_STATE_VOCABULARY.labels;

export const deliveryListQuery = z.strictObject({
  status: z.enum(DELIVERY_STATES, { error: 'Status is queued, sending, retrying, sent or failed.' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** One message in the delivery log: the recipient masked, never the body. */
export const deliverySchema = z.object({
  id: z.uuid(),
  channel: z.enum(['mail', 'sms']),
  kind: z.string(),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
