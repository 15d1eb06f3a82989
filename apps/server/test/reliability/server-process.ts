import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A Labwise server started as a separate process, as in production, so it can be killed. */
export type ServerProcess = {
  baseUrl: string;
  port: number;
  /** Output captured from the process (for diagnosing failures and for log scanning). */
  output(): string;
  /** Starts the process and waits until /readyz answers (60 s unless `readyWithinMs` says otherwise). */
  start(readyWithinMs?: number): Promise<void>;
  kill9(): Promise<void>;
  sigterm(): Promise<number | null>;
};

export function serverProcess(env: Record<string, string>, port: number): ServerProcess {
  let child: ChildProcess | null = null;
  let captured = '';
  const baseUrl = `http://127.0.0.1:${port}`;

  const waitReady = async (deadline: number) => {
    while (Date.now() < deadline) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`server exited ${child.exitCode}: ${captured.slice(-2000)}`);
      try {
        const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not ready: ${captured.slice(-2000)}`);
  };

  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(child?.exitCode ?? null);
      child.once('exit', (code) => resolve(code));
    });

  return {
    baseUrl,
    port,
    output: () => captured,
    async start(readyWithinMs = 60_000) {
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repoRoot,
        // Thousands of orders from one client in a minute: the API's per-user limit is tested elsewhere.
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, LOG_LEVEL: 'info', API_RATE_LIMIT_PER_MINUTE: '1000000', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (captured += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (captured += chunk.toString()));
      await waitReady(Date.now() + readyWithinMs);
    },
    async kill9() {
      const done = exited();
      child?.kill('SIGKILL');
      await done;
    },
    async sigterm() {
      const done = exited();
      child?.kill('SIGTERM');
      return done;
    },
  };
}
