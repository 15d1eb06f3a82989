import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs } from '../../../test/api';
import { labs, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let patient: SignedInUser;
const testId: Record<string, string> = {};
const labId: Record<string, string> = {};

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  for (const t of await db.select().from(tests).where(inArray(tests.code, ['CBC', 'ESR', 'GLU']))) testId[t.code] = t.id;
  for (const l of await db.select().from(labs)) labId[l.name] = l.id;
  patient = await signedInUser(ctx.app, db, 'eligible@example.com');
});

async function cartOf(...codes: string[]) {
  await callAs(ctx.app, 'DELETE', '/api/v1/cart', patient);
  for (const code of codes) expect((await callAs(ctx.app, 'POST', '/api/v1/cart/lines', patient, { testId: testId[code] })).statusCode).toBeLessThan(300);
}

describe('checkout offers only labs that perform every test', () => {
  it('lists the labs that perform every test in the cart', async () => {
    await cartOf('CBC', 'ESR');
    const preview = await callAs(ctx.app, 'POST', '/api/v1/lab-orders/preview', patient, {});
    expect(preview.statusCode, preview.body).toBe(200);
    const names = preview.json().data.eligibleLabs.map((l: { name: string }) => l.name);
    // Northside offers everything; Summit and Lakeshore offer both; Riverbend has no ESR.
    expect(names).toEqual(expect.arrayContaining(['Lakeshore Reference Lab', 'Northside Clinical Laboratory', 'Summit Pathology Partners']));
    expect(names).not.toContain('Riverbend Diagnostics');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('lists no lab when none performs them all, while the order can still be split', async () => {
    // Only Northside performs both ESR and a glucose test; while it is inactive, no single lab does.
    await cartOf('ESR', 'GLU');
    await ctx.database.db.update(labs).set({ status: 'inactive' }).where(eq(labs.id, labId['Northside Clinical Laboratory']!));
    try {
      const preview = await callAs(ctx.app, 'POST', '/api/v1/lab-orders/preview', patient, {});
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.eligibleLabs).toEqual([]);
      expect(preview.json().data.orders.length).toBeGreaterThan(1);
    } finally {
      await ctx.database.db.update(labs).set({ status: 'active' }).where(eq(labs.id, labId['Northside Clinical Laboratory']!));
    }
  });

  it('refuses a lab that does not perform a test of the cart with a 400 naming the test', async () => {
    await cartOf('CBC', 'ESR');
    const refused = await callAs(ctx.app, 'POST', '/api/v1/lab-orders', patient, { labId: labId['Riverbend Diagnostics'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^Riverbend Diagnostics does not offer /);
    const [esr, cbc] = await Promise.all(['ESR', 'CBC'].map(async (code) => (await ctx.database.db.select().from(tests).where(eq(tests.code, code)))[0]!.name));
    expect(refused.json().detail).toContain(esr);
    expect(refused.json().detail).not.toContain(cbc);
    const preview = await callAs(ctx.app, 'POST', '/api/v1/lab-orders/preview', patient, { labId: labId['Riverbend Diagnostics'] });
    expect(preview.statusCode).toBe(400);
    const placed = await callAs(ctx.app, 'POST', '/api/v1/lab-orders', patient, { labId: labId['Summit Pathology Partners'] });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toHaveLength(1);
  });
});
