import { z } from 'zod';
import { vocabulary } from './vocabulary';

/**
 * Payment at collection: while no payment provider is configured, the lab records what the
 * patient paid when the sample is taken, and the order leaves Awaiting Payment.
 */
const PAYMENT_METHOD_VOCABULARY = vocabulary({
  card: 'Card',
  cash: 'Cash',
  insurance: 'Insurance',
});
export const PAYMENT_METHODS = PAYMENT_METHOD_VOCABULARY.values;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS = PAYMENT_METHOD_VOCABULARY.labels;

export const PAYMENT_MESSAGES = {
  notAwaiting: 'This order is not awaiting payment: its payment is already settled.',
  amount: 'Enter the amount paid, in dollars and cents (for example 29.00).',
  method: 'Choose how the patient paid: card, cash or insurance.',
  paidAtCollection: 'Paid at collection',
  payAtCollection: 'You can pay at the laboratory when your sample is collected: card, cash or insurance.',
} as const;

export const recordPaymentRequest = z.strictObject({
  /** Integer cents; the order's total when left out. */
  amountCents: z.number({ error: PAYMENT_MESSAGES.amount }).int(PAYMENT_MESSAGES.amount).min(0, PAYMENT_MESSAGES.amount).max(100_000_000, PAYMENT_MESSAGES.amount).optional(),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  reference: z.string().trim().max(100, 'Keep the reference under 100 characters.').optional(),
});
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequest>;

export const paymentRecordSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
