/**
 * The site in two languages (issue 20, docs/decisions/0024-two-languages.md): every page at /es
 * reads in Spanish and names its English twin (and back), axe finds nothing on it, no English
 * word shows or is read out, the language switch keeps her on the same page, the quick exit works
 * in Spanish, the suggestion line is only a link, and a Spanish page loads no English sentences.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { directoryBusinessFacts } from '../core/content/business-directory-data';
import { quickExitTexts } from '../locales/es/core/content/quick-exit';
import { pathIn } from '../core/i18n';
import { notFoundPage as englishNotFound, pages } from '../core/routes';
import { notFoundPage as spanishNotFound, pages as spanishPages } from '../locales/es/core/routes';
import { siteConfig } from '../core/site-config';
import { siteConfig as spanishSiteConfig } from '../locales/es/core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const phone = { width: 360, height: 740 };
// The Spanish site leaves for its own neutral page, in Spanish, not the English site's.
const exitOrigin = new URL(spanishSiteConfig.quickExitUrl).origin;
const absolute = (path: string) => new URL(path, siteConfig.siteUrl).toString();
const spanishTitleOf = new Map(spanishPages.map((entry) => [entry.path, entry.title]));

/**
 * Common English words that are not Spanish words, so one of them on a Spanish page is a word
 * left untranslated. Short and safe: no word a Spanish sentence uses (no "a", "no", "me", "he",
 * "has", "son", "sin", "come", "era"...).
 */
const ENGLISH_WORDS = [
  'the', 'your', 'you', 'with', 'and', 'please', 'our', 'this', 'that', 'these', 'page', 'home', 'close',
  'of', 'for', 'from', 'what', 'when', 'where', 'here', 'about', 'back', 'more', 'help', 'free', 'will',
  'are', 'have', 'not', 'it', 'is', 'to', 'my', 'we', 'they', 'she', 'her', 'how', 'or', 'by', 'if', 'be',
  'was', 'all', 'new', 'read', 'open', 'share', 'join', 'sign', 'learn', 'find', 'next', 'previous',
  'loading', 'try', 'again', 'skip', 'main', 'content', 'exit', 'tools', 'email', 'book', 'send', 'submit',
  'search', 'show', 'hide', 'unlock', 'save', 'saved', 'support', 'healing', 'safety', 'call', 'text',
];

/**
 * Names that stay as they are in Spanish (brands, the keyword a hotline asks for, the social
 * sites). Removed from a text before its words are checked. Anything inside an element marked
 * lang="en" (the switch's "English", the suggestion line) is skipped as English on purpose.
 */
const ALLOWED_NAMES = [
  siteConfig.productName,
  'S.A.V.E.',
  // What S.A.V.E. stands for: the brand's own words, given in English beside their Spanish sense.
  'She Abandoned Virtue for Endurance',
  'HeartWork',
  // The keywords the text lines expect (text START to 88788, HOME to 741741).
  'START',
  'HOME',
  // Services and organisations by their own names (the Spanish text gives its sense beside them).
  'Crisis Text Line',
  'The National Domestic Violence Hotline',
  'National Domestic Violence Hotline',
  'National Network to End Domestic Violence',
  'Safety Net Project',
  'Find My',
  'Instagram',
  'LinkedIn',
  'TikTok',
  'Threads',
  'English',
  // The directory's businesses by their names.
  ...directoryBusinessFacts.map((business) => business.name),
].sort((a, b) => b.length - a.length);

/**
 * The English words a visitor sees or hears on the page: visible text (screen-reader-only text
 * included) and the attributes a screen reader or a tooltip reads. Each finding names the word
 * and where it sits, so a failure says what to translate.
 */
async function englishOn(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ words, allowed }) => {
      const english = new Set(words);
      const inEnglish = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.toLowerCase().startsWith('en') ?? false;
      const texts: { where: string; text: string }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || inEnglish(parent) || parent.closest('script, style, template, noscript')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        const text = node.textContent?.trim();
        if (text) texts.push({ where: `<${parent.tagName.toLowerCase()}>`, text });
      }
      const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-placeholder', 'title', 'placeholder', 'alt'];
      for (const element of document.body.querySelectorAll('*')) {
        if (inEnglish(element) || element.closest('template, script')) continue;
        for (const name of attributes) {
          const value = element.getAttribute(name);
          if (value) texts.push({ where: `${name} of <${element.tagName.toLowerCase()}>`, text: value });
        }
        if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type) && element.value) {
          texts.push({ where: 'value of <input>', text: element.value });
        }
      }
      const found = new Set<string>();
      for (const { where, text } of texts) {
        let checked = text;
        for (const name of allowed) checked = checked.split(name).join(' ');
        const hits = (checked.match(/\p{L}+/gu) ?? []).filter((word) => english.has(word.toLowerCase()));
        if (hits.length > 0) found.add(`[${[...new Set(hits)].join(', ')}] in ${where}: "${text.replace(/\s+/g, ' ').slice(0, 120)}"`);
      }
      return [...found];
    },
    { words: ENGLISH_WORDS, allowed: ALLOWED_NAMES },
  );
}

