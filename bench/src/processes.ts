import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Compiles the server as `npm start` runs it (scripts/build-server.mjs) into `outDir`, which must
 * sit inside the repository (where Node finds node_modules); returns its entry. The caller removes it.
 */
export function compileServer(outDir: string): string {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out-dir', outDir], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`the server build failed (${result.status})`);
  return path.join(outDir, 'main.js');
}
const probePath = path.join(import.meta.dirname, 'child', 'probe.ts');

const cleanups = new Set<() => Promise<void>>();

/**
 * Registers what an interrupted run must undo (stop a child, drop the database); returns the
 * function that unregisters it once done normally.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up…`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type EventLoopFigures = { p50: number; p99: number; max: number; mean: number };
/** The heap after the latest full collection (null before the first) and the heap V8 holds. */
export type HeapFigures = { liveHeapMiB: number | null; majorCollections: number; heapTotalMiB: number };

/** A Node child process the benchmark started: its address, its memory, its event loop. */
export type NodeChild = {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Resident set size in MiB, from /proc/<pid>/status. */
  rssMiB(): number;
  /** Event-loop delay since the last call (needs the probe). */
  eventLoop(): Promise<EventLoopFigures>;
  /** The live heap and V8's reserved heap (needs the probe). */
  heap(): Promise<HeapFigures>;
  /** The last lines the process wrote, for a failure message. */
  output(): string;
  stop(): Promise<void>;
};

export type StartOptions = {
  /** Script path relative to the repository, run with tsx (unless `compiled`). */
  script: string;
  /** The script is JavaScript (the compiled server): run it without tsx, with source maps. */
  compiled?: boolean;
  args?: string[];
  env: Record<string, string>;
  port: number;
  /** Preload the event-loop probe and open an IPC channel to it. */
  probe?: boolean;
  /** Extra Node options (e.g. --cpu-prof). */
  nodeOptions?: string[];
};

export function startNode(options: StartOptions): NodeChild {
  const loader = options.compiled ? ['--enable-source-maps'] : ['--import', 'tsx'];
  const nodeArgs = [...(options.nodeOptions ?? []), ...loader, ...(options.probe ? ['--import', probePath] : []), options.script, ...(options.args ?? [])];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: options.probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${options.script}`);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const forget = onInterrupt(stop);
  /** One question to the preloaded probe; its answer carries `kind` = the question. */
  const ask = <T>(kind: string) =>
    new Promise<T>((resolve, reject) => {
      if (!child.connected) return reject(new Error('no probe channel'));
      const timer = setTimeout(() => reject(new Error('the probe did not answer')), 5000);
      const onMessage = (message: unknown) => {
        if ((message as { kind?: string } | null)?.kind !== kind) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(message as T);
      };
      child.on('message', onMessage);
      child.send(kind);
    });
  child.once('exit', forget);
  return {
    child,
    pid,
    baseUrl: `http://127.0.0.1:${options.port}`,
    rssMiB: () => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
      return Math.round((kb / 1024) * 10) / 10;
    },
    eventLoop: async () => {
      const m = await ask<EventLoopFigures>('bench:event-loop');
      return { p50: m.p50, p99: m.p99, max: m.max, mean: m.mean };
    },
    heap: async () => {
      const m = await ask<HeapFigures>('bench:memory');
      return { liveHeapMiB: m.liveHeapMiB, majorCollections: m.majorCollections, heapTotalMiB: m.heapTotalMiB };
    },
    output: () => tail,
    stop,
  };
}

/** Waits until `url` answers 2xx; returns the milliseconds it took. */
export async function waitReady(url: string, node: NodeChild, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (node.child.exitCode !== null) throw new Error(`the process exited with ${node.child.exitCode}:\n${node.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s:\n${node.output()}`);
}
