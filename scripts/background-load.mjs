// CPU-bound background processes for the loaded e2e run: the suite must pass on a busy 2-core
// machine, so CI runs it once while these keep the cores busy. Each process is bounded in time and
// ends by itself if the test runner that started it is gone.
import { spawn } from 'node:child_process';

const burn = `
const deadline = Date.now() + Number(process.argv[1]);
const parent = process.ppid;
let x = 0;
for (;;) {
  for (let i = 0; i < 5e6; i++) x = (x * 31 + i) % 1000003;
  if (Date.now() > deadline || process.ppid !== parent) process.exit(0);
}
`;

/**
 * Starts `count` busy processes for at most `maxSeconds`; returns their pids and a function
 * that stops them.
 * @param {number} count
 * @param {number} maxSeconds
 */
export function startBackgroundLoad(count, maxSeconds) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', burn, String(maxSeconds * 1000)], { stdio: 'ignore' }),
  );
  console.log(`== background load: ${count} CPU-bound processes (pids ${children.map((c) => c.pid).join(', ')}), at most ${maxSeconds}s`);
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    console.log('== background load stopped');
  };
  return { pids: children.map((c) => c.pid), stop };
}

/** The number of load processes asked for by E2E_BACKGROUND_LOAD (0 when unset or invalid). */
export function requestedLoad(env = process.env) {
  const count = Number(env.E2E_BACKGROUND_LOAD ?? 0);
  return Number.isInteger(count) && count > 0 && count <= 8 ? count : 0;
}
