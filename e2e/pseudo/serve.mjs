// `node e2e/pseudo/serve.mjs <pseudo-locale> <port>`: the site in a test-only pseudo-locale for
// playwright.pseudo.config.ts. Generates its folder (generate.mjs), builds it once with
// SITE_LOCALE=<pseudo-locale> into build-pseudo/client-<code> (again only when a source is
// newer than that build), then serves it at the root with the e2e server (scripts/e2e-server.mjs,
// CLIENT_DIR): a pseudo-locale is a whole site of its own, never part of the production build.
// Playwright starts the two servers one after the other, so the first builds every pseudo-locale
// whose build is missing or older than a source, both at the same time (an Astro build spends
// most of its time on one core: on a 2-core machine two take little longer than one, each with
// its own Astro cache, astro.config.mjs cacheDir); the second then finds its site built. A lock
// directory keeps two runs started by hand from building at once.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { generatePseudoLocale } from './generate.mjs';

const [code, port] = process.argv.slice(2);
if (!code || !port) throw new Error('usage: node e2e/pseudo/serve.mjs <pseudo-locale> <port>');
const root = fileURLToPath(new URL('../../', import.meta.url));
const buildDir = 'build-pseudo';
const clientDirOf = (locale) => join(root, buildDir, `client-${locale}`);
const { PSEUDO_LOCALES } = await tsImport('./pseudo-text.ts', import.meta.url);

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

/** Generates a pseudo-locale's folder and builds its site; resolves once built, rejects if the build failed. */
async function build(locale) {
  const started = performance.now();
  await generatePseudoLocale(locale);
  const status = await new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules/.bin/astro'), ['build', '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SITE_LOCALE: locale, BUILD_DIR: buildDir, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', () => resolve(1));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (status !== 0) throw new Error(`the ${locale} build failed`);
  console.error(`pseudo-locale ${locale}: generated and built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

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
  const latestSource = Math.max(...sources.map(newest));
  const stale = Object.keys(PSEUDO_LOCALES).filter((locale) => {
    const index = join(clientDirOf(locale), 'index.html');
    return !existsSync(index) || latestSource > statSync(index).mtimeMs;
  });
  await Promise.all(stale.map(build));
} finally {
  rmSync(lock, { recursive: true, force: true });
}

process.env.CLIENT_DIR = clientDirOf(code);
process.env.PORT = port;
await import('../../scripts/e2e-server.mjs');
