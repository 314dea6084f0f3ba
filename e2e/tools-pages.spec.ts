import type { Page } from '@playwright/test';
import { exitPlannerPlan, journalPlan } from '../core/content/tools-catalog';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Full-page screenshots for a person to look at, when E2E_SCREENSHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [360, 740],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('/tools shows six tool cards, three marked Coming Soon, and the $20 bundle', async ({ page }) => {
  await page.goto('/tools');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const cards = main.getByTestId('tool-card');
  await expect(cards).toHaveCount(6);

  const expected = [
    ['30-Day Affirmation Journey', '/tools/affirmations', false],
    ['Boundary Script Generator', '/tools/boundary-scripts', false],
    ['Daily Reflection Journal', '/tools/journal', true],
    ['Exit Strategy Planner', '/tools/exit-plan', true],
    ['Symptom-to-Trigger Tracker', '/tools/symptom-tracker', true],
    ['Crisis Support', '/crisis-support', false],
  ] as const;
  for (const [index, [name, path, comingSoon]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await expect(card.getByText('Coming Soon', { exact: true })).toHaveCount(comingSoon ? 1 : 0);
  }

  const bundle = main.getByRole('region', { name: 'All 5 Tools for $20' });
  await expect(bundle).toBeVisible();
  await expect(bundle.getByRole('listitem')).toHaveCount(5);
  await expect(bundle.getByRole('link', { name: 'Upgrade your access' })).toHaveAttribute('href', '/upgrade-access');
  await expectNoAxeViolations(page, '/tools');
  await shoot(page, 'tools');
});

test('a card opens its tool, by keyboard alone', async ({ page }) => {
  await page.goto('/tools');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Exit Strategy Planner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tools\/exit-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exit Strategy Planner' })).toBeVisible();
});

const comingSoonPages = [
  { path: '/tools/journal', name: journalPlan.name, items: journalPlan.features },
  { path: '/tools/exit-plan', name: exitPlannerPlan.name, items: exitPlannerPlan.phases.flatMap((phase) => [phase.name, ...phase.items]) },
];

for (const entry of comingSoonPages) {
  test(`${entry.path} is a Coming Soon page with its planned features and ways back`, async ({ page }) => {
    await page.goto(entry.path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(entry.name);
    await expect(main.getByText('Coming Soon', { exact: true })).toBeVisible();
    const planned = main.getByRole('region', { name: /planning/ });
    for (const item of entry.items) await expect(planned.getByText(item, { exact: true })).toBeVisible();
    // No interaction: nothing to fill in.
    await expect(main.locator('input, textarea, select')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Back to all tools' })).toHaveAttribute('href', '/tools');
    await expect(main.getByRole('link', { name: '30-Day Affirmation Journey' })).toHaveAttribute('href', '/tools/affirmations');
    await expect(main.getByRole('link', { name: 'Boundary Script Generator' })).toHaveAttribute('href', '/tools/boundary-scripts');
    await expectNoAxeViolations(page, entry.path);
    if (entry.path === '/tools/exit-plan') {
      await expect(main.getByTestId('exit-phase')).toHaveCount(5);
      await expect(main.getByRole('link', { name: 'Crisis support' })).toHaveAttribute('href', '/crisis-support');
      await shoot(page, 'exit-plan');
    }
  });
}
