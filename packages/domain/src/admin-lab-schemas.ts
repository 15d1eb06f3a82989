import { z } from 'zod';
import { TEST_CATEGORIES } from './catalog';
import { MAX_PRICE_CENTS } from './admin-schemas';
import { vocabulary } from './vocabulary';

/**
 * The admin console's lab network vocabulary: a lab's record, what it offers, and partnership
 * requests. The server validates with these schemas; the web forms run the same ones.
 */

const LAB_STATUS_VOCABULARY = vocabulary({
  active: 'Active',
  inactive: 'Inactive',
  onboarding: 'Onboarding',
});
export const LAB_STATUS_VALUES = LAB_STATUS_VOCABULARY.values;
export type LabStatus = (typeof LAB_STATUS_VALUES)[number];
export const LAB_STATUS_LABELS = LAB_STATUS_VOCABULARY.labels;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /\//.test(value) || value === 'UTC';
  } catch {
    return false;
  }
}

/** A US CLIA certificate number: two digits, the letter D, seven digits (42 CFR 493). */
export const CLIA_NUMBER = /^\d{2}D\d{7}$/;
export const CLIA_MESSAGE = 'Enter the CLIA number as 10 characters: two digits, the letter D and seven digits, such as 22D0123456.';

/** The lab's CLIA number: blank for none; omitted on an update, it stays as it was. */
export const cliaNumberInput = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || CLIA_NUMBER.test(v), CLIA_MESSAGE)
  .transform((v) => v || null)
  .nullable()
  .optional();

export const adminLabSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  specialties: z.array(z.string()),
  hours: z.string(),
  timeZone: z.string(),
  certification: z.string(),
  /** US CLIA certificate number (10 characters); null when not recorded. */
  cliaNumber: z.string().nullable(),
  established: z.number().int(),
  capacityPerDay: z.number().int(),
  averageTurnaroundHours: z.number().int(),
  status: z.enum(LAB_STATUS_VALUES),
  /** Mean of the lab's ratings; null before any (read only: ratings come from patients and doctors). */
  rating: z.number().nullable(),
  testsOffered: z.number().int(),
  technicians: z.number().int(),
  openPartnershipRequests: z.number().int(),
  onCallName: z.string().nullable(),
  onCallPhone: z.string().nullable(),
  onCallEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminLab = z.infer<typeof adminLabSchema>;

export const labOfferingInput = z.strictObject({
  priceCents: z.number({ error: 'Enter a price in dollars, such as 45 or 45.50.' }).int('Enter a price in dollars, such as 45 or 45.50.').min(0, 'The price cannot be negative.').max(MAX_PRICE_CENTS, 'The price cannot exceed $10,000.').nullable(),
  turnaroundHours: z.number({ error: 'Enter the turnaround in whole hours.' }).int('Turnaround is in whole hours.').min(1, 'Turnaround is at least 1 hour.').max(2160, 'Turnaround is at most 2,160 hours (90 days).').nullable(),
  active: z.boolean(),
});
export type LabOfferingInput = z.infer<typeof labOfferingInput>;

/** One catalog test as a lab offers it (or not): the lab's price and turnaround override the catalog's. */
export const labOfferingSchema = z.object({
  testId: z.uuid(),
  code: z.string(),
  name: z.string(),
  category: z.enum(TEST_CATEGORIES),
  catalogPriceCents: z.number().int(),
  catalogTurnaroundHours: z.number().int(),
  testActive: z.boolean(),
  offered: z.boolean(),
  priceCents: z.number().int().nullable(),
  turnaroundHours: z.number().int().nullable(),
  active: z.boolean(),
});
export type LabOffering = z.infer<typeof labOfferingSchema>;

export const PARTNERSHIP_STATUSES = ['open', 'accepted', 'declined'] as const;
export const partnershipListQuery = z.strictObject({
  status: z.enum([...PARTNERSHIP_STATUSES, 'all'], { error: 'Status is open, accepted, declined or all.' }).default('open'),
  labId: z.uuid('Unknown laboratory.').optional(),
});
export const partnershipRequestSchema = z.object({
  id: z.uuid(),
  labId: z.uuid(),
  labName: z.string(),
  requestedBy: z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: z.string() }).nullable(),
  note: z.string().nullable(),
  status: z.enum(PARTNERSHIP_STATUSES),
  createdAt: z.string(),
});
export type PartnershipRequest = z.infer<typeof partnershipRequestSchema>;
export const partnershipDecision = z.strictObject({ decision: z.enum(['accepted', 'declined'], { error: 'Decide accepted or declined.' }) });

