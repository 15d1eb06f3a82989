import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { labs, users } from '../../db/schema';

export type UserListFilter = { status?: UserStatus; role?: Role; requested?: 'true'; q?: string; limit: number };

/** Drizzle access to user accounts for administration. */
export function listUsers(db: Executor, filter: UserListFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.requested) conditions.push(isNotNull(users.requestedRole));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.email, pattern), ilike(users.fullName, pattern));
    if (match) conditions.push(match);
  }
  return db
    .select()
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(users.email))
    .limit(filter.limit);
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function countActiveAdmins(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return row?.n ?? 0;
}

export async function updateUser(db: Executor, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Serialises, until the transaction ends, every change that could remove an active administrator. */
export async function lockAdminDemotions(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727002)`);
}

export async function labExists(db: Executor, labId: string): Promise<boolean> {
  const [lab] = await db.select({ id: labs.id }).from(labs).where(eq(labs.id, labId)).limit(1);
  return lab !== undefined;
}
