import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export type PrincipalUserRow = typeof users.$inferSelect;

/**
 * The account of a token's (issuer, subject). Every authenticated request runs this: prepared once
 * per connection, planned once.
 */
export function prepareUserByIssuerAndSubject(
  db: Database,
): (issuer: string, subject: string) => Promise<PrincipalUserRow | undefined> {
  const statement = db
    .select()
    .from(users)
    .where(and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject'))))
    .limit(1)
    .prepare('principal_by_issuer_subject');
  return async (issuer, subject) => {
    const [row] = await statement.execute({ issuer, subject });
    return row;
  };
}

/** Inserts an account unless its (issuer, subject) or e-mail is taken; the new row, or undefined. */
export async function insertUserIfAbsent(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<PrincipalUserRow | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return created;
}
