// Compiles the server to JavaScript for production (`npm start`, `npm run build:server`): one ES module,
// apps/server/dist/main.js, with the workspace packages (domain, clinical) and drizzle-orm bundled in
// and every other npm package left to node_modules. Development and tests keep running the
// TypeScript sources with tsx (ADR 0037).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jsonAsParse } from './esbuild-json.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const serverEntry = path.join(serverDir, 'dist/main.js');

/** What the compiled server is made from: a change to any of these makes it out of date. */
export const serverSources = [
  path.join(serverDir, 'src'),
  path.join(root, 'packages/domain/src'),
  path.join(root, 'packages/clinical/src'),
  // drizzle-orm is bundled in: a changed install means a rebuild.
  path.join(root, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

/**
 * Files the server reads beside its own module at run time (`new URL('./…', import.meta.url)`):
 * copied next to the bundle so the same relative paths hold there.
 */
const RUNTIME_FILES = [
  ['src/db/migrations', 'migrations'],
  ['src/identity/assets', 'assets'],
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function serverBuildIsStale() {
  if (!fs.existsSync(serverEntry)) return true;
  const builtAt = fs.statSync(serverEntry).mtimeMs;
  return serverSources.some((source) => newestMtime(source) > builtAt);
}

/**
 * Bundled: the workspace packages (they ship TypeScript sources) and drizzle-orm, pure JavaScript
 * whose ~450 modules each make Node look up its 180 KB package.json (≈ 3–4 s of every start on a
 * busy 2-core machine, measured). Every other package stays in node_modules.
 */
const BUNDLED = [/^@labwise\//, /^drizzle-orm(\/|$)/];
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.some((re) => re.test(args.path)) ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Writes the compiled server to `outDir` (default apps/server/dist; it must sit inside the
 * repository, where Node finds node_modules for the packages left external).
 */
export async function buildServer({ outDir = path.dirname(serverEntry) } = {}) {
  const { build } = await import('esbuild');
  // Built beside the final folder and swapped in whole, so a running server never sees half a build.
  const staging = `${outDir}.next`;
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: path.join(staging, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    sourcemap: 'linked',
    // Readable stack traces and the server's log names (pino) stay as in the sources.
    minify: false,
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages, jsonAsParse],
  });
  for (const [from, to] of RUNTIME_FILES) fs.cpSync(path.join(serverDir, from), path.join(staging, to), { recursive: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(staging, outDir);
}

// `node scripts/build-server.mjs [--out-dir <folder inside the repository>]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
  const outDir = path.resolve(values['out-dir'] ?? path.dirname(serverEntry));
  const startedAt = performance.now();
  await buildServer({ outDir });
  console.log(`Server compiled to ${path.relative(root, path.join(outDir, 'main.js'))} in ${Math.round(performance.now() - startedAt)} ms`);
}
