import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { paths } from '@labwise/domain';
import { BUNDLE_BUDGETS, builtFile, routeBundles, type RouteBundle } from './bundles';
import { compileServer, freePort, repoRoot, startNode, waitReady, type NodeChild } from './processes';

const webDir = path.join(repoRoot, 'apps/web');

export type StartupFigures = { firstStartMs: number; restartMs: number };
export type LcpFigures = { page: string; runs: number[]; medianMs: number };
/** What the landing page's JavaScript is made of: package or app folder, estimated gzip KB. */
export type CompositionEntry = { source: string; gzipKB: number };
export type FrontendFigures = {
  bundles: RouteBundle[];
  landing: RouteBundle | null;
  landingComposition: CompositionEntry[];
  startup: StartupFigures | null;
  lcp: LcpFigures[];
};

/**
 * Builds the SPA into a private folder (the shared build output is never touched), with Vite's
 * manifest. BENCH_BUILD_LOCK names a lock file to hold during the build, for machines where
 * builds must not overlap.
 */
export function buildWeb(outDir: string): void {
  const vite = ['npx', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--sourcemap', '--logLevel', 'error'];
  const lock = process.env.BENCH_BUILD_LOCK;
  const [command, ...args] = lock ? ['flock', '-w', '900', lock, ...vite] : vite;
  const result = spawnSync(command!, args, { cwd: webDir, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`the web build failed (${result.status})`);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line of source-map mappings into segments [column, source?] (VLQ, deltas resolved). */
function* segments(mappings: string): Generator<{ line: number; column: number; source: number | null }> {
  let source = 0;
  let line = 0;
  for (const lineText of mappings.split(';')) {
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) source += values[1]!;
      yield { line, column, source: values.length >= 4 ? source : null };
    }
    line += 1;
  }
}

/** The package (node_modules/<name>) or app folder a bundled source file comes from. */
function sourceGroup(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const app = /(apps\/web\/src|packages\/[^/]+)\/([^/]+)(\/[^/]+)?/.exec(path.normalize(source));
  if (!app) return source;
  return app[1] === 'apps/web/src' ? `web: src/${app[2]}${app[3] && !app[3].includes('.') ? app[3] : ''}` : app[1]!;
}

/**
 * Where a route's JavaScript comes from, from the build's source maps: the bytes each package or
 * app folder contributes to the minified files, with the files' gzip size shared out in proportion.
 */
export function composition(outDir: string, files: string[]): CompositionEntry[] {
  const gzipBy = new Map<string, number>();
  for (const file of files) {
    const mapPath = path.join(outDir, `${file}.map`);
    if (!fs.existsSync(mapPath)) continue;
    const map = JSON.parse(fs.readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
    const content = builtFile(outDir, file);
    const lines = content.toString('utf8').split('\n').map((l) => Buffer.byteLength(l));
    const rawBy = new Map<string, number>();
    let previous: { line: number; column: number; group: string } | null = null;
    const credit = (group: string, bytes: number) => rawBy.set(group, (rawBy.get(group) ?? 0) + Math.max(0, bytes));
    for (const segment of segments(map.mappings)) {
      if (previous) {
        credit(previous.group, segment.line === previous.line ? segment.column - previous.column : (lines[previous.line] ?? 0) - previous.column);
      }
      const group = segment.source === null ? '(unmapped)' : sourceGroup(path.join(path.dirname(file), map.sources[segment.source] ?? ''));
      previous = { line: segment.line, column: segment.column, group };
    }
    if (previous) credit(previous.group, (lines[previous.line] ?? 0) - previous.column);
    const total = [...rawBy.values()].reduce((a, b) => a + b, 0) || 1;
    const gzip = zlib.gzipSync(content).length;
    for (const [group, raw] of rawBy) gzipBy.set(group, (gzipBy.get(group) ?? 0) + (gzip * raw) / total);
  }
  return [...gzipBy.entries()]
    .map(([source, bytes]) => ({ source, gzipKB: Math.round(bytes / 102.4) / 10 }))
    .sort((a, b) => b.gzipKB - a.gzipKB);
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse's "Slow 4G" figures, applied by Chromium's own throttling (DevTools protocol) to every
 * page whose LCP is measured: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower.
 */
export const SLOW_4G = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

/** Issue 20's LCP budgets under SLOW_4G. */
export const LCP_BUDGETS_MS = { landing: 2500, dashboard: 3500 } as const;

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}

const DEMO_PASSWORD = 'Labwise-demo-2026';
const DEMO_ROLES = [
  { role: 'patient', label: 'Patient', email: 'patient@demo.labwise.test' },
  { role: 'doctor', label: 'Healthcare Provider', email: 'doctor@demo.labwise.test' },
  { role: 'lab technician', label: 'Laboratory', email: 'lab@demo.labwise.test' },
  { role: 'administrator', label: 'Administrator', email: 'admin@demo.labwise.test' },
];

/**
 * Largest Contentful Paint of the navigation just made: the last candidate the browser reported
 * once none has come for 3 s (data-driven screens paint their main content late; under slow 4G
 * a lazy page's chunk can take more than a second after the boot message has painted).
 */
async function largestContentfulPaint(page: Page): Promise<number> {
  const value = await page.evaluate(`new Promise((resolve) => {
    let last = 0;
    let changed = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) { last = entry.startTime; changed = performance.now(); }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const check = () => (performance.now() - changed > 3000 || performance.now() > 30000 ? resolve(last) : setTimeout(check, 100));
    setTimeout(check, 100);
  })`);
  return Math.round(Number(value));
}

async function signIn(page: Page, baseUrl: string, label: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/role-selection`);
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  await page.waitForLoadState('load');
}

/**
 * LCP in Debian's Chromium against the real server, throttled to slow 4G (SLOW_4G): the landing
 * page on a cold browser context (no cache) several times, and each demo role's dashboard, reloaded
 * in the signed-in tab (signing in itself runs unthrottled).
 */
export async function measureLcp(baseUrl: string, runs: number): Promise<LcpFigures[]> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const out: LcpFigures[] = [];
  try {
    const landing: number[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await throttle(page);
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
      // The page itself, not the boot message index.html shows until the app has rendered.
      await page.getByRole('link', { name: 'Get Started' }).waitFor({ timeout: 30_000 });
      const lcp = await largestContentfulPaint(page);
      if (i > 0) landing.push(lcp); // the first load warms the server's file cache
      await context.close();
    }
    out.push({ page: 'landing page (cold cache, slow 4G)', runs: landing, medianMs: median(landing) });

    for (const demo of DEMO_ROLES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, baseUrl, demo.label, demo.email);
      await throttle(page);
      const values: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        // The dashboard keeps a notification stream open, so the network never goes idle.
        await page.goto(`${baseUrl}${paths.dashboard}`, { waitUntil: 'load' });
        values.push(await largestContentfulPaint(page));
      }
      out.push({ page: `${demo.role} dashboard (signed in, reload, slow 4G)`, runs: values, medianMs: median(values) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The compiled server on the embedded database (PGlite, demo data) in a fresh data folder. */
function startEmbedded(entry: string, dataDir: string, port: number, webDist: string): NodeChild {
  const env: Record<string, string> = { HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', WEB_DIST_DIR: webDist };
  const node = startNode({ script: entry, compiled: true, port, env: { ...env, DATABASE_URL: '' } });
  return node;
}

/**
 * Front end and start-up: the production build's JavaScript per route; time to /readyz of the
 * compiled server (as `npm start` runs it) for a first start on an empty data folder (migrations and
 * demo data) and for a restart on it; then LCP against that restarted server.
 */
export async function measureFrontend(options: {
  bundles: boolean;
  startup: boolean;
  lcp: boolean;
  lcpRuns: number;
  log: (line: string) => void;
}): Promise<FrontendFigures> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-bench-web-'));
  const outDir = path.join(work, 'dist');
  const dataDir = path.join(work, 'data');
  const serverDir = path.join(repoRoot, 'bench/results', `server-build-${process.pid}`);
  const figures: FrontendFigures = { bundles: [], landing: null, landingComposition: [], startup: null, lcp: [] };
  try {
    buildWeb(outDir);
    if (options.bundles) {
      const bundles = routeBundles(outDir);
      figures.bundles = bundles.map(({ fileList: _files, ...bundle }) => bundle);
      const landing = bundles.find((b) => b.route === paths.home);
      figures.landing = figures.bundles.find((b) => b.route === paths.home) ?? null;
      if (landing) figures.landingComposition = composition(outDir, landing.fileList);
      const top = figures.landingComposition.slice(0, 6).map((c) => `${c.source} ${c.gzipKB}`);
      options.log(`  landing page JavaScript by source (KB gzip): ${top.join(', ')}`);
      const largest = figures.bundles.reduce<RouteBundle | null>((max, b) => (max && max.gzipKB >= b.gzipKB ? max : b), null);
      const over = figures.bundles.filter((b) => !b.withinBudget);
      options.log(
        `  landing page JavaScript: ${figures.landing?.gzipKB ?? '?'} KB gzip, ${figures.landing?.brotliKB ?? '?'} KB brotli (budget ${BUNDLE_BUDGETS.landingGzipKB} KB gzip); ` +
          `largest route ${largest?.route ?? '?'}: ${largest?.gzipKB ?? '?'} KB gzip (budget ${BUNDLE_BUDGETS.routeGzipKB} KB); ` +
          `${figures.bundles.length} routes measured, ${over.length ? `over budget: ${over.map((b) => b.route).join(', ')}` : 'all within budget'}`,
      );
    }
    if (!options.startup && !options.lcp) return figures;
    const entry = compileServer(serverDir);
    const port = await freePort();
    const first = startEmbedded(entry, dataDir, port, outDir);
    let firstStartMs: number;
    try {
      firstStartMs = await waitReady(`${first.baseUrl}/readyz`, first);
    } finally {
      await first.stop();
    }
    const again = startEmbedded(entry, dataDir, port, outDir);
    try {
      const restartMs = await waitReady(`${again.baseUrl}/readyz`, again);
      figures.startup = { firstStartMs: Math.round(firstStartMs), restartMs: Math.round(restartMs) };
      options.log(`  start-up: first start ${figures.startup.firstStartMs} ms, restart ${figures.startup.restartMs} ms`);
      if (options.lcp) {
        figures.lcp = await measureLcp(`http://localhost:${port}`, options.lcpRuns);
        for (const l of figures.lcp) options.log(`  LCP ${l.page}: median ${l.medianMs} ms (${l.runs.join(', ')})`);
      }
    } finally {
      await again.stop();
    }
    return figures;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(serverDir, { recursive: true, force: true });
  }
}
