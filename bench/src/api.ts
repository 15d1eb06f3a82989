import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadFixtures, type Fixtures } from './fixtures';
import { runLoad, type LoadResult } from './http-load';
import { compileServer, repoRoot, startNode, waitReady, type EventLoopFigures, type HeapFigures, type NodeChild } from './processes';
import { apiScenarios, type Scenario } from './scenarios';
import type { DatasetPlan } from './dataset/plan';
import { createTokenMinter } from './tokens';

export type ScenarioFigures = { scenario: Scenario; max: LoadResult; fixed: LoadResult };
export type SoakFigures = {
  seconds: number;
  rate: number;
  result: { rps: number; errors: number; p50: number; p99: number };
  /** RSS from the end of the warm-up to the end of the soak. */
  rss: { warmupSeconds: number; startMiB: number; endMiB: number; maxMiB: number; growthPercent: number };
  /** Heap in use right after full collections: the first after the warm-up and the last. */
  liveHeap: { startMiB: number | null; endMiB: number | null; majorCollections: number };
  eventLoop: EventLoopFigures;
  errorSamples: string[];
};

export type ApiOptions = {
  databaseUrl: string;
  plan: DatasetPlan;
  port: number;
  only: (id: string) => boolean;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rates: { read: number; write: number; orders: number };
  soakSeconds: number;
  soakRate: number;
  log: (line: string) => void;
  /** Writes a CPU profile of the server there (to find where its time goes). */
  profileDir?: string;
  /** Runs with the fixtures ready, before the real server starts (the machine limits). */
  beforeServer?: (fixtures: Fixtures) => Promise<void>;
};

