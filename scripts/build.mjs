// `npm run build`: the static site (Astro, into BUILD_DIR/client, default build/client), its
// Spanish build moved under /es (scripts/merge-locale-build.mjs, docs/decisions/0024), the
// opt-in offline crisis help's service worker (scripts/build-service-worker.mjs), then a
// Brotli and a gzip copy of each file (scripts/compress-build.mjs), then the server bundle
// (scripts/build-server.mjs). Astro's usage reports are turned off: no build may call out.
//
// The languages' Astro builds run at the same time: each spends most of its time on one core,
// so on a 2-core machine two at once take little longer than one (docs/benchmarks.md, "CI
// time"). Each step says how long it took.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { LOCALES_BUILT_SEPARATELY } from './locale-build-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

/** Runs a step; resolves with its exit status and prints its seconds. */
function run(label, command, args, extraEnv = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('error', (error) => {
      console.error(`${label}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      console.log(`build: ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// Without RECEIPT_SIGNING_KEY each build trusts DATA_DIR's development key: made here, once,
// before the builds start together, so they never race to make it.
if (!process.env.RECEIPT_SIGNING_KEY) {
  const { publishedReceiptKeys } = await tsImport('../server/receipts/key-list.ts', import.meta.url);
  publishedReceiptKeys();
}

const astro = 'node_modules/.bin/astro';
const builds = await Promise.all([
  run('astro (en)', astro, ['build', '--silent']),
  ...LOCALES_BUILT_SEPARATELY.map((locale) => run(`astro (${locale})`, astro, ['build', '--silent'], { SITE_LOCALE: locale })),
]);
const failed = builds.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed);

for (const script of ['merge-locale-build', 'build-service-worker', 'compress-build', 'build-server']) {
  const status = await run(script, process.execPath, [`scripts/${script}.mjs`]);
  if (status !== 0) process.exit(status);
}
