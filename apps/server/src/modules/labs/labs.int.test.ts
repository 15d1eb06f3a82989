import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedReferenceData(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

describe('lab network', () => {
  it('lists labs with locations, counts and figures computed from data', async () => {
    const user = await signedInUser(ctx.app, ctx.database.db, 'net@example.com', 'lab_technician');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/labs', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const { labs, summary } = res.json().data;
    expect(labs.length).toBeGreaterThanOrEqual(6);
    const northside = labs.find((l: { name: string }) => l.name === 'Northside Clinical Laboratory');
    expect(northside).toMatchObject({ location: 'MA', availableTests: 19, activeOrders: 0, capacityUsedPercent: 0 });
    const active = labs.filter((l: { status: string }) => l.status === 'active');
    expect(summary.partnerLabs).toBe(active.length);
    const meanRating = active.reduce((s: number, l: { rating: number }) => s + l.rating, 0) / active.length;
    expect(summary.networkRating).toBeCloseTo(meanRating, 1);
    expect(summary.averageTurnaroundDays).toBeGreaterThan(0);
  });
});
