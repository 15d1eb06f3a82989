import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import type { Database } from './database';
import { acquireDataDirLock } from './data-dir-lock';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An open database: the drizzle handle plus the engine-specific lifecycle. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** A cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the driver's pool, for metrics (PostgreSQL only: PGlite has one connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type PostgresOptions = { url: string; poolMax: number; timeoutMs: number };

// An arbitrary constant so concurrent starters of the same database migrate one at a time.
const MIGRATION_LOCK_KEY = 727_001;

export type PgliteHandle = DatabaseHandle & { client: PGlite };

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteHandle> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => undefined;
  try {
    const client = await PGlite.create({
      // The same extensions the migrations create on PostgreSQL.
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      client,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder }),
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          // Closing flushes the WAL; without it sequences jump after a restart.
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    // Fail fast when the database is unreachable or stuck, so requests answer 503 instead of hanging.
    connectionTimeoutMillis: options.timeoutMs,
    statement_timeout: options.timeoutMs * 2,
    query_timeout: options.timeoutMs * 2,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
