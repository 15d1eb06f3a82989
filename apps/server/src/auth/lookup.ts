import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { PrincipalLookup } from './authenticate';

/**
 * Finds the stored user for a token's (issuer, subject). Users of an external provider are
 * created on their first call as patients; any other role is requested and approved as usual.
 */
export function createPrincipalLookup(db: Database, options: { issuerKey: (issuer: string) => string; provisionExternal: boolean }): PrincipalLookup {
  // Every authenticated request runs this: prepared once per connection, planned once.
  const byIssuerAndSubject = db
    .select()
    .from(users)
    .where(and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject'))))
    .limit(1)
    .prepare('principal_by_issuer_subject');
  return async ({ issuer, subject, email, name }) => {
    const issuerKey = options.issuerKey(issuer);
    const [found] = await byIssuerAndSubject.execute({ issuer: issuerKey, subject });
    let user = found;
    if (!user && options.provisionExternal) {
      const [created] = await db
        .insert(users)
        .values({
          id: randomUUID(),
          issuer: issuerKey,
          subject,
          email: (email ?? `${subject}@external.invalid`).toLowerCase(),
          // The external provider vouches for the address it puts in the token.
          emailVerified: email !== null,
          fullName: name,
          role: 'patient',
          status: 'active',
          // Created by this first sign-in: the role card chosen before it still applies once.
          roleHintOpen: true,
        })
        .onConflictDoNothing()
        .returning();
      user = created;
    }
    if (!user) return null;
    return {
      userId: user.id,
      role: user.role,
      status: user.status as 'active' | 'pending_approval' | 'disabled',
      requestedRole: user.requestedRole,
      email: user.email,
      labId: user.labId,
      tokensValidAfter: user.tokensValidAfter,
    };
  };
}