/** The page's <link rel="alternate" hreflang> as hreflang → URL, read from its HTML. */
function alternatesOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)) {
    const lang = /\bhreflang="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) found[lang] = href.replaceAll('&amp;', '&');
  }
  return found;
}

test.describe('every page in Spanish', () => {
  test.use({ viewport: phone });

  for (const entry of pages) {
    const spanishPath = pathIn('es', entry.path);
    test(`${spanishPath} is the Spanish twin of ${entry.path}: lang, title, canonical, hreflang both ways, axe, no English words, no sideways scroll`, async ({ page, request }) => {
      test.slow();
      const response = await page.goto(spanishPath);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const spanishTitle = spanishTitleOf.get(entry.path);
      expect(spanishTitle, `locales/es/core/routes.ts lists ${entry.path}`).toBeDefined();
      // Soft: a wrong title still lets the rest of the page be checked, so one run lists every finding.
      await expect.soft(page).toHaveTitle(`${spanishTitle} | ${siteConfig.productName}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The Spanish page: its own canonical, and the pair of alternates (x-default is English).
      const spanishUrl = absolute(spanishPath);
      const englishUrl = absolute(entry.path);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', spanishUrl);
      const spanishAlternates = alternatesOf(await page.content());
      expect(spanishAlternates).toEqual({ en: englishUrl, es: spanishUrl, 'x-default': englishUrl });

      // The English page names this one, and this one names it back.
      const english = await request.get(entry.path);
      expect(english.status()).toBe(200);
      const englishHtml = await english.text();
      expect(englishHtml).toMatch(/<html[^>]*\blang="en"/);
      const englishAlternates = alternatesOf(englishHtml);
      expect(englishAlternates).toEqual({ en: englishUrl, es: spanishUrl, 'x-default': englishUrl });
      // Round trip: the English page's Spanish alternate is this page, whose English alternate is that page.
      expect(new URL(englishAlternates.es!).pathname).toBe(spanishPath);
      expect(spanishAlternates.en).toBe(absolute(new URL(english.url()).pathname));

      await waitForHydration(page);
      expect.soft(await englishOn(page), `English words still on ${spanishPath}`).toEqual([]);
      await expectNoAxeViolations(page, `${spanishPath} at 360px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${spanishPath} scrolls sideways at 360px`).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('pages that are not there', () => {
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('/es/no-such-page answers 404 with the Spanish 404 page', async ({ page }) => {
    const response = await page.goto('/es/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`${spanishNotFound.title} | ${siteConfig.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: spanishNotFound.title })).toBeVisible();
    const main = page.locator('main');
    await expect(main.locator('a[href="/es"]')).toHaveCount(1);
    await expect(main.locator('a[href="/es/crisis-support"]')).toHaveCount(1);
    // A page in one language only: no alternates, and the switch goes to the English home page.
    expect(alternatesOf(await page.content())).toEqual({});
    await expect(page.locator('[data-language-switch="en"]').first()).toHaveAttribute('href', '/');
    await waitForHydration(page);
    await expectNoAxeViolations(page, 'the Spanish 404');
    expect(await englishOn(page), 'English words still on the Spanish 404').toEqual([]);
  });

  test('/no-such-page stays the English 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: englishNotFound.title })).toBeVisible();
    await expect(page.locator('main a[href="/crisis-support"]')).toHaveCount(1);
    await expect(page.locator('[data-language-switch="es"]').first()).toHaveAttribute('href', '/es');
  });

  test('/es/admin is not a page: the coach console stays English only', async ({ page, request }) => {
    const response = await page.goto('/es/admin');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: spanishNotFound.title })).toBeVisible();
    // The English console is still there.
    expect((await request.get('/admin')).status()).toBe(200);
  });
});

