import { z } from 'zod';
import { PRICE_BUCKETS, TEST_CATEGORIES } from './catalog';
import { vocabulary } from './vocabulary';

/** Catalog search (brief §2 Test Catalog): text, filters, sorts; everything from an allowlist. */
const CATALOG_SORT_VOCABULARY = vocabulary({
  name: 'Name A-Z',
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  popular: 'Most Popular',
  turnaround: 'Fastest Turnaround',
});
export const CATALOG_SORTS = CATALOG_SORT_VOCABULARY.values;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_SORT_LABELS = CATALOG_SORT_VOCABULARY.labels;

export const catalogQuery = z.strictObject({
  q: z.string().trim().max(100, 'Search text is too long (100 characters at most).').optional(),
  category: z.enum(TEST_CATEGORIES, { error: 'Unknown category.' }).optional(),
  labId: z.uuid('Unknown laboratory.').optional(),
  price: z.enum(PRICE_BUCKETS.map((b) => b.id) as [string, ...string[]], { error: 'Unknown price range.' }).default('any'),
  sort: z.enum(CATALOG_SORTS, { error: 'Unknown sort order.' }).default('name'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** Labs named per test in catalog search results; the test's details list every one. */
export const CATALOG_LABS_SHOWN = 5;

export const catalogTestSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  loinc: z.string().nullable(),
  category: z.enum(TEST_CATEGORIES),
  description: z.string(),
  priceCents: z.number().int(),
  preparation: z.string().nullable(),
  specimenType: z.string(),
  turnaround: z.string(),
  turnaroundDays: z.number().int(),
  /** Mean stars of the labs' ratings on orders that included the test; null before any. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Orders that included the test in the last FIGURES_WINDOW_DAYS days. */
  popularity: z.number().int(),
  tags: z.array(z.string()),
  clinicianOrderOnly: z.boolean(),
  /**
   * The active labs offering the test, by name: in search results the first CATALOG_LABS_SHOWN of
   * them (a test can be offered by hundreds of partner labs); every one from GET /catalog/tests/{id}.
   */
  labAvailability: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** How many active labs offer the test, however many `labAvailability` lists. */
  labCount: z.number().int(),
});
export type CatalogTest = z.infer<typeof catalogTestSchema>;

/** `matched` tests fit the query (`tests` holds up to `limit` of them); `total` is the whole catalog. */
export const catalogPageSchema = z.object({ tests: z.array(catalogTestSchema), matched: z.number().int(), total: z.number().int() });
export type CatalogPage = z.infer<typeof catalogPageSchema>;

/** '24h' or '24-48h' from hours, as the brief writes turnaround. */
export function formatTurnaround(minHours: number, maxHours: number): string {
  return minHours === maxHours ? `${minHours}h` : `${minHours}-${maxHours}h`;
}

/** The price bucket filter as a cents range (brief §9 boundaries). */
export function priceBucketRange(id: string): { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean } {
  switch (id) {
    case 'under-50':
      return { max: 5000, maxExclusive: true };
    case '50-100':
      return { min: 5000, max: 10000 };
    case '100-200':
      return { min: 10000, minExclusive: true, max: 20000 };
    case 'over-200':
      return { min: 20000, minExclusive: true };
    default:
      return {};
  }
}

export function formatMoney(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
