import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const fixtureScripts = {
  home: ['window.__homeContext = {"page":"home"};', 'import("/assets/entry-abc123.js");'],
  about: ['window.__aboutContext = {"page":"about"};'],
  notFound: ['window.__notFound = true;'],
} as const;

function page(title: string, scripts: readonly string[]): string {
  const inline = scripts.map((script) => `<script>${script}</script>`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<script type="module" src="/assets/entry-abc123.js"></script></head>` +
    `<body><main><h1>${title}</h1>${'<p>Calm, private content.</p>'.repeat(60)}</main>${inline}</body></html>`;
}

/** A small static build like Astro's (pages with inline scripts, a 404 page, compressed copies), in a fresh temporary directory. */
export function createFixtureClientDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'save-client-'));
  const write = (path: string, content: string | Buffer) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const home = page('Home', fixtureScripts.home);
  write('index.html', home);
  write('index.html.br', brotliCompressSync(home));
  write('index.html.gz', gzipSync(home));
  write('about/index.html', page('About', fixtureScripts.about));
  write('404.html', page('Page Not Found', fixtureScripts.notFound));
  const entry = `console.log("entry");${' '.repeat(2000)}`;
  write('assets/entry-abc123.js', entry);
  write('assets/entry-abc123.js.br', brotliCompressSync(entry));
  write('favicon.ico', Buffer.from([0, 0, 1, 0]));
  write('books/guide.pdf', '%PDF-1.4 fixture');
  write('.secret', 'do not serve');
  return root;
}
