import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChunks, importsOf, pageBytes, pageEntries, readBuildGraph, reachableJsBytes } from './bytes.mjs';

/**
 * A small Astro build, in the shapes Astro and Vite emit: every page loads the layout's script,
 * which loads the booking dialog lazily through Vite's preload helper; the home page has an
 * island; statistics has an island that imports its chart lazily.
 */
function writeBuild(root: string) {
  const written = new Map<string, string>();
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    written.set(`/${path}`, content);
  };
  const layout =
    '<link rel="stylesheet" href="/assets/site.1.css"><script type="module" src="/assets/layout.1.js"></script><script>(()=>{/* directive */})()</script>';
  write('index.html', `${layout}<astro-island uid="a" component-url="/assets/message-box.1.js" component-export="MessageBox" renderer-url="/assets/client.1.js" props="{}" ssr client="seen"></astro-island>`);
  write('statistics/index.html', `${layout}<astro-island component-url='/assets/statistics.1.js' renderer-url="/assets/client.1.js" client="ready"></astro-island>`);
  write('statistics/index.html.br', 'br');
  write('404.html', `${layout}<script type="module">import"/assets/not-found.1.js";</script>`);
  write('assets/site.1.css', 'body{}');
  write('assets/preload-helper.1.js', 'export const p=(f,d)=>f();');
  write(
    'assets/layout.1.js',
    'import{p as o}from"./preload-helper.1.js";const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/booking.1.js","assets/react.1.js","assets/booking.1.css"])))=>i.map(i=>d[i]);' +
      'document.onclick=()=>o(()=>import("./booking.1.js"),__vite__mapDeps([0,1,2]));',
  );
  write('assets/booking.1.js', 'import{r}from"./react.1.js";');
  write('assets/booking.1.css', '.b{}');
  write('assets/react.1.js', 'export const r=1;');
  write('assets/client.1.js', 'import{r}from"./react.1.js";export default 1;');
  write('assets/message-box.1.js', 'import{r}from"./react.1.js";import"./shared.1.js";');
  write('assets/shared.1.js', 'export const s=1;');
  write('assets/statistics.1.js', 'import{s}from"./shared.1.js";const c=()=>import(`./chart.1.js`);');
  write('assets/statistics.1.js.br', 'x'.repeat(7));
  write('assets/statistics.1.js.gz', 'x'.repeat(9));
  write('assets/chart.1.js', 'export default 1;');
  write('assets/not-found.1.js', 'export{};');
  return written;
}

describe('the bytes and chunks of a page', () => {
  let root: string;
  let written: Map<string, string>;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
    written = writeBuild(root);
  });
  const size = (path: string) => Buffer.byteLength(written.get(path) ?? '');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads what a page's HTML declares: module scripts, stylesheets, islands, inline module imports; not other sites", () => {
    const html =
      '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel=stylesheet href="/assets/c.css">' +
      '<link rel="icon" href="/favicon.ico"><script src="https://elsewhere.example/x.js"></script>' +
      '<astro-island component-url="/assets/d.js" renderer-url="/assets/e.js" before-hydration-url="/assets/f.js" opts="{&quot;a&quot;:1}"></astro-island>' +
      '<script type="module">import("./g.js")</script>';
    expect(pageEntries(html, '/tools')).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.css', '/assets/d.js', '/assets/e.js', '/assets/f.js', '/g.js']);
  });

  it("reads static imports, dynamic imports and the preload helper's dependency lists of emitted JS", () => {
    const files = new Set(['/assets/x.js', '/assets/x.css']);
    const source = 'import{a as b}from"./a.js";import"./b.js";export*from"../c.js";import("./d.js");const m=["assets/x.js","assets/x.css","assets/gone.js"];const t="not/a/path";';
    expect(importsOf(source, '/assets/self.js', files)).toEqual({
      static: ['/assets/a.js', '/assets/b.js', '/c.js'],
      dynamic: ['/assets/d.js', '/assets/x.js', '/assets/x.css'],
    });
  });

  it('lets a page load what its HTML declares and all they import, the lazy parts included', () => {
    const graph = readBuildGraph(root);
    expect([...graph.allowedByPath.keys()].sort()).toEqual(['/', '/404', '/statistics']);
    const home = graph.allowedByPath.get('/');
    expect([...(home?.all ?? [])].sort()).toEqual(
      [
        '/assets/booking.1.css',
        '/assets/booking.1.js',
        '/assets/client.1.js',
        '/assets/layout.1.js',
        '/assets/message-box.1.js',
        '/assets/preload-helper.1.js',
        '/assets/react.1.js',
        '/assets/shared.1.js',
        '/assets/site.1.css',
      ].sort(),
    );
    expect([...(graph.allowedByPath.get('/404')?.all ?? [])]).toContain('/assets/not-found.1.js');
    expect(checkChunks(graph, '/', ['/assets/layout.1.js', '/assets/message-box.1.js', '/assets/site.1.css', '/assets/booking.1.js'])).toEqual({
      unknownPage: false,
      foreign: [],
      lazy: ['/assets/booking.1.js'],
    });
  });

  it("calls another page's island or lazy chunk on a page foreign, with the pages that use it", () => {
    const graph = readBuildGraph(root);
    expect(checkChunks(graph, '/', ['/assets/statistics.1.js', '/assets/chart.1.js', '/assets/stray.js']).foreign).toEqual([
      { file: '/assets/statistics.1.js', usedBy: ['/statistics'] },
      { file: '/assets/chart.1.js', usedBy: ['/statistics'] },
      { file: '/assets/stray.js', usedBy: [] },
    ]);
    expect(checkChunks(graph, '/statistics', ['/assets/statistics.1.js', '/assets/chart.1.js']).lazy).toEqual(['/assets/chart.1.js']);
    expect(checkChunks(graph, '/nowhere', []).unknownPage).toBe(true);
  });

  it('adds up the Brotli bytes of all the JS a page may load', () => {
    const graph = readBuildGraph(root);
    const plain = ['layout', 'preload-helper', 'booking', 'react', 'client', 'shared', 'chart'].map((name) => size(`/assets/${name}.1.js`));
    // statistics.1.js has a Brotli copy of 7 bytes.
    expect(reachableJsBytes(root, graph, '/statistics')).toBe(plain.reduce((sum, bytes) => sum + bytes, 7));
  });

  it('counts the Brotli size of each same-origin HTML, CSS and JS file once', () => {
    const records = [
      { url: 'http://127.0.0.1:1/statistics', resourceType: 'Document' },
      { url: 'http://127.0.0.1:1/assets/statistics.1.js', resourceType: 'Script' },
      { url: 'http://127.0.0.1:1/assets/statistics.1.js', resourceType: 'Script' },
      { url: 'http://127.0.0.1:1/assets/site.1.css', resourceType: 'Stylesheet' },
      { url: 'http://127.0.0.1:1/api/statistics', resourceType: 'Fetch' },
      { url: 'https://elsewhere.example/x.js', resourceType: 'Script' },
    ];
    const bytes = pageBytes(root, 'http://127.0.0.1:1', records);
    expect(bytes.totals.js).toEqual({ raw: size('/assets/statistics.1.js'), br: 7, gzip: 9 });
    expect(bytes.totals.css).toEqual({ raw: 6, br: 6, gzip: 6 });
    expect(bytes.files.map((file) => file.path)).toEqual(['/assets/statistics.1.js', '/assets/site.1.css', '/statistics']);
    expect(bytes.totals.html.br).toBe(2);
  });
});
