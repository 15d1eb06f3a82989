import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './engine';
import { createTestDatabase } from '../../test/database';
import { auditEvents, labs, labTests, orders, patients, testAnalytes, testReferenceRanges, tests, users } from './schema';
import { seedReferenceData, testsOfferedByFewerThanTwoLabs } from './seed/seed-reference-data';
import { seedDatabase } from './seed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { demo: true });
});
afterAll(async () => {
  await handle.close();
});

async function tableCounts() {
  const db = handle.db;
  const [t] = await db.select({ n: count() }).from(tests);
  const [a] = await db.select({ n: count() }).from(testAnalytes);
  const [l] = await db.select({ n: count() }).from(labs);
  const [u] = await db.select({ n: count() }).from(users);
  return { tests: t?.n, analytes: a?.n, labs: l?.n, users: u?.n };
}

async function rejects(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('expected the database to reject the statement');
}

describe('reference and demo data', () => {
  it('seeds the brief catalog with analytes, ranges and at least six labs, idempotently', async () => {
    const before = await tableCounts();
    expect(before.tests).toBeGreaterThanOrEqual(9);
    expect(before.labs).toBeGreaterThanOrEqual(6);
    expect(before.users).toBe(4);
    await seedDatabase(handle.db, { demo: true });
    await seedReferenceData(handle.db);
    expect(await tableCounts()).toEqual(before);
  });

  it('gives every test analytes with reference ranges, and offers each at two labs or more', async () => {
    const rows = await handle.db
      .select({ code: tests.code, analytes: sql<number>`count(distinct ${testAnalytes.id})::int`, ranges: sql<number>`count(${testReferenceRanges.id})::int` })
      .from(tests)
      .leftJoin(testAnalytes, eq(testAnalytes.testId, tests.id))
      .leftJoin(testReferenceRanges, eq(testReferenceRanges.analyteId, testAnalytes.id))
      .groupBy(tests.code);
    for (const row of rows) {
      expect(row.analytes, row.code).toBeGreaterThan(0);
      expect(row.ranges, row.code).toBeGreaterThanOrEqual(row.analytes);
    }
    expect(await testsOfferedByFewerThanTwoLabs(handle.db)).toEqual([]);
  });

  it('adds a test new in this release to an existing installation, offered where the seed says', async () => {
    // An installation seeded before the test existed: remove it (with its offers), then upgrade.
    await handle.db.delete(tests).where(eq(tests.code, 'PSA'));
    await seedReferenceData(handle.db);
    const offering = await handle.db
      .select({ lab: labs.name })
      .from(tests)
      .innerJoin(labTests, eq(labTests.testId, tests.id))
      .innerJoin(labs, eq(labs.id, labTests.labId))
      .where(eq(tests.code, 'PSA'));
    expect(offering.map((o) => o.lab).sort()).toEqual(['Lakeshore Reference Lab', 'Northside Clinical Laboratory']);
    const ranges = await handle.db
      .select({ min: testReferenceRanges.ageMinYears, max: testReferenceRanges.ageMaxYears, high: testReferenceRanges.high })
      .from(testReferenceRanges)
      .innerJoin(testAnalytes, eq(testAnalytes.id, testReferenceRanges.analyteId))
      .innerJoin(tests, eq(tests.id, testAnalytes.testId))
      .where(eq(tests.code, 'PSA'));
    expect(ranges.sort((a, b) => a.min - b.min)).toEqual([
      { min: 18, max: 49, high: 2.5 },
      { min: 50, max: 69, high: 3 },
      { min: 70, max: 120, high: 5 },
    ]);
  });

  it('keeps the brief facts: prices 40–80 dollars, fasting preparation, D-Dimer clinician only', async () => {
    const catalog = await handle.db.select().from(tests);
    const byCode = new Map(catalog.map((t) => [t.code, t]));
    for (const code of ['CBC', 'CMP', 'TSH', 'CRP', 'HBA1C', 'LIPID', 'FERR', 'VITD', 'DDIMER']) {
      const test = byCode.get(code);
      expect(test, code).toBeDefined();
      expect(test!.priceCents).toBeGreaterThanOrEqual(4000);
      expect(test!.priceCents).toBeLessThanOrEqual(8000);
    }
    expect(byCode.get('CMP')?.preparation).toBe('Fasting 8-12 hours');
    expect(byCode.get('LIPID')?.preparation).toBe('Fasting 9-12 hours');
    expect(byCode.get('DDIMER')?.clinicianOrderOnly).toBe(true);
    expect(byCode.get('CBC')?.clinicianOrderOnly).toBe(false);
  });
});

describe('constraints', () => {
  it('numbers orders NB-… from a sequence, uniquely', async () => {
    const [patient] = await handle.db.select().from(patients).limit(1);
    const [user] = await handle.db.select().from(users).limit(1);
    const created = await handle.db
      .insert(orders)
      .values([
        { patientId: patient!.id, orderedBy: user!.id },
        { patientId: patient!.id, orderedBy: user!.id },
      ])
      .returning({ orderNumber: orders.orderNumber });
    const [a, b] = created.map((o) => o.orderNumber);
    expect(a).toMatch(/^NB-\d{6,}$/);
    expect(Number(b!.slice(3))).toBe(Number(a!.slice(3)) + 1);
  });

  it('rejects unknown roles, statuses and negative money', async () => {
    const [patient] = await handle.db.select().from(patients).limit(1);
    const [user] = await handle.db.select().from(users).limit(1);
    expect(await rejects(handle.db.update(users).set({ role: 'superuser' as never }).where(eq(users.id, user!.id)))).toMatch(/users_role_check/);
    expect(
      await rejects(handle.db.insert(orders).values({ patientId: patient!.id, orderedBy: user!.id, status: 'lost' as never })),
    ).toMatch(/orders_status_check/);
    expect(
      await rejects(handle.db.insert(orders).values({ patientId: patient!.id, orderedBy: user!.id, totalCents: -1 })),
    ).toMatch(/orders_total_check/);
  });

  it('keeps the audit trail append-only, even for a superuser', async () => {
    await handle.db.insert(auditEvents).values({ action: 'read', resourceType: 'order', outcome: 'allowed' });
    expect(await rejects(handle.db.update(auditEvents).set({ action: 'changed' }))).toMatch(/append-only/);
    expect(await rejects(handle.db.delete(auditEvents))).toMatch(/append-only/);
    expect(await rejects(handle.db.execute(sql`truncate audit_events`))).toMatch(/append-only/);
  });
});
