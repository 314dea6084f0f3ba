// What a page costs on first load, and which code it may load.
//
// Bytes: for every HTML, CSS and JS file a page loaded (the requests Lighthouse's browser made on
// a cold load, lazy chunks included), the size of the file as the server sends it with Brotli
// (the .br beside it in the build; the smallest files are sent as they are). Headers are not counted.
//
// Chunks: the build's module graph (React Router's manifest plus every `import` in the emitted
// files, static and dynamic) says which files each route can reach. A page may load only what
// the entry, the root route and its own route reach; a file that only other routes reach is a
// route's chunk loaded on a page that does not use it (a prefetch of another page, or a lazy
// chunk pulled in too early).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readImportGraph } from '../module-graph.mjs';

export { readImportGraph };

/** React Router's manifest, read from the file the home page preloads. */
export function readManifest(clientDir) {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const href = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  if (!href) throw new Error(`No React Router manifest is referenced by ${join(clientDir, 'index.html')}.`);
  const source = readFileSync(join(clientDir, href), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return JSON.parse(json);
}

/** The full URL path of each manifest route ('/' for the index route). */
export function routePaths(manifest) {
  const routes = manifest.routes;
  const fullPath = (route) => {
    const parts = [];
    for (let current = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
      if (current.path) parts.unshift(current.path);
    }
    return `/${parts.join('/')}`.replace(/\/+/g, '/');
  };
  const paths = new Map();
  for (const route of Object.values(routes)) {
    if (route.id === 'root') continue;
    if (route.path === '*') continue;
    paths.set(fullPath(route), route.id);
  }
  return paths;
}

/** Files reachable from `starts` through static and dynamic imports; dynamicOnly are those reached only through a dynamic import. */
export function reachable(graph, starts) {
  const seen = new Set();
  const viaStatic = new Set();
  const visit = (file, staticPath) => {
    if (staticPath) {
      if (viaStatic.has(file)) return;
      viaStatic.add(file);
    } else if (seen.has(file)) {
      return;
    }
    seen.add(file);
    const node = graph.get(file);
    if (!node) return;
    for (const next of node.static) visit(next, staticPath);
    for (const next of node.dynamic) visit(next, false);
  };
  for (const start of starts) visit(start, true);
  return { all: seen, dynamicOnly: new Set([...seen].filter((file) => !viaStatic.has(file))) };
}

/** What the entry, a route and its parents declare (module, imports, css). */
function routeStarts(manifest, routeId) {
  const starts = [manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    starts.push(route.module, ...(route.imports ?? []), ...(route.css ?? []));
  }
  return starts;
}

/** The module graph of a build, with each page's allowed files. */
export function readBuildGraph(clientDir) {
  const manifest = readManifest(clientDir);
  const graph = readImportGraph(clientDir);
  const paths = routePaths(manifest);
  const allowedByPath = new Map();
  for (const [path, routeId] of paths) allowedByPath.set(path, reachable(graph, routeStarts(manifest, routeId)));
  return { manifest, graph, paths, allowedByPath };
}

/**
 * For a page and the script and style URLs it loaded: files it may not load (with the pages
 * that do use them), and the lazy chunks it loaded (reached only through a dynamic import).
 */
export function checkChunks(buildGraph, pagePath, loadedPaths) {
  const allowed = buildGraph.allowedByPath.get(pagePath);
  if (!allowed) return { unknownPage: true, foreign: [], lazy: [] };
  const foreign = [];
  const lazy = [];
  for (const file of loadedPaths) {
    // Scripts only: the one stylesheet is shared by every page (linked from the root route).
    if (!file.startsWith('/assets/') || !file.endsWith('.js') || file.includes('/manifest-')) continue;
    if (!allowed.all.has(file)) {
      const usedBy = [...buildGraph.allowedByPath].filter(([, set]) => set.all.has(file)).map(([path]) => path);
      foreign.push({ file, usedBy });
    } else if (allowed.dynamicOnly.has(file)) {
      lazy.push(file);
    }
  }
  return { unknownPage: false, foreign, lazy };
}

function sizeOf(path) {
  return existsSync(path) ? statSync(path).size : undefined;
}

/** The bytes the server sends for one URL path of the build: Brotli and gzip (or the file itself when not compressed). */
export function sentBytes(clientDir, urlPath) {
  const pathname = decodeURIComponent(urlPath.split('?', 1)[0] ?? '/');
  const file = pathname.endsWith('/') || !/\.[a-z0-9]+$/i.test(pathname) ? join(clientDir, pathname, 'index.html') : join(clientDir, pathname);
  const raw = sizeOf(file);
  if (raw === undefined) return undefined;
  return { raw, br: sizeOf(`${file}.br`) ?? raw, gzip: sizeOf(`${file}.gz`) ?? raw };
}

const kindOf = (record) => {
  if (record.resourceType === 'Document') return 'html';
  if (record.resourceType === 'Stylesheet') return 'css';
  if (record.resourceType === 'Script') return 'js';
  return undefined;
};

/**
 * Bytes per kind (html, css, js) from a page's network records ({ url, resourceType }), for
 * same-origin files of the build, with the files sorted by size.
 */
export function pageBytes(clientDir, origin, records) {
  const totals = { html: { br: 0, gzip: 0, raw: 0 }, css: { br: 0, gzip: 0, raw: 0 }, js: { br: 0, gzip: 0, raw: 0 } };
  const files = [];
  const seen = new Set();
  for (const record of records) {
    const kind = kindOf(record);
    if (!kind) continue;
    const url = new URL(record.url);
    if (url.origin !== origin || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const bytes = sentBytes(clientDir, url.pathname);
    if (!bytes) continue;
    for (const key of ['br', 'gzip', 'raw']) totals[kind][key] += bytes[key];
    files.push({ path: url.pathname, kind, ...bytes });
  }
  files.sort((a, b) => b.br - a.br);
  return { totals, files };
}
