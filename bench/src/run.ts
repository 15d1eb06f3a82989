import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runApi } from './api';
import { catalogSearchBench, type Figures } from './catalog-search';
import { clinicalEngineBench } from './clinical-engine';
import { generateDataset, type Dataset } from './dataset/generate';
import { kbLoadBench } from './kb-load';
import { planFor } from './dataset/plan';
import { measureFrontend } from './frontend';
import { measureHelloLimits } from './limits';
import { freePort } from './processes';
import { markdown, rows, table, type BenchResults } from './report';

/**
 * `npm run bench`: generates the dataset, measures this machine's limits and the real server under
 * load, the soak, the front end and start-up, prints one table and writes bench/results/latest.md.
 * Benchmarks report; they never fail a build on speed and are never part of `npm test`.
 *
 *   --scale <f>          dataset scale, 0 < f ≤ 1 (default 1: 100,000 patients, 1,000,000 orders)
 *   --soak-seconds <n>   length of the soak (default 300; 0 skips it); --soak runs it at the default
 *   --only <a,b>         only these parts or scenarios: engine, bundle (JavaScript per route against the
 *                        budgets, no server), frontend (bundle + startup + lcp), startup, lcp, limits (the
 *                        hello servers, and each scenario run measures its limit first), catalog,
 *                        order-detail, patient-orders, doctor-orders, lab-orders, results, catalog-search,
 *                        questionnaire, order-creation, result-upload, soak
 *   --seconds <n>        length of each HTTP run (default 10); --connections <n> (default 50); each scenario runs
 *                        at max rate (closed loop, the connections given), then open loop at 50% and 80% of it
 *   --keep               keep the generated database; --database <url> reuses one (never dropped)
 *   --profile <dir>      write a CPU profile of the server under load into <dir>
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    soak: { type: 'boolean', default: false },
    'soak-seconds': { type: 'string' },
    'soak-rate': { type: 'string', default: '300' },
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'lcp-runs': { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
    profile: { type: 'string' },
  },
});

const number = (name: string, value: string | undefined, min: number): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number ≥ ${min}`);
  return n;
};
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const scale = number('scale', values.scale, 0);
const plan = planFor(scale);
const soakSeconds = values['soak-seconds'] !== undefined ? number('soak-seconds', values['soak-seconds'], 0) : 300;
const connections = number('connections', values.connections, 1);
const seconds = number('seconds', values.seconds, 1);
const warmupSeconds = number('warmup', values.warmup, 1);
const selected = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
const API_IDS = ['order-detail', 'patient-orders', 'doctor-orders', 'lab-orders', 'results', 'catalog-search', 'questionnaire', 'order-creation', 'result-upload'];
const wants = (part: string) => !selected || selected.includes(part) || (part !== 'soak' && API_IDS.includes(part) && selected.includes('api'));
const log = (line: string) => console.log(line);

const results: BenchResults = {
  startedAt: new Date(),
  settings: { scale, connections, seconds, soakSeconds: wants('soak') ? soakSeconds : 0 },
  dataset: null,
  limits: [],
  scenarios: [],
  soak: null,
  inProcess: [],
  frontend: null,
  notes: [],
};

const inProcess: Figures[] = [];
if (wants('engine')) {
  log('Clinical engine (in process)…');
  inProcess.push(...clinicalEngineBench());
  log('Knowledge base load (new processes)…');
  inProcess.push(await kbLoadBench());
}

if (wants('frontend') || wants('bundle') || wants('startup') || wants('lcp')) {
  log('Front end and start-up…');
  results.frontend = await measureFrontend({
    bundles: wants('frontend') || wants('bundle'),
    startup: wants('startup') || wants('lcp') || wants('frontend'),
    lcp: wants('lcp') || wants('frontend'),
    lcpRuns: number('lcp-runs', values['lcp-runs'], 1),
    log,
  });
}

const needsDatabase = wants('limits') || wants('catalog') || wants('soak') || API_IDS.some(wants);
if (needsDatabase) {
  let dataset: Pick<Dataset, 'url' | 'plan'> & Partial<Dataset>;
  if (values.database) {
    log(`Using the existing database (scale ${scale} assumed)…`);
    dataset = { url: values.database, plan };
  } else {
    log(`Generating the dataset at scale ${scale}…`);
    const generated = await generateDataset({ adminUrl, scale, log });
    log(`  generated in ${generated.seconds.toFixed(1)} s`);
    if (values.keep) generated.keep();
    results.dataset = generated;
    dataset = generated;
  }
  try {
    const port = await freePort();
    const api = await runApi({
      databaseUrl: dataset.url,
      plan: dataset.plan,
      port,
      only: wants,
      connections,
      seconds,
      warmupSeconds,
      limits: wants('limits'),
      soakSeconds: wants('soak') ? soakSeconds : 0,
      soakRate: number('soak-rate', values['soak-rate'], 1),
      log,
      ...(values.profile ? { profileDir: path.resolve(values.profile) } : {}),
      beforeServer: async (fixtures) => {
        if (wants('limits')) {
          log('Machine limits, HTTP alone (each scenario measures its own limit beside the server)…');
          results.limits = await measureHelloLimits({ connections, seconds, warmupSeconds, log });
        }
        if (wants('catalog')) {
          log('Catalog search in process…');
          inProcess.push(...(await catalogSearchBench(dataset.url, fixtures)));
        }
      },
    });
    results.scenarios = api.scenarios;
    results.soak = api.soak;
  } finally {
    if (dataset.drop && !values.keep) {
      await dataset.drop();
    } else if (values.keep) {
      log(`Kept the database: ${dataset.url}`);
    }
  }
}
results.inProcess = inProcess;

const list = rows(results);
console.log(`\n${table(list)}\n`);
const out = path.join(import.meta.dirname, '..', 'results', 'latest.md');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, markdown(results));
console.log(`Report written to ${path.relative(process.cwd(), out)}`);
