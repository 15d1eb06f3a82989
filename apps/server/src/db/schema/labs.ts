import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { LAB_DEFAULTS } from '@labwise/domain';
import { createdAt, id, oneOf, parentRef, timestamps } from './helpers';
import { tests } from './catalog';

export const LAB_STATUSES = ['active', 'inactive', 'onboarding'] as const;

/** Partner laboratories (brief §3 Lab). */
export const labs = pgTable(
  'labs',
  {
    id: id(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    region: text().notNull(),
    country: text().notNull().default('US'),
    phone: text().notNull(),
    email: text().notNull(),
    website: text(),
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }),
    specialties: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The turnaround the lab states (admin input); the measured average comes from order events. */
    averageTurnaroundHours: integer().notNull().default(48),
    status: text().notNull().default('active'),
    capacityPerDay: integer().notNull().default(LAB_DEFAULTS.capacityPerDay),
    hours: text().notNull().default(LAB_DEFAULTS.hours),
    /** IANA time zone the opening hours are in (collection slots are checked against it). */
    timeZone: text().notNull().default('America/New_York'),
    certification: text().notNull().default(LAB_DEFAULTS.certification),
    /** US CLIA certificate number (two digits, D, seven digits); null when not recorded. */
    cliaNumber: text(),
    established: integer().notNull().default(LAB_DEFAULTS.established),
    logoUrl: text(),
    /**
     * Who takes a critical value on a patient's self-order when the patient has no linked doctor
     * (ADR 0028); set by an administrator. Name, phone and e-mail are all set or all null.
     */
    onCallName: text(),
    onCallPhone: text(),
    onCallEmail: text(),
    partnered: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    oneOf('labs_status_check', t.status, LAB_STATUSES),
    check('labs_capacity_check', sql`${t.capacityPerDay} > 0`),
    check('labs_clia_number_check', sql`${t.cliaNumber} ~ '^[0-9]{2}D[0-9]{7}$'`),
    index('labs_name_idx').on(sql`lower(${t.name})`),
    check(
      'labs_on_call_check',
      sql`(${t.onCallName} is null and ${t.onCallPhone} is null and ${t.onCallEmail} is null) or (${t.onCallName} is not null and ${t.onCallPhone} is not null and ${t.onCallEmail} is not null)`,
    ),
  ],
);

/** Which lab offers which test, optionally at its own price or turnaround. */
export const labTests = pgTable(
  'lab_tests',
  {
    labId: parentRef(() => labs.id),
    testId: parentRef(() => tests.id),
    priceCents: integer(),
    turnaroundHours: integer(),
    active: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.labId, t.testId] }),
    index('lab_tests_test_idx').on(t.testId),
    check('lab_tests_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

/** A request to partner with a lab (the Lab Network's 'Partner' button); administrators follow up. */
export const partnershipRequests = pgTable(
  'partnership_requests',
  {
    id: id(),
    labId: parentRef(() => labs.id),
    requestedBy: uuid().notNull(),
    note: text(),
    status: text().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('partnership_requests_lab_idx').on(t.labId, t.createdAt),
    oneOf('partnership_requests_status_check', t.status, ['open', 'accepted', 'declined']),
  ],
);

/**
 * What a catalog page shows of each test's lab network: how many active labs offer it and the
 * first CATALOG_LABS_SHOWN of them by name. Maintained by triggers on lab_tests and labs
 * (migration 0025), so a search page reads one row per test instead of aggregating offerings.
 * A test nobody has offered yet may have no row: read it as zero labs.
 */
export const testOfferingSummaries = pgTable('test_offering_summaries', {
  testId: uuid()
    .primaryKey()
    .references(() => tests.id, { onDelete: 'cascade' }),
  labCount: integer().notNull().default(0),
  labsShown: jsonb().$type<{ id: string; name: string }[]>().notNull().default(sql`'[]'::jsonb`),
});

/**
 * A test's rating and popularity as the catalog shows and sorts them (migration 0026): the sum
 * and count of the ratings given on orders that included the test, and the orders (not
 * cancelled) that included it in the last FIGURES_WINDOW_DAYS days. Triggers on lab_ratings,
 * order_items, orders and tests keep them; a periodic refresh drops orders that left the window
 * (ADR 0052). Every test has a row.
 */
export const testFigures = pgTable(
  'test_figures',
  {
    testId: uuid()
      .primaryKey()
      .references(() => tests.id, { onDelete: 'cascade' }),
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** Mean stars to one decimal, as the read-time aggregate rounded it; null without ratings. */
    rating: doublePrecision().generatedAlwaysAs(sql`case when rating_count > 0 then round(rating_sum::numeric / rating_count, 1)::float8 end`),
    popularity: integer().notNull().default(0),
    /**
     * The test's name, copied (a trigger on tests keeps it): Most Popular's last sort key. Most
     * tests tie on the first two (unrated, rarely ordered), and without the name in the index a
     * page would sort the whole tie.
     */
    name: text().notNull(),
  },
  // Most Popular reads tests in this order (rated first, then how often ordered, then by name).
  (t) => [index('test_figures_popular_idx').on(t.rating.desc().nullsLast(), t.popularity.desc(), t.name, t.testId)],
);
