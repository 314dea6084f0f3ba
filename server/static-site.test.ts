import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { chooseEncoding, inlineScriptHashes } from './static-site';
import { createFixtureClientDir, fixtureScripts } from './test-support/fixture-client';
import { testConfig } from './test-support/test-config';
import { openTestDatabase } from './test-support/test-database';

const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function scriptSrc(csp: string | undefined): string {
  return csp?.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';
}

describe('static site', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig({ clientDir: createFixtureClientDir() }), { database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('hashes inline scripts only', () => {
    const html = '<script src="/a.js"></script><script>one()</script><script type="module">two()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()')]);
  });

  it('serves / with a CSP holding the hashes of every page\'s inline scripts (the client router runs them in one document)', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    const csp = response.headers['content-security-policy'] as string;
    const scripts = scriptSrc(csp);
    for (const script of [...fixtureScripts.home, ...fixtureScripts.about, ...fixtureScripts.notFound]) expect(scripts).toContain(sha(script));
    expect(scripts).not.toContain('unsafe-inline');
    // WebAssembly may compile (the vault's key derivation); eval may not.
    expect(scripts.split(' ')).toContain("'wasm-unsafe-eval'");
    expect(scripts.split(' ')).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.body).toContain('<h1>Home</h1>');
  });

  it('serves each page with and without a trailing slash, with the CSP', async () => {
    for (const url of ['/about', '/about/']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(scriptSrc(response.headers['content-security-policy'] as string)).toContain(sha(fixtureScripts.about[0]));
    }
  });

  it('negotiates br, gzip and identity for pages', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Home</h1>');
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>About</h1>');
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*', ['gzip'])).toBe('gzip');
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBe('identity');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
    const second = await app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'identity', 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(304);
  });

  it('answers unknown paths with status 404 and the 404 page with its CSP', async () => {
    for (const url of ['/no-such-page', '/about/nested/deeper', '/index.html', '/about/index.html']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Page Not Found</h1>');
      expect(scriptSrc(response.headers['content-security-policy'] as string)).toContain(sha(fixtureScripts.notFound[0]));
    }
  });

  it('serves precompressed assets with Content-Encoding and a year of caching', async () => {
    const response = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/^console\.log/);
  });

  it('serves other public files for a day, and never dotfiles', async () => {
    const pdf = await app.inject('/books/guide.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('public, max-age=86400');
    expect(pdf.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await app.inject('/favicon.ico')).statusCode).toBe(200);
    expect((await app.inject('/.secret')).statusCode).toBe(404);
    expect((await app.inject('/books')).statusCode).toBe(404);
  });

  it('keeps /api answers JSON', async () => {
    const response = await app.inject('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toBeTruthy();
    expect((await app.inject('/healthz')).json()).toEqual({ ok: true });
  });
});
