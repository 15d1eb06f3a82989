import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { FIGURES_WINDOW_DAYS } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs } from '../../../test/api';
import { labIdNamed, testIdOf } from '../../../test/catalog';
import { placeOrder } from '../../../test/lab-orders';
import { labRatings, orderItems, orders, patients, testFigures, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';
import { testPopularityOf, testRatingCountOf, testRatingOf } from '../ratings/repository';
import { refreshPopularity } from './repository';

/**
 * Catalog search reads each test's rating, rating count and popularity from `test_figures`
 * (migration 0026). After every kind of change they must equal the figures computed afresh from
 * ratings and orders, on the rows search returns and for every test.
 */
const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
const db = () => ctx.database.db;
let patient: SignedInUser;
let labId: string;
let glu: string;
let tsh: string;
let cbc: string;

type Figures = { id: string; rating: number | null; ratingCount: number; popularity: number };

/** Every test's figures computed now from ratings and orders, as the catalog once did per read. */
async function fresh(): Promise<Figures[]> {
  const id = sql.raw('"tests"."id"');
  return db()
    .select({
      id: tests.id,
      rating: testRatingOf(id),
      ratingCount: testRatingCountOf(id),
      popularity: testPopularityOf(id),
    })
    .from(tests)
    .orderBy(asc(tests.id));
}

async function stored(): Promise<Figures[]> {
  return db()
    .select({
      id: tests.id,
      rating: testFigures.rating,
      ratingCount: testFigures.ratingCount,
      popularity: testFigures.popularity,
    })
    .from(tests)
    .leftJoin(testFigures, eq(testFigures.testId, tests.id))
    .orderBy(asc(tests.id)) as Promise<Figures[]>;
}

const figuresOf = async (testId: string) => (await stored()).find((f) => f.id === testId)!;

/** What Most Popular shows: the rows of the whole catalog sorted by popularity. */
async function mostPopular(): Promise<Figures[]> {
  const res = await callAs(ctx.app, 'GET', '/api/v1/catalog/tests?sort=popular&limit=100', patient);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.tests as Figures[]).map(({ id, rating, ratingCount, popularity }) => ({
    id,
    rating,
    ratingCount,
    popularity,
  }));
}

/** Stored equals fresh for every test, and search shows the fresh figures in the popular order. */
async function expectFresh(): Promise<void> {
  const expected = await fresh();
  expect(await stored()).toEqual(expected);
  const byId = new Map(expected.map((f) => [f.id, f]));
  const shown = await mostPopular();
  for (const row of shown) expect(row).toEqual(byId.get(row.id));
  const keys = shown.map((r) => [r.rating ?? -1, r.popularity] as const);
  const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  expect(keys).toEqual(sorted);
}

async function rateOrder(orderId: string, stars: number, email: string) {
  const rater = await signedInUser(ctx.app, db(), email);
  await db().insert(labRatings).values({ orderId, labId, raterId: rater.id, raterRole: 'patient', stars });
}

beforeAll(async () => {
  await seedReferenceData(db());
  labId = await labIdNamed(db(), 'Riverbend Diagnostics');
  glu = await testIdOf(db(), 'GLU');
  tsh = await testIdOf(db(), 'TSH');
  cbc = await testIdOf(db(), 'CBC');
  patient = await signedInUser(ctx.app, db(), 'figures-patient@example.com');
  await db().insert(patients).values({
    userId: patient.id,
    fullName: 'Figures Patient',
    sexAtBirth: 'female',
    dateOfBirth: '1980-05-06',
  });
});

