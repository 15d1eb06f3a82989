import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/engine';
import { seedReferenceData } from '../../apps/server/src/db/seed/seed-reference-data';
import { createLocalAccount } from '../../apps/server/src/identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../../apps/server/src/identity/mount';
import { signIn } from '../../apps/server/test/oidc-flow';
import { TEST_CATEGORIES } from '@labwise/domain';

export type Figures = { name: string; runs: number; p50: number; p95: number; p99: number; max: number };

export function percentiles(name: string, samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { name, runs: samples.length, p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1)!) };
}

const WORDS = ['panel', 'serum', 'vitamin', 'thyroid', 'iron', 'lipid', 'marker', 'hormone', 'antibody', 'culture', 'screen', 'profile'];

/**
 * Catalog search on a 10,000-test catalog in a throwaway PostgreSQL database: server-side time of
 * authenticated, validated searches through the real app (inject, no network), mixed queries.
 */
export async function catalogSearchBench(adminUrl: string, size = 10_000, runs = 500): Promise<Figures[]> {
  const dbName = `labwise_bench_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const database = openPostgres({ url: url.toString(), poolMax: 10, timeoutMs: 5000 });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    // Bulk catalog in one statement: generate_series, deterministic names and prices.
    await database.db.execute(sql`
      insert into tests (code, name, category, description, price_cents, turnaround_hours_min, turnaround_hours_max, turnaround_days, rating, popularity)
      select 'BX' || g, 'Bench ' || (array[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + g % ${WORDS.length}] || ' test ' || g,
             (array[${sql.raw(TEST_CATEGORIES.map((c) => `'${c}'`).join(','))}])[1 + g % ${TEST_CATEGORIES.length}],
             'Synthetic catalog entry ' || g || ' for load measurement', 2000 + (g * 37) % 30000, 24, 24 + (g % 3) * 24, 1 + g % 3,
             round((3 + (g % 20) / 10.0)::numeric, 1), g % 1000
      from generate_series(1, ${size}) as g`);
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    await createLocalAccount(database.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: 'Bench', email: 'bench@example.com', password: 'bench password 123', emailVerified: true });
    const { access_token } = await signIn(app, 'bench@example.com', 'bench password 123');
    const headers = { authorization: `Bearer ${access_token}` };
    const queries = [
      (i: number) => `q=${WORDS[i % WORDS.length]}`,
      (i: number) => `category=${TEST_CATEGORIES[i % TEST_CATEGORIES.length]}&sort=price_asc`,
      (i: number) => `price=50-100&sort=popular&q=${i % 97}`,
      () => 'sort=turnaround',
    ];
    for (let i = 0; i < 30; i += 1) await app.inject({ method: 'GET', url: `/api/v1/catalog/tests?${queries[i % 4]!(i)}`, headers });
    const samples: number[] = [];
    const byKind: number[][] = queries.map(() => []);
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1/catalog/tests?${queries[i % 4]!(i)}`, headers });
      const ms = performance.now() - started;
      samples.push(ms);
      byKind[i % 4]!.push(ms);
      if (res.statusCode !== 200) throw new Error(`catalog search answered ${res.statusCode}`);
    }
    await app.close();
    const kinds = ['text search', 'category + price sort', 'price bucket + popular + text', 'all, fastest turnaround'];
    return [
      percentiles(`catalog search, ${size.toLocaleString('en-US')} tests, mixed (ms)`, samples),
      ...kinds.map((kind, i) => percentiles(`  ${kind} (ms)`, byKind[i]!)),
    ];
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
