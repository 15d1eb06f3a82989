import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real process: configuration errors, start-up on the embedded database, a clean stop on
 * SIGTERM, data surviving a restart, and a second process refused on the same data folder.
 */
const entry = path.join(import.meta.dirname, 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-process-'));
const started: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitReady(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} not ready`);
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('exits non-zero with one clear line for a bad PORT', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    // The whole of stderr: on a supported runtime nothing warns about the Node.js version either.
    expect(run.stderr().trim().split('\n')).toEqual([
      'Invalid configuration: PORT="abc": expected a port number from 1 to 65535',
    ]);
  });

  it('starts on the embedded database, stops cleanly on SIGTERM, and keeps data across a restart', async () => {
    const port = await freePort();
    const env = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
    const first = start(env);
    await waitReady(port);
    const base = `http://127.0.0.1:${port}`;
    const reset = await fetch(`${base}/api/v1/auth/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'patient@demo.labwise.test' }),
    });
    expect(reset.status).toBe(200);

    // A second process on the same folder is refused while the first runs.
    const intruder = start({ PORT: String(await freePort()) });
    expect(await intruder.exited).toBe(1);
    expect(intruder.stderr()).toMatch(/in use by another Labwise process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'labwise.lock'))).toBe(false);

    const second = start(env);
    await waitReady(port);
    // The reset token stored before the restart still works after it: the data survived.
    const outbox = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(outbox.length).toBe(1);
    const mail = fs.readFileSync(path.join(dataDir, 'outbox', outbox[0]!), 'utf8').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    const changed = await fetch(`${base}/api/v1/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'a new demo passphrase' }),
    });
    expect(changed.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
