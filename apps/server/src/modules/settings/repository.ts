import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { settings } from '../../db/schema';

/** Drizzle access to the settings table (key → JSON value). */
export function readSettingRows(db: Executor, keys: readonly string[]) {
  return db.select().from(settings).where(inArray(settings.key, [...keys]));
}

export async function writeSetting(db: Executor, key: string, value: unknown, userId: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: sql`now()` } });
}
