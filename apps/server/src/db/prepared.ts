import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/** The two drizzle internals this needs; both the database and a transaction handle carry them. */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> };
  };
};

/**
 * Runs a hand-written statement as a named prepared statement: on PostgreSQL each pooled
 * connection parses and plans it once and then reuses the plan. The hot reads (an order with its
 * items, timeline and audit row in one statement) cost PostgreSQL more to plan than to run —
 * about 2.5 ms of planning against 1 ms of execution — so without this, planning is most of the
 * database's work per request. The name is a digest of the SQL text, so two different texts never
 * share a name on a connection. PGlite runs the same statement unnamed.
 *
 * drizzle's `db.execute` has no way to name a statement; this calls the same two internals it
 * uses. Both engines' integration suites run every caller, so a drizzle change that breaks this
 * fails them.
 */
export async function executePrepared<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `lw_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = await session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}
