import { formatTurnaround, type CatalogPage, type CatalogQuery, type CatalogTest, type TestCategory } from '@labwise/domain';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { findTest, labsOffering, searchTests } from './repository';

type TestRow = NonNullable<Awaited<ReturnType<typeof findTest>>>;

export function toCatalogTest(row: TestRow, availability: { id: string; name: string }[], labCount = availability.length): CatalogTest {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    loinc: row.loinc,
    category: row.category as TestCategory,
    description: row.description,
    priceCents: row.priceCents,
    preparation: row.preparation,
    specimenType: row.specimenType,
    turnaround: formatTurnaround(row.turnaroundHoursMin, row.turnaroundHoursMax),
    turnaroundDays: row.turnaroundDays,
    rating: row.rating,
    ratingCount: row.ratingCount,
    popularity: row.popularity,
    tags: row.tags,
    clinicianOrderOnly: row.clinicianOrderOnly,
    labAvailability: availability,
    labCount,
  };
}

/** The test catalog as every signed-in role reads it. */
export function createCatalogService(db: Database) {
  return {
    async search(query: CatalogQuery): Promise<CatalogPage> {
      const { rows, matched, total } = await searchTests(db, query);
      return {
        tests: rows.map(({ labCount, labsShown, ...row }) => toCatalogTest(row, labsShown, labCount)),
        matched,
        total,
      };
    },

    /** One active test, e.g. for a link from the search palette. */
    async get(id: string): Promise<CatalogTest> {
      const row = await findTest(db, id);
      if (!row) throw notFound('This test is not in the catalog.');
      const offers = await labsOffering(db, [row.id]);
      return toCatalogTest(row, offers.map((o) => ({ id: o.labId, name: o.labName })));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
