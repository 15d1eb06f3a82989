import { eq } from 'drizzle-orm';
import type { Role } from '@labwise/domain';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { createLocalAccount } from '../src/identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../src/identity/mount';
import { signIn } from './oidc-flow';

export const TEST_PASSWORD = 'a calm blue river';

/** A signed-in account as tests hold it: its id, bearer header and tokens. */
export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** Creates a verified account with a role and signs it in; returns its id and bearer header. */
export async function signedInUser(app: App, db: Database, email: string, role: Role = 'patient', extra: Partial<typeof users.$inferInsert> = {}) {
  const user = await createLocalAccount(db, {
    issuer: EMBEDDED_ISSUER_KEY,
    fullName: email.split('@')[0] ?? email,
    email,
    password: TEST_PASSWORD,
    emailVerified: true,
  });
  if (!user) throw new Error(`${email} exists`);
  if (role !== 'patient' || Object.keys(extra).length) {
    await db.update(users).set({ role, ...extra }).where(eq(users.id, user.id));
  }
  const tokens = await signIn(app, email, TEST_PASSWORD);
  return { id: user.id, headers: { authorization: `Bearer ${tokens.access_token}` }, tokens };
}
