import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { assessmentQuestions } from '../core/content/assessment-questions';
import { assessmentOptionIds } from '../core/assessment-structure';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { toast } from './helpers';

// 35 questions answered one by one, with axe on every step: longer than a page test.
test.describe.configure({ timeout: 120_000 });

const progressKey = 'assessmentProgress';

/** Presses Tab until `target` has focus (keyboard only, as a person would). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openAssessment(page: Page) {
  await page.goto('/assessment');
  await waitForHydration(page);
}

/** Puts an assessment in progress into this tab's storage before the page loads. */
async function seedProgress(page: Page, step: 'questions' | 'safety', pick: number, count = assessmentQuestions.length) {
  const answers = Object.fromEntries(assessmentQuestions.slice(0, count).map((q) => [String(q.id), assessmentOptionIds[pick]]));
  const value = JSON.stringify({
    version: 2,
    step,
    info: { name: 'Maya Test', email: 'maya.assessment@example.com', phone: '' },
    answers,
    currentIndex: Math.min(count, assessmentQuestions.length - 1),
  });
  await page.addInitScript(
    ([key, stored]) => {
      // Only on the first load: later loads must see what the page itself stored.
      if (!window.name.includes('seeded')) {
        window.sessionStorage.setItem(key, stored);
        window.name = `${window.name} seeded`;
      }
    },
    [progressKey, value] as const,
  );
}

function isAssessmentPost(url: string, method: string) {
  return url.endsWith('/api/assessment') && method === 'POST';
}

test('keyboard only, on a phone: the whole assessment at the low end, saved once', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isAssessmentPost(request.url(), request.method())) posts.push(request.postData() ?? '');
  });
  await openAssessment(page);

  // Intro
  await expect(page.getByRole('heading', { level: 1, name: 'Understand What You Have Been Living' })).toBeVisible();
  await expect(page.getByText(/It takes 10-15 minutes/)).toBeVisible();
  await expectNoAxeViolations(page, 'assessment intro');
  const start = page.getByRole('button', { name: 'Start the assessment' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  // Personal info
  await expect(page.getByRole('heading', { level: 2, name: 'A little about you' })).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
  await expectNoAxeViolations(page, 'assessment personal info');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.type('Maya Test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`low-${Date.now()}@example.com`);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Questions: Tab to the first answer, Space to choose it, Tab past Previous to Next, Enter.
  for (const [index, question] of assessmentQuestions.entries()) {
    const number = index + 1;
    await expect(page.getByRole('heading', { level: 2, name: question.question })).toBeFocused();
    const next = page.getByRole('button', { name: number === 35 ? 'Get Results' : 'Next' });
    const first = page.getByRole('group', { name: question.question }).getByRole('radio', { name: question.options.a });
    const checkEverything = number === 1 || number === 18 || number === 35;
    if (checkEverything) {
      const percent = Math.round((number / 35) * 100);
      await expect(page.getByText(`Question ${number} of 35`)).toBeVisible();
      await expect(page.getByText(`${percent}% complete`)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('aria-valuenow', String(percent));
      await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled({ enabled: number > 1 });
      await expect(next).toBeDisabled();
    }
    if (number === 1) await expectNoAxeViolations(page, 'assessment question');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    if (checkEverything) {
      await expect(first).toBeFocused();
      await expect(first).toBeChecked();
      await expect(next).toBeEnabled();
    }
    // Previous is disabled (not focusable) on question 1.
    await page.keyboard.press('Tab');
    if (number > 1) await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  // Safety check
  await expect(page.getByRole('heading', { level: 2, name: 'Before your results: a quick safety check' })).toBeFocused();
  await expect(page.getByText('These three questions are optional')).toBeVisible();
  await expect(page.getByRole('group', { name: /threatened to kill you/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /weapon/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /choked or strangled/ })).toBeVisible();
  await expectNoAxeViolations(page, 'assessment safety check');
  await tabTo(page, page.getByRole('button', { name: 'Skip' }), 10);
  const [response] = await Promise.all([
    page.waitForResponse((r) => isAssessmentPost(r.url(), r.request().method())),
    page.keyboard.press('Enter'),
  ]);

  // Results
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ score: 0, riskLevel: 'Low Risk - Healthy Patterns' });
  await expect(toast(page, 'Assessment Results Saved')).toContainText('Your results have been saved securely.');
  await expect(page.getByRole('heading', { level: 2, name: 'Your Results' })).toBeFocused();
  await expect(page.getByText('Low Risk - Healthy Patterns')).toBeVisible();
  await expect(page.getByText('Self-Awareness Stage')).toBeVisible();
  await expect(page.getByText('0 of 140')).toBeVisible();
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book a free consultation' })).toBeVisible();
  await expect(page.getByText('Your safety comes first')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), progressKey)).toBeNull();
  await expectNoAxeViolations(page, 'assessment results');

  const body = JSON.parse(posts[0] ?? '{}') as { answers?: unknown[]; name?: string };
  expect(body.name).toBe('Maya Test');
  expect(body.answers).toHaveLength(35);
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(1);
});

