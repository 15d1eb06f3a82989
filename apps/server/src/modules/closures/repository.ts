import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { labClosures, labs } from '../../db/schema';

/** A lab's closures (holidays): not health data, readable by whoever may book at the lab. */
export async function closuresOfLab(db: Executor, labId: string, fromDate: string) {
  return db
    .select({ id: labClosures.id, labId: labClosures.labId, startsOn: labClosures.startsOn, endsOn: labClosures.endsOn, reason: labClosures.reason })
    .from(labClosures)
    .where(and(eq(labClosures.labId, labId), gte(labClosures.endsOn, fromDate)))
    .orderBy(asc(labClosures.startsOn));
}

/** The closures of a lab that cover a day of its calendar. */
export async function closuresCovering(db: Executor, labId: string, date: string) {
  return db
    .select({ startsOn: labClosures.startsOn, endsOn: labClosures.endsOn, reason: labClosures.reason })
    .from(labClosures)
    .where(and(eq(labClosures.labId, labId), lte(labClosures.startsOn, date), gte(labClosures.endsOn, date)));
}

export async function insertClosure(db: Executor, values: typeof labClosures.$inferInsert) {
  const [created] = await db
    .insert(labClosures)
    .values(values)
    .returning({ id: labClosures.id, labId: labClosures.labId, startsOn: labClosures.startsOn, endsOn: labClosures.endsOn, reason: labClosures.reason });
  if (!created) throw new Error('closure not created');
  return created;
}

export async function deleteClosure(db: Executor, labId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(labClosures).where(and(eq(labClosures.labId, labId), eq(labClosures.id, id))).returning({ id: labClosures.id });
  return deleted.length > 0;
}

/** The lab's name and time zone (its calendar decides which closures are past). */
export async function labCalendar(db: Executor, labId: string) {
  const [lab] = await db.select({ name: labs.name, timeZone: labs.timeZone }).from(labs).where(eq(labs.id, labId)).limit(1);
  return lab;
}
