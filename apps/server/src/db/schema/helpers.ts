import { sql } from 'drizzle-orm';
import { check, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders: uuid keys, timestamptz everywhere, enum checks from domain arrays. */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** CHECK (column IN (...values)) built from a domain vocabulary array. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
  return check(name, sql`${column} in (${list})`);
}
