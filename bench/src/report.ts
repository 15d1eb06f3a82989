import os from 'node:os';
import { paths } from '@labwise/domain';
import type { ScenarioFigures, SoakFigures } from './api';
import { BUNDLE_BUDGETS } from './bundles';
import type { Figures } from './catalog-search';
import type { Dataset } from './dataset/generate';
import { LCP_BUDGETS_MS, type FrontendFigures } from './frontend';
import type { LimitFigures } from './limits';
import type { LoadResult } from './http-load';
import type { OpenLoopResult } from './open-loop';
import type { ScenarioKind } from './scenarios';

export type BenchResults = {
  startedAt: Date;
  settings: { scale: number; connections: number; seconds: number; soakSeconds: number };
  dataset: Pick<Dataset, 'plan' | 'counts' | 'timings' | 'seconds'> | null;
  limits: LimitFigures[];
  scenarios: ScenarioFigures[];
  soak: SoakFigures | null;
  inProcess: Figures[];
  frontend: FrontendFigures | null;
  notes: string[];
};

type Row = {
  scenario: string;
  load: string;
  rps: string;
  p50: string;
  p95: string;
  p99: string;
  /** Open-loop runs only. */
  p999: string;
  errors: string;
  ratio: string;
  target: string;
  met: string;
};

const yes = (ok: boolean) => (ok ? 'met' : '**missed**');
const fmt = (n: number) => n.toLocaleString('en-US');
const blank: Omit<Row, 'scenario' | 'load'> = { rps: '', p50: '', p95: '', p99: '', p999: '', errors: '', ratio: '', target: '', met: '' };

/** The issue 20 targets of a scenario's kind. */
const TARGETS: Record<ScenarioKind, { limitShare: number; p99AtHalf: number; p99At80?: number }> = {
  read: { limitShare: 0.8, p99AtHalf: 25 },
  list: { limitShare: 0.8, p99AtHalf: 25, p99At80: 50 },
  write: { limitShare: 0.5, p99AtHalf: 100 },
};
const pct = (n: number) => `${Math.round(n * 100)}%`;

/** The max-rate run against its limit: the product's share of the same SQL on a bare route. */
function judgeMax(f: ScenarioFigures, limitRps: number): { target: string; ok: boolean } {
  const s = f.max.steps[f.scenario.headline]!;
  const noErrors = f.max.errors === 0;
  if (!f.limit) return { target: '0 errors', ok: noErrors };
  const wanted = TARGETS[f.scenario.kind].limitShare;
  return { target: `≥ ${pct(wanted)} of its limit, 0 errors`, ok: limitRps > 0 && s.rps / limitRps >= wanted && noErrors };
}

/** An open-loop run: p99 at the share the issue names; every request sent and answered. */
function judgeOpen(f: ScenarioFigures, share: number, result: OpenLoopResult): { target: string; ok: boolean } {
  const s = result.steps[f.scenario.headline]!;
  const clean = result.errors === 0 && result.dropped === 0;
  const targets = TARGETS[f.scenario.kind];
  const p99 = share === 0.5 ? targets.p99AtHalf : share === 0.8 ? targets.p99At80 : undefined;
  if (p99 === undefined) return { target: '0 errors, none dropped', ok: clean };
  return { target: `p99 ≤ ${p99} ms, 0 errors, none dropped`, ok: s.p99 <= p99 && clean };
}

/** A step of an open-loop run as a row shows it: answers per second and latency quantiles. */
function openFigures(result: OpenLoopResult, s: OpenLoopResult['steps'][number]) {
  return { rps: fmt(Math.round(s.count / (result.seconds || 1))), p50: String(s.p50), p99: String(s.p99), p999: String(s.p999) };
}

/** A whole open-loop run's errors, with the requests it dropped. */
function runErrors(result: OpenLoopResult): string {
  return `${result.errors}${result.dropped ? ` (+${result.dropped} dropped)` : ''}`;
}

