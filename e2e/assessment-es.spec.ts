/**
 * The self-assessment, home, statistics pages and the intro on the Spanish site (issue 20): the assessment's
 * last question answered in Spanish, its results with the tier named in Spanish and the same
 * score, what is sent and saved being the English record the server checks, the results PDF in
 * Spanish, and none of the English words of these pages on screen. Words come from the twins.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as englishTexts from '../core/content/assessment';
import { assessmentQuestions as englishQuestions } from '../core/content/assessment-questions';
import { assessmentQuestions } from '../locales/es/core/content/assessment-questions';
import * as englishTiers from '../core/content/assessment-tiers';
import { riskLevelNames } from '../locales/es/core/content/assessment-tiers';
import { assessmentTexts, resultsPdfTexts } from '../locales/es/core/content/assessment';
import * as englishHome from '../core/content/home';
import { homeHero, recoveryPath } from '../locales/es/core/content/home';
import { introLabels } from '../locales/es/core/content/intro';
import * as englishStatistics from '../core/content/statistics';
import { formatMessage } from '../core/message-format';
import { statisticsTexts } from '../locales/es/core/content/statistics';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe.configure({ timeout: 180_000 });

/** Every text of an English module (strings, and what its functions say for sample values). */
function englishWords(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.length > 3 && /[a-z]{3}/.test(value)) into.add(value);
  } else if (typeof value === 'function') {
    try {
      englishWords((value as (...args: unknown[]) => unknown)(2, 10, 'x'), into);
    } catch {
      // A helper that needs a real argument says nothing of its own.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) englishWords(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!['id', 'href', 'fileName', 'src', 'type'].includes(key)) englishWords(item, into);
  }
  return into;
}

/** None of these English texts is on the page as a whole word or sentence ("Result" is not found in "Resultado"). */
async function expectNoEnglish(page: Page, ...modules: unknown[]) {
  const shown = await page.locator('main').innerText();
  const texts = new Set(modules.flatMap((module) => [...englishWords(module)]));
  const leaks = [...texts].filter((text) =>
    new RegExp(`(?:^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}])`, 'u').test(shown),
  );
  expect(leaks).toEqual([]);
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

const lastQuestion = assessmentQuestions[assessmentQuestions.length - 1]!;

test('the assessment in Spanish: answered in Spanish, saved as the same ids as in English, the tier named in Spanish, the PDF in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // 34 answers already given (the most concerning each), stored as the site stores them: by
  // option id, the same in every language, so they come back in Spanish.
  const answers = Object.fromEntries(englishQuestions.slice(0, 34).map((q) => [String(q.id), 'e']));
  const stored = JSON.stringify({
    version: 2,
    step: 'questions',
    info: { name: 'Lucía Prueba', email: `lucia-${Date.now()}@example.com`, phone: '' },
    answers,
    currentIndex: 34,
  });
  await page.addInitScript(
    ([value]) => {
      if (!window.name.includes('seeded')) {
        window.sessionStorage.setItem('assessmentProgress', value);
        window.name = `${window.name} seeded`;
      }
    },
    [stored] as const,
  );

  await page.goto('/es/assessment');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: lastQuestion.question })).toBeVisible();
  await expect(page.getByText(formatMessage(assessmentTexts.question.progress, { number: 35, count: 35 }, 'es-US'))).toBeVisible();
  await expectNoAxeViolations(page, 'assessment question in Spanish');
  await expectNoEnglish(page, englishTexts, englishQuestions);

  await page.getByRole('radio', { name: lastQuestion.options.e }).check();
  await page.getByRole('button', { name: assessmentTexts.question.getResults }).click();
  await expect(page.getByRole('heading', { level: 2, name: assessmentTexts.safety.heading })).toBeFocused();
  await expectNoAxeViolations(page, 'assessment safety check in Spanish');

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/assessment') && r.request().method() === 'POST'),
    page.getByRole('button', { name: assessmentTexts.safety.skip, exact: true }).click(),
  ]);
  // What is sent and saved is ids (docs/decisions/0044), as from the English page: no words of either language.
  const sent = response.request().postDataJSON() as { answers: { questionId: number; optionId: string; weight: number }[]; score: number; riskLevel: string };
  expect(sent.answers).toEqual(englishQuestions.map((q) => ({ questionId: q.id, optionId: 'e', weight: 4 })));
  expect(sent).toMatchObject({ score: 140, riskLevel: 'Critical - Immediate Support Needed' });
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ score: 140, riskLevel: 'Critical - Immediate Support Needed' });

  await expect(page.getByTestId('assessment-tier')).toHaveText(riskLevelNames['Critical - Immediate Support Needed']);
  await expect(page.getByText(formatMessage(assessmentTexts.results.scoreOf, { score: 140, max: 140 }, 'es-US'))).toBeVisible();
  await expect(page.getByText(assessmentTexts.results.saved)).toBeVisible();
  await expectNoAxeViolations(page, 'assessment results in Spanish');
  await expectNoEnglish(page, englishTexts, englishTiers);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: assessmentTexts.results.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^notas-de-bienestar-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain(formatMessage(resultsPdfTexts.result, { level: riskLevelNames['Critical - Immediate Support Needed'] }, 'es-US'));
  expect(text).toContain(formatMessage(resultsPdfTexts.score, { score: 140, max: 140, percent: 100 }, 'es-US'));
  expect(text).toContain('Línea Nacional de Violencia Doméstica');
  expect(text).not.toContain('Self-assessment results');
});

test('the home and statistics pages in Spanish', async ({ page }) => {
  await page.goto('/es');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: homeHero.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: homeHero.assessmentLabel })).toHaveAttribute('href', '/es/assessment');
  await expect(page.getByText(recoveryPath.steps[0]!.text)).toBeVisible();
  await expectNoAxeViolations(page, 'home in Spanish');
  await expectNoEnglish(page, englishHome);

  await page.goto('/es/statistics');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: statisticsTexts.title })).toBeVisible();
  await expect(page.locator('[data-stat="recovery-time"]')).toContainText(formatMessage(statisticsTexts.months, { count: 18 }, 'es-US'));
  await expect(page.getByRole('link', { name: statisticsTexts.takeAssessment.linkLabel })).toHaveAttribute('href', '/es/assessment');
  await expectNoAxeViolations(page, 'statistics in Spanish');
  await expectNoEnglish(page, englishStatistics);
});

test.describe('the intro in Spanish', () => {
  test.use({ introSeen: false, reducedMotion: 'no-preference' });

  test('speaks Spanish, with Spanish captions, and Skip shows the page', async ({ page }) => {
    // It plays only on a first visit that lands on a home page.
    await page.goto('/es');
    const intro = page.getByRole('region', { name: introLabels.region });
    await expect(intro).toBeVisible();
    await expect(intro.getByRole('button', { name: introLabels.mute })).toHaveAttribute('aria-pressed', 'true');
    const track = intro.locator('video track');
    await expect(track).toHaveAttribute('srclang', 'es');
    await expect(track).toHaveAttribute('src', '/media/intro.es.vtt');
    const captions = await page.request.get('/media/intro.es.vtt');
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toContain('[Música suave y cálida]');
    await expectNoAxeViolations(page, 'the intro in Spanish');
    await intro.getByRole('button', { name: introLabels.skip }).click();
    await expect(intro).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
