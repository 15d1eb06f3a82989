import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogSearchBench, type Figures } from './catalog-search';

/**
 * `npm run bench`: measures, prints one table and writes bench/results/latest.md. Benchmarks
 * report; they never fail a build on speed. BENCH_DATABASE_URL points at a PostgreSQL server
 * whose user may create databases (default: the local test server).
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const figures: Figures[] = [...(await catalogSearchBench(adminUrl))];

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`;
const table = [
  '| scenario | runs | p50 | p95 | p99 | max |',
  '|---|---|---|---|---|---|',
  ...figures.map((f) => `| ${f.name} | ${f.runs} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} |`),
].join('\n');
console.log(table);
const report = `# Labwise benchmarks\n\n${new Date().toISOString()} · ${machine}\n\n${table}\n\nServer-side time through the real app (authentication, validation, query, serialisation), without network.\n`;
const out = path.join(import.meta.dirname, '..', 'results', 'latest.md');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, report);
console.log(`\nReport written to ${path.relative(process.cwd(), out)}`);
