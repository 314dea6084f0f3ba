// An Astro integration that keeps the built pages valid HTML (issue 29; e2e/valid-html.spec.ts).
// Astro writes its islands' one rule, `astro-island,astro-slot,astro-static-slot{display:contents}`,
// as a <style> in the <body> just before the first island, which HTML does not allow there (a
// <style> in the body must be the first child of its parent). The rule lives in app/app.css
// instead, which every page loads in <head>, and this takes Astro's copy out of every built page.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** Removes Astro's island <style> from each built page; returns how many pages had one. */
export async function removeIslandStyles(dir) {
  let changed = 0;
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    if (!html.includes(ASTRO_ISLAND_STYLE)) continue;
    await writeFile(file, html.replaceAll(ASTRO_ISLAND_STYLE, ''));
    changed += 1;
  }
  return changed;
}

export function islandStylesInStylesheet() {
  return {
    name: 'save-island-styles-in-stylesheet',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await removeIslandStyles(fileURLToPath(dir));
      },
    },
  };
}
