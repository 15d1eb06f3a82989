import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATALOG_LABS_SHOWN } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { labTests, labs, testOfferingSummaries, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/**
 * The per-test offering summary (migration 0025) is maintained by triggers: after every kind of
 * change to offerings or labs it must equal a fresh aggregation of lab_tests and labs.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
let testId: string;
let labIds: string[];

type Summary = { testId: string; labCount: number; labsShown: { id: string; name: string }[] };

/** What the summary should hold for every test, aggregated now from the offerings themselves. */
async function freshAggregation(): Promise<Summary[]> {
  const rows = await db()
    .select({
      testId: tests.id,
      labCount: sql<number>`count(${labs.id})::int`,
      labsShown: sql<Summary['labsShown']>`coalesce(to_jsonb((array_agg(jsonb_build_object('id', ${labs.id}, 'name', ${labs.name}) order by ${labs.name}, ${labs.id}) filter (where ${labs.id} is not null))[1:${sql.raw(String(CATALOG_LABS_SHOWN))}]), '[]'::jsonb)`,
    })
    .from(tests)
    .leftJoin(labTests, and(eq(labTests.testId, tests.id), eq(labTests.active, true)))
    .leftJoin(labs, and(eq(labs.id, labTests.labId), eq(labs.status, 'active')))
    .groupBy(tests.id);
  return rows.sort((a, b) => a.testId.localeCompare(b.testId));
}

async function stored(): Promise<Summary[]> {
  const rows = await db().select({ testId: tests.id, labCount: testOfferingSummaries.labCount, labsShown: testOfferingSummaries.labsShown }).from(tests).leftJoin(testOfferingSummaries, eq(testOfferingSummaries.testId, tests.id));
  return rows.map((r) => ({ testId: r.testId, labCount: r.labCount ?? 0, labsShown: r.labsShown ?? [] })).sort((a, b) => a.testId.localeCompare(b.testId));
}

async function expectFresh(): Promise<void> {
  expect(await stored()).toEqual(await freshAggregation());
}

async function summaryOf(id: string): Promise<Summary> {
  return (await stored()).find((s) => s.testId === id)!;
}

const newLab = (name: string) => ({ name, address: '1 Main St', city: 'Springfield', region: 'IL', phone: '+1 555 0100', email: `${name.replace(/\W/g, '').toLowerCase()}@example.com` });

beforeAll(async () => {
  await seedReferenceData(db());
  const [test] = await db().insert(tests).values({ code: 'ZSUM', name: 'Summary probe', category: 'Chemistry', priceCents: 1000 }).returning({ id: tests.id });
  testId = test!.id;
  // Seven labs named so that their order by name is known: F, B, G, A, E, C, D.
  const names = ['Lab F', 'Lab B', 'Lab G', 'Lab A', 'Lab E', 'Lab C', 'Lab D'];
  const inserted = await db().insert(labs).values(names.map(newLab)).returning({ id: labs.id });
  labIds = inserted.map((l) => l.id);
});

describe('the per-test offering summary', () => {
  it('is backfilled and equals a fresh aggregation for the seeded catalog', async () => {
    await expectFresh();
    expect(await summaryOf(testId)).toEqual({ testId, labCount: 0, labsShown: [] });
  });

  it('follows offerings being added, one at a time and several at once, naming the first five by name', async () => {
    await db().insert(labTests).values({ labId: labIds[0]!, testId });
    expect((await summaryOf(testId)).labsShown.map((l) => l.name)).toEqual(['Lab F']);
    await db().insert(labTests).values(labIds.slice(1).map((labId) => ({ labId, testId })));
    const summary = await summaryOf(testId);
    expect(summary.labCount).toBe(7);
    expect(summary.labsShown.map((l) => l.name)).toEqual(['Lab A', 'Lab B', 'Lab C', 'Lab D', 'Lab E']);
    await expectFresh();
  });

  it('follows an offering deactivated and reactivated, and ignores a price change', async () => {
    await db().update(labTests).set({ active: false }).where(and(eq(labTests.testId, testId), eq(labTests.labId, labIds[3]!)));
    expect((await summaryOf(testId)).labsShown.map((l) => l.name)).toEqual(['Lab B', 'Lab C', 'Lab D', 'Lab E', 'Lab F']);
    await expectFresh();
    await db().update(labTests).set({ priceCents: 4200 }).where(eq(labTests.testId, testId));
    await expectFresh();
    await db().update(labTests).set({ active: true }).where(and(eq(labTests.testId, testId), eq(labTests.labId, labIds[3]!)));
    expect((await summaryOf(testId)).labCount).toBe(7);
    await expectFresh();
  });

  it('follows an offering moved to another test, and offerings deleted', async () => {
    const [other] = await db().select({ id: tests.id }).from(tests).where(eq(tests.code, 'CBC'));
    const before = (await summaryOf(other!.id)).labCount;
    await db().update(labTests).set({ testId: other!.id }).where(and(eq(labTests.testId, testId), eq(labTests.labId, labIds[6]!)));
    expect((await summaryOf(testId)).labCount).toBe(6);
    expect((await summaryOf(other!.id)).labCount).toBe(before + 1);
    await expectFresh();
    await db().delete(labTests).where(and(eq(labTests.testId, testId), inArray(labTests.labId, [labIds[1]!, labIds[3]!])));
    expect((await summaryOf(testId)).labsShown.map((l) => l.name)).toEqual(['Lab C', 'Lab E', 'Lab F', 'Lab G']);
    await expectFresh();
  });

  it('follows a lab renamed, deactivated, reactivated and deleted', async () => {
    await db().update(labs).set({ name: 'Lab AA' }).where(eq(labs.id, labIds[0]!));
    expect((await summaryOf(testId)).labsShown.map((l) => l.name)).toEqual(['Lab AA', 'Lab C', 'Lab E', 'Lab G']);
    await expectFresh();
    await db().update(labs).set({ status: 'inactive' }).where(eq(labs.id, labIds[5]!));
    expect((await summaryOf(testId)).labsShown.map((l) => l.name)).toEqual(['Lab AA', 'Lab E', 'Lab G']);
    await expectFresh();
    await db().update(labs).set({ status: 'active' }).where(eq(labs.id, labIds[5]!));
    await expectFresh();
    await db().update(labs).set({ phone: '+1 555 0199' }).where(eq(labs.id, labIds[2]!));
    await expectFresh();
    await db().delete(labs).where(eq(labs.id, labIds[4]!));
    expect((await summaryOf(testId)).labsShown.map((l) => l.name)).toEqual(['Lab AA', 'Lab C', 'Lab G']);
    await expectFresh();
  });

  it('is what catalog search shows, and goes with its test when the test is deleted', async () => {
    const { headers } = await signedInUser(ctx.app, db(), 'summary-reader@example.com');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/catalog/tests?q=zsum', headers });
    const [probe] = res.json().data.tests;
    const summary = await summaryOf(testId);
    expect(probe).toMatchObject({ id: testId, labCount: summary.labCount, labAvailability: summary.labsShown });
    await db().delete(tests).where(eq(tests.id, testId));
    expect(await db().select().from(testOfferingSummaries).where(eq(testOfferingSummaries.testId, testId))).toEqual([]);
    await expectFresh();
  });
});
