import { sql } from 'drizzle-orm';
import { check, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders: uuid keys, timestamptz everywhere, enum checks from domain arrays. */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** The creation and last-change instants of a row that is edited in place. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A record of a message handed to a sender: when it was written, when it went out, why it failed. */
export const deliveryRecord = () => ({ createdAt: createdAt(), sentAt: at(), error: text() });

type OnDelete = 'cascade' | 'restrict' | 'set null';

/**
 * A uuid foreign key. The target is passed as a thunk so schema modules can reference each other
 * whatever order they are loaded in (users ↔ labs).
 */
export const ref = (target: () => AnyPgColumn, onDelete: OnDelete) => uuid().references(target, { onDelete });

/** A required link to the row this one belongs to: deleting that row deletes this one. */
export const parentRef = (target: () => AnyPgColumn) => ref(target, 'cascade').notNull();

/** An optional link (who did it, which lab, which session) that is cleared when its target is deleted. */
export const optionalRef = (target: () => AnyPgColumn) => ref(target, 'set null');

/** CHECK (column IN (...values)) built from a domain vocabulary array. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
  return check(name, sql`${column} in (${list})`);
}
