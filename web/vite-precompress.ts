// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// build, at the strongest settings, once per build. The server then hands browsers the smaller
// copy they accept without compressing anything per request (server/static-spa.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What browsers load. Source maps are left out: only devtools fetch them, and at the strongest
 * brotli setting they tripled the build's time. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Smaller files gain nothing a request's headers would not eat up again. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Hidden files are the build's own notes (.vite/), which the server never serves.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(path))) continue;
        jobs.push(
          (async () => {
            const bytes = await readFile(path);
            if (bytes.byteLength < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
};
