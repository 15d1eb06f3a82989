import { z } from 'zod';
import { LAB_DEFAULTS, TEST_CATEGORIES } from './catalog';
import { parseOpeningHours } from './opening-hours';
import { MAX_PRICE_CENTS, optionalText } from './admin-schemas';
import { isPhoneNumber, phoneNumber, toE164 } from './phone';
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

const thisYear = () => new Date().getUTCFullYear();

const PHONE_MESSAGE = 'Enter a phone number such as +1 617 555 0142.';
// A number typed without its country code is read as a US number, like the hint's example.
const labPhone = { defaultCountry: 'US' } as const;

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

export const adminLabInput = z.strictObject({
  name: z.string().trim().min(2, 'Give the lab a name (2 characters or more).').max(120, 'The name is too long (120 characters at most).'),
  address: z.string().trim().min(5, 'Give the street address, city and state, such as 120 Harbor Street, Boston, MA.').max(200, 'The address is too long (200 characters at most).'),
  city: z.string().trim().min(1, 'Give the city.').max(80, 'The city is too long (80 characters at most).'),
  region: z.string().trim().min(1, 'Give the state or region.').max(80, 'The region is too long (80 characters at most).'),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use the two-letter country code, such as US.'),
  phone: phoneNumber(PHONE_MESSAGE, labPhone),
  email: z.email('Enter a valid e-mail address.'),
  website: z
    .string()
    .trim()
    .max(200, 'The website address is too long (200 characters at most).')
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'The website must start with https:// or http://.')
    .transform((v) => v || null)
    .nullable(),
  specialties: z
    .array(z.string().trim().min(1, 'A specialty cannot be empty.').max(40, 'A specialty is 40 characters at most.'))
    .max(20, 'At most 20 specialties.')
    .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, 'Each specialty once, please.'),
  hours: z.string().trim().refine((v) => parseOpeningHours(v) !== null, "Write the hours like 'Mon-Fri 8AM-6PM' or 'Open 24 hours'."),
  timeZone: z.string().trim().refine(isTimeZone, 'Choose a time zone such as America/New_York.'),
  cliaNumber: cliaNumberInput,
  certification: z.string().trim().min(1, `Give the certifications, such as ${LAB_DEFAULTS.certification}.`).max(120, 'The certification is too long (120 characters at most).'),
  established: z
    .number({ error: 'Enter the year the lab was established.' })
    .int('Enter a whole year.')
    .min(1850, 'The year established must be 1850 or later.')
    .refine((y) => y <= thisYear(), 'The year established cannot be in the future.'),
  capacityPerDay: z.number({ error: 'Enter the capacity in tests per day.' }).int('Capacity is a whole number of tests.').min(1, 'Capacity must be at least 1 test per day.').max(100_000, 'Capacity is at most 100,000 tests per day.'),
  averageTurnaroundHours: z.number({ error: 'Enter the expected turnaround in hours.' }).int('Turnaround is in whole hours.').min(1, 'Turnaround is at least 1 hour.').max(720, 'Turnaround is at most 720 hours.'),
  status: z.enum(LAB_STATUS_VALUES, { error: 'Status is active, inactive or onboarding.' }),
  // Who takes a critical value on a self-order whose patient has no linked doctor (ADR 0028).
  onCallName: optionalText(120, 'The on-call name').optional(),
  onCallPhone: optionalText(30, 'The on-call phone')
    .optional()
    .refine((v) => v === null || v === undefined || isPhoneNumber(v, labPhone), PHONE_MESSAGE)
    .transform((v) => (v ? toE164(v, labPhone) : v)),
  onCallEmail: optionalText(254, 'The on-call e-mail').optional().refine((v) => v === null || v === undefined || z.email().safeParse(v).success, 'Enter a valid e-mail address.'),
}).superRefine((lab, ctx) => {
  const given = [lab.onCallName, lab.onCallPhone, lab.onCallEmail].filter((v) => v !== null && v !== undefined).length;
  if (given === 0 || given === 3) return;
  const missing = ([['onCallName', 'name'], ['onCallPhone', 'phone'], ['onCallEmail', 'e-mail']] as const).filter(([key]) => lab[key] === null || lab[key] === undefined);
  for (const [key, what] of missing) ctx.addIssue({ code: 'custom', path: [key], message: `Give the on-call contact's ${what} too, or leave all three empty.` });
});
export type AdminLabInput = z.input<typeof adminLabInput>;

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

