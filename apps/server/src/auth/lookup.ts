import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { PrincipalLookup } from './authenticate';
import { insertUserIfAbsent, prepareUserByIssuerAndSubject } from './repository';

/**
 * Finds the stored user for a token's (issuer, subject). Users of an external provider are
 * created on their first call as patients; any other role is requested and approved as usual.
 */
export function createPrincipalLookup(db: Database, options: { issuerKey: (issuer: string) => string; provisionExternal: boolean }): PrincipalLookup {
  // Every authenticated request runs this: prepared once per connection, planned once.
  const byIssuerAndSubject = prepareUserByIssuerAndSubject(db);
  return async ({ issuer, subject, email, name }) => {
    const issuerKey = options.issuerKey(issuer);
    let user = await byIssuerAndSubject(issuerKey, subject);
    if (!user && options.provisionExternal) {
      user = await insertUserIfAbsent(db, {
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
      });
    }
    if (!user) return null;
    return {
      userId: user.id,
      role: user.role,
      status: user.status,
      requestedRole: user.requestedRole,
      email: user.email,
      labId: user.labId,
      tokensValidAfter: user.tokensValidAfter,
    };
  };
}
