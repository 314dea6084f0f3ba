/**
 * The layout and the texts in the two test-only pseudo-locales (docs/decisions/0035): a sample
 * of pages in the expanded one (~40% longer words) and the right-to-left one. Each fails on a
 * word left in English (a text that does not come from a text module, or a function in one that
 * still returns English), on sideways scroll at 320 px, and, right to left, on a layout that does
 * not mirror. The sites are built and served by playwright.pseudo.config.ts.
 */
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { languageSuggestion } from '../../core/content/language-suggestion';
import { LANGUAGES } from '../../core/languages';
import { pseudoURLs } from '../../playwright.pseudo.config';
import { expect, test, waitForHydration } from '../fixtures';
import { englishWords, PSEUDO_LOCALES, type PseudoLocale } from './pseudo-text';

/** Home, assessment, crisis support, a tool's gate, a guide, services. */
const SAMPLE = ['/', '/assessment', '/crisis-support', '/tools/journal', '/staying-safer', '/services'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * Texts made by functions in text modules, which would return English whatever the language.
 * Empty since issue 30 made those texts ICU data: any English line now fails the test. Keep it
 * empty; a new entry is a text module that holds logic again.
 */
const FROM_FUNCTIONS_IN_TEXT_MODULES: readonly { source: string; line: RegExp }[] = [];

/**
 * Names that are the same in every language and are not in a text module: the social networks
 * the footer links to (app/features/shell/site-footer.tsx).
 */
const PROPER_NAMES = ['LinkedIn', 'TikTok', 'Threads', 'Instagram'];

/** Strings the Spanish twin keeps as in English (names, numbers, the brand): not texts to translate. */
function sameInBoth(english: unknown, spanish: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof english === 'string') {
    if (english === spanish) into.add(english);
  } else if (english && typeof english === 'object' && !seen.has(english)) {
    seen.add(english);
    if (Array.isArray(english)) english.forEach((item, index) => sameInBoth(item, Array.isArray(spanish) ? spanish[index] : undefined, into, seen));
    else if (isPlainObject(english)) for (const [key, value] of Object.entries(english)) sameInBoth(value, isPlainObject(spanish) ? spanish[key] : undefined, into, seen);
  }
  return into;
}

/** The English words a page in any language may show: those its Spanish twin keeps as they are. */
async function wordsKeptInEveryLanguage(): Promise<Set<string>> {
  const spanishDir = fileURLToPath(new URL('../../locales/es/', import.meta.url));
  const kept = new Set<string>();
  for (const path of readdirSync(spanishDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).sort()) {
    const english = (await import(`../../${path}`)) as Record<string, unknown>;
    const spanish = (await import(`../../locales/es/${path}`)) as Record<string, unknown>;
    for (const name of Object.keys(english)) sameInBoth(english[name], spanish[name], kept);
  }
  // Each language's name in itself (the switch), and the one line written in the language it offers.
  for (const language of LANGUAGES) kept.add(language.name);
  for (const suggestion of Object.values(languageSuggestion)) kept.add(`${suggestion.text} ${suggestion.link}`);
  return new Set([...kept, ...PROPER_NAMES].flatMap(englishWords).map((word) => word.toLowerCase()));
}

/** Each visible line, label, placeholder, alt and title of the page with a word left in English. */
async function linesInEnglish(page: Page, kept: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.title, ...document.body.innerText.split('\n')];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value) out.push(`[${name}] ${value}`);
      }
    }
    return out;
  });
  return [
    ...new Set(
      texts
        .map((text) => text.trim())
        .filter((text) => englishWords(text.replace(/^\[[a-z-]+\] /, '')).some((word) => !kept.has(word.toLowerCase()))),
    ),
  ];
}

let kept: Set<string> | undefined;
test.beforeAll(async () => {
  kept ??= await wordsKeptInEveryLanguage();
});

for (const code of Object.keys(PSEUDO_LOCALES) as PseudoLocale[]) {
  const pseudo = PSEUDO_LOCALES[code];
  test.describe(`${code} (${pseudo.mode}, ${pseudo.dir})`, () => {
    test.use({ baseURL: pseudoURLs[code], viewport: { width: 320, height: 720 } });

    for (const path of SAMPLE) {
      test(`${path}: every word translated, no sideways scroll at 320 px`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.locator('html')).toHaveAttribute('dir', pseudo.dir);
        const english = (await linesInEnglish(page, kept!)).map((line) => line.replace(/[\u202e\u202c]/g, ''));
        const fromFunctions = english.filter((line) => FROM_FUNCTIONS_IN_TEXT_MODULES.some((known) => known.line.test(line)));
        for (const line of fromFunctions) {
          const source = FROM_FUNCTIONS_IN_TEXT_MODULES.find((known) => known.line.test(line))!.source;
          test.info().annotations.push({ type: 'English from a function in a text module', description: `${source}: "${line}"` });
        }
        expect.soft(english.filter((line) => !fromFunctions.includes(line)), `text left in English on ${path}`).toEqual([]);
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
        expect(widths.page, `${path} is ${widths.page} px wide in a ${widths.window} px window`).toBeLessThanOrEqual(widths.window);
      });
    }
  });
}

test.describe('right to left (qps-plocm)', () => {
  test.use({ baseURL: pseudoURLs['qps-plocm'], viewport: { width: 1280, height: 800 } });

  for (const path of SAMPLE) {
    test(`${path} mirrors: the logo on the right, no text aligned to the left`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const logo = await page.locator('header').getByRole('link').first().boundingBox();
      expect(logo, 'the header’s logo').not.toBeNull();
      expect(logo!.x, 'the logo starts in the right half of the header').toBeGreaterThan(640);
      // A physical text-left (or a left-aligned style) does not follow the writing direction.
      const leftAligned = await page.evaluate(() =>
        [...document.body.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.offsetParent !== null && getComputedStyle(element).textAlign === 'left')
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`.slice(0, 120)),
      );
      expect(leftAligned, 'elements aligned to the left on a right-to-left page').toEqual([]);
    });
  }
});
