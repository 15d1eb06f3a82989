import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import { priceBucketRange, type CatalogQuery, type CatalogSort } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { labTests, labs, tests } from '../../db/schema';
import { testPopularityOf, testRatingCountOf, testRatingOf } from '../ratings/repository';

/** The outer test's id, qualified: inside the figures' subqueries a bare "id" would mean another table's. */
const outerTestId = sql.raw('"tests"."id"');

/** A test's columns plus its figures, computed from ratings and orders when read (never stored). */
const testWithFigures = {
  ...getTableColumns(tests),
  rating: testRatingOf(outerTestId),
  ratingCount: testRatingCountOf(outerTestId),
  popularity: testPopularityOf(outerTestId),
};

const ORDER_BY: Record<CatalogSort, SQL[]> = {
  name: [asc(sql`lower(${tests.name})`)],
  price_asc: [asc(tests.priceCents), asc(tests.name)],
  price_desc: [desc(tests.priceCents), asc(tests.name)],
  // Most Popular (by rating): the real rating, unrated tests after rated ones, then how often ordered.
  popular: [sql`${testRatingOf(outerTestId)} desc nulls last`, desc(testPopularityOf(outerTestId)), asc(tests.name)],
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

export async function searchTests(db: Executor, query: CatalogQuery) {
  const filters = conditions(query);
  const where = and(...filters);
  const countActive = () => db.select({ n: count() }).from(tests).where(eq(tests.active, true));
  // Without filters the match count is the catalog size: count once.
  const unfiltered = filters.length === 1;
  const [rows, [matched], [total]] = await Promise.all([
    db.select(testWithFigures).from(tests).where(where).orderBy(...(query.q ? [asc(matchRank(query.q))] : []), ...ORDER_BY[query.sort]).limit(query.limit),
    unfiltered ? Promise.resolve([undefined]) : db.select({ n: count() }).from(tests).where(where),
    countActive(),
  ]);
  return { rows, matched: unfiltered ? (total?.n ?? 0) : (matched?.n ?? 0), total: total?.n ?? 0 };
}

/**
 * Per test, how many active labs offer it and the first `shown` of them by name — aggregated in
 * the database, so a page of tests costs one row each however large the lab network is.
 */
export async function labsOfferingSummary(db: Executor, testIds: string[], shown: number) {
  if (testIds.length === 0) return [];
  return db
    .select({
      testId: labTests.testId,
      labCount: sql<number>`count(*)::int`,
      labs: sql<{ id: string; name: string }[]>`to_json((array_agg(json_build_object('id', ${labs.id}, 'name', ${labs.name}) order by ${labs.name}, ${labs.id}))[1:${sql.raw(String(Math.trunc(shown)))}])`,
    })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(and(inArray(labTests.testId, testIds), eq(labTests.active, true), eq(labs.status, 'active')))
    .groupBy(labTests.testId);
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
  const [row] = await db.select(testWithFigures).from(tests).where(and(eq(tests.id, id), eq(tests.active, true))).limit(1);
  return row;
}
