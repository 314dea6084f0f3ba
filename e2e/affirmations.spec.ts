import type { Browser, Page } from '@playwright/test';
import { journeyDays } from '../core/content/affirmations';
import { vaultTexts } from '../core/content/vault';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { openPrivacySettings, toast, toolPassphrase, uniqueEmail, unlockTool, vaultPut } from './helpers';

// Unlocking derives a key (memory-hard) and axe runs on every state: longer than a page test.
test.describe.configure({ timeout: 240_000 });

async function openJourney(page: Page) {
  await page.goto('/tools/affirmations');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your journey' })).toBeVisible();
}

function days(page: Page) {
  return page.getByRole('list', { name: 'Days of the journey' });
}

function progress(page: Page) {
  return page.getByRole('progressbar', { name: 'Progress' });
}

/** Completes the day on screen with this reflection and waits for the server's answer. */
async function completeDay(page: Page, reflection: string, day: number) {
  await page.getByLabel(`Your reflection for day ${day}`).fill(reflection);
  const [response] = await Promise.all([vaultPut(page), page.getByRole('button', { name: 'Complete Day' }).click()]);
  return response;
}

/** Sets up a journey with day 1 completed in a browser of its own, then closes it. */
async function journeyWithDayOne(browser: Browser, baseURL: string, email: string, reflection: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openJourney(page);
  await unlockTool(page, email);
  await expect(page.getByText('Day 1 of 30', { exact: true })).toBeVisible();
  expect((await completeDay(page, reflection, 1)).status()).toBe(201);
  await expect(days(page).getByRole('button', { name: 'Day 1, completed' })).toBeVisible();
  await context.close();
}

