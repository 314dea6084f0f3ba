import type { Browser, Page } from '@playwright/test';
import { generateBoundaryScript } from '../core/boundary-script';
import { EXIT_SAFETY_NOTE, GENERAL_SAFETY_NOTE, SITUATION_EXAMPLE, boundaryBehaviors } from '../core/content/boundary-scripts';
import { timings } from '../core/constants';
import { vaultTexts } from '../core/content/vault';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { toast, uniqueEmail, unlockTool, vaultPut } from './helpers';

test.describe.configure({ timeout: 240_000 });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const situation = 'you told me I was overreacting about the money';

async function openScripts(page: Page) {
  await page.goto('/tools/boundary-scripts');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your scripts' })).toBeVisible();
}

function savedList(page: Page) {
  return page.getByRole('region', { name: 'Your saved scripts' });
}

async function generateAndSave(page: Page, behavior: string, text: string) {
  await page.getByLabel('What is happening?').selectOption({ label: behavior });
  await page.getByLabel('Describe the situation').fill(text);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  const [response] = await Promise.all([vaultPut(page), page.getByRole('button', { name: 'Save Script' }).click()]);
  return response;
}

/** Saves one script for her in a browser of its own, then closes it. */
async function savedScriptFor(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openScripts(page);
  await unlockTool(page, email);
  expect((await generateAndSave(page, 'Stonewalling', 'you stopped talking to me for two days')).status()).toBe(201);
  await expect(savedList(page).getByRole('article')).toHaveCount(1);
  await context.close();
}

test('first use: generate in the firm tone with her words, save, copy, delete, then Lock', async ({ page }) => {
  const email = uniqueEmail('scripts');
  await openScripts(page);
  await expectNoAxeViolations(page, 'boundary gate');

  const response = await unlockTool(page, email);
  expect((await response.json()).records).toEqual([]);
  await expect(page.getByText('Your scripts are unlocked')).toBeFocused();
  await expect(page.getByText(GENERAL_SAFETY_NOTE)).toBeVisible();
  await expect(savedList(page)).toContainText('No saved scripts yet.');
  await expect(page.getByRole('radio', { name: 'Firm' })).toBeChecked();
  await expect(page.getByLabel('Describe the situation')).toHaveAttribute('placeholder', SITUATION_EXAMPLE);
  await expectNoAxeViolations(page, 'boundary tool unlocked');

  // Nothing chosen, nothing described: a toast says what is missing.
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(toast(page, 'Missing Information')).toContainText('Please select a toxic behavior and describe the situation.');
  await page.getByLabel('What is happening?').selectOption('gaslighting');
  const gaslighting = boundaryBehaviors.find((b) => b.id === 'gaslighting')!;
  await expect(page.getByText(gaslighting.description)).toBeVisible();
  await expect(page.getByText(gaslighting.examples[0]!)).toBeVisible();
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();

  // Default tone (firm), her situation woven into the script.
  await page.getByLabel('Describe the situation').fill(situation);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  const expected = generateBoundaryScript({ behaviorId: 'gaslighting', situation, tone: 'firm' });
  const result = page.getByRole('region', { name: 'Your script', exact: true });
  await expect(result.getByRole('heading', { name: 'Your script' })).toBeFocused();
  await expect(result.getByRole('blockquote')).toHaveText(expected);
  expect(expected).toContain(situation);
  await expect(result).toContainText('Firm tone');
  await expect(result.getByText(EXIT_SAFETY_NOTE)).toHaveCount(0);

  // Save: stored, listed, and the button says it is saved.
  const [saved] = await Promise.all([vaultPut(page), result.getByRole('button', { name: 'Save Script' }).click()]);
  expect(saved.status()).toBe(201);
  // What was sent is sealed in her browser: none of her words, the behaviour or her email in clear.
  const sent = saved.request().postData() ?? '';
  for (const clear of [situation, 'gaslighting', email, 'boundary']) expect(sent).not.toContain(clear);
  await expect(toast(page, 'Script Saved!')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Saved' })).toBeDisabled();
  const item = savedList(page).getByRole('article', { name: 'Gaslighting' });
  await expect(item).toContainText(expected);
  await expect(item).toContainText(situation);

  // Copy: the clipboard holds the script; 'Copied' shows for 2 seconds, then 'Copy' again.
  await result.getByRole('button', { name: 'Copy' }).click();
  const copiedAt = Date.now();
  await expect(toast(page, 'Copied!')).toContainText('Script copied to clipboard.');
  await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(result.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: timings.copiedIndicatorMs + 3000 });
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(timings.copiedIndicatorMs - 250);

  // The exit tone carries the safety note.
  await page.getByRole('radio', { name: 'Exit' }).check();
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(result.getByRole('blockquote')).toHaveText(generateBoundaryScript({ behaviorId: 'gaslighting', situation, tone: 'exit' }));
  await expect(result.getByRole('note')).toHaveText(EXIT_SAFETY_NOTE);
  await expect(result.getByRole('button', { name: 'Save Script' })).toBeEnabled();
  await expectNoAxeViolations(page, 'generated exit script');

  // Delete, after a confirmation.
  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this script?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page, 'delete script dialog');
  const [deleted] = await Promise.all([
    page.waitForResponse((r) => /\/api\/vault\/records\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'DELETE'),
    dialog.getByRole('button', { name: 'Delete script' }).click(),
  ]);
  expect(deleted.status()).toBe(204);
  await expect(toast(page, 'Script Deleted')).toBeVisible();
  await expect(savedList(page).getByRole('article')).toHaveCount(0);
  await expect(savedList(page)).toContainText('No saved scripts yet.');

  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your scripts' })).toBeFocused();
  await expect(savedList(page)).toHaveCount(0);
});

test('saved scripts are newest first and readable on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('phone');
  await openScripts(page);
  await unlockTool(page, email);
  const long = 'you sent me forty messages in one evening after I said I needed a quiet night to myself';
  expect((await generateAndSave(page, 'Love-bombing', long)).status()).toBe(201);
  await expect(savedList(page).getByRole('article')).toHaveCount(1);
  expect((await generateAndSave(page, 'Negging', 'you laughed at my new job in front of your friends')).status()).toBe(201);
  const articles = savedList(page).getByRole('article');
  await expect(articles).toHaveCount(2);
  await expect(articles.nth(0).getByRole('heading')).toHaveText('Negging');
  await expect(articles.nth(1).getByRole('heading')).toHaveText('Love-bombing');
  // Nothing runs off the side of the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'saved scripts on a phone');
});

test('in another browser, a wrong passphrase opens an empty space with no hint of hers; the right one shows her saved script', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('second');
  await savedScriptFor(browser, baseURL!, email);

  await openScripts(page);
  await unlockTool(page, email, 'somebody else guessing');
  await expect(page.getByText(vaultTexts.emptyVault)).toBeVisible();
  await expect(savedList(page)).toContainText('No saved scripts yet.');
  await expect(page.getByText('you stopped talking to me for two days')).toHaveCount(0);
  await expect(page.getByText(/wrong|incorrect|does not match/i)).toHaveCount(0);
  await expectNoAxeViolations(page, 'an empty space under another passphrase');

  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your scripts' })).toBeFocused();
  await unlockTool(page, email);
  const item = savedList(page).getByRole('article', { name: 'Stonewalling' });
  await expect(item).toContainText('you stopped talking to me for two days');
});
