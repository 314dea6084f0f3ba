/**
 * /worried-about-someone in both languages (issue 31): linked from the home page, the crisis page
 * and the footer; its private check answered by keyboard alone, with no request and nothing
 * stored while she answers and reads the result; every result ending in the hotline, tap to call;
 * an unanswered question said plainly and nothing lost; axe clean; the quick exit works on it.
 */
import type { Page } from '@playwright/test';
import { hotlines } from '../core/constants';
import * as englishTexts from '../core/content/worried-about-someone';
import * as spanishTexts from '../locales/es/core/content/worried-about-someone';
import * as englishShell from '../core/content/shell';
import * as spanishShell from '../locales/es/core/content/shell';
import * as englishHome from '../core/content/home';
import * as spanishHome from '../locales/es/core/content/home';
import * as englishCrisis from '../core/content/crisis-support';
import * as spanishCrisis from '../locales/es/core/content/crisis-support';
import * as englishHotlines from '../core/content/hotlines';
import * as spanishHotlines from '../locales/es/core/content/hotlines';
import * as englishUi from '../core/content/ui';
import * as spanishUi from '../locales/es/core/content/ui';
import { pathIn, type Locale } from '../core/i18n';
import { siteConfig } from '../core/site-config';
import { siteConfig as spanishSiteConfig } from '../locales/es/core/site-config';
import { worriedQuestionIds, type WorriedAnswer, type WorriedOutcome, type WorriedQuestionId } from '../core/worried-check';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';
import { expectNoEnglishFrom } from './helpers';

/** Where the quick exit goes in each language (a neutral page of that language). */
const exitUrl: Record<Locale, string> = { en: siteConfig.quickExitUrl, es: spanishSiteConfig.quickExitUrl };
test.use({ allowedOrigins: Object.values(exitUrl).map((url) => new URL(url).origin) });
test.describe.configure({ timeout: 120_000 });

const languages = [
  {
    locale: 'en' as Locale,
    texts: englishTexts,
    footer: englishShell.footerTexts.worriedAboutSomeone,
    home: englishHome.helpNowSection.worriedLink,
    crisis: englishCrisis.crisisPageTexts.worriedLink,
    callHotline: englishUi.uiTexts.callNumber(hotlines.domesticViolence.display),
    textHotline: englishHotlines.hotlineWords.domesticViolenceText.display,
  },
  {
    locale: 'es' as Locale,
    texts: spanishTexts,
    footer: spanishShell.footerTexts.worriedAboutSomeone,
    home: spanishHome.helpNowSection.worriedLink,
    crisis: spanishCrisis.crisisPageTexts.worriedLink,
    callHotline: spanishUi.uiTexts.callNumber(hotlines.domesticViolence.display),
    textHotline: spanishHotlines.hotlineWords.domesticViolenceText.display,
  },
] as const;

/** One set of answers per result, every question answered. */
const paths: Record<WorriedOutcome, Partial<Record<WorriedQuestionId, WorriedAnswer>>> = {
  danger: { 'controls-where': 'yes', 'seems-afraid': 'unsure', strangled: 'yes' },
  'many-signs': { 'controls-where': 'yes', 'pulled-away': 'yes', 'checks-phone': 'yes', 'controls-money': 'unsure', 'puts-down': 'yes', 'seems-afraid': 'yes' },
  'some-signs': { 'pulled-away': 'yes', 'makes-excuses': 'unsure', threats: 'unsure' },
  'few-signs': { 'pulled-away': 'unsure' },
};

/** Keys that choose an answer in a radio group just reached by Tab (focus on its first radio, "Yes"). */
const keysFor: Record<WorriedAnswer, string[]> = { yes: ['Space'], unsure: ['ArrowRight'], no: ['ArrowRight', 'ArrowRight'] };

/** Moves focus into the check by keyboard: the "On this page" link to it, then Tab to its first answer. */
async function reachCheckByKeyboard(page: Page, texts: typeof spanishTexts) {
  const link = page.getByRole('navigation', { name: texts.worriedPageTexts.onThisPage }).getByRole('link', { name: texts.worriedCheckTexts.title });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const first = page.locator(`#worried-${worriedQuestionIds[0]}-yes`);
  await expect(first).toBeFocused();
  // Focus made the island load (client:reach); wait until React has it, then answer.
  await waitForIsland(page, first);
}

/** Everything this page could keep in the browser: both storages and the cookies. */
async function storedState(page: Page) {
  return {
    storage: await page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)])),
    cookies: await page.context().cookies(),
  };
}