test('first use opens an empty journey; a day is completed, kept read-only, and Lock returns to the gate', async ({ page }) => {
  const email = uniqueEmail('journey');
  await openJourney(page);
  await expect(page.getByText(vaultTexts.howItWorks)).toBeVisible();
  await expect(page.getByText(vaultTexts.cannotReset)).toBeVisible();
  await expectNoAxeViolations(page, 'affirmations gate');

  // The show/hide toggle keeps its name and says whether it is pressed.
  const toggle = page.getByRole('button', { name: 'Show passphrase' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel('Private passphrase').fill(toolPassphrase);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Private passphrase')).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(page.getByLabel('Private passphrase')).toHaveAttribute('type', 'password');

  const response = await unlockTool(page, email);
  expect((await response.json()).records).toEqual([]);
  await expect(page.getByText(vaultTexts.emptyVault)).toBeVisible();
  await expect(toast(page, 'Welcome to Your 30-Day Journey')).toContainText('Your progress will be saved securely.');
  await expect(page.getByText('Your journey is unlocked')).toBeFocused();

  // A new journey opens on day 1, nothing completed.
  await expect(page.getByText('Day 1 of 30', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: journeyDays[0]!.theme })).toBeVisible();
  await expect(page.getByText(journeyDays[0]!.affirmation)).toBeVisible();
  await expect(page.getByText(journeyDays[0]!.reflectionPrompt)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(progress(page)).toHaveAttribute('aria-valuetext', '0 of 30 days');
  await expect(page.getByText('0 of 30 days')).toBeVisible();
  await expect(days(page).getByRole('button', { name: 'Day 1', exact: true })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expectNoAxeViolations(page, 'journey unlocked');

  // A blank reflection is not sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/vault/records') && request.method() !== 'GET') sent += 1;
  });
  await page.getByLabel('Your reflection for day 1').fill('   ');
  await page.getByRole('button', { name: 'Complete Day' }).click();
  await expect(toast(page, 'Reflection Required')).toContainText('Please write a reflection before completing this day.');
  expect(sent).toBe(0);

  const reflection = 'A warm cup of tea, and the window open.';
  const saved = await completeDay(page, reflection, 1);
  expect(saved.status()).toBe(201);
  // What left the browser is sealed: not her words, not the kind of record.
  const sentBody = saved.request().postData() ?? '';
  expect(sentBody).not.toContain('warm cup');
  expect(sentBody).not.toContain('journey');
  expect(Object.keys(JSON.parse(sentBody) as object).sort()).toEqual(['baseVersion', 'envelope']);
  await expect(toast(page, 'Progress Saved!')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText('1 of 30 days')).toBeVisible();
  await expect(days(page).getByRole('button', { name: 'Day 1, completed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You completed day 1' })).toBeFocused();
  await expect(page.getByText(reflection)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Day' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // A completed day can open a journal entry with the day's affirmation and prompt.
  await expect(page.getByRole('link', { name: 'Write more in your journal' })).toHaveAttribute('href', '/tools/journal?from=journey-day-1');
  await expectNoAxeViolations(page, 'completed day');

  // Next goes on; the last day disables Next; the reflection form was cleared for the next day.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Day 2 of 30', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your reflection for day 2')).toHaveValue('');
  await days(page).getByRole('button', { name: 'Day 30', exact: true }).click();
  await expect(page.getByText('Day 30 of 30', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Her key lived only in this page: a reload asks for the passphrase again, and it opens on the first incomplete day.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your journey' })).toBeVisible();
  await expect(page.getByText(reflection)).toHaveCount(0);
  await unlockTool(page, email);
  await expect(page.getByText('Day 2 of 30', { exact: true })).toBeVisible();

  // Lock ends the session: the gate again, nothing of hers on the page, and not after a reload.
  const [locked] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/session') && r.request().method() === 'DELETE'),
    page.getByRole('button', { name: 'Lock' }).click(),
  ]);
  expect(locked.status()).toBe(204);
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your journey' })).toBeFocused();
  await expect(page.getByText(reflection)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(days(page)).toHaveCount(0);
});

test('in another browser, a wrong passphrase opens an empty journey with no hint of hers; the right one shows her completed day', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('second');
  const reflection = 'I slept through the night.';
  await journeyWithDayOne(browser, baseURL!, email, reflection);

  await openJourney(page);
  // A different passphrase is a different, empty space: no error, nothing that says hers exists.
  const wrong = await unlockTool(page, email, 'not the right words');
  expect((await wrong.json()).records).toEqual([]);
  await expect(page.getByText(vaultTexts.emptyVault)).toBeVisible();
  await expect(page.getByText('Day 1 of 30', { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', '0 of 30 days');
  await expect(page.getByText(reflection)).toHaveCount(0);
  await expect(page.getByText(/wrong|incorrect|does not match/i)).toHaveCount(0);
  await expectNoAxeViolations(page, 'an empty journey under another passphrase');

  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your journey' })).toBeFocused();
  await unlockTool(page, email);
  await expect(page.getByText('Day 2 of 30', { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', '1 of 30 days');
  await days(page).getByRole('button', { name: 'Day 1, completed' }).click();
  await expect(page.getByRole('heading', { name: 'You completed day 1' })).toBeVisible();
  await expect(page.getByText(reflection)).toBeVisible();
});

test('Delete my data erases the journey at once; the same passphrase then opens an empty space', async ({ page }) => {
  const email = uniqueEmail('delete');
  await openJourney(page);
  await unlockTool(page, email);
  await expect(page.getByText('Day 1 of 30', { exact: true })).toBeVisible();
  expect((await completeDay(page, 'Something to let go of.', 1)).status()).toBe(201);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');

  await openPrivacySettings(page);
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all your tool data?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('your 30-day journey progress and every reflection you wrote');
  await expect(dialog).toContainText('every boundary script you saved');
  await expect(dialog).toContainText('everything else you kept in your private tools');
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Keep my data' })).toBeFocused();
  await expectNoAxeViolations(page, 'delete my data dialog');

  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep my data' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');

  await page.getByRole('button', { name: 'Delete my data' }).click();
  const [erased] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault') && r.request().method() === 'DELETE'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click(),
  ]);
  expect(erased.status()).toBe(204);
  await expect(toast(page, 'Your Data Was Erased')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your journey' })).toBeVisible();
  await expect(page.getByText('Something to let go of.')).toHaveCount(0);

  // Nothing is left: the same email and passphrase open an empty space.
  const again = await unlockTool(page, email);
  expect((await again.json()).records).toEqual([]);
  await expect(page.getByText(vaultTexts.emptyVault)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Day 1 of 30', { exact: true })).toBeVisible();
});
