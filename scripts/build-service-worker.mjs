// Builds the opt-in offline crisis help's service worker (app/features/offline-help/service-worker.ts)
// into BUILD_DIR/client/sw.js, after `astro build` and before compress-build.mjs. See
// docs/decisions/0021-offline-crisis-help-service-worker.md.
//
// What it keeps (its precache) is core/content/offline-help.ts's `offlineHelpPages` (four pages, /verify with its checking code),
// the two guides (core/content/home.ts) and the styles and scripts those pages load at once: the files their HTML
// names under /assets/ and the modules those import statically (not the ones loaded on use, such
// as the booking dialog or the music). workbox-build's getManifest gives each file's revision;
// esbuild bundles the worker with that list in it.
//
//   node scripts/build-service-worker.mjs      (part of `npm run build`; BUILD_DIR is honoured)
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { getManifest } from 'workbox-build';
import { LOCALES_BUILT_SEPARATELY } from './locale-build-config.mjs';
import { localeTwinsEsbuild } from './locale-twins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, process.env.BUILD_DIR ?? 'build', 'client');
const alias = { '@core': './core', '~': './app' };

/**
 * The kept pages and the service worker's path (core/content/offline-help.ts) and the guides
 * (core/content/home.ts), in a language: each language has its own worker, which keeps that
 * language's pages (docs/decisions/0024).
 */
async function loadOfflineHelpContent(locale) {
  const result = await build({
    stdin: {
      contents: "export { offlineHelpPages, SERVICE_WORKER_PATH } from './core/content/offline-help.ts'; export { homeGuides } from './core/content/home.ts';",
      resolveDir: root,
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
    plugins: [localeTwinsEsbuild(locale)],
  });
  const source = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

/** The file of the build that answers a kept URL: /crisis-support -> crisis-support/index.html. */
function fileOf(url) {
  const path = url.replace(/^\//, '');
  return /\.[a-z0-9]+$/i.test(path) ? path : join(path, 'index.html');
}

/** The /assets/ styles and scripts a page's HTML loads (links, scripts, island components). */
function assetsOfPage(html) {
  const found = new Set();
  for (const match of html.matchAll(/\b(?:src|href|component-url|renderer-url|before-hydration-url)="(\/assets\/[^"?#]+\.(?:js|css))"/g)) {
    found.add(match[1]);
  }
  return found;
}

/** A page's island components (their chunks), whose code loaded on use is kept too where the page is a tool that must work offline. */
function islandsOfPage(html) {
  return new Set([...html.matchAll(/\bcomponent-url="(\/assets\/[^"?#]+\.js)"/g)].map((match) => match[1]));
}

/** The modules a script loads on use (`import("./x.js")`). */
function dynamicImportsOf(code, url) {
  const found = new Set();
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)) {
    found.add(new URL(match[1], `https://site${url}`).pathname);
  }
  return found;
}

/** The modules a script imports statically (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` is on use, not followed. */
function staticImportsOf(code, url) {
  const found = new Set();
  for (const match of code.matchAll(/\b(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    found.add(new URL(match[1], `https://site${url}`).pathname);
  }
  return found;
}

/**
 * `toolFiles`: pages whose islands must work with no signal (/verify checks a file offline,
 * issue 27 item 4): the modules their island components load on use are kept as well (the
 * checking code), and what those import; the shared layout's on-use code (booking, music) is not.
 */
async function keptAssets(pageFiles, toolFiles = new Set()) {
  const assets = new Set();
  const onUse = new Set();
  for (const file of pageFiles) {
    const html = await readFile(join(clientDir, file), 'utf8');
    for (const url of assetsOfPage(html)) assets.add(url);
    if (toolFiles.has(file)) for (const url of islandsOfPage(html)) onUse.add(url);
  }
  for (const island of onUse) {
    for (const imported of dynamicImportsOf(await readFile(join(clientDir, island), 'utf8'), island)) {
      if (imported.startsWith('/assets/')) assets.add(imported);
    }
  }
  const queue = [...assets].filter((url) => url.endsWith('.js'));
  while (queue.length > 0) {
    const url = queue.pop();
    for (const imported of staticImportsOf(await readFile(join(clientDir, url), 'utf8'), url)) {
      if (!imported.startsWith('/assets/') || assets.has(imported)) continue;
      assets.add(imported);
      queue.push(imported);
    }
  }
  return [...assets].sort();
}

const workerPaths = new Set();
for (const locale of ['en', ...LOCALES_BUILT_SEPARATELY]) {
  const { offlineHelpPages, homeGuides, SERVICE_WORKER_PATH } = await loadOfflineHelpContent(locale);
  if (workerPaths.has(SERVICE_WORKER_PATH)) throw new Error(`${locale}: core/content/offline-help's twin must name its own worker (${SERVICE_WORKER_PATH} is taken)`);
  workerPaths.add(SERVICE_WORKER_PATH);
  await buildWorker(locale, offlineHelpPages, homeGuides, SERVICE_WORKER_PATH);
}

async function buildWorker(locale, offlineHelpPages, homeGuides, SERVICE_WORKER_PATH) {
  const keptFiles = [...Object.values(offlineHelpPages), ...homeGuides.map((guide) => guide.href)];
  const fileToUrl = new Map(keptFiles.map((url) => [fileOf(url), url]));
  const pageFiles = [...fileToUrl.keys()].filter((file) => file.endsWith('.html'));
  const assets = await keptAssets(pageFiles, new Set([fileOf(offlineHelpPages.verify)]));
  for (const asset of assets) fileToUrl.set(asset.slice(1), asset);

  const { manifestEntries, warnings } = await getManifest({
    globDirectory: clientDir,
    // Exact paths: only these files, never a pattern that could sweep in more of the site.
    globPatterns: [...fileToUrl.keys()],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: fileToUrl.get(entry.url) ?? entry.url })), warnings: [] }),
    ],
  });
  if (warnings.length > 0) throw new Error(`Service worker precache: ${warnings.join('; ')}`);
  const missing = [...fileToUrl.values()].filter((url) => !manifestEntries.some((entry) => entry.url === url));
  if (missing.length > 0) throw new Error(`Service worker precache: not in the build: ${missing.join(', ')}`);

  const result = await build({
    entryPoints: ['app/features/offline-help/service-worker.ts'],
    absWorkingDir: root,
    alias,
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [localeTwinsEsbuild(locale)],
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(manifestEntries),
      // Workbox leaves its development logging out of a production build.
      'process.env.NODE_ENV': '"production"',
    },
  });
  await writeFile(join(clientDir, SERVICE_WORKER_PATH.slice(1)), result.outputFiles[0].contents);
  let bytes = 0;
  for (const file of fileToUrl.keys()) bytes += (await stat(join(clientDir, file))).size;
  console.log(`service worker (${locale}): ${SERVICE_WORKER_PATH} keeps ${manifestEntries.length} files (${Math.round(bytes / 1024)} KB) when she asks`);
}
