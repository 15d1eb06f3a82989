import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { patientInvites, users } from '../../db/schema';

export async function insertInvite(db: Executor, values: typeof patientInvites.$inferInsert) {
  const [row] = await db.insert(patientInvites).values(values).returning();
  if (!row) throw new Error('invite not created');
  return row;
}

/** An invite by its token's hash, with the inviting doctor's name. */
export async function inviteByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ invite: patientInvites, doctorName: users.fullName, doctorEmail: users.email })
    .from(patientInvites)
    .innerJoin(users, eq(users.id, patientInvites.doctorId))
    .where(eq(patientInvites.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function userName(db: Executor, id: string) {
  const [row] = await db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return row ? (row.fullName ?? row.email) : null;
}
