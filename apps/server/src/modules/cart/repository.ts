import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { executePrepared } from '../../db/prepared';
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

/**
 * Adds one of an active catalog test to the user's cart in one statement (creating the cart
 * row the line belongs to); a test already in the cart gets one more (capped at 99). False when
 * the test is missing or retired, and then nothing is written. One prepared statement and one
 * commit: reading the test with its catalog figures, then two separately committed upserts, made
 * a cart line cost more than a checkout.
 */
export async function addOneIfOrderable(db: Executor, userId: string, testId: string): Promise<boolean> {
  const [row] = await executePrepared<{ added: number }>(db, sql`
    with orderable as (
      select ${tests.id} as id from ${tests} where ${tests.id} = ${testId} and ${tests.active}
    ), cart as (
      insert into ${carts} (user_id) select ${userId}::uuid from orderable
      on conflict (user_id) do update set updated_at = now()
      returning user_id
    ), line as (
      insert into ${cartLines} (user_id, test_id, quantity) select cart.user_id, ${testId}::uuid, 1 from cart
      on conflict (user_id, test_id) do update set quantity = least(${cartLines}.quantity + 1, 99)
      returning 1
    )
    select (select count(*) from line)::int as "added"
  `);
  return (row?.added ?? 0) > 0;
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
