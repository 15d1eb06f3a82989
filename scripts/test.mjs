// `npm test`: lint, typecheck, every Vitest project (unit, web, integration on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL) and the Playwright e2e suite on the production build.
// Ends with one line "N passed, N failed" summing all suites; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestedLoad, startBackgroundLoad } from './background-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- vitest` runs one step
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function step(name, fn) {
  if (only.length > 0 && !only.includes(name)) return;
  const { passed, failed, skipped = 0, seconds } = fn();
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${name.padEnd(12)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed ${String(skipped).padStart(4)} skipped  ${seconds}s`);
}

/** A check without test cases (lint, typecheck, build) counts as one. */
function check(name, command, args) {
  step(name, () => {
    const { ok, seconds } = run(name, command, args);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
  });
}

check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
check('typecheck', 'node', ['scripts/typecheck.mjs']);

step('vitest', () => {
  const report = path.join(out, 'vitest.json');
  const { ok, seconds } = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!fs.existsSync(report)) return { passed: 0, failed: 1, seconds };
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  const failed = r.numFailedTests + (ok || r.numFailedTests > 0 ? 0 : 1);
  return { passed: r.numPassedTests, failed, skipped: r.numPendingTests + r.numTodoTests, seconds };
});

step('e2e', () => {
  const build = run('build', 'npm', ['run', 'build', '-w', '@labwise/web']);
  if (!build.ok) return { passed: 0, failed: 1, seconds: build.seconds };
  const report = path.join(out, 'playwright.json');
  // E2E_BACKGROUND_LOAD=2 runs the suite on a deliberately busy machine: no retries, so it passes
  // only if every spec waits for the app's own states.
  const load = requestedLoad();
  const stopLoad = load > 0 ? startBackgroundLoad(load, 60 * 60).stop : () => {};
  let e2e;
  try {
    e2e = run('e2e', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
  } finally {
    stopLoad();
  }
  const { ok, seconds } = e2e;
  if (!fs.existsSync(report)) return { passed: 0, failed: 1, seconds };
  const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  return { passed: stats.expected + stats.flaky, failed, skipped: stats.skipped, seconds };
});

console.log('\n=== summary');
for (const line of summary) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