for (const language of languages) {
  const { texts, locale } = language;
  const check = texts.worriedCheckTexts;
  const path = pathIn(locale, '/worried-about-someone');

  test.describe(`${locale}: ${path}`, () => {
    test('is linked from the home page, the crisis page and the footer', async ({ page }) => {
      for (const [from, name] of [
        ['/', language.home],
        ['/crisis-support', language.crisis],
        ['/about', language.footer],
      ] as const) {
        await page.goto(pathIn(locale, from));
        const link = (from === '/about' ? page.locator('footer') : page.locator('main')).getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', path);
      }
      await page.getByRole('contentinfo').getByRole('link', { name: language.footer, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.worriedPageTexts.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });

    test('shows every section, a plain link to the crisis page and tap-to-call lines, with axe clean', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const sections = [...texts.worriedSectionsBeforeCheck, ...texts.worriedSectionsAfterCheck, ...texts.worriedSectionsLast];
      for (const section of sections) await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: check.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: texts.passItOnTexts.title })).toBeVisible();
      const crisis = pathIn(locale, '/crisis-support');
      await expect(page.getByRole('link', { name: `savesisterhood.org${crisis}`, exact: true })).toHaveAttribute('href', crisis);
      await expect(page.getByRole('link', { name: texts.worriedPageTexts.dangerLink }).first()).toHaveAttribute('href', 'tel:911');
      await expect(page.getByRole('link', { name: language.callHotline, exact: true })).toHaveAttribute('href', hotlines.domesticViolence.href);
      await expect(page.getByRole('link', { name: language.textHotline, exact: true }).last()).toHaveAttribute('href', hotlines.domesticViolenceText.href);
      if (locale === 'es') {
        await expectNoEnglishFrom(page, [englishTexts], ['Crisis Text Line']);
      }
      await expectNoAxeViolations(page, path);
    });

    for (const [outcome, given] of Object.entries(paths) as [WorriedOutcome, (typeof paths)[WorriedOutcome]][]) {
      test(`the check, by keyboard alone, ends "${outcome}" in the hotline, sending and storing nothing`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await reachCheckByKeyboard(page, texts);

        const before = await storedState(page);
        const requests: string[] = [];
        page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

        for (const [index, id] of worriedQuestionIds.entries()) {
          if (index > 0) await page.keyboard.press('Tab');
          await expect(page.locator(`#worried-${id}-yes`)).toBeFocused();
          for (const key of keysFor[given[id] ?? 'no']) await page.keyboard.press(key);
          await expect(page.locator(`#worried-${id}-${given[id] ?? 'no'}`)).toBeChecked();
        }
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: check.submit })).toBeFocused();
        await page.keyboard.press('Enter');

        const heading = page.getByRole('heading', { level: 3, name: check.outcomes[outcome].title });
        await expect(heading).toBeFocused();
        const result = page.getByRole('region', { name: check.outcomes[outcome].title });
        await expect(result).toContainText(check.outcomes[outcome].text);
        await expect(result.getByRole('heading', { level: 4, name: check.hotlineTitle })).toBeVisible();
        await expect(result.getByRole('link', { name: language.callHotline, exact: true })).toHaveAttribute('href', hotlines.domesticViolence.href);
        await expect(result.getByRole('link', { name: language.textHotline, exact: true })).toHaveAttribute('href', hotlines.domesticViolenceText.href);
        await expect(result.getByRole('link', { name: check.dangerCall, exact: true })).toHaveCount(outcome === 'danger' ? 1 : 0);
        if (outcome === 'danger') await expect(result.getByRole('link', { name: check.dangerCall, exact: true })).toHaveAttribute('href', 'tel:911');
        await expect(result.getByRole('listitem').first()).toHaveText(
          outcome === 'danger' ? check.steps['call-911-now'] : outcome === 'few-signs' ? check.steps['trust-your-worry'] : /./,
        );

        expect(requests, 'requests made while answering and reading the result').toEqual([]);
        expect(await storedState(page), 'nothing kept in the browser').toEqual(before);
        if (outcome === 'danger') await expectNoAxeViolations(page, `${path} with a result`);

        // "Start again" clears every answer and the result, by keyboard too.
        await result.getByRole('button', { name: check.startAgain }).focus();
        await page.keyboard.press('Enter');
        await expect(heading).toHaveCount(0);
        await expect(page.locator('input[type="radio"][id^="worried-"]:checked')).toHaveCount(0);
        await expect(page.locator(`#worried-${worriedQuestionIds[0]}-yes`)).toBeFocused();
        expect(requests).toEqual([]);
      });
    }

    test('an unanswered question is said plainly, focus goes to it, and no answer is lost', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await reachCheckByKeyboard(page, texts);
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: check.submit }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: check.unansweredSummary })).toBeVisible();
      await expect(page.locator(`#worried-${worriedQuestionIds[1]}-yes`)).toBeFocused();
      await expect(page.getByText(check.unanswered, { exact: true })).toHaveCount(worriedQuestionIds.length - 1);
      await expect(page.locator(`#worried-${worriedQuestionIds[0]}-yes`)).toBeChecked();
      await expect(page.locator(`#worried-${worriedQuestionIds[1]}-yes`)).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `${path} with unanswered questions`);
    });

    test('the quick exit leaves the page, with her answers on it', async ({ page }) => {
      await page.route(`${new URL(exitUrl[locale]).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }));
      await page.goto(path);
      await waitForHydration(page);
      await reachCheckByKeyboard(page, texts);
      await page.keyboard.press('Space');
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(exitUrl[locale]);
    });
  });
}

test('without JavaScript the page still says everything, and the check says it needs JavaScript', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/worried-about-someone');
  await expect(page.getByRole('heading', { level: 1, name: englishTexts.worriedPageTexts.title })).toBeVisible();
  for (const section of englishTexts.worriedSectionsLast) await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await expect(page.getByRole('link', { name: englishTexts.worriedPageTexts.dangerLink }).first()).toHaveAttribute('href', 'tel:911');
  await context.close();
  // Playwright's "JavaScript off" still parses <noscript> as text, so its sentence is read from the page's HTML.
  const html = await (await request.get('/worried-about-someone')).text();
  expect(html).toMatch(new RegExp(`<noscript>(?:(?!</noscript>).)*${englishTexts.worriedCheckTexts.noScript.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 's'));
});
