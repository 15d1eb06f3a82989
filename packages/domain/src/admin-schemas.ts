import { z } from 'zod';
import { SPECIMEN_TYPES, TEST_CATEGORIES } from './catalog';
import { BRAND_COLORS, type BrandColor } from './branding';
import { isUcumUnit, toUcum } from './ucum';

/**
 * The admin console's vocabulary (brief §2 Admin console, SECURITY.md: catalog, labs, users and
 * settings are the administrator's). The server validates with these schemas; the web forms run
 * the same ones for fast feedback, so a message reads the same on both sides.
 */
export const ADMIN_MESSAGES = {
  testCodeTaken: (code: string) => `A test with code ${code} already exists.`,
  labNameTaken: (name: string) => `A lab named ${name} already exists.`,
  testOrdered: 'This test has been ordered, so it cannot be deleted. Deactivate it instead.',
  analyteHasResults: (name: string) => `${name} has recorded results, so it cannot be removed. Keep it, or deactivate the test.`,
  requestAnswered: 'This partnership request has already been answered.',
  selfDeactivate: 'You cannot deactivate your own account. Ask another administrator.',
  selfRoleChange: 'You cannot change your own role. Ask another administrator.',
} as const;

// ---------------------------------------------------------------------------------------------
// Money: the forms take dollars, the API and the database keep integer cents.

/** '12', '12.5' or '12.50' (a leading $ is fine) → cents; null for anything else. */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function centsToDollarText(cents: number): string {
  return (cents / 100).toFixed(2);
}

// ---------------------------------------------------------------------------------------------
// Test catalog

export const RANGE_SEXES = ['any', 'male', 'female'] as const;
export const RANGE_SEX_LABELS = { any: 'Any sex', male: 'Male', female: 'Female' } as const;
export const ANALYTE_VALUE_TYPES = ['numeric', 'qualitative'] as const;
export const MAX_PRICE_CENTS = 1_000_000;

