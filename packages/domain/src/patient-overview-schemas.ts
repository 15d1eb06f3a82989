import { z } from 'zod';
import { SEXES } from './catalog';
import { PATIENT_STATUSES, type OrderStatus } from './order-status';
import { isPlausibleBirthDate } from './birth-date';
import { ROLES } from './roles';
import { vocabulary } from './vocabulary';

/** A patient record as the patient dashboard reads it (brief §3 Patient; §7 GET /api/v1/patients/me, /{id}). */
export const patientRecordSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** patientAge: whole years from the date of birth, else the age the doctor gave plus the years since. */
  age: z.number().int().nullable(),
  sex: z.enum(SEXES),
  status: z.enum(PATIENT_STATUSES),
  primary_doctor_name: z.string().nullable(),
  consent_given: z.boolean(),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

export const PATIENT_PROFILE_MESSAGES = {
  noRecord: 'You have no patient record yet.',
  fullName: 'Enter a full name of 1 to 120 characters.',
  phone: 'Enter a phone number of 7 to 20 digits; spaces, dashes, brackets and a leading + are allowed.',
  dateOfBirth: 'Enter a date of birth as YYYY-MM-DD, not in the future and within the last 130 years.',
  sex: 'Choose a sex at birth: male, female, other or unknown.',
  empty: 'Change at least one of full_name, phone, date_of_birth or sex.',
} as const;


/** Brief §3 Analytics: the patient dashboard's stat cards. */
export const patientAnalyticsSchema = z.object({
  /** Questionnaire sessions still in progress. */
  active_questionnaires: z.number().int().nonnegative(),
  /** Tests (order items) of completed orders. */
  completed_tests: z.number().int().nonnegative(),
  /** Tests (order items) of orders whose results are not released yet (not completed, cancelled or in error). */
  pending_results: z.number().int().nonnegative(),
  /** 0–100, or null with no released results; see HEALTH_SCORE_EXPLANATION. */
  health_score: z.number().int().min(0).max(100).nullable(),
});
export type PatientAnalytics = z.infer<typeof patientAnalyticsSchema>;

/** How the health score is computed, in words a patient reads (the stat card's tooltip). */
export const HEALTH_SCORE_EXPLANATION =
  'The share of your latest released test values that are within their reference range, minus 10 points for each critical value. It is a summary, not a diagnosis: ask your doctor what your results mean.';

export const HEALTH_SCORE_CRITICAL_PENALTY = 10;

export type HealthScoreInput = { flag: 'normal' | 'abnormal' | 'critical' | 'high' | 'low' };

/**
 * The health score of a patient's latest released value per analyte: the percentage flagged normal,
 * minus HEALTH_SCORE_CRITICAL_PENALTY points per critical value, rounded and kept within 0–100.
 * Null when there is nothing released to score.
 */
export function healthScore(latest: readonly HealthScoreInput[]): number | null {
  if (latest.length === 0) return null;
  const inRange = latest.filter((r) => r.flag === 'normal').length;
  const critical = latest.filter((r) => r.flag === 'critical').length;
  const score = Math.round((100 * inRange) / latest.length) - HEALTH_SCORE_CRITICAL_PENALTY * critical;
  return Math.min(100, Math.max(0, score));
}

export const ACTIVITY_TYPES = ['questionnaire', 'test_result', 'recommendation', 'lab_order'] as const;
const ACTIVITY_STATUS_VOCABULARY = vocabulary({
  completed: 'Completed',
  pending: 'Pending',
  in_progress: 'In Progress',
  cancelled: 'Cancelled',
});
export const ACTIVITY_STATUSES = ACTIVITY_STATUS_VOCABULARY.values;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** How each step of the patient's recent activity reads, in the case of the order statuses. */
export const ACTIVITY_STATUS_LABELS = ACTIVITY_STATUS_VOCABULARY.labels;

/**
 * How an order step reads in the patient's recent activity: pending until the lab has the sample,
 * in progress until the results are released, then completed (a failed order is over too).
 */
export const ORDER_ACTIVITY_STATUS: Readonly<Record<OrderStatus, ActivityStatus>> = {
  new: 'pending',
  in_questionnaire: 'pending',
  awaiting_payment: 'pending',
  ordered: 'pending',
  sent_to_lab: 'pending',
  sample_collected: 'in_progress',
  in_progress: 'in_progress',
  processing: 'in_progress',
  results_ready: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
  error: 'completed',
};

