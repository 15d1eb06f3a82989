import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import { priceBucketRange, type CatalogQuery, type CatalogSort } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { labTests, labs, testFigures, testOfferingSummaries, tests } from '../../db/schema';

/**
 * A test's columns plus its figures, read from `test_figures` (migration 0026): kept by triggers
 * on ratings, order items and orders, and by the periodic refresh for orders that left the
 * window (ADR 0052). Every test has a row, so the join is an inner one.
 */
const testWithFigures = {
  ...getTableColumns(tests),
  rating: testFigures.rating,
  ratingCount: testFigures.ratingCount,
  popularity: testFigures.popularity,
};

const ORDER_BY: Record<CatalogSort, SQL[]> = {
  name: [asc(sql`lower(${tests.name})`)],
  price_asc: [asc(tests.priceCents), asc(tests.name)],
  price_desc: [desc(tests.priceCents), asc(tests.name)],
  // Most Popular (by rating): the real rating, unrated tests after rated ones, then how often ordered.
  // test_figures_popular_idx holds these keys (the name a copy of the test's), so a page reads tests in index order.
  // "nulls last" on the (not null) popularity too: the index's spelling, or the planner would sort.
  popular: [sql`${testFigures.rating} desc nulls last`, sql`${testFigures.popularity} desc nulls last`, asc(testFigures.name)],
  turnaround: [asc(tests.turnaroundHoursMax), asc(tests.turnaroundHoursMin), asc(tests.name)],
};

/** LIKE wildcards in user text are literal characters, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(query: CatalogQuery): SQL[] {
  const where: SQL[] = [eq(tests.active, true)];
  if (query.q) {
    // LIKE on a stored lower-cased column: no per-row case folding, and trigram-indexable.
    where.push(like(tests.searchText, likePattern(query.q.toLowerCase())));
  }
  if (query.category) where.push(eq(tests.category, query.category));
  if (query.labId) {
    where.push(
      sql`exists (select 1 from ${labTests} where ${labTests.testId} = ${tests.id} and ${labTests.labId} = ${query.labId} and ${labTests.active})`,
    );
  }
  const range = priceBucketRange(query.price);
  if (range.min !== undefined) where.push(range.minExclusive ? gt(tests.priceCents, range.min) : gte(tests.priceCents, range.min));
  if (range.max !== undefined) where.push(range.maxExclusive ? lt(tests.priceCents, range.max) : lte(tests.priceCents, range.max));
  return where;
}

/**
 * How well a test matches the typed text: its code or name exactly (0), starting with it (1), or
 * anywhere else (2). A search for 'TSH' lists TSH before Free T4, whose description mentions it.
 */
export function matchRank(q: string): SQL {
  const text = q.trim().toLowerCase();
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`case when lower(${tests.code}) = ${text} or lower(${tests.name}) = ${text} then 0
    when lower(${tests.code}) like ${prefix} or lower(${tests.name}) like ${prefix} then 1 else 2 end`;
}

/**
 * What a search result shows of the lab network, read from the summary the database maintains
 * (migration 0025's triggers): the count of active labs offering the test and the first
 * CATALOG_LABS_SHOWN of them by name. A test without a summary row is offered nowhere.
 */
const offeringSummary = {
  labCount: sql<number>`coalesce(${testOfferingSummaries.labCount}, 0)`,
  labsShown: sql<{ id: string; name: string }[]>`coalesce(${testOfferingSummaries.labsShown}, '[]'::jsonb)`,
};

export async function searchTests(db: Executor, query: CatalogQuery) {
  const filters = conditions(query);
  const where = and(...filters);
  const countActive = () => db.select({ n: count() }).from(tests).where(eq(tests.active, true));
  // Without filters the match count is the catalog size: count once.
  const unfiltered = filters.length === 1;
  const [rows, [matched], [total]] = await Promise.all([
    db
      .select({ ...testWithFigures, ...offeringSummary })
      .from(tests)
      .innerJoin(testFigures, eq(testFigures.testId, tests.id))
      .leftJoin(testOfferingSummaries, eq(testOfferingSummaries.testId, tests.id))
      .where(where).orderBy(...(query.q ? [asc(matchRank(query.q))] : []), ...ORDER_BY[query.sort]).limit(query.limit),
    unfiltered ? Promise.resolve([undefined]) : db.select({ n: count() }).from(tests).where(where),
    countActive(),
  ]);
  return { rows, matched: unfiltered ? (total?.n ?? 0) : (matched?.n ?? 0), total: total?.n ?? 0 };
}

/** The active labs offering each of these tests. */
export async function labsOffering(db: Executor, testIds: string[]) {
  if (testIds.length === 0) return [];
  return db
    .select({ testId: labTests.testId, labId: labs.id, labName: labs.name })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(and(inArray(labTests.testId, testIds), eq(labTests.active, true), eq(labs.status, 'active')))
    .orderBy(asc(labs.name));
}

export async function findTest(db: Executor, id: string) {
  const [row] = await db.select(testWithFigures).from(tests).innerJoin(testFigures, eq(testFigures.testId, tests.id)).where(and(eq(tests.id, id), eq(tests.active, true))).limit(1);
  return row;
}

/**
 * Drops orders that left the FIGURES_WINDOW_DAYS window from every test's popularity (the
 * triggers keep everything else); returns how many tests changed. Safe to run from several
 * processes at once: the database function serialises refreshes with an advisory lock.
 */
export async function refreshPopularity(db: Executor): Promise<number> {
  const result = await db.execute(sql`select refresh_test_popularity() as changed`);
  return Number((result as { rows: { changed: number }[] }).rows[0]?.changed ?? 0);
}