test.describe('the language switch', () => {
  test('on /tools it goes to /es/tools and back, the same page each time', async ({ page }) => {
    await page.goto('/tools');
    await waitForHydration(page);
    const toSpanish = page.locator('[data-language-switch="es"]');
    // One in the header, one in the footer; both to the same page in Spanish.
    await expect(toSpanish).toHaveCount(2);
    for (const link of await toSpanish.all()) await expect(link).toHaveAttribute('href', '/es/tools');
    await expect(toSpanish.first()).toHaveAttribute('lang', 'es');
    await toSpanish.first().click();
    await expect(page).toHaveURL(/\/es\/tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`${spanishTitleOf.get('/tools')} | ${siteConfig.productName}`);
    await waitForHydration(page);

    const toEnglish = page.locator('[data-language-switch="en"]');
    await expect(toEnglish).toHaveCount(2);
    for (const link of await toEnglish.all()) await expect(link).toHaveAttribute('href', '/tools');
    await toEnglish.last().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${pages.find((entry) => entry.path === '/tools')!.title} | ${siteConfig.productName}`);
  });

  test('a browser in English is offered no other language on an English page', async ({ page }) => {
    await page.goto('/tools');
    await waitForHydration(page);
    await expect(page.locator('[data-language-suggestion]')).toBeHidden();
  });
});

test.describe('a browser whose first language is Spanish', () => {
  test.use({ locale: 'es-US' });

  test('is offered the Spanish page by a line on the English page, and never redirected', async ({ page }) => {
    await page.goto('/tools');
    await waitForHydration(page);
    const suggestion = page.locator('[data-language-suggestion="es"]');
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute('lang', 'es');
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/es/tools');
    // Still the English page at its own address: a suggestion, not a redirect.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('is offered nothing on a Spanish page', async ({ page }) => {
    await page.goto('/es/tools');
    await waitForHydration(page);
    await expect(page.locator('[data-language-suggestion]')).toBeHidden();
    await expect(page).toHaveURL(/\/es\/tools$/);
  });
});

test.describe('the quick exit in Spanish', () => {
  test.use({ allowedOrigins: [exitOrigin], expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test.beforeEach(async ({ page }) => {
    // Answer for the neutral site ourselves: the tests never reach the real one.
    await page.route(`${exitOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }));
  });

  test(`its button, "${quickExitTexts.button}", leaves a Spanish page and Back does not return to it`, async ({ page }) => {
    await page.goto('/es');
    await page.goto('/es/crisis-support');
    await waitForHydration(page);
    await page.getByRole('link', { name: quickExitTexts.button, exact: true }).click();
    await expect(page).toHaveURL(spanishSiteConfig.quickExitUrl);
    // Its own neutral page in Spanish, not the English site's.
    expect(new URL(spanishSiteConfig.quickExitUrl).origin).not.toBe(new URL(siteConfig.quickExitUrl).origin);
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/es$/);
  });

  test('Esc leaves a Spanish page', async ({ page }) => {
    await page.goto('/es/about');
    await waitForHydration(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(spanishSiteConfig.quickExitUrl);
  });

  test('the button and Esc leave the Spanish 404', async ({ page }) => {
    await page.goto('/es/no-such-page');
    await waitForHydration(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(spanishSiteConfig.quickExitUrl);
    await page.goto('/es/no-such-page');
    await waitForHydration(page);
    await page.getByRole('link', { name: quickExitTexts.button, exact: true }).click();
    await expect(page).toHaveURL(spanishSiteConfig.quickExitUrl);
  });
});

// --- A Spanish page loads only Spanish words -----------------------------------------------

const spanishContentDir = fileURLToPath(new URL('../locales/es/core/content/', import.meta.url));

/**
 * Modules whose English words a Spanish page carries on purpose, and why. Nothing else may be.
 */
const CARRIED_ON_PURPOSE: Record<string, string> = {
  // (None since answers travel as ids, docs/decisions/0044: the Spanish assessment no longer
  // carries the English questions to record an answer.)
};

/** Every string in a module's exports, by where it sits (`vaultTexts.howItWorks`, `steps.3.title`). */
function stringLeaves(value: unknown, at: string, into: Map<string, string>, seen = new Set<unknown>()): Map<string, string> {
  if (typeof value === 'string') into.set(at, value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) stringLeaves(inner, at ? `${at}.${key}` : key, into, seen);
  }
  return into;
}

/**
 * Long English sentences of every module that has a Spanish twin: each string leaf the twin
 * says differently, longer than 30 characters, and written in a way a bundle keeps verbatim
 * (plain ASCII, no quote or backslash a minifier would escape).
 */