/** Brief §3 Activity item. */
export const activityItemSchema = z.object({
  /** `order-event:`, `session:` or `recommendation:` followed by the source row's id. */
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  /** Who did it, when that was someone other than the patient (their doctor, the lab). Never an e-mail. */
  user: z.object({ name: z.string(), role: z.enum(ROLES) }).optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** The newest items the dashboard shows at once, and the most one request may ask for. */
export const ACTIVITY_LIMIT = 10;
export const ACTIVITY_MAX_LIMIT = 50;

export const ACTIVITY_MESSAGES = {
  limit: `Ask for 1 to ${ACTIVITY_MAX_LIMIT} activity items.`,
  cursor: 'This activity cursor is not valid: pass the timestamp and id of the last item you have, as "timestamp|id".',
} as const;

const ACTIVITY_ID = /^(order-event|session|recommendation):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the next page starts: strictly older than this item (timestamp, then id, both descending). */
export type ActivityCursor = { timestamp: string; id: string };

/** The cursor of an item: the next page is everything after it. */
export const activityCursor = (item: Pick<ActivityItem, 'timestamp' | 'id'>): string => `${item.timestamp}|${item.id}`;

/**
 * GET /api/v1/patients/{id}/activity query: `limit` (default 10) and `before`, the cursor of the
 * last item already shown (`activityCursor`), for the next page.
 */
export const activityQuery = z.strictObject({
  limit: z.coerce.number(ACTIVITY_MESSAGES.limit).int(ACTIVITY_MESSAGES.limit).min(1, ACTIVITY_MESSAGES.limit).max(ACTIVITY_MAX_LIMIT, ACTIVITY_MESSAGES.limit).default(ACTIVITY_LIMIT),
  before: z
    .string(ACTIVITY_MESSAGES.cursor)
    .transform((value, ctx): ActivityCursor => {
      const bar = value.indexOf('|');
      const timestamp = value.slice(0, bar);
      const id = value.slice(bar + 1);
      const at = new Date(timestamp);
      if (bar < 0 || !/^\d{4}-\d{2}-\d{2}T/.test(timestamp) || Number.isNaN(at.getTime()) || !ACTIVITY_ID.test(id)) {
        ctx.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.cursor });
        return z.NEVER;
      }
      return { timestamp: at.toISOString(), id };
    })
    .optional(),
});
export type ActivityQuery = z.input<typeof activityQuery>;

/** A patient as the dashboard calls names them: their record id, or `me` for the caller's own record. */
export const patientRefParams = z.strictObject({
  id: z.string().regex(/^(me|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, 'This patient was not found.'),
});

export const SEX_LABELS: Readonly<Record<(typeof SEXES)[number], string>> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  unknown: 'Not given',
};

/** Brief §8 and the dashboard's own states. */
export const PATIENT_DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data. Please refresh the page.',
  noRecord: 'Your patient record is created with your first health assessment or test order.',
  noActivity: 'No activity yet. Start a health assessment or order a test to see it here.',
  activityFailed: 'Recent activity could not be loaded right now.',
  moreActivityFailed: 'Older activity could not be loaded right now.',
  profileSaved: 'Profile saved',
} as const;

/** The consent text's version stored with each consent; a new text asks everyone again. */
export const CONSENT_VERSION = '2026-11';

export const CONSENT_MESSAGES = {
  consent: 'Please agree to the processing of your health data to continue.',
} as const;

/** Onboarding: date of birth, sex at birth and consent to data processing, captured once. */
export const patientConsentRequest = z.strictObject({
  date_of_birth: z
    .string(PATIENT_PROFILE_MESSAGES.dateOfBirth)
    .regex(/^\d{4}-\d{2}-\d{2}$/, PATIENT_PROFILE_MESSAGES.dateOfBirth)
    .refine(isPlausibleBirthDate, PATIENT_PROFILE_MESSAGES.dateOfBirth),
  sex: z.enum(SEXES, PATIENT_PROFILE_MESSAGES.sex),
  consent: z.literal(true, CONSENT_MESSAGES.consent),
});
export type PatientConsentRequest = z.infer<typeof patientConsentRequest>;
