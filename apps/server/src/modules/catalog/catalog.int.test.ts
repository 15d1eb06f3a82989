import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CATALOG_LABS_SHOWN } from '@labwise/domain';
import { labsOffering } from './repository';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { labs, testOfferingSummaries, tests } from '../../db/schema';
import { CATALOG, seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let auth: Record<string, string>;
const search = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/catalog/tests?${query}`, headers: auth });
  return { status: res.statusCode, body: res.json() };
};
const codes = (body: { data: { tests: { code: string }[] } }) => body.data.tests.map((t) => t.code);

beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
  // Boundary prices for the buckets: exactly $50, $100, $200 and one cent around them.
  const db = ctx.database.db;
  await db.update(tests).set({ priceCents: 4999 }).where(eq(tests.code, 'CRP'));
  await db.update(tests).set({ priceCents: 5000 }).where(eq(tests.code, 'HBA1C'));
  await db.update(tests).set({ priceCents: 10000 }).where(eq(tests.code, 'VITD'));
  await db.update(tests).set({ priceCents: 10001 }).where(eq(tests.code, 'TTG'));
  await db.update(tests).set({ priceCents: 20000 }).where(eq(tests.code, 'B12'));
  await db.update(tests).set({ priceCents: 20001 }).where(eq(tests.code, 'FOL'));
  auth = (await signedInUser(ctx.app, db, 'shopper@example.com')).headers;
});

describe('catalog search', () => {
  it('lists the whole catalog by name with counts', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body.data.matched).toBe(body.data.total);
    expect(body.data.total).toBe(CATALOG.length);
    const names = body.data.tests.map((t: { name: string }) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('searches name, code and description, case-insensitively, with wildcards taken literally', async () => {
    expect(codes((await search('q=thyroid')).body)).toEqual(expect.arrayContaining(['TSH', 'FT4']));
    // Glucose mentions HbA1c in its description, so it matches too.
    expect(codes((await search('q=hba1c')).body).sort()).toEqual(['GLU', 'HBA1C']);
    expect(codes((await search('q=iron%20stores')).body)).toEqual(['FERR']);
    expect((await search('q=%25')).body.data.matched).toBe(0);
    expect((await search("q=' or 1=1 --")).body.data.matched).toBe(0);
  });

  it('lists an exact code or name match first, then those starting with the text, then the rest', async () => {
    // Free T4's description mentions TSH; by name alone it would come first.
    expect(codes((await search('q=TSH')).body)).toEqual(['TSH', 'FT4']);
    expect(codes((await search('q=tsh&sort=price_asc')).body)[0]).toBe('TSH');
    expect(codes((await search('q=glucose')).body)[0]).toBe('GLU');
  });

  it('applies the price buckets with the brief boundaries', async () => {
    const under50 = codes((await search('price=under-50')).body);
    expect(under50).toContain('CRP');
    expect(under50).not.toContain('HBA1C');
    const mid = codes((await search('price=50-100')).body);
    expect(mid).toEqual(expect.arrayContaining(['HBA1C', 'VITD']));
    expect(mid).not.toContain('TTG');
    const high = codes((await search('price=100-200')).body);
    expect(high).toEqual(expect.arrayContaining(['TTG', 'B12']));
    expect(high).not.toContain('VITD');
    expect(codes((await search('price=over-200')).body)).toEqual(['FOL']);
  });

  it('filters by category and by laboratory', async () => {
    expect(codes((await search('category=Coagulation')).body)).toEqual(['DDIMER', 'INR']);
    const [desert] = await ctx.database.db.select().from(labs).where(eq(labs.name, 'Desert Valley Laboratory'));
    const atDesert = (await search(`labId=${desert!.id}`)).body;
    expect(codes(atDesert).sort()).toEqual(['B12', 'CMP', 'GLU', 'HBA1C', 'VITD']);
  });

  it('sorts by price both ways, popularity and turnaround', async () => {
    const asc = (await search('sort=price_asc')).body.data.tests.map((t: { priceCents: number }) => t.priceCents);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('sort=price_desc')).body.data.tests.map((t: { priceCents: number }) => t.priceCents);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    // Nothing rated or ordered yet: Most Popular falls back to the name, and no test shows a rating.
    const popular = (await search('sort=popular')).body.data.tests as { name: string; rating: number | null; popularity: number }[];
    expect(popular.every((t) => t.rating === null && t.popularity === 0)).toBe(true);
    expect(popular.map((t) => t.name)).toEqual([...popular.map((t) => t.name)].sort());
    const first = (await search('sort=turnaround')).body.data.tests[0];
    // The rapid antigen tests (strep A, COVID-19) come back within an hour to a day.
    expect(first.turnaround).toBe('1-24h');
  });

  it('describes each test with turnaround, preparation and the labs that offer it', async () => {
    const cmp = (await search('q=CMP')).body.data.tests[0];
    expect(cmp).toMatchObject({ code: 'CMP', preparation: 'Fasting 8-12 hours', turnaround: '24-48h', turnaroundDays: 2 });
    expect(cmp.labAvailability.length).toBeGreaterThanOrEqual(2);
  });

  it('names at most five offering labs per search result, by name, with the count of all of them; the details list every one', async () => {
    const page = (await search('limit=200')).body.data.tests as { id: string; labCount: number; labAvailability: { name: string }[] }[];
    // The stored summaries against the full lists (the cut at five: offering-summary.int.test.ts).
    const ids = page.map((t) => t.id);
    const full = await labsOffering(ctx.database.db, ids);
    const summary = await ctx.database.db
      .select({ testId: testOfferingSummaries.testId, labCount: testOfferingSummaries.labCount, labsShown: testOfferingSummaries.labsShown })
      .from(testOfferingSummaries)
      .where(inArray(testOfferingSummaries.testId, ids));
    expect(summary).toHaveLength(ids.length);
    for (const row of summary) {
      const all = full.filter((f) => f.testId === row.testId).map((f) => f.labName);
      expect(row.labCount).toBe(all.length);
      expect(row.labsShown.map((l) => l.name)).toEqual(all.slice(0, CATALOG_LABS_SHOWN));
    }
    expect(summary.some((row) => row.labCount >= 2)).toBe(true);
    for (const t of page) {
      expect(t.labAvailability).toHaveLength(Math.min(t.labCount, 5));
      const names = t.labAvailability.map((l) => l.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const widest = page.reduce((a, b) => (b.labCount > a.labCount ? b : a));
    const details = await ctx.app.inject({ method: 'GET', url: `/api/v1/catalog/tests/${widest.id}`, headers: auth });
    expect(details.json().data.labAvailability).toHaveLength(widest.labCount);
    expect(details.json().data.labCount).toBe(widest.labCount);
    const tsh = (await search('q=TSH')).body.data.tests.find((t: { code: string }) => t.code === 'TSH');
    expect(tsh.preparation).toBeNull();
  });

  it('rejects unknown sort keys, buckets and extra parameters with a clear 400', async () => {
    const sort = await search('sort=price;drop table tests');
    expect(sort.status).toBe(400);
    expect(sort.body.detail).toMatch(/Unknown sort order/);
    expect((await search('price=cheap')).status).toBe(400);
    expect((await search('orderBy=name')).status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/catalog/tests' });
    expect(res.statusCode).toBe(401);
  });
});

describe('one catalog test', () => {
  it('is read by id, and an unknown or malformed id gets a clear 404/400', async () => {
    const user = await signedInUser(ctx.app, ctx.database.db, 'one-test@example.com');
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/catalog/tests?q=CBC', headers: user.headers })).json().data;
    const id = list.tests[0].id;
    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/catalog/tests/${id}`, headers: user.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id, code: 'CBC' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/catalog/tests/00000000-0000-4000-8000-000000000000', headers: user.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('This test is not in the catalog.');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/catalog/tests/nope', headers: user.headers })).statusCode).toBe(400);
  });
});
