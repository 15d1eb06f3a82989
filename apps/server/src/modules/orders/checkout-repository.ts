import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { idempotencyKeys, labTests, labs, orderItems, orders, patients, users } from '../../db/schema';
import { labRatingOf } from '../ratings/repository';

/** Drizzle access for checkout: lab offers, the new orders and their items, Idempotency-Keys. */

/** A new patient record (a patient's first order creates their own). */
export async function insertPatient(db: Executor, values: typeof patients.$inferInsert) {
  const [created] = await db.insert(patients).values(values).returning();
  if (!created) throw new Error('patient record not created');
  return created;
}

/** Which active labs offer which of the tests (only the given lab, when one is chosen). */
export async function activeLabOffers(db: Executor, testIds: string[], labId: string | undefined) {
  return db
    .select({ labId: labs.id, labName: labs.name, rating: labRatingOf(labs.id), testId: labTests.testId })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .where(and(inArray(labTests.testId, testIds), eq(labTests.active, true), eq(labs.status, 'active'), ...(labId ? [eq(labs.id, labId)] : [])));
}

export async function findLabNameAndStatus(db: Executor, labId: string) {
  const [lab] = await db.select({ name: labs.name, status: labs.status }).from(labs).where(eq(labs.id, labId)).limit(1);
  return lab;
}

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert) {
  const [order] = await db.insert(orders).values(values).returning();
  if (!order) throw new Error('order not created');
  return order;
}

export async function insertOrderItems(db: Executor, values: (typeof orderItems.$inferInsert)[]) {
  return db.insert(orderItems).values(values).returning();
}

/** The active technicians of a lab (who hear of a new order routed to it). */
export async function activeTechniciansOf(db: Executor, labId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.labId, labId), eq(users.role, 'lab_technician'), eq(users.status, 'active')));
}

/** Inserts a key unless the user already holds it; true when this call created it. */
export async function insertIdempotencyKeyIfAbsent(db: Executor, values: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Executor, userId: string, key: string) {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return existing;
}

/** Stores the answer a key replays. */
export async function completeIdempotencyKey(db: Executor, userId: string, key: string, responseStatus: number, responseBody: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus, responseBody })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
