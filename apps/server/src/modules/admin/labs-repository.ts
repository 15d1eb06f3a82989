import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { labTests, labs, partnershipRequests, tests, users } from '../../db/schema';
import { labRatingOf } from '../ratings/repository';

// Spelled out: drizzle leaves a single-table select's columns unqualified, and inside these
// subqueries a bare "id" would mean the inner table's id.
const labId = sql.raw('"labs"."id"');
const counts = {
  testsOffered: sql<number>`(select count(*)::int from ${labTests} where ${labTests.labId} = ${labId} and ${labTests.active})`,
  technicians: sql<number>`(select count(*)::int from ${users} where ${users.labId} = ${labId} and ${users.role} = 'lab_technician' and ${users.status} <> 'disabled')`,
  openPartnershipRequests: sql<number>`(select count(*)::int from ${partnershipRequests} where ${partnershipRequests.labId} = ${labId} and ${partnershipRequests.status} = 'open')`,
  rating: labRatingOf(labId),
};

/** Serialises lab saves for the rest of the transaction, so two cannot both pass the name check. */
export async function lockLabNames(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
}

export function listLabs(db: Executor, id?: string) {
  return db
    .select({ lab: labs, ...counts })
    .from(labs)
    .where(id ? eq(labs.id, id) : undefined)
    .orderBy(asc(sql`lower(${labs.name})`));
}

export async function findLabByName(db: Executor, name: string) {
  const [row] = await db.select({ id: labs.id }).from(labs).where(eq(sql`lower(${labs.name})`, name.toLowerCase())).limit(1);
  return row;
}

export type LabValues = Omit<typeof labs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertLab(db: Executor, values: LabValues) {
  const [row] = await db.insert(labs).values(values).returning({ id: labs.id });
  return row!.id;
}

export async function updateLab(db: Executor, id: string, values: Partial<LabValues>) {
  const [row] = await db.update(labs).set({ ...values, updatedAt: new Date() }).where(eq(labs.id, id)).returning({ id: labs.id });
  return row;
}

/** Every catalog test, with this lab's offer of it when there is one. */
export function offeringsOf(db: Executor, labId: string) {
  return db
    .select({
      testId: tests.id,
      code: tests.code,
      name: tests.name,
      category: tests.category,
      catalogPriceCents: tests.priceCents,
      catalogTurnaroundHours: tests.turnaroundHoursMax,
      testActive: tests.active,
      offeredLab: labTests.labId,
      priceCents: labTests.priceCents,
      turnaroundHours: labTests.turnaroundHours,
      active: labTests.active,
    })
    .from(tests)
    .leftJoin(labTests, and(eq(labTests.testId, tests.id), eq(labTests.labId, labId)))
    .orderBy(asc(sql`lower(${tests.name})`));
}

export async function testExists(db: Executor, testId: string): Promise<boolean> {
  const [row] = await db.select({ id: tests.id }).from(tests).where(eq(tests.id, testId)).limit(1);
  return Boolean(row);
}

export async function upsertOffering(db: Executor, labId: string, testId: string, values: { priceCents: number | null; turnaroundHours: number | null; active: boolean }) {
  await db
    .insert(labTests)
    .values({ labId, testId, ...values })
    .onConflictDoUpdate({ target: [labTests.labId, labTests.testId], set: values });
}

export async function deleteOffering(db: Executor, labId: string, testId: string): Promise<boolean> {
  const rows = await db.delete(labTests).where(and(eq(labTests.labId, labId), eq(labTests.testId, testId))).returning({ labId: labTests.labId });
  return rows.length > 0;
}

export function listPartnershipRequests(db: Executor, filter: { status: string; labId?: string }) {
  const where: SQL[] = [];
  if (filter.status !== 'all') where.push(eq(partnershipRequests.status, filter.status));
  if (filter.labId) where.push(eq(partnershipRequests.labId, filter.labId));
  return db
    .select({
      request: partnershipRequests,
      labName: labs.name,
      requester: { id: users.id, fullName: users.fullName, email: users.email, role: users.role },
    })
    .from(partnershipRequests)
    .innerJoin(labs, eq(labs.id, partnershipRequests.labId))
    .leftJoin(users, eq(users.id, partnershipRequests.requestedBy))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(partnershipRequests.createdAt))
    .limit(200);
}

/** Answers an open request; returns nothing when it is missing or already answered. */
export async function decidePartnershipRequest(db: Executor, id: string, status: 'accepted' | 'declined') {
  const [row] = await db
    .update(partnershipRequests)
    .set({ status })
    .where(and(eq(partnershipRequests.id, id), eq(partnershipRequests.status, 'open')))
    .returning({ id: partnershipRequests.id });
  return row;
}

export async function partnershipRequestExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: partnershipRequests.id }).from(partnershipRequests).where(eq(partnershipRequests.id, id)).limit(1);
  return Boolean(row);
}
