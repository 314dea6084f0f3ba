import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { screenshotWidths } from './helpers';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('/tools shows six tool cards that each open a real tool (none Coming Soon), and no price', async ({ page }) => {
  await page.goto('/tools');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const cards = main.getByTestId('tool-card');
  await expect(cards).toHaveCount(6);

  const expected = [
    ['30-Day Affirmation Journey', '/tools/affirmations'],
    ['Boundary Script Generator', '/tools/boundary-scripts'],
    ['Daily Reflection Journal', '/tools/journal'],
    ['Exit Strategy Planner', '/tools/exit-plan'],
    ['Symptom-to-Trigger Tracker', '/tools/symptom-tracker'],
    ['Crisis Support', '/crisis-support'],
  ] as const;
  for (const [index, [name, path]] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(main.getByText(/coming soon/i)).toHaveCount(0);

  // Every tool is free: no price and no upgrade pitch; a quiet line for support and educators.
  await expect(main.getByText('Every tool here is free to use. There is nothing to buy and nothing to unlock.')).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain('$');
  await expect(main.getByRole('link', { name: 'Upgrade your access' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Support and educator access' })).toHaveAttribute('href', '/upgrade-access');
  await expectNoAxeViolations(page, '/tools');
  await screenshotWidths(page, SHOTS, 'tools');
});

test('a card opens its tool, by keyboard alone', async ({ page }) => {
  await page.goto('/tools');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Exit Strategy Planner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tools\/exit-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exit Strategy Planner' })).toBeVisible();
});

test('the line asking for JavaScript shows only when JavaScript is off, on every private tool, in both languages', async ({ browser, baseURL }) => {
  const { vaultNoScript } = await import('../core/content/vault');
  const { vaultNoScript: vaultNoScriptEs } = await import('../locales/es/core/content/vault');
  const paths = ['/tools/journal', '/tools/exit-plan', '/tools/symptom-tracker', '/tools/boundary-scripts', '/tools/affirmations'];
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    for (const [path, line] of [...paths.map((path) => [path, vaultNoScript] as const), ...paths.map((path) => [`/es${path}`, vaultNoScriptEs] as const)]) {
      await page.goto(path);
      await expect(page.getByText(line, { exact: true }), `${path} with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBeVisible({ visible: !javaScriptEnabled });
    }
    await context.close();
  }
});
