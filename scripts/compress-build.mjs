// A step of `npm run build`, after Astro: writes .br and .gz beside every compressible file over 150 bytes in
// build/client (best quality; only when smaller), so the server never compresses on the fly.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const clientDir =
  process.argv[2] ??
  (process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/client` : fileURLToPath(new URL('../build/client', import.meta.url)));
const extensions = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
// Small files too: the many little chunks of a page (icons, hooks) add up, and Brotli still
// halves a 300-byte module. Below this, headers outweigh any saving.
const MIN_BYTES = 150;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const extensionOf = (path) => path.slice(path.lastIndexOf('.')).toLowerCase();

const started = performance.now();
let count = 0;
let before = 0;
let afterBr = 0;
const jobs = [];
for await (const path of files(clientDir)) {
  if (!extensions.has(extensionOf(path))) continue;
  if ((await stat(path)).size <= MIN_BYTES) continue;
  jobs.push(
    (async () => {
      const source = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${path}.br`, br);
      if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
      count += 1;
      before += source.length;
      afterBr += Math.min(br.length, source.length);
    })(),
  );
}
await Promise.all(jobs);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `compress-build: ${count} files, ${kb(before)} -> ${kb(afterBr)} with brotli, in ${Math.round(performance.now() - started)} ms`,
);
