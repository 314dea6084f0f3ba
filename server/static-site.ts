/**
 * Serves the static build (Astro, app/). Every HTML page is read into memory at start-up with
 * its compressed variants, and is sent with a Content-Security-Policy that allows the site's
 * inline scripts by hash: the head script every page inlines (the quick exit) and Astro's island
 * loaders. The hashes of every page are allowed on every page, because the client router keeps
 * the first page's document (and so its CSP) while it swaps in the next page and runs its
 * scripts. Every other file goes through @fastify/static.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_PREFIX, LOCALES, pathIn, splitLocalePath } from '@core/i18n';

export type Encoding = 'br' | 'gzip' | 'identity';

export type PrerenderedPage = {
  /** '/', '/about', '/404', … */
  urlPath: string;
  csp: string;
  scriptHashes: string[];
  variants: Partial<Record<Encoding, { body: Buffer; etag: string }>> & { identity: { body: Buffer; etag: string } };
};

export type StaticSite = {
  clientDir: string;
  /** False when there is no build (no index.html): the API still works. */
  hasBuild: boolean;
  pages: Map<string, PrerenderedPage>;
  notFoundPage: PrerenderedPage | undefined;
};

const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** sha256 CSP sources of the inline scripts (those without src) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of one prerendered page. */
export function pageCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the vault's Argon2id (hash-wasm) compile its WebAssembly; eval and
    // new Function stay forbidden (docs/decisions/0015).
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function etagOf(body: Buffer, suffix: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

const NOT_FOUND_FILE = '404.html';

/** Where each language's pages are: English at the root, Spanish under es/ (docs/decisions/0024). */
const LANGUAGE_DIRS = LOCALES.map((locale) => LOCALE_PREFIX[locale].replace(/^\//, '')).filter((dir) => dir !== '');

/**
 * The pages of the build: every index.html, and each language's 404.html (served as /404 or
 * /es/404, and for unknown paths under its prefix).
 */
async function listPageFiles(dir: string): Promise<string[]> {
  const notFoundDirs = new Set([dir, ...LANGUAGE_DIRS.map((language) => join(dir, language))]);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && (entry.name === 'index.html' || (entry.name === NOT_FOUND_FILE && notFoundDirs.has(entry.parentPath))))
    .map((entry) => join(entry.parentPath, entry.name));
}

function urlPathOf(clientDir: string, file: string): string {
  const parts = relative(clientDir, file).split(sep);
  const dir = parts.slice(0, -1).join('/');
  if (parts.at(-1) === NOT_FOUND_FILE) return dir ? `/${dir}/404` : '/404';
  return `/${dir}`;
}

/** Reads the build in `clientDir` into memory. */
export async function loadStaticSite(clientDir: string): Promise<StaticSite> {
  const pages = new Map<string, PrerenderedPage>();
  const hasBuild = existsSync(join(clientDir, 'index.html'));
  if (!hasBuild) return { clientDir, hasBuild, pages, notFoundPage: undefined };

  const allHashes = new Set<string>();
  for (const file of await listPageFiles(clientDir)) {
    const urlPath = urlPathOf(clientDir, file);
    // Nothing under /assets or /api is a page.
    if (urlPath.startsWith('/assets/') || urlPath === '/api' || urlPath.startsWith('/api/')) continue;
    const identity = await readFile(file);
    const scriptHashes = inlineScriptHashes(identity.toString('utf8'));
    scriptHashes.forEach((hash) => allHashes.add(hash));
    const br = await readOptional(`${file}.br`);
    // A build without compress-build.mjs still gets gzip (fast to make at start-up).
    const gzip = (await readOptional(`${file}.gz`)) ?? gzipSync(identity, { level: 9 });
    pages.set(urlPath, {
      urlPath,
      scriptHashes,
      csp: pageCsp(scriptHashes),
      variants: {
        identity: { body: identity, etag: etagOf(identity, '') },
        gzip: { body: gzip, etag: etagOf(identity, '-gz') },
        ...(br ? { br: { body: br, etag: etagOf(identity, '-br') } } : {}),
      },
    });
  }
  const siteHashes = [...allHashes].sort();
  for (const page of pages.values()) {
    page.scriptHashes = siteHashes;
    page.csp = pageCsp(siteHashes);
  }
  return { clientDir, hasBuild, pages, notFoundPage: pages.get('/404') };
}

/** The 404 page in the language of the path asked for: /es/anything gets the Spanish one. */
export function notFoundPageFor(site: StaticSite, path: string): PrerenderedPage | undefined {
  const { locale } = splitLocalePath(path.split('?')[0] ?? '/');
  return site.pages.get(pathIn(locale, '/404')) ?? site.notFoundPage;
}

/** Picks the best encoding the client accepts among those available (br, then gzip, then identity). */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? (name === 'identity' ? 1 : 0);
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weightOf(encoding);
    if (available.includes(encoding) && weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return bestWeight > 0 ? best : 'identity';
}

/** Sends a prerendered page from memory with its CSP, negotiated encoding and ETag. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage, statusCode = 200): FastifyReply {
  const available = (Object.keys(page.variants) as Encoding[]).filter((key) => page.variants[key] !== undefined);
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  const variant = page.variants[encoding] ?? page.variants.identity;
  void reply
    .header('content-security-policy', page.csp)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .header('etag', variant.etag);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  if (statusCode === 200 && request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === variant.etag)) {
    return reply.status(304).send();
  }
  return reply.status(statusCode).send(variant.body);
}

/** The service worker's own policy: it fetches and caches files of this site, and nothing else. */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'";

const ONE_YEAR = 31_536_000;
const ONE_DAY = 86_400;

/** Routes for the prerendered pages and @fastify/static for every other file of the build. */
export async function registerStaticSite(app: FastifyInstance, site: StaticSite): Promise<void> {
  if (!site.hasBuild) {
    app.get('/', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet. Run `npm run build`, then start the server again. The API is running.'),
    );
    return;
  }

  for (const page of site.pages.values()) {
    const statusCode = page.urlPath.endsWith('/404') ? 404 : 200;
    const handler = async (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, page, statusCode);
    app.get(page.urlPath, handler);
    if (page.urlPath !== '/') app.get(`${page.urlPath}/`, handler);
  }

  const assetsDir = join(site.clientDir, 'assets') + sep;
  // The offline crisis help's worker of each language: /sw.js, /es/sw.js (docs/decisions/0024).
  const serviceWorkerFiles = new Set(LOCALES.map((locale) => join(site.clientDir, LOCALE_PREFIX[locale], 'sw.js')));
  await app.register(fastifyStatic, {
    root: site.clientDir,
    prefix: '/',
    wildcard: true,
    index: false,
    redirect: false,
    list: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    // Pages are served above with their CSP; their files (and anything under /api) are not files to fetch.
    allowedPath: (pathName) => !/\.html(\.br|\.gz)?$/i.test(pathName) && !pathName.startsWith('/api/'),
    setHeaders: (reply, path) => {
      if (serviceWorkerFiles.has(path.replace(/\.(br|gz)$/, ''))) {
        // The offline crisis help's service worker (issue 19): always checked, so a new build
        // reaches a kept phone; its CSP lets it fetch from this site only (the default for files,
        // default-src 'none', would refuse every fetch it makes to keep the pages).
        void reply.header('cache-control', 'no-cache');
        void reply.header('content-security-policy', SERVICE_WORKER_CSP);
        return;
      }
      void reply.header('cache-control', path.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR}, immutable` : `public, max-age=${ONE_DAY}`);
    },
  });
}
