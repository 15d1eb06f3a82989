import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';

/** The header search palette (brief §2): how many hits each group shows, and its words. */
export const SEARCH_LIMITS = { patients: 5, orders: 5, tests: 5 } as const;
export const SEARCH_MAX_LENGTH = 100;

export const SEARCH_MESSAGES = {
  placeholder: 'Search patients, orders, tests...',
  empty: 'No results found.',
  query: `Type between 1 and ${SEARCH_MAX_LENGTH} characters to search.`,
} as const;

/** `GET /api/v1/search?q=`: the text is trimmed; blank or over-long text is refused. */
export const searchQuerySchema = z.strictObject({
  q: z.string(SEARCH_MESSAGES.query).trim().min(1, SEARCH_MESSAGES.query).max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.query),
});

/** A patient the caller may see (doctors: their patients; administrators: identity only). */
export const searchPatientHitSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string().nullable(),
  /** Null for administrators, who see no clinical or demographic detail. */
  dateOfBirth: z.string().nullable(),
});
export type SearchPatientHit = z.infer<typeof searchPatientHitSchema>;

/** An order in the caller's scope; administrators see number, status and lab only. */
export const searchOrderHitSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  patientName: z.string().nullable(),
  labName: z.string().nullable(),
  createdAt: z.string(),
});
export type SearchOrderHit = z.infer<typeof searchOrderHitSchema>;

/** A test of the active catalog (everyone may read the catalog). */
export const searchTestHitSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
});
export type SearchTestHit = z.infer<typeof searchTestHitSchema>;

export const searchResultsSchema = z.object({
  patients: z.array(searchPatientHitSchema),
  orders: z.array(searchOrderHitSchema),
  tests: z.array(searchTestHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
