// Reads the guides' Markdown and the site's own values, checks them, and writes the PDFs.
// Used by scripts/make-guides.mjs (the command) and scripts/make-guides.test.ts (which
// regenerates the PDFs and compares them with the committed ones).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countWords, parseGuide } from './parse.mjs';
import { renderGuide } from './render.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SOURCE_DIR = join(ROOT, 'core/content/guides');
export const OUTPUT_DIR = join(ROOT, 'public/books');

/** The guides, by file name without extension: core/content/guides/<slug>.md -> public/books/<slug>.pdf */
export const GUIDE_SLUGS = ['sis-i-get-it', 'am-i-living-in-save'];

/**
 * The languages each guide is written in. English is <slug>.md -> <slug>.pdf; another language is
 * its twin beside it, <slug>.<locale>.md -> <slug>.<locale>.pdf (the Spanish site links those).
 */
export const GUIDE_LOCALES = /** @type {const} */ (['en', 'es']);

/**
 * A guide's Markdown and PDF file names in a language.
 * @param {string} slug @param {'en' | 'es'} locale
 */
export function guideFiles(slug, locale) {
  const suffix = locale === 'en' ? '' : `.${locale}`;
  return { source: `${slug}${suffix}.md`, output: `${slug}${suffix}.pdf` };
}

/** The language of a guide's Markdown file, from its name: x.es.md is Spanish, x.md English. */
const localeOf = (/** @type {string} */ path) => (/\.es\.md$/.test(path) ? 'es' : 'en');

/**
 * The date written into every PDF as its creation and modification date. A constant, so that
 * regenerating unchanged text gives byte-identical files; change it when a new edition matters.
 */
export const EDITION_DATE = new Date('2026-11-22T00:00:00Z');

const MIN_WORDS = 2000;

/**
 * The values the PDFs print from core/: the site's name, tagline and address, and the crisis
 * lines. Read as text (this script runs on plain Node, which cannot import TypeScript), so a
 * change to the shape of those files fails here loudly rather than printing something stale.
 */
export function readSiteValues(root = ROOT, locale = /** @type {'en' | 'es'} */ ('en')) {
  const config = readFileSync(join(root, 'core/site-config.ts'), 'utf8');
  // The name and address are the same in every language, so they live apart from the words.
  const shared = readFileSync(join(root, 'core/site-config-shared.ts'), 'utf8');
  const constants = readFileSync(join(root, 'core/constants.ts'), 'utf8');
  // A line whose display is words ("Text START to 88788") takes them from core/content/hotlines.ts.
  const words = readFileSync(join(root, 'core/content/hotlines.ts'), 'utf8');
  /** @param {string} key */
  const wordsDisplay = (key) => new RegExp(`\\b${key}: \\{[^}]*\\bdisplay: '([^']+)'`).exec(words)?.[1];
  /** @param {string} source @param {string} key @param {string} file */
  const value = (source, key, file) => {
    const match = new RegExp(`\\b${key}: '([^']+)'`).exec(source);
    if (!match?.[1]) throw new Error(`${file}: could not find ${key}`);
    return match[1];
  };
  /** @type {Map<string, string>} hotline id -> display text */
  const hotlines = new Map();
  for (const match of constants.matchAll(/\bid: '([^']+)',\s*name: [^,]+,\s*display: (?:'([^']+)'|words\.(\w+)\.display)/g)) {
    const display = match[2] ?? (match[3] ? wordsDisplay(match[3]) : undefined);
    if (display) hotlines.set(/** @type {string} */ (match[1]), display);
  }
  /** @param {string} id */
  const hotline = (id) => {
    const display = hotlines.get(id);
    if (!display) throw new Error(`core/constants.ts: could not find the hotline "${id}"`);
    return display;
  };
  const siteUrl = value(shared, 'siteUrl', 'core/site-config-shared.ts');
  return {
    siteName: value(shared, 'productName', 'core/site-config-shared.ts'),
    // The Spanish tagline is the only value locales/es/core/site-config.ts changes that a guide prints.
    tagline:
      locale === 'en'
        ? value(config, 'tagline', 'core/site-config.ts')
        : value(readFileSync(join(root, `locales/${locale}/core/site-config.ts`), 'utf8'), 'tagline', `locales/${locale}/core/site-config.ts`),
    siteHost: new URL(siteUrl).host,
    help: { emergency: hotline('emergency'), hotline: hotline('domestic-violence'), hotlineText: hotline('domestic-violence-text') },
    /** Every number any crisis line displays: "911", "1-800-799-7233", "88788", "988"... */
    crisisNumbers: [...new Set([...hotlines.values()].flatMap((display) => display.match(/\d[\d-]*\d|\d/g) ?? []))],
  };
}

/**
 * Checks what the guides' README asks of the text itself: enough of it, and no numbers but the
 * crisis numbers, written exactly as core/constants.ts has them.
 * @param {import('./parse.mjs').Guide} guide @param {string} file @param {ReturnType<typeof readSiteValues>} site
 */
function checkGuide(guide, file, site) {
  const allText = [guide.title, guide.subtitle, ...guide.blocks.map((b) => b.text)].join('\n');
  const words = countWords(allText);
  if (words < MIN_WORDS) throw new Error(`${file}: ${words} words; a guide needs at least ${MIN_WORDS}`);
  const known = new Set(site.crisisNumbers);
  for (const block of guide.blocks) {
    for (const number of block.text.match(/\d[\d-]*\d|\d/g) ?? []) {
      if (!known.has(number)) {
        throw new Error(`${file}:${block.line}: "${number}" is not a crisis number from core/constants.ts (${[...known].join(', ')})`);
      }
    }
  }
  for (const required of [site.help.emergency, site.help.hotline, '988']) {
    if (!allText.includes(required)) throw new Error(`${file}: the guide must give the crisis number ${required}`);
  }
  return words;
}

/**
 * Builds one guide's PDF in memory.
 * @param {string} inputPath a guide's Markdown file (<slug>.md, or <slug>.es.md in Spanish)
 */
export async function buildGuide(inputPath) {
  const file = relative(ROOT, inputPath) || basename(inputPath);
  const guide = parseGuide(readFileSync(inputPath, 'utf8'), file);
  const locale = localeOf(inputPath);
  const site = readSiteValues(ROOT, locale);
  const words = checkGuide(guide, file, site);
  const bytes = await renderGuide(guide, { ...site, file, emphasis: site.crisisNumbers, date: EDITION_DATE, locale });
  return { guide, words, bytes };
}

/**
 * Builds one guide and writes it.
 * @param {string} inputPath a guide's Markdown file
 * @param {string} outputPath where to write the PDF (its folder is created if needed)
 */
export async function makeGuide(inputPath, outputPath) {
  const { guide, words, bytes } = await buildGuide(inputPath);
  mkdirSync(dirname(outputPath), { recursive: true });
  writeFileSync(outputPath, bytes);
  return { title: guide.title, words, bytes: bytes.length, outputPath };
}

/** Builds every guide in every language into outputDir (public/books by default). */
export async function makeGuides(outputDir = OUTPUT_DIR) {
  const results = [];
  for (const locale of GUIDE_LOCALES) {
    for (const slug of GUIDE_SLUGS) {
      const files = guideFiles(slug, locale);
      results.push(await makeGuide(join(SOURCE_DIR, files.source), join(outputDir, files.output)));
    }
  }
  return results;
}
