/**
 * The layout is written in logical CSS (docs/decisions/0035-a-language-is-a-folder.md), so a
 * right-to-left language mirrors it by itself: Tailwind's ms-/me-/ps-/pe-/start-/end-/
 * text-start/text-end/border-s/rounded-s/float-start/clear-start instead of ml/mr/pl/pr/left/right/
 * text-left/..., and inline-start/-end properties in CSS. This test keeps the physical ones out.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/** A physical Tailwind class, with any variants (sm:, focus:, data-[x]:), as a whole class name. */
const PHYSICAL_CLASS =
  /(?<=^|[\s"'`{(])(?:[\w\-[\]=&/.]+:)*-?(?:text-left|text-right|float-left|float-right|clear-left|clear-right|(?:m|p|scroll-m|scroll-p)[lr]-[^\s"'`]+|(?:left|right)-[^\s"'`]+|border-[lr](?:-[^\s"'`]+)?|rounded-(?:[lr]|tl|tr|bl|br)(?:-[^\s"'`]+)?)(?=$|[\s"'`])/g;
/** Centring (`left-1/2` with `-translate-x-1/2`) is the same in both directions. */
const SAME_BOTH_WAYS = new Set(['left-1/2']);
/** A physical property or value in CSS. */
const PHYSICAL_CSS = /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|(?<![\w-])(?:left|right)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)|clear\s*:\s*(?:left|right)/g;

export function physicalClasses(source: string): string[] {
  return [...source.matchAll(PHYSICAL_CLASS)].map((match) => match[0]).filter((name) => !SAME_BOTH_WAYS.has(name.replace(/^.*:/, '')));
}

export function physicalCss(source: string): string[] {
  // Comments may name the physical properties they avoid.
  return [...source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(PHYSICAL_CSS)].map((match) => match[0]);
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(tsx?|astro|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('logical CSS', () => {
  it('the checks find physical classes and properties (and let logical ones and centring pass)', () => {
    expect(physicalClasses('<p className="ml-2 sm:pr-4 text-left focus:right-2 -mr-1 border-l-4 rounded-tl-lg ms-2 pe-4 text-start left-1/2 start-0 clear-left clear-start" />')).toEqual([
      'ml-2',
      'sm:pr-4',
      'text-left',
      'focus:right-2',
      '-mr-1',
      'border-l-4',
      'rounded-tl-lg',
      'clear-left',
    ]);
    expect(physicalClasses('"list-disc ps-6" `${th} text-end` "border-s-4 border-s-primary"')).toEqual([]);
    expect(physicalCss('a { margin-left: 1rem; right: 0; text-align: left; inset-inline-start: 0 } /* no margin-left here */')).toEqual([
      'margin-left',
      'right:',
      'text-align: left',
    ]);
  });

  it('app/ uses none: its layout mirrors in a right-to-left language', () => {
    const found: string[] = [];
    for (const file of sources(appDir)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      const css = file.endsWith('.css');
      lines.forEach((line, index) => {
        for (const name of css ? physicalCss(line) : physicalClasses(line)) found.push(`${relative(appDir, file)}:${index + 1} ${name}`);
      });
    }
    expect(found).toEqual([]);
  });
});
