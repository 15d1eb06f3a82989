import { z } from 'zod';
import { OPEN_ORDER_STATUSES, ORDER_PRIORITIES, ORDER_STATUSES, type OrderStatus } from './order-status';
import { roleHolds } from './permissions';
import type { Role } from './roles';

/** Cart (brief §3 Cart line, §5: adding an existing test adds 1). */
export const cartLineSchema = z.object({
  testId: z.uuid(),
  quantity: z.number().int(),
  code: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  clinicianOrderOnly: z.boolean(),
});
export const cartSchema = z.object({ lines: z.array(cartLineSchema), totalCents: z.number().int() });
export type Cart = z.infer<typeof cartSchema>;
export const addToCartRequest = z.strictObject({ testId: z.uuid('Choose a test from the catalog.') });
export const setCartQuantityRequest = z.strictObject({
  quantity: z.number().int().min(1, 'Quantity must be at least 1.').max(99, 'Quantity must be 99 or less.'),
});

/** Checkout: the cart becomes one order per lab, in one transaction. */
export const checkoutRequest = z.strictObject({
  /** Required for doctors: one of their patients. A patient orders for themself. */
  patientId: z.uuid('Choose a patient.').optional(),
  priority: z.enum(ORDER_PRIORITIES, { error: 'Priority must be Standard, Urgent or STAT.' }).default('standard'),
  /** One lab for every test, or omitted to let each test go to a lab that offers it. */
  labId: z.uuid('Choose a laboratory.').optional(),
  notes: z.string().trim().max(1000, 'Notes are limited to 1000 characters.').optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const orderItemSchema = z.object({
  id: z.uuid(),
  testId: z.uuid(),
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
});

export const orderEventSchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  actorRole: z.string().nullable(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const orderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  patientId: z.uuid(),
  patientName: z.string(),
  doctorId: z.uuid().nullable(),
  labId: z.uuid().nullable(),
  labName: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  priority: z.enum(ORDER_PRIORITIES),
  totalCents: z.number().int(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * One order as the order lists show it (patient's, doctor's and lab's lists, a patient's orders):
 * what the list screens render and act on, without the detail's notes, doctor, prices per line.
 */
export const orderListItemSchema = orderSchema
  .pick({ id: true, orderNumber: true, patientId: true, patientName: true, labName: true, status: true, priority: true, totalCents: true, createdAt: true })
  .extend({ items: z.array(orderItemSchema.pick({ id: true, code: true, name: true })) });
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** The rows of an order list page unless the caller asks for another number. */
export const ORDER_PAGE_SIZE = 50;
export const orderDetailSchema = orderSchema.extend({
  /** The lab's IANA time zone (collections are booked and shown in it); null before routing. */
  labTimeZone: z.string().nullable(),
  events: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const cancelOrderRequest = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the order is cancelled.').max(500),
});

/**
 * Who may move an order from one status to the next. The lab steps are added with the lab
 * workflow; this table is the single source for server checks and for hiding buttons.
 */
export type Transition = { from: readonly OrderStatus[]; to: OrderStatus; roles: readonly Role[] };
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { from: OPEN_ORDER_STATUSES, to: 'cancelled', roles: ['patient', 'doctor'] },
  // Record payment at collection (no payment provider configured): the order is paid and moves on.
  { from: ['awaiting_payment'], to: 'ordered', roles: ['lab_technician'] },
  // Collect Sample (payment at the lab is recorded with it).
  { from: OPEN_ORDER_STATUSES, to: 'sample_collected', roles: ['lab_technician'] },
  // Start Processing.
  { from: ['sample_collected'], to: 'processing', roles: ['lab_technician'] },
  // Upload Results: to the ordering doctor first (a self-order without a doctor completes at once).
  { from: ['processing'], to: 'results_ready', roles: ['lab_technician'] },
  { from: ['processing'], to: 'completed', roles: ['lab_technician'] },
  // The doctor releases the results to the patient.
  { from: ['results_ready'], to: 'completed', roles: ['doctor'] },
];

export function canTransition(role: Role, from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS.some((t) => t.to === to && t.from.includes(from) && t.roles.includes(role));
}

/**
 * Whether the role may move an order to `to` from at least one status: when it may not, a
 * request is refused outright (403); when it may but not from the current status, the order is
 * in the wrong state (409).
 */
export function holdsTransition(role: Role, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS.some((t) => t.to === to && t.roles.includes(role));
}

/** Only the ordering doctor sets an order's priority (create:order:doctor); a patient's own order is Standard. */
export function mayChoosePriority(role: Role): boolean {
  return roleHolds('create:order:doctor', role, false);
}

export const ORDER_MESSAGES = {
  cartEmpty: 'Cart is empty',
  clinicianOnly: (names: string) => `${names} must be ordered by a clinician. Ask your doctor, or remove it from your cart.`,
  noLabOffers: (names: string) => `No partner laboratory offers ${names}. Remove it from your cart to continue.`,
  labLacksTests: (lab: string, names: string) => `${lab} does not offer ${names}. Choose another laboratory or let Labwise split the order.`,
  choosePatient: 'Choose one of your patients for this order.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different checkout. Start a new checkout.',
  idempotencyInFlight: 'This checkout is already being processed. Wait a moment and refresh your orders.',
  notCancellable: 'This order can no longer be cancelled: the sample has been collected.',
  illegalTransition: (from: string, to: string) => `This order is ${from}: it cannot move to ${to} now.`,
} as const;

/** What a checkout would create, shown before confirming (one order per lab). */
export const checkoutPreviewRequest = z.strictObject({ labId: z.uuid('Choose a laboratory.').optional() });
export const checkoutPreviewSchema = z.object({
  orders: z.array(
    z.object({
      labId: z.uuid(),
      labName: z.string(),
      tests: z.array(z.object({ code: z.string(), name: z.string() })),
      totalCents: z.number().int(),
    }),
  ),
  /** The active labs that perform every test in the cart (the only ones a checkout may name). */
  eligibleLabs: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
