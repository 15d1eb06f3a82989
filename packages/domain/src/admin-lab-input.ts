import { z } from 'zod';
import { LAB_DEFAULTS } from './catalog';
import { parseOpeningHours } from './opening-hours';
import { optionalText } from './admin-schemas';
import { cliaNumberInput, isTimeZone, LAB_STATUS_VALUES } from './admin-lab-schemas';
import { isPhoneNumber, phoneNumber, toE164 } from './phone';

// Its own module: the phone rules bring libphonenumber's metadata, which only the lab form and
// the server need, not every screen that lists labs.

const thisYear = () => new Date().getUTCFullYear();

const PHONE_MESSAGE = 'Enter a phone number such as +1 617 555 0142.';
// A number typed without its country code is read as a US number, like the hint's example.
const labPhone = { defaultCountry: 'US' } as const;

/** An administrator's lab record as entered in the lab form. */
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
