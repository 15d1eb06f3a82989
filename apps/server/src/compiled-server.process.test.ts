import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * `npm start` runs the server compiled by scripts/build-server.mjs, not its TypeScript: the bundle
 * must start on a fresh data folder and find what it reads beside itself (migrations, the sign-in
 * page's assets).
 */
const root = path.resolve(import.meta.dirname, '../../..');
// Inside the repository: Node finds the external packages in node_modules from there.
const outDir = path.join(root, '.test-output', `server-build-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-compiled-'));

afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

it('compiles, starts on a fresh embedded database, serves the sign-in assets and stops cleanly', async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--out-dir', outDir], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'main.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 150_000;
    let ready = false;
    while (!ready && child.exitCode === null && Date.now() < deadline) {
      ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready, stderr).toBe(true);

    const css = await fetch(`${base}/interaction-assets/identity.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const discovery = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 240_000);
