import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadFixtures, type Fixtures } from './fixtures';
import { runLoad, type LoadResult } from './http-load';
import { startProductSqlLimit } from './limits';
import { runOpenLoop, type OpenLoopResult } from './open-loop';
import { compileServer, repoRoot, startNode, waitReady, type EventLoopFigures, type HeapFigures, type NodeChild } from './processes';
import { apiScenarios, type Scenario } from './scenarios';
import type { DatasetPlan } from './dataset/plan';
import { createTokenMinter } from './tokens';

/** An open-loop run at a share of the product's measured max rate. */
export type OpenLoopFigures = { share: number; result: OpenLoopResult };
/**
 * One scenario: its limit (the product's SQL on a bare route; null when limits were not asked
 * for), the product's max rate, and open-loop runs at shares of that max.
 */
export type ScenarioFigures = {
  scenario: Scenario;
  limit: LoadResult | null;
  max: LoadResult;
  open: OpenLoopFigures[];
  /**
   * The limit under the same open-loop load as the product's first share: what the tail would be
   * with the product's SQL alone on this machine, so a p99 miss can be told apart from the layer.
   */
  limitOpen: OpenLoopFigures | null;
};
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

/** Shares of the max rate the open-loop runs offer (issue 20: p99 at 50%, lists also at 80%). */
export const OPEN_LOOP_SHARES = [0.5, 0.8] as const;

export type ApiOptions = {
  databaseUrl: string;
  plan: DatasetPlan;
  port: number;
  only: (id: string) => boolean;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Measure each scenario's limit (the product's SQL on a bare route) beside the product. */
  limits: boolean;
  soakSeconds: number;
  soakRate: number;
  log: (line: string) => void;
  /** Writes a CPU profile of the server there (to find where its time goes). */
  profileDir?: string;
  /** Runs with the fixtures ready, before the real server starts (the machine limits). */
  beforeServer?: (fixtures: Fixtures) => Promise<void>;
};

/** The real server's environment; the limit server opens its database from the same one. */
export function serverEnv(databaseUrl: string, port: number, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The load comes from few users at high rates: the per-user API limit would measure itself.
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  };
}

/** The real server in its own process on the dataset, exactly as deployed: compiled (`entry`), as `npm start` runs it. */
export function startRealServer(entry: string, databaseUrl: string, port: number, dataDir: string, profileDir?: string): NodeChild {
  return startNode({
    script: entry,
    compiled: true,
    port,
    probe: true,
    nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: serverEnv(databaseUrl, port, dataDir),
  });
}

const describe = (r: LoadResult, headline: number) => {
  const s = r.steps[headline]!;
  return `${s.rps} req/s, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, ${r.errors} errors`;
};
const describeOpen = (r: OpenLoopResult, headline: number) => {
  const s = r.steps[headline]!;
  return `offered ${r.offeredRate} req/s, achieved ${r.achievedRate} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, p99.9 ${s.p999} ms, ${r.errors} errors, ${r.dropped} dropped`;
};

/**
 * Loads the real server: for each scenario its limit at max rate (when asked for), then the
 * product at max rate, after a short warm-up of both, then the product open-loop at shares of its
 * own max; then the soak at a fixed mixed rate with the server's RSS and event-loop delay sampled
 * throughout. Limit and product of a scenario run back to back, so the machine's other load
 * changes little between the two figures of a ratio.
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
  const limitDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-bench-limit-'));
  const buildDir = path.join(repoRoot, 'bench/results', `server-build-api-${process.pid}`);
  const server = startRealServer(compileServer(buildDir), options.databaseUrl, options.port, dataDir, options.profileDir);
  let limit: NodeChild | null = null;
  const out: ScenarioFigures[] = [];
  let soak: SoakFigures | null = null;
  try {
    const scenarios = apiScenarios(fixtures).filter((s) => options.only(s.id));
    if (options.limits && scenarios.length > 0) limit = await startProductSqlLimit(serverEnv(options.databaseUrl, options.port, limitDataDir));
    await waitReady(`${server.baseUrl}/readyz`, server);
    for (const scenario of scenarios) {
      const load = { steps: scenario.steps, nextJob: scenario.nextJob, connections: options.connections };
      // Both warm up before either is measured: the first run over freshly loaded rows pays for
      // what the second then finds done (hint bits, cached pages), which must not favour one side.
      if (limit) await runLoad({ ...load, baseUrl: limit.baseUrl, seconds: options.warmupSeconds });
      await runLoad({ ...load, baseUrl: server.baseUrl, seconds: options.warmupSeconds });
      let limitResult: LoadResult | null = null;
      if (limit) {
        limitResult = await runLoad({ ...load, baseUrl: limit.baseUrl, seconds: options.seconds });
        options.log(`  ${scenario.id}, its limit (the product's SQL, bare route), max rate: ${describe(limitResult, scenario.headline)}`);
      }
      const max = await runLoad({ ...load, baseUrl: server.baseUrl, seconds: options.seconds });
      options.log(`  ${scenario.id}, max rate: ${describe(max, scenario.headline)}`);
      // The shares are of all steps' answers together: a cycle's steps share the offered rate.
      const maxRate = max.steps.reduce((sum, s) => sum + s.rps, 0);
      const open: OpenLoopFigures[] = [];
      for (const share of OPEN_LOOP_SHARES) {
        const rate = Math.max(1, Math.round(maxRate * share));
        const result = await runOpenLoop({ ...load, baseUrl: server.baseUrl, rate, maxRequests: Math.ceil(rate * options.seconds), maxSeconds: options.seconds });
        options.log(`  ${scenario.id}, open loop at ${share * 100}% of max: ${describeOpen(result, scenario.headline)}`);
        open.push({ share, result });
      }
      let limitOpen: OpenLoopFigures | null = null;
      if (limit && open[0]) {
        const { share, result: first } = open[0];
        const result = await runOpenLoop({ ...load, baseUrl: limit.baseUrl, rate: first.offeredRate, maxRequests: Math.ceil(first.offeredRate * options.seconds), maxSeconds: options.seconds });
        options.log(`  ${scenario.id}, its limit, open loop at the product's ${share * 100}% rate: ${describeOpen(result, scenario.headline)}`);
        limitOpen = { share, result };
      }
      const openRuns = [...open, ...(limitOpen ? [limitOpen] : [])];
      const samples = [...(limitResult?.errorSamples ?? []), ...max.errorSamples, ...openRuns.flatMap((o) => o.result.errorSamples)];
      for (const sample of samples.slice(0, 3)) options.log(`    error: ${sample}`);
      out.push({ scenario, limit: limitResult, max, open, limitOpen });
    }

    if (options.soakSeconds > 0 && options.only('soak')) {
      soak = await runSoak(server, fixtures, options);
    }
  } finally {
    await Promise.all([server.stop(), limit?.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(limitDataDir, { recursive: true, force: true });
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
  const scenarios = apiScenarios(fixtures).filter((s) => SOAK_MIX[s.id] !== undefined);
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
