// Screenshots of every page for a person to look at, at a phone's width (360 px) and a
// desktop's (1280 px), against a running server:
//
//   npm start   # in another terminal (or any server of this site)
//   npm run screenshots -- [--base http://127.0.0.1:3000] [--out screenshots] [/path ...]
//
// With no paths, every page of core/routes.ts. The intro is marked as seen and motion reduced,
// so each picture shows the page itself.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { register } = await import('tsx/esm/api');
register();
const { pages } = await import('../core/routes.ts');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: 'http://127.0.0.1:3000' }, out: { type: 'string', default: 'screenshots' } },
});
const paths = positionals.length > 0 ? positionals : pages.map((page) => page.path);
const out = resolve(values.out);
mkdirSync(out, { recursive: true });

/**
 * The page as she sees it once it has settled: the site shell's script has run (it marks
 * <html data-shell="ready">) and every island that hydrates at once (`client:ready`) has been
 * drawn (Astro drops an island's `ssr` attribute when it hydrates). Islands that wait to be seen
 * show their static HTML, which is what they draw. An island whose code cannot be fetched shows
 * its stand-in, which is also what she would see.
 */
function settled() {
  if (document.documentElement.dataset.shell !== 'ready') return false;
  return Array.from(document.querySelectorAll('astro-island[client="ready"]')).every(
    (island) => !island.hasAttribute('ssr') || island.querySelector('[data-island-failed]') !== null,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const viewport of [{ width: 360, height: 800 }, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await context.addInitScript(() => sessionStorage.setItem('introSeen', 'true'));
    const page = await context.newPage();
    for (const path of paths) {
      const response = await page.goto(new URL(path, values.base).href);
      if (!response?.ok()) console.warn(`${path}: the server answered ${response?.status() ?? 'nothing'}`);
      await page.waitForFunction(settled);
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      await page.screenshot({ path: `${out}/${name}-${viewport.width}.png`, fullPage: true, animations: 'disabled' });
    }
    await context.close();
  }
  console.log(`Wrote ${paths.length * 2} screenshots to ${out}`);
} finally {
  await browser.close();
}
