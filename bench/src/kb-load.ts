import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonAsParse } from '../../scripts/esbuild-json.mjs';
import { percentiles, type Figures } from './catalog-search';

const clinicalEntry = path.resolve(import.meta.dirname, '../../packages/clinical/src/index.ts');

/**
 * The clinical package as one module, as the server's build bundles it; returns the files that went
 * into it (relative to the working directory).
 */
export async function bundleClinical(outfile: string): Promise<string[]> {
  const { build } = await import('esbuild');
  const { metafile } = await build({
    entryPoints: [clinicalEntry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    logLevel: 'warning',
    metafile: true,
    plugins: [jsonAsParse],
  });
  // Files read but shaken out of the bundle are listed with no bytes in it.
  return Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file),
  );
}

/**
 * The knowledge base's load at start, as production loads it: the clinical package bundled into
 * one module (as the server's build bundles it), imported by a fresh Node process, which reads the
 * knowledge base's data, builds its lexicon and compiles its tables. Each run is a new process, so
 * nothing is cached between runs. Target (issue 14): ≤ 200 ms.
 */
export async function kbLoadBench(runs = 7): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-kb-load-'));
  try {
    const outfile = path.join(dir, 'clinical.mjs');
    await bundleClinical(outfile);
    const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(performance.now() - t);`;
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      const ms = Number(run.stdout.trim());
      if (run.status !== 0 || !Number.isFinite(ms))
        throw new Error(`Loading the knowledge base failed: ${run.stderr}`);
      samples.push(ms);
    }
    return percentiles(
      `knowledge base load at start (bundled module imported by a new process), ${runs} runs (ms)`,
      samples,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
