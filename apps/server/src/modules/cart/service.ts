import type { Cart } from '@labwise/domain';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { addOneIfOrderable, cartLinesOf, clearCart, removeLine, setQuantity } from './repository';

export async function readCart(db: Executor, userId: string): Promise<Cart> {
  // A test retired after it was added no longer counts: it cannot be ordered.
  const lines = (await cartLinesOf(db, userId)).filter((line) => line.active);
  return {
    lines: lines.map(({ active: _active, ...line }) => line),
    totalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
  };
}

/** The cart lives on the server, per user: it survives reloads and follows the user to other devices. */
export function createCartService(db: Database) {
  return {
    get: (userId: string) => readCart(db, userId),
    async add(userId: string, testId: string): Promise<Cart> {
      if (!(await addOneIfOrderable(db, userId, testId))) throw notFound('This test is not in the catalog.');
      return readCart(db, userId);
    },
    async setQuantity(userId: string, testId: string, quantity: number): Promise<Cart> {
      if (!(await setQuantity(db, userId, testId, quantity))) throw notFound('This test is not in your cart.');
      return readCart(db, userId);
    },
    async remove(userId: string, testId: string): Promise<Cart> {
      await removeLine(db, userId, testId);
      return readCart(db, userId);
    },
    async clear(userId: string): Promise<Cart> {
      await clearCart(db, userId);
      return readCart(db, userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
