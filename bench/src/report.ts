import os from 'node:os';
import { paths } from '@labwise/domain';
import type { ScenarioFigures, SoakFigures } from './api';
import { BUNDLE_BUDGETS } from './bundles';
import type { Figures } from './catalog-search';
import type { Dataset } from './dataset/generate';
import { LCP_BUDGETS_MS, type FrontendFigures } from './frontend';
import type { LimitFigures } from './limits';
import type { LoadResult } from './http-load';

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
  errors: string;
  ratio: string;
  target: string;
  met: string;
};

const yes = (ok: boolean) => (ok ? 'met' : '**missed**');
const fmt = (n: number) => n.toLocaleString('en-US');
const blank: Omit<Row, 'scenario' | 'load'> = { rps: '', p50: '', p95: '', p99: '', errors: '', ratio: '', target: '', met: '' };

/** The load-run targets of issue 9, judged on the run they name. */
function judge(f: ScenarioFigures, run: 'max' | 'fixed', result: LoadResult, limitRps: number): { target: string; ok: boolean } | null {
  const s = result.steps[f.scenario.headline]!;
  const noErrors = result.errors === 0;
  const share = limitRps ? s.rps / limitRps : 0;
  switch (f.scenario.id) {
    case 'order-detail':
      if (run !== 'max') return { target: '0 errors', ok: noErrors };
      return { target: `≥ 50% of the select+insert route, p99 ≤ 25 ms, 0 errors`, ok: share >= 0.5 && s.p99 <= 25 && noErrors };
    case 'patient-orders':
    case 'doctor-orders':
    case 'lab-orders':
    case 'results':
      if (run !== 'fixed') return { target: '0 errors', ok: noErrors };
      return { target: 'p99 ≤ 50 ms, 0 errors', ok: s.p99 <= 50 && noErrors };
    case 'catalog-search':
      if (run !== 'fixed') return { target: '0 errors', ok: noErrors };
      return { target: 'p95 ≤ 20 ms, 0 errors', ok: s.p95 <= 20 && noErrors };
    case 'order-creation': {
      if (run !== 'fixed') return { target: '0 errors', ok: noErrors };
      const offered = f.scenario.fixedRate / f.scenario.steps.length;
      return { target: `sustains ${fmt(offered)} orders/s (≥ 97%), p99 ≤ 100 ms, 0 errors`, ok: s.rps >= offered * 0.97 && s.p99 <= 100 && noErrors };
    }
    default:
      return { target: '0 errors', ok: noErrors };
  }
}

export function rows(results: BenchResults): Row[] {
  const out: Row[] = [];
  const limitOf = new Map(results.limits.map((l) => [l.kind, l.result.steps[0]!.rps]));
  for (const limit of results.limits) {
    const s = limit.result.steps[0]!;
    const ratio = limit.kind === 'hello-node' ? '' : `${Math.round((s.rps / (limitOf.get('hello-node') || 1)) * 100)}% of node:http`;
    out.push({
      scenario: `limit: ${limit.name}`,
      load: `max, ${results.settings.connections} conn.`,
      rps: fmt(s.rps),
      p50: String(s.p50),
      p95: String(s.p95),
      p99: String(s.p99),
      errors: String(limit.result.errors),
      ratio,
      target: '0 errors',
      met: yes(limit.result.errors === 0),
    });
  }
  for (const f of results.scenarios) {
    const limitRps = limitOf.get(f.scenario.limit) ?? 0;
    for (const [run, result] of [['max', f.max], ['fixed', f.fixed]] as const) {
      const verdict = judge(f, run, result, limitRps);
      const load = run === 'max' ? `max, ${results.settings.connections} conn.` : `fixed ${fmt(f.scenario.fixedRate)} req/s`;
      result.steps.forEach((s, index) => {
        const headline = index === f.scenario.headline;
        const multi = result.steps.length > 1;
        out.push({
          scenario: multi ? `${f.scenario.id}: ${s.name}` : `${f.scenario.id}: ${f.scenario.name}`,
          load,
          rps: fmt(s.rps),
          p50: String(s.p50),
          p95: String(s.p95),
          p99: String(s.p99),
          errors: headline ? String(result.errors) : String(s.errors),
          ratio: limitRps ? `${Math.round((s.rps / limitRps) * 100)}% of ${f.scenario.limit}` : '',
          target: headline && verdict ? verdict.target : '',
          met: headline && verdict ? yes(verdict.ok) : '',
        });
      });
    }
  }
  if (results.soak) {
    const s = results.soak;
    const ok = s.result.errors === 0 && s.rss.growthPercent < 10 && s.eventLoop.p99 < 50;
    out.push({
      scenario: `soak: mixed (RSS ${s.rss.startMiB} → ${s.rss.endMiB} MiB, ${s.rss.growthPercent}%; event-loop delay p99 ${s.eventLoop.p99} ms)`,
      load: `fixed ${fmt(s.rate)} req/s, ${s.seconds} s`,
      ...blank,
      rps: fmt(s.result.rps),
      p50: `${s.result.p50} (worst path)`,
      p99: `${s.result.p99} (worst path)`,
      errors: String(s.result.errors),
      target: 'RSS growth < 10%, event-loop delay p99 < 50 ms, 0 errors',
      met: yes(ok),
    });
  }
  for (const f of results.inProcess) {
    const engine = f.name.startsWith('clinical');
    const catalog = f.name.startsWith('catalog');
    out.push({
      scenario: f.name.replace(/ \(ms\)$/, ''),
      load: `in process, ${fmt(f.runs)} calls`,
      ...blank,
      p50: String(f.p50),
      p95: String(f.p95),
      p99: String(f.p99),
      target: engine ? 'p99 ≤ 5 ms' : catalog ? 'p95 ≤ 20 ms' : '',
      met: engine ? yes(f.p99 <= 5) : catalog ? yes(f.p95 <= 20) : '',
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
  const header = '| scenario | load | req/s | p50 ms | p95 ms | p99 ms | errors | vs. limit | target | |';
  const lines = list.map((r) => `| ${r.scenario} | ${r.load} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.ratio} | ${r.target} | ${r.met} |`);
  return [header, '|---|---|--:|--:|--:|--:|--:|---|---|---|', ...lines].join('\n');
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
      `Scale ${s.scale}; HTTP runs ${s.seconds} s each over loopback with ${s.connections} connections (max rate) or at the fixed rate shown; ` +
        'the load generator, the server and PostgreSQL share the machine. Latencies are per request; fixed-rate runs count the time a request ' +
        'waited behind a late answer (coordinated omission), as autocannon does.',
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
  const samples = [...results.scenarios.flatMap((f) => [...f.max.errorSamples, ...f.fixed.errorSamples]), ...(results.soak?.errorSamples ?? [])];
  if (samples.length) parts.push('## Error samples', '', ...samples.slice(0, 10).map((e) => `- \`${e.replaceAll('`', "'")}\``), '');
  return parts.join('\n');
}
