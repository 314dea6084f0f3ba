import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChunks, pageBytes, readBuildGraph } from './bytes.mjs';

/** A small React Router build: home and statistics share a chunk; statistics loads its chart lazily. */
function writeBuild(root: string) {
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const manifest = {
    entry: { module: '/assets/entry-1.js', imports: ['/assets/react-1.js'], css: [] },
    routes: {
      root: { id: 'root', path: '', module: '/assets/root-1.js', imports: ['/assets/react-1.js'], css: ['/assets/root-1.css'] },
      'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/assets/home-1.js', imports: ['/assets/shared-1.js'] },
      'routes/statistics': { id: 'routes/statistics', parentId: 'root', path: 'statistics', module: '/assets/statistics-1.js', imports: ['/assets/shared-1.js'] },
      'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: '/assets/not-found-1.js' },
    },
  };
  write('index.html', '<link rel="modulepreload" href="/assets/manifest-abc.js"/>');
  write('statistics/index.html', '<html>statistics</html>');
  write('statistics/index.html.br', 'br');
  write('assets/manifest-abc.js', `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  write('assets/entry-1.js', 'import{a}from"./react-1.js";');
  write('assets/react-1.js', 'export const a=1;');
  write('assets/root-1.js', 'import{a}from"./react-1.js";');
  write('assets/root-1.css', 'body{}');
  write('assets/home-1.js', 'import{s}from"./shared-1.js";');
  write('assets/shared-1.js', 'export const s=1;');
  write('assets/statistics-1.js', 'import{s}from"./shared-1.js";const c=()=>import(`./chart-1.js`);');
  write('assets/statistics-1.js.br', 'x'.repeat(7));
  write('assets/statistics-1.js.gz', 'x'.repeat(9));
  write('assets/chart-1.js', 'export default 1;');
  write('assets/not-found-1.js', '');
}

describe('the bytes and chunks of a page', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
    writeBuild(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lets a page load what the entry, the root and its own route reach', () => {
    const graph = readBuildGraph(root);
    expect([...graph.paths.keys()].sort()).toEqual(['/', '/statistics']);
    const home = graph.allowedByPath.get('/');
    expect([...(home?.all ?? [])].sort()).toEqual(
      ['/assets/entry-1.js', '/assets/home-1.js', '/assets/react-1.js', '/assets/root-1.css', '/assets/root-1.js', '/assets/shared-1.js'].sort(),
    );
    expect(checkChunks(graph, '/', ['/assets/home-1.js', '/assets/shared-1.js', '/assets/root-1.css'])).toEqual({ unknownPage: false, foreign: [], lazy: [] });
  });

  it("calls another route's module or lazy chunk on a page foreign, with the pages that use it", () => {
    const graph = readBuildGraph(root);
    expect(checkChunks(graph, '/', ['/assets/statistics-1.js', '/assets/chart-1.js']).foreign).toEqual([
      { file: '/assets/statistics-1.js', usedBy: ['/statistics'] },
      { file: '/assets/chart-1.js', usedBy: ['/statistics'] },
    ]);
  });

  it('lists the lazy chunks a page loaded through a dynamic import', () => {
    const graph = readBuildGraph(root);
    expect(checkChunks(graph, '/statistics', ['/assets/statistics-1.js', '/assets/chart-1.js'])).toEqual({
      unknownPage: false,
      foreign: [],
      lazy: ['/assets/chart-1.js'],
    });
  });

  it('counts the Brotli size of each same-origin HTML, CSS and JS file once', () => {
    const records = [
      { url: 'http://127.0.0.1:1/statistics', resourceType: 'Document' },
      { url: 'http://127.0.0.1:1/assets/statistics-1.js', resourceType: 'Script' },
      { url: 'http://127.0.0.1:1/assets/statistics-1.js', resourceType: 'Script' },
      { url: 'http://127.0.0.1:1/assets/root-1.css', resourceType: 'Stylesheet' },
      { url: 'http://127.0.0.1:1/api/statistics', resourceType: 'Fetch' },
      { url: 'https://elsewhere.example/x.js', resourceType: 'Script' },
    ];
    const bytes = pageBytes(root, 'http://127.0.0.1:1', records);
    expect(bytes.totals.html).toEqual({ raw: 23, br: 2, gzip: 23 });
    expect(bytes.totals.js).toEqual({ raw: 64, br: 7, gzip: 9 });
    expect(bytes.totals.css).toEqual({ raw: 6, br: 6, gzip: 6 });
    expect(bytes.files.map((file) => file.path)).toEqual(['/assets/statistics-1.js', '/assets/root-1.css', '/statistics']);
  });
});
