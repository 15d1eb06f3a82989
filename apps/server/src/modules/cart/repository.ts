import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { cartLines, carts, tests } from '../../db/schema';

export async function cartLinesOf(db: Executor, userId: string) {
  return db
    .select({
      testId: cartLines.testId,
      quantity: cartLines.quantity,
      code: tests.code,
      name: tests.name,
      priceCents: tests.priceCents,
      clinicianOrderOnly: tests.clinicianOrderOnly,
      active: tests.active,
    })
    .from(cartLines)
    .innerJoin(tests, eq(tests.id, cartLines.testId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(tests.name));
}

/** Adds one of a test; a test already in the cart gets one more (capped by the CHECK at 99). */
export async function addOne(db: Executor, userId: string, testId: string): Promise<void> {
  await db.insert(carts).values({ userId }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } });
  await db
    .insert(cartLines)
    .values({ userId, testId, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.testId],
      set: { quantity: sql`least(${cartLines.quantity} + 1, 99)` },
    });
}

export async function setQuantity(db: Executor, userId: string, testId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.testId, testId)))
    .returning({ testId: cartLines.testId });
  return rows.length > 0;
}

export async function removeLine(db: Executor, userId: string, testId: string): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.testId, testId)));
}

export async function clearCart(db: Executor, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
