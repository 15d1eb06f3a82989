import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed formats already, maps are not sent to users. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** The settings the server's answers get: the build pays once, no request pays CPU for it. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    // `.vite/` holds the manifest, read by tools, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (public/ copies included),
 * for the server to send as is to browsers that accept them (@fastify/static `preCompressed`).
 * A compressed copy that is not smaller than its file is not written: the server then sends the file.
 */
export function precompress(): Plugin {
  return {
    name: 'labwise:precompress',
    apply: 'build',
    async writeBundle(output) {
      if (!output.dir) return;
      const jobs: Promise<void>[] = [];
      for await (const file of files(output.dir)) {
        jobs.push(
          (async () => {
            const content = await fs.readFile(file);
            const [br, gz] = await Promise.all([brotli(content, BROTLI_OPTIONS), gzip(content, GZIP_OPTIONS)]);
            if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
