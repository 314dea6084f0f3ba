// `node e2e/pseudo/serve.mjs <pseudo-locale> <port>`: the site in a test-only pseudo-locale for
// playwright.pseudo.config.ts. Generates its folder (generate.mjs), builds it once with
// SITE_LOCALE=<pseudo-locale> into build-pseudo/client-<code> (again only when a source is
// newer than that build), then serves it at the root with the e2e server (scripts/e2e-server.mjs,
// CLIENT_DIR): a pseudo-locale is a whole site of its own, never part of the production build.
// Two of these start at once; a lock directory makes their builds take turns on a small machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { generatePseudoLocale } from './generate.mjs';

const [code, port] = process.argv.slice(2);
if (!code || !port) throw new Error('usage: node e2e/pseudo/serve.mjs <pseudo-locale> <port>');
const root = fileURLToPath(new URL('../../', import.meta.url));
const buildDir = 'build-pseudo';
const clientDir = join(root, buildDir, `client-${code}`);

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('qps-')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}
const sources = ['app', 'core', 'locales', 'e2e/pseudo', 'public', 'astro.config.mjs', 'scripts'].map((path) => join(root, path));

const lock = join(root, buildDir, '.building');
mkdirSync(join(root, buildDir), { recursive: true });
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    await sleep(1000);
  }
}
try {
  const built = existsSync(join(clientDir, 'index.html')) ? statSync(join(clientDir, 'index.html')).mtimeMs : 0;
  if (!built || Math.max(...sources.map(newest)) > built) {
    await generatePseudoLocale(code);
    const result = spawnSync(join(root, 'node_modules/.bin/astro'), ['build', '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SITE_LOCALE: code, BUILD_DIR: buildDir, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`the ${code} build failed`);
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}

process.env.CLIENT_DIR = clientDir;
process.env.PORT = port;
await import('../../scripts/e2e-server.mjs');
