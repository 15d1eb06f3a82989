import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * e2e against the production build served by the real server on its embedded database, in
 * Debian's Chromium (never a downloaded browser).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// Workers load this file again: keep the first process's folder so specs can read its mail outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `labwise-e2e-${process.pid}-${Date.now()}`));

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: '../.test-output/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous limits, not sleeps: every wait ends as soon as the app reaches its state, and a busy
  // 2-core CI machine can take seconds to render a page or start a spec's browser.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json']] : [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    // The server's log goes to a file the last spec searches for patient data, tokens and passwords.
    command: 'mkdir -p "$DATA_DIR" && exec node --import tsx ../apps/server/src/main.ts >> "$DATA_DIR/server.log" 2>&1',
    url: `${baseURL}/readyz`,
    // A first start migrates and seeds a fresh database: minutes on a busy 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'info',
      // Every spec signs in from 127.0.0.1; the per-address limit itself is tested in the server suite.
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      // Parallel specs share the demo accounts; the per-user API limit is tested in the server suite.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  },
});
