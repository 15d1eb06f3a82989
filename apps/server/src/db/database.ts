import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The drizzle handle every repository receives. Both engines (PGlite and node-postgres) satisfy
 * this type, so repositories never know which one runs.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle has the same query surface; pass it down instead of the outer handle. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
