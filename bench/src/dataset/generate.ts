import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../../apps/server/src/db/engine';
import { seedReferenceData } from '../../../apps/server/src/db/seed/seed-reference-data';
import { loadOrCreateIdentitySecrets } from '../../../apps/server/src/identity/secrets';
import { onInterrupt } from '../processes';
import { planFor, type DatasetPlan } from './plan';
import { BULK_TABLES, generationSteps } from './sql';

export type Dataset = {
  /** Connection URL of the generated database. */
  url: string;
  name: string;
  plan: DatasetPlan;
  /** Rows per table after generation. */
  counts: Record<string, number>;
  /** Seconds spent, per step and in all. */
  timings: { name: string; seconds: number }[];
  seconds: number;
  drop(): Promise<void>;
  /** Keeps the database even if the run is interrupted. */
  keep(): void;
};

const COUNTED = ['users', 'patients', 'labs', 'tests', 'test_analytes', 'lab_tests', 'orders', 'order_items', 'order_events', 'specimens', 'results', 'result_reports', 'audit_events'];

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a bench database (any leftover connection is terminated). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^labwise_bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}: not a bench database`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Generates the benchmark dataset in a new PostgreSQL database: created on the admin URL's server,
 * migrated with the server's own migrations, seeded with its reference data (catalog, labs,
 * settings) and identity keys, then filled with bulk SQL (generate_series, deterministic formulas;
 * never through the API). Plain indexes of the bulk tables are dropped during the load and rebuilt
 * after it, foreign-key triggers are off for the loading session only (the formulas keep every
 * reference valid), and the tables are vacuumed and analysed at the end.
 */
export async function generateDataset(options: { adminUrl: string; scale: number; log?: (line: string) => void }): Promise<Dataset> {
  const log = options.log ?? (() => undefined);
  const plan = planFor(options.scale);
  const name = `labwise_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(options.adminUrl, name);
  const started = performance.now();
  const timings: { name: string; seconds: number }[] = [];
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await run();
    const seconds = (performance.now() - t0) / 1000;
    timings.push({ name: step, seconds });
    log(`  ${step}: ${seconds.toFixed(1)} s`);
    return out;
  };

  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const forget = onInterrupt(() => dropDatabase(options.adminUrl, name));
  const drop = async () => {
    forget();
    await dropDatabase(options.adminUrl, name);
  };

  try {
    const database = openPostgres({ url, poolMax: 2, timeoutMs: 60_000 });
    try {
      await timed('migrations, reference data, identity keys', async () => {
        await database.migrate();
        await seedReferenceData(database.db);
        await loadOrCreateIdentitySecrets(database.db);
      });
    } finally {
      await database.close();
    }

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Loading-session settings only; the server's configuration is not touched.
      await client.query(`set session_replication_role = replica; set synchronous_commit = off;
        set maintenance_work_mem = '512MB'; set work_mem = '64MB'; set statement_timeout = 0`);
      const referenceTests = Number((await client.query<{ n: string }>('select count(*) as n from tests')).rows[0]!.n);
      const indexes = (
        await client.query<{ name: string; def: string }>(
          `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
           from pg_index i join pg_class t on t.oid = i.indrelid
           where t.relnamespace = 'public'::regnamespace and t.relname = any($1)
             and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
          [[...BULK_TABLES]],
        )
      ).rows;
      await timed(`drop ${indexes.length} plain indexes of the bulk tables`, async () => {
        for (const index of indexes) await client.query(`drop index ${index.name}`);
      });
      for (const step of generationSteps(plan, referenceTests)) {
        await timed(step.name, () => client.query(step.sql));
      }
      await timed(`rebuild ${indexes.length} indexes`, async () => {
        for (const index of indexes) await client.query(index.def);
      });
      await timed('vacuum and analyse', async () => {
        await client.query('drop schema bench_gen cascade');
        for (const table of [...BULK_TABLES, 'tests', 'test_analytes', 'test_reference_ranges', 'labs']) {
          await client.query(`vacuum (analyze) ${table}`);
        }
      });
      const counts: Record<string, number> = {};
      for (const table of COUNTED) {
        counts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
      }
      const seconds = (performance.now() - started) / 1000;
      return { url, name, plan, counts, timings, seconds, drop, keep: forget };
    } finally {
      await client.end();
    }
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}
