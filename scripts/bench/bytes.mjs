// What a page costs on first load, and which code it may load.
//
// Bytes: for every HTML, CSS and JS file a page loaded (the requests Lighthouse's browser made on
// a cold load, without any interaction), the size of the file as the server sends it with Brotli
// (the .br beside it in the build; the smallest files are sent as they are). Headers are not counted.
//
// Chunks: a page of the Astro build declares what it loads in its HTML: its module scripts,
// modulepreloads and stylesheets, and each <astro-island>'s component and renderer. From those,
// every `import` in the emitted JS (static, dynamic, and the dependency lists of Vite's preload
// helper) says which files the page can ever reach. A file loaded on a page that only other pages
// reach is "foreign": another page's code fetched where it is not used.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const toUrlPath = (clientDir, file) => `/${relative(clientDir, file).split(sep).join('/')}`;

/** Every file under `dir` whose name ends with one of `suffixes`, as absolute paths. */
function filesUnder(dir, suffixes) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, suffixes));
    else if (suffixes.some((suffix) => entry.name.endsWith(suffix))) found.push(path);
  }
  return found;
}

/** The page's URL path for a built HTML file: index.html → /, about/index.html → /about, 404.html → /404. */
export function pagePathOf(htmlUrlPath) {
  if (htmlUrlPath === '/index.html') return '/';
  if (htmlUrlPath.endsWith('/index.html')) return htmlUrlPath.slice(0, -'/index.html'.length);
  return htmlUrlPath.replace(/\.html$/, '');
}

/** A URL found in `fromPath`'s source, as a path of this site, or undefined for another site or a bare specifier. */
function resolveUrl(specifier, fromPath) {
  if (!specifier.startsWith('/') && !specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  if (specifier.startsWith('//')) return undefined;
  return decodeURIComponent(new URL(specifier, `http://site${fromPath}`).pathname);
}

const decodeEntities = (value) =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function attributesOf(tag) {
  const attributes = new Map();
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

// Static imports, as Rolldown/Rollup emit them: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`, quoted with ', " or `. Only import and export statements count: a file
// may hold other paths as data.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]([^"'`\s]+\.m?js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`]([^"'`\s]+\.m?js)["'`]\s*\)/g;
// Vite's preload helper lists what each dynamic import needs, from the site's root:
// `__vite__mapDeps` over `m.f=["assets/x.js","assets/x.css",...]`. A quoted root-relative path
// counts only when the build holds that file.
const ROOT_RELATIVE = /["'`]([\w~.-]+(?:\/[\w~.-]+)+\.(?:m?js|css))["'`]/g;

/** The files a piece of JS (at URL path `fromPath`) imports statically and dynamically. */
export function importsOf(source, fromPath, buildFiles) {
  const staticImports = [];
  const dynamicImports = [];
  const add = (list, target) => {
    if (target && target !== fromPath && !list.includes(target)) list.push(target);
  };
  for (const match of source.matchAll(STATIC_IMPORT)) add(staticImports, resolveUrl(match[1], fromPath));
  for (const match of source.matchAll(DYNAMIC_IMPORT)) add(dynamicImports, resolveUrl(match[1], fromPath));
  for (const match of source.matchAll(ROOT_RELATIVE)) {
    const target = `/${match[1]}`;
    if (buildFiles.has(target)) add(dynamicImports, target);
  }
  return { static: staticImports, dynamic: dynamicImports.filter((target) => !staticImports.includes(target)) };
}

/**
 * What a page's HTML declares it loads: module (and classic) script sources, modulepreloads,
 * preloads and stylesheets, each astro-island's component, renderer and before-hydration
 * script; and the imports of its inline module scripts. Only paths of this site.
 */
export function pageEntries(html, pagePath, buildFiles = new Set()) {
  const entries = [];
  const add = (url) => {
    if (!url || /^[a-z][a-z\d+.-]*:/i.test(url)) return;
    const path = url ? resolveUrl(url.startsWith('/') || url.startsWith('.') ? url : `./${url}`, pagePath) : undefined;
    if (path && !entries.includes(path)) entries.push(path);
  };
  const inlineModules = [];
  for (const match of html.matchAll(/<(script|link|astro-island)\b([^>]*)>/gi)) {
    const tag = match[1].toLowerCase();
    const attributes = attributesOf(match[2]);
    if (tag === 'script') {
      if (attributes.has('src')) add(attributes.get('src'));
      else if (attributes.get('type') === 'module') {
        const end = html.indexOf('</script>', match.index + match[0].length);
        inlineModules.push(html.slice(match.index + match[0].length, end === -1 ? undefined : end));
      }
    } else if (tag === 'link') {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.some((value) => ['modulepreload', 'preload', 'stylesheet'].includes(value))) add(attributes.get('href'));
    } else {
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) add(attributes.get(name));
    }
  }
  for (const source of inlineModules) {
    const { static: staticImports, dynamic } = importsOf(source, pagePath, buildFiles);
    for (const path of [...staticImports, ...dynamic]) if (!entries.includes(path)) entries.push(path);
  }
  return entries.filter((path) => /\.(?:m?js|css)$/.test(path));
}

/** `/assets/x.js` → { static: [...], dynamic: [...] } for every JS file of the build. */
export function readImportGraph(clientDir) {
  const files = filesUnder(clientDir, ['.js', '.mjs', '.css']);
  const buildFiles = new Set(files.map((file) => toUrlPath(clientDir, file)));
  const graph = new Map();
  for (const file of files) {
    if (file.endsWith('.css')) continue;
    const self = toUrlPath(clientDir, file);
    graph.set(self, importsOf(readFileSync(file, 'utf8'), self, buildFiles));
  }
  return { graph, buildFiles };
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

/**
 * The build's pages (every HTML file: `index.html`s and `404.html`), what each declares, and
 * every file each may load (allowedByPath).
 */
export function readBuildGraph(clientDir) {
  const { graph, buildFiles } = readImportGraph(clientDir);
  const entriesByPath = new Map();
  const allowedByPath = new Map();
  for (const file of filesUnder(clientDir, ['.html'])) {
    const path = pagePathOf(toUrlPath(clientDir, file));
    const entries = pageEntries(readFileSync(file, 'utf8'), path, buildFiles);
    entriesByPath.set(path, entries);
    allowedByPath.set(path, reachable(graph, entries));
  }
  return { graph, buildFiles, entriesByPath, allowedByPath };
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
    if (!/\.(?:m?js|css)$/.test(file)) continue;
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

/** The Brotli bytes of all the JS a page may ever load (everything it declares and all they import): an upper bound. */
export function reachableJsBytes(clientDir, buildGraph, pagePath) {
  const allowed = buildGraph.allowedByPath.get(pagePath);
  if (!allowed) return undefined;
  let br = 0;
  for (const file of allowed.all) if (/\.m?js$/.test(file)) br += sentBytes(clientDir, file)?.br ?? 0;
  return br;
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
