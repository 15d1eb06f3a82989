import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { labTests, labs, settings, testAnalytes, testReferenceRanges, tests } from '../schema';
import { CATALOG } from './catalog';
import { LABS } from './lab-data';

export { CATALOG };

/** Administrator settings and their defaults (brief §9). */
export const DEFAULT_SETTINGS = {
  max_ai_questions: 10,
  ai_followups_enabled: true,
  primary_color: 'blue',
  brand_name: 'Labwise',
} as const;

/**
 * Reference data every installation needs: the catalog with analytes and ranges, partner labs
 * and default settings. Idempotent: tests are keyed by code, labs by name, settings by key, and
 * nothing already present is changed (an administrator may have edited it).
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const added: { id: string; code: string }[] = [];
    for (const spec of CATALOG) {
      const [inserted] = await tx
        .insert(tests)
        .values({
          code: spec.code,
          name: spec.name,
          loinc: spec.loinc,
          category: spec.category,
          description: spec.description,
          priceCents: spec.priceCents,
          preparation: spec.preparation ?? null,
          specimenType: spec.specimenType,
          turnaroundHoursMin: spec.turnaroundHours[0],
          turnaroundHoursMax: spec.turnaroundHours[1],
          turnaroundDays: Math.max(1, Math.ceil(spec.turnaroundHours[1] / 24)),
          tags: spec.tags,
          clinicianOrderOnly: spec.clinicianOrderOnly ?? false,
        })
        .onConflictDoNothing({ target: tests.code })
        .returning({ id: tests.id });
      if (!inserted) continue;
      added.push({ id: inserted.id, code: spec.code });
      for (const [order, analyte] of spec.analytes.entries()) {
        const [row] = await tx
          .insert(testAnalytes)
          .values({
            testId: inserted.id,
            code: analyte.code,
            name: analyte.name,
            loinc: analyte.loinc ?? null,
            unit: analyte.unit,
            valueType: analyte.qualitative ? 'qualitative' : 'numeric',
            sortOrder: order,
            decimals: analyte.decimals ?? 1,
          })
          .returning({ id: testAnalytes.id });
        if (!row) continue;
        await tx.insert(testReferenceRanges).values(
          analyte.ranges.map((range) => ({
            analyteId: row.id,
            sex: range.sex ?? 'any',
            ...(range.ageMin !== undefined ? { ageMinYears: range.ageMin } : {}),
            ...(range.ageMax !== undefined ? { ageMaxYears: range.ageMax } : {}),
            low: range.low ?? null,
            high: range.high ?? null,
            criticalLow: range.criticalLow ?? null,
            criticalHigh: range.criticalHigh ?? null,
            physicalMin: analyte.physical?.[0] ?? null,
            physicalMax: analyte.physical?.[1] ?? null,
            normalText: analyte.qualitative?.normalText ?? null,
          })),
        );
      }
    }

    const [labCount] = await tx.select({ n: count() }).from(labs);
    if ((labCount?.n ?? 0) === 0) {
      const catalog = await tx.select({ id: tests.id, code: tests.code }).from(tests);
      const idByCode = new Map(catalog.map((t) => [t.code, t.id]));
      for (const { offers, ...lab } of LABS) {
        const [row] = await tx.insert(labs).values(lab).returning({ id: labs.id });
        if (!row) continue;
        const codes = offers === 'all' ? [...idByCode.keys()] : offers;
        const testIds = codes.flatMap((code) => idByCode.get(code) ?? []);
        if (testIds.length) await tx.insert(labTests).values(testIds.map((testId) => ({ labId: row.id, testId })));
      }
    } else if (added.length > 0) {
      // An installation that predates these tests: the partner labs it was seeded with offer them
      // as the seed says, so a recommended test can be ordered after an upgrade too.
      const seededLabs = await tx.select({ id: labs.id, name: labs.name }).from(labs).where(inArray(labs.name, LABS.map((l) => l.name)));
      for (const lab of seededLabs) {
        const offers = LABS.find((l) => l.name === lab.name)?.offers ?? [];
        const testIds = added.filter((t) => offers === 'all' || offers.includes(t.code)).map((t) => t.id);
        if (testIds.length) await tx.insert(labTests).values(testIds.map((testId) => ({ labId: lab.id, testId }))).onConflictDoNothing();
      }
    }

    await tx
      .insert(settings)
      .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key });
  });
}

/** Catalog codes offered by fewer than two labs (a data check used by tests). */
export async function testsOfferedByFewerThanTwoLabs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ code: tests.code, labs: count(labTests.labId) })
    .from(tests)
    .leftJoin(labTests, eq(labTests.testId, tests.id))
    .where(inArray(tests.code, CATALOG.map((t) => t.code)))
    .groupBy(tests.code);
  return rows.filter((r) => r.labs < 2).map((r) => r.code);
}
