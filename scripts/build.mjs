// `npm run build`: the static site (Astro, into BUILD_DIR/client, default build/client), its
// Spanish build moved under /es (scripts/merge-locale-build.mjs, docs/decisions/0024), the
// opt-in offline crisis help's service worker (scripts/build-service-worker.mjs), then a
// Brotli and a gzip copy of each file (scripts/compress-build.mjs), then the server bundle
// (scripts/build-server.mjs). Astro's usage reports are turned off: no build may call out.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LOCALES_BUILT_SEPARATELY } from './locale-build-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const steps = [
  ['node_modules/.bin/astro', ['build', '--silent']],
  ...LOCALES_BUILT_SEPARATELY.map((locale) => ['node_modules/.bin/astro', ['build', '--silent'], { SITE_LOCALE: locale }]),
  [process.execPath, ['scripts/merge-locale-build.mjs']],
  [process.execPath, ['scripts/build-service-worker.mjs']],
  [process.execPath, ['scripts/compress-build.mjs']],
  [process.execPath, ['scripts/build-server.mjs']],
];
for (const [command, args, extraEnv] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
