// `npm start`: builds the web app and compiles the server when either build is missing or older
// than its sources, then runs the compiled server (one port: SPA, API, identity provider). Extra
// args pass through. Development and tests run the server's TypeScript with tsx instead (ADR 0037).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuildIsStale, serverEntry } from './build-server.mjs';

// Node.js 24 LTS is the supported runtime (22.12+ still works); older ones are past end of life.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Labwise needs Node.js 24 LTS (or 22.12+); this is ${process.version}. Install Node.js 24 and run npm start again.`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'vite-plugins'),
    path.join(root, 'packages/domain/src'),
  ];
  return sources.some((s) => fs.existsSync(s) && (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@labwise/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBuildIsStale()) {
  console.log('Compiling the server…');
  // In its own process, so esbuild's service process ends with the build rather than with the server.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Source maps: stack traces in the log name the TypeScript files and lines.
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// Forward stop signals so the server drains and closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
