import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentiles, type Figures } from './catalog-search';

const clinicalEntry = path.resolve(import.meta.dirname, '../../packages/clinical/src/index.ts');

/**
 * The knowledge base's load at start, as production loads it: the clinical package bundled into
 * one module (as the server's build bundles it), imported by a fresh Node process, which reads the
 * knowledge base's data, builds its lexicon and compiles its tables. Each run is a new process, so
 * nothing is cached between runs. Target (issue 14): ≤ 200 ms.
 */
export async function kbLoadBench(runs = 7): Promise<Figures> {
  const { build } = await import('esbuild');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-kb-load-'));
  try {
    const outfile = path.join(dir, 'clinical.mjs');
    await build({
      entryPoints: [clinicalEntry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22.12',
      logLevel: 'warning',
    });
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