/** Rows of a closed-loop run, one per step; the headline step carries the verdict. */
function closedRows(f: ScenarioFigures, label: string, load: string, result: LoadResult, ratioOf: (rps: number, step: number) => string, verdict: { target: string; ok: boolean } | null): Row[] {
  const multi = result.steps.length > 1;
  return result.steps.map((s, index) => {
    const headline = index === f.scenario.headline;
    return {
      ...blank,
      scenario: multi ? `${label}: ${s.name}` : `${label}: ${f.scenario.name}`,
      load,
      rps: fmt(s.rps),
      p50: String(s.p50),
      p95: String(s.p95),
      p99: String(s.p99),
      errors: headline ? String(result.errors) : String(s.errors),
      ratio: ratioOf(s.rps, index),
      target: headline && verdict ? verdict.target : '',
      met: headline && verdict ? yes(verdict.ok) : '',
    };
  });
}

export function rows(results: BenchResults): Row[] {
  const out: Row[] = [];
  const helloNode = results.limits.find((l) => l.kind === 'hello-node')?.result.steps[0]!.rps ?? 0;
  for (const limit of results.limits) {
    const s = limit.result.steps[0]!;
    out.push({
      ...blank,
      scenario: `limit: ${limit.name}`,
      load: `max, ${results.settings.connections} conn.`,
      rps: fmt(s.rps),
      p50: String(s.p50),
      p95: String(s.p95),
      p99: String(s.p99),
      errors: String(limit.result.errors),
      ratio: limit.kind === 'hello-node' || !helloNode ? '' : `${pct(s.rps / helloNode)} of node:http`,
      target: '0 errors',
      met: yes(limit.result.errors === 0),
    });
  }
  const maxLoad = `max, ${results.settings.connections} conn.`;
  for (const f of results.scenarios) {
    const headline = f.scenario.headline;
    const limitRps = f.limit?.steps[headline]!.rps ?? 0;
    if (f.limit) {
      const verdict = { target: '0 errors', ok: f.limit.errors === 0 };
      out.push(...closedRows(f, `limit of ${f.scenario.id} (its SQL, bare route)`, maxLoad, f.limit, () => '', verdict));
    }
    // Every step against the same step of its limit (add to cart as well as checkout).
    const ratioOf = (rps: number, step: number) => {
      const of = f.limit?.steps[step]?.rps ?? 0;
      return of ? `${pct(rps / of)} of its limit` : '';
    };
    out.push(...closedRows(f, f.scenario.id, maxLoad, f.max, ratioOf, judgeMax(f, limitRps)));
    for (const { share, result } of f.open) {
      const verdict = judgeOpen(f, share, result);
      const multi = result.steps.length > 1;
      result.steps.forEach((s, index) => {
        const isHeadline = index === headline;
        out.push({
          ...blank,
          scenario: multi ? `${f.scenario.id}: ${s.name}` : `${f.scenario.id}: ${f.scenario.name}`,
          load: `open loop at ${pct(share)} of max: ${fmt(result.offeredRate)} req/s offered${isHeadline ? `, ${fmt(result.achievedRate)} achieved` : ''}`,
          ...openFigures(result, s),
          errors: isHeadline ? runErrors(result) : String(s.errors),
          target: isHeadline ? verdict.target : '',
          met: isHeadline ? yes(verdict.ok) : '',
        });
      });
    }
    if (f.limitOpen) {
      // A reference, not a target: the same arrivals on the product's SQL alone.
      const { share, result } = f.limitOpen;
      const s = result.steps[headline]!;
      out.push({
        ...blank,
        scenario: `limit of ${f.scenario.id} (its SQL, bare route): ${s.name}`,
        load: `open loop at the product's ${pct(share)} rate: ${fmt(result.offeredRate)} req/s offered, ${fmt(result.achievedRate)} achieved`,
        ...openFigures(result, s),
        errors: runErrors(result),
        target: '0 errors, none dropped',
        met: yes(result.errors === 0 && result.dropped === 0),
      });
    }
  }
  if (results.soak) {
    const s = results.soak;
    const ok = s.result.errors === 0 && s.rss.growthPercent < 10 && s.eventLoop.p99 < 50;
    out.push({
      scenario: `soak: mixed (RSS after ${s.rss.warmupSeconds} s ${s.rss.startMiB} → ${s.rss.endMiB} MiB, ${s.rss.growthPercent}%; live heap after full collections ${s.liveHeap.startMiB ?? '?'} → ${s.liveHeap.endMiB ?? '?'} MiB; event-loop delay p99 ${s.eventLoop.p99} ms)`,
      load: `fixed ${fmt(s.rate)} req/s, ${s.seconds} s`,
      ...blank,
      rps: fmt(s.result.rps),
      p50: `${s.result.p50} (worst path)`,
      p99: `${s.result.p99} (worst path)`,
      errors: String(s.result.errors),
      target: 'RSS growth < 10% after a 60 s warm-up, event-loop delay p99 < 50 ms, 0 errors',
      met: yes(ok),
    });
  }
  for (const f of results.inProcess) {
    const engine = f.name.startsWith('clinical');
    const catalog = f.name.startsWith('catalog');
    // A start-up happens once: its target is on the typical run, not on a tail.
    const kbLoad = f.name.startsWith('knowledge base load');
    out.push({
      scenario: f.name.replace(/ \(ms\)$/, ''),
      load: kbLoad ? `${fmt(f.runs)} new processes` : `in process, ${fmt(f.runs)} calls`,
      ...blank,
      p50: String(f.p50),
      p95: String(f.p95),
      p99: String(f.p99),
      target: engine ? 'p99 ≤ 5 ms' : catalog ? 'p95 ≤ 20 ms' : kbLoad ? 'p50 ≤ 200 ms' : '',
      met: engine ? yes(f.p99 <= 5) : catalog ? yes(f.p95 <= 20) : kbLoad ? yes(f.p50 <= 200) : '',
    });
  }
  const fe = results.frontend;
  if (fe?.landing) {
    const l = fe.landing;
    out.push({ scenario: `front end: landing page JavaScript, ${l.files} files (${l.brotliKB} KB brotli)`, load: 'production build', ...blank, target: `${l.gzipKB} KB gzip ≤ ${l.budgetGzipKB} KB`, met: yes(l.withinBudget) });
  }
  const routes = (fe?.bundles ?? []).filter((b) => b.route !== paths.home);
  if (routes.length) {
    const largest = routes.reduce((max, b) => (max.gzipKB >= b.gzipKB ? max : b));
    const over = routes.filter((b) => !b.withinBudget);
    out.push({
      scenario: `front end: largest route JavaScript, ${largest.route} (${largest.brotliKB} KB brotli)${over.length ? `; over budget: ${over.map((b) => b.route).join(', ')}` : ''}`,
      load: 'production build',
      ...blank,
      target: `${largest.gzipKB} KB gzip ≤ ${BUNDLE_BUDGETS.routeGzipKB} KB for every route`,
      met: yes(over.length === 0),
    });
  }
  for (const l of fe?.lcp ?? []) {
    const limit = l.page.startsWith('landing') ? LCP_BUDGETS_MS.landing : LCP_BUDGETS_MS.dashboard;
    out.push({ scenario: `front end: LCP, ${l.page}`, load: `Chromium, ${l.runs.length} loads`, ...blank, p50: String(l.medianMs), target: `median ${fmt(l.medianMs)} ms ≤ ${fmt(limit)} ms`, met: yes(l.medianMs <= limit) });
  }
  if (fe?.startup) {
    out.push({ scenario: 'start-up: first start, empty data folder (migrations + demo data)', load: 'embedded database', ...blank, target: `${fmt(fe.startup.firstStartMs)} ms ≤ 15,000 ms`, met: yes(fe.startup.firstStartMs <= 15_000) });
    out.push({ scenario: 'start-up: restart on the existing data folder', load: 'embedded database', ...blank, target: `${fmt(fe.startup.restartMs)} ms ≤ 3,000 ms`, met: yes(fe.startup.restartMs <= 3_000) });
  }
  return out;
}