/** The real server in its own process on the dataset, exactly as deployed: compiled (`entry`), as `npm start` runs it. */
export function startRealServer(entry: string, databaseUrl: string, port: number, dataDir: string, profileDir?: string): NodeChild {
  return startNode({
    script: entry,
    compiled: true,
    port,
    probe: true,
    nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The load comes from few users at high rates: the per-user API limit would measure itself.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
}

const describe = (r: LoadResult, headline: number) => {
  const s = r.steps[headline]!;
  return `${s.rps} req/s, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, ${r.errors} errors`;
};

/**
 * Loads the real server: each scenario at max rate (the connections given) and at its fixed rate,
 * after a short warm-up, then the soak at a fixed mixed rate with the server's RSS and event-loop
 * delay sampled throughout.
 */
export async function runApi(options: ApiOptions): Promise<{ scenarios: ScenarioFigures[]; soak: SoakFigures | null; fixtures: Fixtures }> {
  const publicUrl = `http://127.0.0.1:${options.port}`;
  const minter = await createTokenMinter({ databaseUrl: options.databaseUrl, publicUrl, ttlSeconds: 6 * 3600 });
  const minted = performance.now();
  const fixtures = await loadFixtures(options.databaseUrl, options.plan, minter);
  options.log(
    `  fixtures: ${fixtures.readers.length + fixtures.buyers.length + fixtures.respondents.length + fixtures.doctors.length + fixtures.technicians.length} users' tokens, ${fixtures.uploads.length} uploads ready (${((performance.now() - minted) / 1000).toFixed(1)} s)`,
  );

  await options.beforeServer?.(fixtures);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-bench-server-'));
  const buildDir = path.join(repoRoot, 'bench/results', `server-build-api-${process.pid}`);
  const server = startRealServer(compileServer(buildDir), options.databaseUrl, options.port, dataDir, options.profileDir);
  const out: ScenarioFigures[] = [];
  let soak: SoakFigures | null = null;
  try {
    await waitReady(`${server.baseUrl}/readyz`, server);
    const scenarios = apiScenarios(fixtures, options.rates).filter((s) => options.only(s.id));
    for (const scenario of scenarios) {
      const spec = { baseUrl: server.baseUrl, steps: scenario.steps, nextJob: scenario.nextJob };
      await runLoad({ ...spec, connections: options.connections, seconds: options.warmupSeconds });
      const max = await runLoad({ ...spec, connections: options.connections, seconds: options.seconds });
      options.log(`  ${scenario.id}, max rate: ${describe(max, scenario.headline)}`);
      const fixed = await runLoad({ ...spec, connections: options.connections, seconds: options.seconds, rate: scenario.fixedRate });
      options.log(`  ${scenario.id}, fixed ${scenario.fixedRate} req/s: ${describe(fixed, scenario.headline)}`);
      for (const sample of [...max.errorSamples, ...fixed.errorSamples].slice(0, 3)) options.log(`    error: ${sample}`);
      out.push({ scenario, max, fixed });
    }

    if (options.soakSeconds > 0 && options.only('soak')) {
      soak = await runSoak(server, fixtures, options);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
  return { scenarios: out, soak, fixtures };
}

/** Share of the soak's rate per scenario: mostly reads, some writes, as a day of use looks. */
const SOAK_MIX: Record<string, number> = {
  'order-detail': 0.25,
  'patient-orders': 0.15,
  'doctor-orders': 0.05,
  'lab-orders': 0.05,
  results: 0.1,
  'catalog-search': 0.15,
  questionnaire: 0.12,
  'order-creation': 0.08,
  'result-upload': 0.05,
};

/**
 * The soak's first minute is warm-up (the target counts RSS growth after it): V8 grows its
 * old generation towards a limit set from the live heap before its first full collections, and the
 * JIT settles. Shorter soaks warm up for a fifth of their length.
 */
const soakWarmupSeconds = (soakSeconds: number) => Math.min(60, Math.round(soakSeconds / 5));

async function runSoak(server: NodeChild, fixtures: Fixtures, options: ApiOptions): Promise<SoakFigures> {
  const warmupSeconds = soakWarmupSeconds(options.soakSeconds);
  options.log(`  soak: ${options.soakSeconds} s at ${options.soakRate} req/s, mixed (RSS counted after ${warmupSeconds} s)`);
  const scenarios = apiScenarios(fixtures, options.rates).filter((s) => SOAK_MIX[s.id] !== undefined);
  const rss: { at: number; mib: number }[] = [];
  const heap: { at: number; figures: HeapFigures }[] = [];
  await server.eventLoop(); // resets the probe's histogram
  const started = performance.now();
  const sampleHeap = () => {
    const at = performance.now() - started;
    server.heap().then(
      (figures) => heap.push({ at, figures }),
      () => undefined, // a missed sample is not a result
    );
  };
  const sampler = setInterval(() => rss.push({ at: performance.now() - started, mib: server.rssMiB() }), 1000);
  const heapSampler = setInterval(sampleHeap, 5000);
  rss.push({ at: 0, mib: server.rssMiB() });
  let results: { scenario: Scenario; result: LoadResult }[];
  try {
    results = await Promise.all(
      scenarios.map(async (scenario) => {
        const rate = Math.max(1, Math.round(options.soakRate * SOAK_MIX[scenario.id]!));
        const result = await runLoad({
          baseUrl: server.baseUrl,
          steps: scenario.steps,
          nextJob: scenario.nextJob,
          connections: Math.max(2, Math.min(10, Math.ceil(rate / 10))),
          seconds: options.soakSeconds,
          rate,
        });
        return { scenario, result };
      }),
    );
  } finally {
    clearInterval(sampler);
    clearInterval(heapSampler);
  }
  rss.push({ at: performance.now() - started, mib: server.rssMiB() });
  const lastHeap = await server.heap();
  const eventLoop = await server.eventLoop();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const measured = rss.filter((s) => s.at >= warmupSeconds * 1000);
  const edge = Math.max(3, Math.round(measured.length * 0.05));
  const startMiB = median(measured.slice(0, edge).map((s) => s.mib));
  const endMiB = median(measured.slice(-edge).map((s) => s.mib));
  const afterWarmup = heap.filter((s) => s.at >= warmupSeconds * 1000 && s.figures.liveHeapMiB !== null);
  const all = results.flatMap(({ result }) => result.steps);
  const answered = all.reduce((sum, s) => sum + s.count, 0);
  const seconds = Math.max(...results.map(({ result }) => result.seconds));
  const weighted = (key: 'p50' | 'p99') => Math.max(...all.filter((s) => s.count > 0).map((s) => s[key]));
  const figures: SoakFigures = {
    seconds: options.soakSeconds,
    rate: options.soakRate,
    result: {
      rps: Math.round(answered / seconds),
      errors: results.reduce((sum, { result }) => sum + result.errors, 0),
      p50: weighted('p50'),
      p99: weighted('p99'),
    },
    rss: {
      warmupSeconds,
      startMiB,
      endMiB,
      maxMiB: Math.max(...rss.map((s) => s.mib)),
      growthPercent: Math.round(((endMiB - startMiB) / startMiB) * 1000) / 10,
    },
    liveHeap: {
      startMiB: afterWarmup[0]?.figures.liveHeapMiB ?? null,
      endMiB: lastHeap.liveHeapMiB,
      majorCollections: lastHeap.majorCollections,
    },
    eventLoop,
    errorSamples: results.flatMap(({ result }) => result.errorSamples).slice(0, 5),
  };
  options.log(
    `  soak: ${figures.result.rps} req/s, worst p99 ${figures.result.p99} ms, ${figures.result.errors} errors, RSS after warm-up ${startMiB} → ${endMiB} MiB (${figures.rss.growthPercent}%), live heap after full collections ${figures.liveHeap.startMiB ?? '?'} → ${figures.liveHeap.endMiB ?? '?'} MiB (${figures.liveHeap.majorCollections} collections), event-loop delay p99 ${eventLoop.p99} ms`,
  );
  return figures;
}