describe('stored catalog figures', () => {
  it('agree with the database window and are backfilled for every test', async () => {
    const result = await db().execute(
      sql`select extract(day from now() - figures_window_start())::int as days`,
    );
    const [row] = (result as { rows: { days: number }[] }).rows;
    expect(Number(row!.days)).toBe(FIGURES_WINDOW_DAYS);
    expect((await stored()).every((f) => f.ratingCount === 0 && f.popularity === 0)).toBe(true);
    await expectFresh();
  });

  it('count orders placed at checkout, once per order', async () => {
    const first = await placeOrder(ctx.app, patient, { testIds: [glu, tsh], labId });
    await placeOrder(ctx.app, patient, { testIds: [glu], labId });
    expect(await figuresOf(glu)).toMatchObject({ popularity: 2, ratingCount: 0, rating: null });
    expect(await figuresOf(tsh)).toMatchObject({ popularity: 1 });
    await expectFresh();
    // A second item of the same test on the same order does not make the order count twice.
    await db()
      .insert(orderItems)
      .values({ orderId: first.id, testId: glu, unitPriceCents: 100, testCode: 'GLU', testName: 'Glucose' });
    expect(await figuresOf(glu)).toMatchObject({ popularity: 2 });
    await expectFresh();
  });

  it('follow ratings given, changed and removed, on every test of the rated order', async () => {
    const [order] = await db()
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.testId, tsh));
    await rateOrder(order!.id, 5, 'figures-rater-1@example.com');
    await rateOrder(order!.id, 4, 'figures-rater-2@example.com');
    expect(await figuresOf(tsh)).toMatchObject({ rating: 4.5, ratingCount: 2 });
    expect(await figuresOf(glu)).toMatchObject({ rating: 4.5, ratingCount: 2 });
    await expectFresh();
    expect((await mostPopular()).slice(0, 2).map((r) => r.id)).toEqual([glu, tsh]); // same rating: more orders first
    await db().update(labRatings).set({ stars: 1 }).where(eq(labRatings.orderId, order!.id));
    expect(await figuresOf(tsh)).toMatchObject({ rating: 1, ratingCount: 2 });
    await expectFresh();
    await db().delete(labRatings).where(eq(labRatings.stars, 1));
    await rateOrder(order!.id, 3, 'figures-rater-3@example.com');
    await expectFresh();
  });

  it('count an item added to a rated order, moved to another test, or removed', async () => {
    const [order] = await db()
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.testId, tsh));
    await db()
      .insert(orderItems)
      .values({ orderId: order!.id, testId: cbc, unitPriceCents: 100, testCode: 'CBC', testName: 'CBC' });
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 1, rating: 3, ratingCount: 1 });
    await expectFresh();
    await db().update(orderItems).set({ testId: tsh }).where(eq(orderItems.testId, cbc));
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 0, rating: null, ratingCount: 0 });
    await expectFresh();
    await db()
      .delete(orderItems)
      .where(
        inArray(
          orderItems.id,
          db().select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.testId, tsh)).limit(1),
        ),
      );
    await expectFresh();
  });

  it('follow an order cancelled and brought back', async () => {
    const placed = await placeOrder(ctx.app, patient, { testIds: [cbc], labId });
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 1 });
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.id));
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 0 });
    await expectFresh();
    await db().update(orders).set({ status: 'ordered' }).where(eq(orders.id, placed.id));
    await db().update(orders).set({ status: 'sample_collected' }).where(eq(orders.id, placed.id));
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 1 });
    await expectFresh();
  });

  it('drop an order that left the window at the refresh, and a refresh with nothing to drop changes nothing', async () => {
    const placed = await placeOrder(ctx.app, patient, { testIds: [cbc], labId });
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 2 });
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(days => ${FIGURES_WINDOW_DAYS + 1})` })
      .where(eq(orders.id, placed.id));
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 2 }); // time passing fires no trigger
    expect(await refreshPopularity(db())).toBe(1);
    expect(await figuresOf(cbc)).toMatchObject({ popularity: 1 });
    await expectFresh();
    expect(await refreshPopularity(db())).toBe(0);
    // Cancelling an order already outside the window changes nothing either.
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.id));
    await expectFresh();
  });

  it('start at zero for a new test, follow its renaming (the tie-break by name) and go with it when deleted', async () => {
    const [added] = await db()
      .insert(tests)
      .values({ code: 'ZFIG', name: 'Figures probe', category: 'Chemistry', priceCents: 1000 })
      .returning({ id: tests.id });
    expect(await figuresOf(added!.id)).toEqual({
      id: added!.id,
      rating: null,
      ratingCount: 0,
      popularity: 0,
    });
    await db().update(tests).set({ name: 'AAA Figures probe' }).where(eq(tests.id, added!.id));
    const [copy] = await db()
      .select({ name: testFigures.name })
      .from(testFigures)
      .where(eq(testFigures.testId, added!.id));
    expect(copy!.name).toBe('AAA Figures probe');
    // Ties on rating and popularity are listed by the test's name, as the database orders names.
    const tied = (await mostPopular())
      .filter((r) => r.rating === null && r.popularity === 0)
      .map((r) => r.id);
    const byName = await db()
      .select({ id: tests.id })
      .from(tests)
      .where(inArray(tests.id, tied))
      .orderBy(asc(tests.name));
    expect(tied).toContain(added!.id);
    expect(tied).toEqual(byName.map((t) => t.id));
    await db().delete(tests).where(eq(tests.id, added!.id));
    expect(await db().select().from(testFigures).where(eq(testFigures.testId, added!.id))).toEqual([]);
    await expectFresh();
  });
});