export function table(list: Row[]): string {
  const header = '| scenario | load | req/s | p50 ms | p95 ms | p99 ms | p99.9 ms | errors | vs. limit | target | |';
  const lines = list.map((r) => `| ${r.scenario} | ${r.load} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.p999} | ${r.errors} | ${r.ratio} | ${r.target} | ${r.met} |`);
  return [header, '|---|---|--:|--:|--:|--:|--:|--:|---|---|---|', ...lines].join('\n');
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB memory, Node ${process.version}, ${os.type()} ${os.release()}`;
}

export function markdown(results: BenchResults): string {
  const parts: string[] = [];
  parts.push('# Labwise benchmarks', '');
  parts.push(`${results.startedAt.toISOString()} · ${machine()}`, '');
  const s = results.settings;
  const http = results.limits.length > 0 || results.scenarios.length > 0 || results.soak !== null;
  if (http) {
    parts.push(
      `Scale ${s.scale}; HTTP runs ${s.seconds} s each over loopback: max rate with ${s.connections} connections (closed loop, autocannon), ` +
        `then open loop (constant arrivals, at most ${s.connections} in flight) at 50% and 80% of the product's max. The load generator, ` +
        'the servers and PostgreSQL share the machine. A scenario\'s limit is the same statements, prepared names and transactions ' +
        '(the server\'s own service functions) behind a bare Fastify route on the server\'s pool settings, measured just before the product. ' +
        'Open-loop latencies count from when each request was due, so a queue in front of a stalled server counts; "dropped" requests ' +
        'found every connection busy until they timed out. The soak runs at autocannon\'s fixed rate.',
      '',
    );
  }
  parts.push(table(rows(results)), '');
  if (results.notes.length) parts.push(...results.notes.map((n) => `- ${n}`), '');
  if (results.dataset) {
    const d = results.dataset;
    parts.push(`## Dataset (generated in ${d.seconds.toFixed(1)} s)`, '');
    parts.push('| table | rows |', '|---|--:|', ...Object.entries(d.counts).map(([t, n]) => `| ${t} | ${fmt(n)} |`), '');
    parts.push('| generation step | seconds |', '|---|--:|', ...d.timings.map((t) => `| ${t.name} | ${t.seconds.toFixed(1)} |`), '');
  }
  if (results.frontend?.bundles.length) {
    parts.push('## JavaScript per route (first visit: entry, layouts, page; as sent, gzip -9 and brotli -q 11)', '');
    parts.push(
      `Budgets (issue 20): the landing page ≤ ${BUNDLE_BUDGETS.landingGzipKB} KB gzip, every other route ≤ ${BUNDLE_BUDGETS.routeGzipKB} KB gzip. ` +
        '"On demand" is what the route\'s own code loads later (e.g. the trend chart when a trend is opened), outside the budget.',
      '',
    );
    parts.push('| route | files | raw KB | gzip KB | brotli KB | on demand, gzip KB | budget | |', '|---|--:|--:|--:|--:|--:|--:|---|');
    parts.push(
      ...results.frontend.bundles.map(
        (b) =>
          `| ${b.route} | ${b.files} | ${b.rawKB} | ${b.gzipKB} | ${b.brotliKB} | ${b.onDemandFiles ? `${b.onDemandGzipKB} (${b.onDemandFiles} ${b.onDemandFiles === 1 ? 'file' : 'files'})` : ''} | ${b.budgetGzipKB} | ${yes(b.withinBudget)} |`,
      ),
      '',
    );
    const top = results.frontend.landingComposition.slice(0, 12);
    if (top.length) {
      parts.push("## The landing page's JavaScript by source (from the source maps; gzip shared out by bytes)", '');
      parts.push('| source | ≈ gzip KB |', '|---|--:|', ...top.map((c) => `| ${c.source} | ${c.gzipKB} |`), '');
    }
  }
  const samples = [...results.scenarios.flatMap((f) => [...(f.limit?.errorSamples ?? []), ...f.max.errorSamples, ...f.open.flatMap((o) => o.result.errorSamples)]), ...(results.soak?.errorSamples ?? [])];
  if (samples.length) parts.push('## Error samples', '', ...samples.slice(0, 10).map((e) => `- \`${e.replaceAll('`', "'")}\``), '');
  return parts.join('\n');
}
