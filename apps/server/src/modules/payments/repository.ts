import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { paymentRecords, users } from '../../db/schema';

/**
 * Payments recorded at collection. Scoped by the order: callers reach the order through
 * orderScope first (orders/repository: findScopedOrder).
 */
export async function insertPaymentRecord(db: Executor, values: typeof paymentRecords.$inferInsert): Promise<string> {
  const [created] = await db.insert(paymentRecords).values(values).returning({ id: paymentRecords.id });
  if (!created) throw new Error('payment record not created');
  return created.id;
}

export async function paymentOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: paymentRecords.id,
      orderId: paymentRecords.orderId,
      amountCents: paymentRecords.amountCents,
      method: paymentRecords.method,
      reference: paymentRecords.reference,
      recordedByName: users.fullName,
      recordedAt: paymentRecords.recordedAt,
    })
    .from(paymentRecords)
    .leftJoin(users, eq(users.id, paymentRecords.recordedBy))
    .where(eq(paymentRecords.orderId, orderId))
    .limit(1);
  return row;
}
