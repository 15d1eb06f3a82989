import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { cartLines, carts, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/** Adding a cart line is one statement: the test must be active, and a refused add writes nothing. */
const ctx = useTestApp();
let shopper: SignedInUser;
const testId: Record<string, string> = {};

const add = (who: SignedInUser, id: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: who.headers, payload: { testId: id } });

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  for (const t of await db.select().from(tests)) testId[t.code] = t.id;
  shopper = await signedInUser(ctx.app, db, 'cart-shopper@example.com');
});

describe('adding to the cart', () => {
  it('refuses a retired test with a 404 and writes neither cart nor line', async () => {
    const db = ctx.database.db;
    await db.update(tests).set({ active: false }).where(eq(tests.code, 'FOL'));
    const res = await add(shopper, testId.FOL!);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('This test is not in the catalog.');
    expect(await db.select().from(carts).where(eq(carts.userId, shopper.id))).toEqual([]);
    await db.update(tests).set({ active: true }).where(eq(tests.code, 'FOL'));
  });

  it('creates the cart with its first line, adds one more of a test already there, and stops at 99', async () => {
    const db = ctx.database.db;
    const first = await add(shopper, testId.CBC!);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.lines).toMatchObject([{ testId: testId.CBC, code: 'CBC', quantity: 1 }]);
    expect(await db.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, shopper.id))).toEqual([{ userId: shopper.id }]);
    const again = await add(shopper, testId.CBC!);
    expect(again.json().data.lines).toMatchObject([{ testId: testId.CBC, quantity: 2 }]);
    expect(again.json().data.totalCents).toBe(again.json().data.lines[0].priceCents * 2);
    await db.update(cartLines).set({ quantity: 98 }).where(eq(cartLines.userId, shopper.id));
    await add(shopper, testId.CBC!);
    const capped = await add(shopper, testId.CBC!);
    expect(capped.statusCode).toBe(200);
    expect(capped.json().data.lines).toMatchObject([{ testId: testId.CBC, quantity: 99 }]);
  });

  it('answers a malformed test id with a 400', async () => {
    expect((await add(shopper, 'not-a-uuid')).statusCode).toBe(400);
  });
});