const bound = z.number({ error: 'Enter a number.' }).finite().nullable();
/** An optional free-text field: trimmed, blank becomes null, too long gets a message naming the field. */
export const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is too long (${max} characters at most).`).transform((v) => v || null).nullable();

export const referenceRangeInput = z.strictObject({
  sex: z.enum(RANGE_SEXES, { error: 'Choose any sex, male or female.' }),
  ageMinYears: z.number({ error: 'Enter an age in whole years.' }).int('Ages are whole years.').min(0, 'Ages start at 0.').max(120, 'Ages end at 120.'),
  ageMaxYears: z.number({ error: 'Enter an age in whole years.' }).int('Ages are whole years.').min(0, 'Ages start at 0.').max(120, 'Ages end at 120.'),
  low: bound,
  high: bound,
  criticalLow: bound,
  criticalHigh: bound,
  /** For qualitative analytes, the normal answer (e.g. 'Negative'). */
  normalText: optionalText(60, 'The normal answer'),
});
export type ReferenceRangeInput = z.infer<typeof referenceRangeInput>;

type Ctx = { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string }): void };
const problem = (ctx: Ctx, path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/** Range rules: low < high, critical bounds outside the normal range, all within what is possible. */
function checkRange(ctx: Ctx, at: PropertyKey[], r: ReferenceRangeInput, numeric: boolean, physical: [number | null, number | null]) {
  if (r.ageMinYears > r.ageMaxYears) problem(ctx, [...at, 'ageMaxYears'], 'The age range ends before it starts.');
  if (!numeric) {
    if (!r.normalText) problem(ctx, [...at, 'normalText'], 'Give the normal answer (for example Negative).');
    return;
  }
  if (r.low === null && r.high === null) problem(ctx, [...at, 'low'], 'Give a normal low, a normal high or both.');
  if (r.low !== null && r.high !== null && r.low >= r.high) problem(ctx, [...at, 'high'], 'The normal high must be above the normal low.');
  const lowerNormal = r.low ?? r.high;
  const upperNormal = r.high ?? r.low;
  if (r.criticalLow !== null && lowerNormal !== null && r.criticalLow >= lowerNormal) {
    problem(ctx, [...at, 'criticalLow'], 'The critical low must be below the normal range.');
  }
  if (r.criticalHigh !== null && upperNormal !== null && r.criticalHigh <= upperNormal) {
    problem(ctx, [...at, 'criticalHigh'], 'The critical high must be above the normal range.');
  }
  const [min, max] = physical;
  for (const key of ['low', 'high', 'criticalLow', 'criticalHigh'] as const) {
    const value = r[key];
    if (value === null) continue;
    if ((min !== null && value < min) || (max !== null && value > max)) {
      problem(ctx, [...at, key], `Must lie within the possible values (${min ?? '…'} to ${max ?? '…'}).`);
    }
  }
}

export const analyteInput = z
  .strictObject({
    /** Present when editing an analyte that already exists. */
    id: z.uuid().optional(),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, 'An analyte code has 1 to 20 letters, digits, dashes or underscores.'),
    name: z.string().trim().min(1, 'Give the analyte a name.').max(120, 'The analyte name is too long (120 characters at most).'),
    loinc: z.string().trim().regex(/^(\d{1,7}-\d)?$/, 'A LOINC code looks like 2345-7.').transform((v) => v || null).nullable(),
    // UCUM, the code HL7 and FHIR exchange; the usual lab spellings (mIU/L, 10^9/L) are rewritten.
    unit: z
      .string()
      .trim()
      .max(20, 'The unit is too long (20 characters at most).')
      .refine((v) => v === '' || isUcumUnit(toUcum(v)), 'Write the unit in UCUM, such as mg/dL, 10*9/L, m[IU]/L or {ratio}.')
      .transform(toUcum),
    valueType: z.enum(ANALYTE_VALUE_TYPES, { error: 'Choose numeric or qualitative.' }),
    decimals: z.number({ error: 'Decimals run from 0 to 4.' }).int('Decimals run from 0 to 4.').min(0, 'Decimals run from 0 to 4.').max(4, 'Decimals run from 0 to 4.'),
    physicalMin: bound,
    physicalMax: bound,
    ranges: z.array(referenceRangeInput).min(1, 'Add at least one reference range.').max(20, 'At most 20 ranges per analyte.'),
  })
  .superRefine((a, ctx) => {
    const numeric = a.valueType === 'numeric';
    if (a.physicalMin !== null && a.physicalMax !== null && a.physicalMin >= a.physicalMax) {
      problem(ctx, ['physicalMax'], 'The highest possible value must be above the lowest possible value.');
    }
    a.ranges.forEach((r, i) => checkRange(ctx, ['ranges', i], r, numeric, [a.physicalMin, a.physicalMax]));
    // Two ranges for the same sex and overlapping ages would make the flag depend on row order.
    a.ranges.forEach((r, j) => {
      const clash = a.ranges.findIndex(
        (o, i) => i < j && o.sex === r.sex && o.ageMinYears <= r.ageMaxYears && r.ageMinYears <= o.ageMaxYears,
      );
      if (clash >= 0) {
        problem(ctx, ['ranges', j, 'ageMinYears'], `This range overlaps range ${clash + 1} for ${RANGE_SEX_LABELS[r.sex].toLowerCase()} at the same ages.`);
      }
    });
  })
  // No empty unit: a text result is a presence, a number without a unit a ratio.
  .transform((a) => ({ ...a, unit: a.unit || (a.valueType === 'qualitative' ? '{presence}' : '{ratio}') }));
export type AnalyteInput = z.infer<typeof analyteInput>;

export const adminTestInput = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, 'A test code has 1 to 20 letters, digits or dashes (for example CBC or HBA1C).'),
    name: z.string().trim().min(2, 'Give the test a name (2 characters or more).').max(120, 'The name is too long (120 characters at most).'),
    category: z.enum(TEST_CATEGORIES, { error: 'Choose a category from the list.' }),
    description: z.string().trim().max(2000, 'The description is too long (2,000 characters at most).'),
    preparation: optionalText(500, 'The preparation'),
    priceCents: z
      .number({ error: 'Enter a price in dollars, such as 45 or 45.50.' })
      .int('Enter a price in dollars, such as 45 or 45.50.')
      .min(0, 'The price cannot be negative.')
      .max(MAX_PRICE_CENTS, 'The price cannot exceed $10,000.'),
    specimenType: z.enum(SPECIMEN_TYPES, { error: 'Choose a specimen type from the list.' }),
    turnaroundHoursMin: z.number({ error: 'Enter the turnaround in whole hours.' }).int('Turnaround is in whole hours.').min(1, 'Turnaround is at least 1 hour.').max(2160, 'Turnaround is at most 2,160 hours (90 days).'),
    turnaroundHoursMax: z.number({ error: 'Enter the turnaround in whole hours.' }).int('Turnaround is in whole hours.').min(1, 'Turnaround is at least 1 hour.').max(2160, 'Turnaround is at most 2,160 hours (90 days).'),
    loinc: z.string().trim().regex(/^(\d{1,7}-\d)?$/, 'A LOINC code looks like 2345-7.').transform((v) => v || null).nullable(),
    clinicianOrderOnly: z.boolean(),
    active: z.boolean(),
    analytes: z.array(analyteInput).max(60, 'At most 60 analytes per test.'),
  })
  .superRefine((t, ctx) => {
    if (t.turnaroundHoursMax < t.turnaroundHoursMin) problem(ctx, ['turnaroundHoursMax'], 'The longest turnaround cannot be shorter than the shortest.');
    t.analytes.forEach((a, j) => {
      if (t.analytes.findIndex((o) => o.code === a.code) < j) problem(ctx, ['analytes', j, 'code'], `Two analytes have the code ${a.code}.`);
    });
  });
export type AdminTestInput = z.input<typeof adminTestInput>;

/** Turnaround in days as the catalog shows it: the longest turnaround, rounded up to whole days. */
export const turnaroundDaysFor = (hoursMax: number) => Math.max(1, Math.ceil(hoursMax / 24));

/** Fasting is written into the preparation text ('Fasting 8-12 hours. …'); these split and join it. */
const FASTING = /^Fasting (\d{1,2}(?:-\d{1,2})?) hours\.?\s*/i;
export function splitPreparation(preparation: string | null): { fastingHours: string | null; notes: string } {
  const text = preparation ?? '';
  const match = FASTING.exec(text);
  return match ? { fastingHours: match[1] ?? null, notes: text.slice(match[0].length) } : { fastingHours: null, notes: text };
}
export function joinPreparation(fastingHours: string | null, notes: string): string | null {
  const rest = notes.trim();
  const fasting = fastingHours?.trim() ? `Fasting ${fastingHours.trim()} hours` : '';
  if (!fasting) return rest || null;
  return rest ? `${fasting}. ${rest}` : fasting;
}
export const FASTING_HOURS_PATTERN = /^\d{1,2}(-\d{1,2})?$/;

export const adminTestStatusChange = z.strictObject({ active: z.boolean({ error: 'Say whether the test is active.' }) });

export const adminTestListQuery = z.strictObject({
  q: z.string().trim().max(100, 'Search text is too long (100 characters at most).').optional(),
  status: z.enum(['all', 'active', 'inactive'], { error: 'Status is all, active or inactive.' }).default('all'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

const rangeOut = referenceRangeInput.extend({ normalText: z.string().nullable() });
export const adminAnalyteSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  loinc: z.string().nullable(),
  unit: z.string(),
  valueType: z.enum(ANALYTE_VALUE_TYPES),
  decimals: z.number().int(),
  physicalMin: z.number().nullable(),
  physicalMax: z.number().nullable(),
  ranges: z.array(rangeOut),
});

export const adminTestSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  category: z.enum(TEST_CATEGORIES),
  priceCents: z.number().int(),
  turnaroundHoursMin: z.number().int(),
  turnaroundHoursMax: z.number().int(),
  turnaroundDays: z.number().int(),
  active: z.boolean(),
  clinicianOrderOnly: z.boolean(),
  fasting: z.boolean(),
  analyteCount: z.number().int(),
  labCount: z.number().int(),
  orderCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminTestSummary = z.infer<typeof adminTestSummarySchema>;

export const adminTestSchema = adminTestSummarySchema.extend({
  description: z.string(),
  preparation: z.string().nullable(),
  specimenType: z.enum(SPECIMEN_TYPES),
  loinc: z.string().nullable(),
  analytes: z.array(adminAnalyteSchema),
});
export type AdminTest = z.infer<typeof adminTestSchema>;

// ---------------------------------------------------------------------------------------------
// Settings (brief §9 admin defaults)

export const BRAND_COLOR_LABELS: Readonly<Record<BrandColor, string>> = {
  blue: 'Blue',
  indigo: 'Indigo',
  violet: 'Violet',
  teal: 'Teal',
  green: 'Green',
  rose: 'Rose',
  orange: 'Orange',
};
export const SETTINGS_DEFAULTS = { questionBudget: 10, followUps: true, primaryColor: 'blue' } as const satisfies AdminSettingsShape;
type AdminSettingsShape = { questionBudget: number; followUps: boolean; primaryColor: BrandColor };
export const QUESTION_BUDGET_LIMITS = { min: 1, max: 50 } as const;
const budgetMessage = `Max AI questions per session must be a whole number from ${QUESTION_BUDGET_LIMITS.min} to ${QUESTION_BUDGET_LIMITS.max}.`;

export const adminSettingsSchema = z.object({
  questionBudget: z.number({ error: budgetMessage }).int(budgetMessage).min(QUESTION_BUDGET_LIMITS.min, budgetMessage).max(QUESTION_BUDGET_LIMITS.max, budgetMessage),
  followUps: z.boolean({ error: 'Say whether AI follow-up questions are on.' }),
  primaryColor: z.enum(BRAND_COLORS, { error: 'Choose a primary colour from the list.' }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsUpdate = adminSettingsSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one setting.');
export const adminSettingsView = adminSettingsSchema.extend({ updatedAt: z.string().nullable() });

/** What every visitor's app reads to apply the branding. */
export const publicSettingsSchema = adminSettingsSchema.pick({ primaryColor: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Admin dashboard: figures computed from data, and the audit trail

export const healthCheckSchema = z.object({ name: z.string(), ok: z.boolean(), detail: z.string() });
export const adminOverviewSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  pendingApprovals: z.number().int(),
  activeTests: z.number().int(),
  activeLabs: z.number().int(),
  openPartnershipRequests: z.number().int(),
  /** Share of readiness checks passing, 0–100. */
  systemHealth: z.number().int(),
  checks: z.array(healthCheckSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const ACTIVE_USERS_WINDOW_DAYS = 30;

export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'transition', 'denied'] as const;
export const auditListQuery = z.strictObject({
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action.' }).optional(),
  resourceType: z.string().trim().regex(/^[a-z_]{1,40}$/, 'Unknown resource type.').optional(),
  outcome: z.enum(['allowed', 'denied', 'error'], { error: 'Outcome is allowed, denied or error.' }).optional(),
  actor: z.string().trim().max(100, 'Search text is too long (100 characters at most).').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  outcome: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
