import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { CATALOG, seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
});

describe('lab network', () => {
  it('lists labs with locations, counts and figures computed from data', async () => {
    const user = await signedInUser(ctx.app, ctx.database.db, 'net@example.com', 'lab_technician');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/labs', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const { labs, summary } = res.json().data;
    expect(labs.length).toBeGreaterThanOrEqual(6);
    const northside = labs.find((l: { name: string }) => l.name === 'Northside Clinical Laboratory');
    expect(northside).toMatchObject({ location: 'MA', availableTests: CATALOG.length, activeOrders: 0, capacityUsedPercent: 0 });
    // Nobody has rated a lab or received results yet: no figure is made up (the ratings suite fills them).
    expect(northside).toMatchObject({ rating: null, ratingCount: 0, averageTurnaroundHours: null, expectedTurnaroundHours: 24 });
    const active = labs.filter((l: { status: string }) => l.status === 'active');
    expect(summary.partnerLabs).toBe(active.length);
    expect(summary).toMatchObject({ networkRating: null, averageTurnaroundDays: null });
  });
});

describe('lab details', () => {
  it('shows the lab’s tests, only the orders the viewer may see, and performance from real orders', async () => {
    const patient = await signedInUser(ctx.app, ctx.database.db, 'lab-detail@example.com');
    const other = await signedInUser(ctx.app, ctx.database.db, 'lab-other@example.com');
    const network = (await ctx.app.inject({ method: 'GET', url: '/api/v1/labs', headers: patient.headers })).json().data;
    const northside = network.labs.find((l: { name: string }) => l.name === 'Northside Clinical Laboratory');
    const catalog = (await ctx.app.inject({ method: 'GET', url: '/api/v1/catalog/tests?q=CBC', headers: patient.headers })).json().data;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: patient.headers, payload: { testId: catalog.tests[0].id } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/lab-orders', headers: patient.headers, payload: { labId: northside.id } });
    const counted = (await ctx.app.inject({ method: 'GET', url: '/api/v1/labs', headers: other.headers })).json().data;
    expect(counted.labs.find((l: { name: string }) => l.name === 'Northside Clinical Laboratory').activeOrders).toBe(northside.activeOrders + 1);

    const mine = (await ctx.app.inject({ method: 'GET', url: `/api/v1/labs/${northside.id}`, headers: patient.headers })).json().data;
    expect(mine.tests).toHaveLength(CATALOG.length);
    expect(mine.orders).toHaveLength(1);
    expect(mine.performance).toMatchObject({ totalOrders: 1, completedOrders: 0, completionRate: 0, rating: null, ratingCount: 0, averageTurnaroundHours: null });
    const theirs = (await ctx.app.inject({ method: 'GET', url: `/api/v1/labs/${northside.id}`, headers: other.headers })).json().data;
    expect(theirs.orders).toEqual([]);

    const partner = await ctx.app.inject({ method: 'POST', url: `/api/v1/labs/${northside.id}/partnership-requests`, headers: other.headers, payload: {} });
    expect(partner.statusCode).toBe(201);
    expect(partner.json().message).toBe('Partnership request sent');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/labs/00000000-0000-4000-8000-000000000000', headers: other.headers });
    expect(missing.statusCode).toBe(404);
  });
});
