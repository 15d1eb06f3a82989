import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/engine';
import type { Fixtures } from './fixtures';
import { createTokenMinter } from './tokens';

export type Figures = { name: string; runs: number; p50: number; p95: number; p99: number; max: number };

export function percentiles(name: string, samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { name, runs: samples.length, p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1)!) };
}

/**
 * Catalog search on the dataset's 10,000-test catalog, through the real app in this process
 * (authentication, validation, query, serialisation) without network or a competing load
 * generator: one request at a time, the server-side time alone. Mixed queries as in the load run.
 */
export async function catalogSearchBench(databaseUrl: string, fixtures: Fixtures, runs = 400): Promise<Figures[]> {
  const publicUrl = 'http://localhost:3000';
  const database = openPostgres({ url: databaseUrl, poolMax: 10, timeoutMs: 5000 });
  try {
    const config = loadConfig({ PUBLIC_URL: publicUrl, DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent', DEMO: 'false', API_RATE_LIMIT_PER_MINUTE: '1000000' });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const minter = await createTokenMinter({ databaseUrl, publicUrl, ttlSeconds: 3600 });
    const reader = fixtures.readers[0]!;
    const token = await minter.mint({ id: reader.userId, role: 'patient', email: 'reader@example.com', name: 'Reader' });
    const headers = { authorization: `Bearer ${token}` };
    const queries = fixtures.catalogQueries;
    for (let i = 0; i < 40; i += 1) await app.inject({ method: 'GET', url: `/api/v1/catalog/tests?${queries[i % queries.length]}`, headers });
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1/catalog/tests?${queries[i % queries.length]}`, headers });
      samples.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`catalog search answered ${res.statusCode}`);
    }
    await app.close();
    return [percentiles('catalog search, in process, one at a time (ms)', samples)];
  } finally {
    await database.close();
  }
}