test('at the critical end with a yes in the safety check, safety and crisis lines come first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isAssessmentPost(request.url(), request.method())) posts.push(request.postData() ?? '');
  });
  await openAssessment(page);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await page.getByLabel(/^Name/).fill('Maya Test');
  await page.getByLabel(/^Email/).fill(`critical-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const question of assessmentQuestions) {
    await page.getByRole('group', { name: question.question }).getByRole('radio', { name: question.options.e }).check();
    await page.getByRole('button', { name: question.id === 35 ? 'Get Results' : 'Next' }).click();
  }

  await page
    .getByRole('group', { name: /threatened to kill you/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('group', { name: /weapon/ })
    .getByRole('radio', { name: 'No' })
    .check();
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), progressKey)).not.toMatch(/yes|weapon|kill/i);
  const [response] = await Promise.all([
    page.waitForResponse((r) => isAssessmentPost(r.url(), r.request().method())),
    page.getByRole('button', { name: 'See my results' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ score: 140, riskLevel: 'Critical - Immediate Support Needed' });
  await expect(toast(page, 'Assessment Results Saved')).toBeVisible();
  expect(posts[0]).not.toMatch(/safety|weapon|kill|strangl/i);

  const panelHeading = page.getByRole('heading', { level: 2, name: 'Your safety comes first' });
  await expect(panelHeading).toBeFocused();
  const headings = await page.locator('main h2').allTextContents();
  expect(headings).toEqual(['Your safety comes first', 'Your Results', 'Support right now', 'Recommendations']);
  const panel = page.getByRole('region', { name: 'Your safety comes first' });
  await expect(panel.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(panel.getByRole('link', { name: 'Call 1-800-799-7233' })).toHaveAttribute('href', 'tel:+18007997233');
  await expect(panel.getByRole('link', { name: 'Text START to 88788' })).toHaveAttribute('href', 'sms:88788?&body=START');

  await expect(page.getByText('Critical - Immediate Support Needed')).toBeVisible();
  await expect(page.getByText('140 of 140')).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  const crisis = page.getByRole('region', { name: 'Support right now' });
  await expect(crisis.getByRole('link', { name: 'Call 1-800-799-7233' })).toBeVisible();
  const crisisBox = await crisis.boundingBox();
  const recommendationsBox = await page.getByRole('heading', { name: 'Recommendations' }).boundingBox();
  const panelBox = await panel.boundingBox();
  const resultsBox = await page.getByRole('heading', { name: 'Your Results' }).boundingBox();
  expect(panelBox!.y).toBeLessThan(resultsBox!.y);
  expect(crisisBox!.y + crisisBox!.height).toBeLessThanOrEqual(recommendationsBox!.y);
  await expectNoAxeViolations(page, 'critical results with the safety panel');

  await page.getByRole('button', { name: 'Book urgent support now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Session' });
  await expect(dialog.getByLabel(/Service/)).toHaveValue('consultation');
});

test('the results download as a discreet PDF', async ({ page }) => {
  await seedProgress(page, 'safety', 2);
  await openAssessment(page);
  await expect(page.getByRole('heading', { name: 'Before your results: a quick safety check' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('High Risk - Significant S.A.V.E.™ Syndrome')).toBeVisible();
  await expect(toast(page, 'Assessment Results Saved')).toBeVisible();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my results' }).click();
  await expect(toast(page, 'Preparing Download')).toContainText('Your assessment results PDF is being prepared.');
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^wellbeing-notes-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1500);
});

test('a saved result is counted on the statistics page', async ({ page, request }) => {
  const counts = async () => {
    const body = (await (await request.get('/api/statistics')).json()) as {
      userAssessments: { totalAssessments: number; riskLevelDistribution: Record<string, number> };
    };
    return {
      total: body.userAssessments.totalAssessments,
      high: body.userAssessments.riskLevelDistribution['High Risk - Significant S.A.V.E.™ Syndrome'] ?? 0,
    };
  };
  const before = await counts();
  await seedProgress(page, 'safety', 2);
  await openAssessment(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(toast(page, 'Assessment Results Saved')).toBeVisible();
  // Other tests store results at the same time: this one's is at least counted.
  const after = await counts();
  expect(after.total).toBeGreaterThanOrEqual(before.total + 1);
  expect(after.high).toBeGreaterThanOrEqual(before.high + 1);

  await page.goto('/statistics');
  const community = page.getByRole('region', { name: 'What our community’s assessments show' });
  await expect(community).toBeVisible();
  const shown = Number((await community.locator('dd').first().innerText()).replace(/,/g, ''));
  expect(shown).toBeGreaterThanOrEqual(after.total);
});

test('the personal info needs a name and an email', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (isAssessmentPost(request.url(), request.method())) sent += 1;
  });
  await openAssessment(page);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await page.getByLabel(/^Name/).fill('Maya Test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Missing Information')).toContainText('Please provide your name and email to continue.');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to intro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Understand What You Have Been Living' })).toBeFocused();
  expect(sent).toBe(0);
});

test('a reload in the middle of the questions keeps every answer', async ({ page }) => {
  await openAssessment(page);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await page.getByLabel(/^Name/).fill('Maya Test');
  await page.getByLabel(/^Email/).fill('maya.reload@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const question of assessmentQuestions.slice(0, 3)) {
    await page.getByRole('group', { name: question.question }).getByRole('radio', { name: question.options.b }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  const fourth = assessmentQuestions[3]!;
  await page.getByRole('group', { name: fourth.question }).getByRole('radio', { name: fourth.options.d }).check();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Question 4 of 35')).toBeVisible();
  await expect(page.getByRole('group', { name: fourth.question }).getByRole('radio', { name: fourth.options.d })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  const third = assessmentQuestions[2]!;
  await expect(page.getByRole('group', { name: third.question }).getByRole('radio', { name: third.options.b })).toBeChecked();
});