async function englishSentencesWithTwins(): Promise<{ module: string; at: string; text: string }[]> {
  const candidates: { module: string; at: string; text: string }[] = [];
  const spanishTexts: string[] = [];
  for (const file of readdirSync(spanishContentDir).filter((name) => name.endsWith('.ts')).sort()) {
    const name = file.replace(/\.ts$/, '');
    const moduleName = `core/content/${name}.ts`;
    if (moduleName in CARRIED_ON_PURPOSE) continue;
    const english = stringLeaves((await import(`../core/content/${name}.ts`)) as unknown, '', new Map());
    const spanish = stringLeaves((await import(`../locales/es/core/content/${name}.ts`)) as unknown, '', new Map());
    spanishTexts.push(...spanish.values());
    for (const [at, text] of english) {
      if (text.length <= 30 || spanish.get(at) === text || !/^[\x20-\x7e]+$/.test(text) || /["\\`]|\$\{/.test(text)) continue;
      // A label keyed by its own English text: that text is the value sent and stored (signup's interests).
      if (at.endsWith(`.${text}`)) continue;
      candidates.push({ module: moduleName, at, text });
    }
  }
  // A name the Spanish text itself gives in English (a hotline's own name in brackets) is Spanish text.
  return candidates.filter((sentence) => !spanishTexts.some((spanish) => spanish.includes(sentence.text)));
}

/** The hashed files a page loads: its scripts and islands (component and renderer), and what they import statically. */
function assetsOfPage(html: string): string[] {
  return [...html.matchAll(/\b(?:src|component-url|renderer-url|before-hydration-url)="(\/assets\/[^"?#]+\.js)"/g)].map((match) => match[1]!);
}

function staticImportsOf(code: string, url: string): string[] {
  return [...code.matchAll(/\b(?:import|from)\s*["']([^"']+\.js)["']/g)].map((match) => new URL(match[1]!, `https://site${url}`).pathname);
}

/** The JavaScript a page loads before she does anything, one file each, fetched once per run. */
async function scriptsOfPage(request: APIRequestContext, path: string, cache: Map<string, string>): Promise<{ html: string; scripts: Map<string, string> }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  // As text, so an apostrophe or ampersand written as an entity still matches.
  const html = (await response.text()).replace(/&(#39|#x27|quot|amp|lt|gt);/g, (entity) =>
    ({ '&#39;': "'", '&#x27;': "'", '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>' })[entity]!,
  );
  const scripts = new Map<string, string>();
  const queue = assetsOfPage(html);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (scripts.has(url) || !url.startsWith('/assets/')) continue;
    let code = cache.get(url);
    if (code === undefined) {
      const asset = await request.get(url);
      expect(asset.status(), url).toBe(200);
      code = await asset.text();
      cache.set(url, code);
    }
    scripts.set(url, code);
    queue.push(...staticImportsOf(code, url));
  }
  return { html, scripts };
}

test('a Spanish page loads none of the English sentences its twins translate, and the English page does (the check can see them)', async ({ request }) => {
  test.slow();
  const sentences = await englishSentencesWithTwins();
  const cache = new Map<string, string>();

  // Positive control: the English journal page's scripts carry the vault gate's English sentences,
  // so a search that finds nothing on a Spanish page means they are not there.
  const vaultSentences = sentences.filter((sentence) => sentence.module === 'core/content/vault.ts');
  const englishJournal = await scriptsOfPage(request, '/tools/journal', cache);
  const englishCode = [...englishJournal.scripts.values()].join('\n');
  const seenInEnglish = vaultSentences.filter((sentence) => englishCode.includes(sentence.text));
  expect(seenInEnglish.length, 'vault sentences found in the English /tools/journal scripts').toBeGreaterThanOrEqual(3);
  // ... and not in the Spanish journal's.
  const spanishJournal = await scriptsOfPage(request, '/es/tools/journal', cache);
  const spanishJournalCode = [...spanishJournal.scripts.values()].join('\n');
  expect(seenInEnglish.filter((sentence) => spanishJournalCode.includes(sentence.text)).map((sentence) => sentence.text)).toEqual([]);

  // Every Spanish page: its scripts and its HTML (island props included) carry none of them.
  const leaks: string[] = [];
  for (const entry of pages) {
    const path = pathIn('es', entry.path);
    const { html, scripts } = await scriptsOfPage(request, path, cache);
    for (const sentence of sentences) {
      const where = [...scripts].filter(([, code]) => code.includes(sentence.text)).map(([url]) => url);
      if (html.includes(sentence.text)) where.unshift('the HTML');
      if (where.length > 0) leaks.push(`${path}: ${sentence.module} ${sentence.at} "${sentence.text.slice(0, 60)}" in ${where.join(', ')}`);
    }
  }
  expect(leaks, 'English sentences a Spanish page loads').toEqual([]);
});
