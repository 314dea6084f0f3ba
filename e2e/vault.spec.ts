/**
 * Her private vault across devices (docs/decisions/0015): what one browser saves, another opens
 * only with the same email and passphrase; a wrong passphrase is an empty space with no hint;
 * changing the passphrase locks every other device out; deleting erases at once; moving between
 * tools keeps it open; the quick exit drops the key; and what reaches the database is sealed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { vaultTexts } from '../core/content/vault';
import { emptySpaceTexts, newSpaceTexts } from '../core/content/vault-space';
import { unlockedTexts } from '../core/content/vault-controls';
import { formatMessage } from '../core/message-format';
import { siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { openPrivacySettings, openTool, toast, uniqueEmail, unlockTool, vaultPut } from './helpers';

test.describe.configure({ timeout: 240_000 });
const exitOrigin = new URL(siteConfig.quickExitUrl).origin;
test.use({ allowedOrigins: [exitOrigin] });

const JOURNEY = ['/tools/affirmations', 'Unlock your journey'] as const;
const SCRIPTS = ['/tools/boundary-scripts', 'Unlock your scripts'] as const;

async function newDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.route(`${exitOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }));
  return page;
}

async function completeDayOne(page: Page, reflection: string) {
  await page.getByLabel('Your reflection for day 1').fill(reflection);
  const [saved] = await Promise.all([vaultPut(page), page.getByRole('button', { name: 'Complete Day' }).click()]);
  expect(saved.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'You completed day 1' })).toBeVisible();
  return saved;
}

async function saveScript(page: Page, situation: string) {
  await page.getByLabel('What is happening?').selectOption({ label: 'Stonewalling' });
  await page.getByLabel('Describe the situation').fill(situation);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  const [saved] = await Promise.all([vaultPut(page), page.getByRole('button', { name: 'Save Script' }).click()]);
  expect(saved.status()).toBe(201);
  await expect(page.getByRole('region', { name: 'Your saved scripts' }).getByRole('article').filter({ hasText: situation })).toBeVisible();
  return saved;
}

test('two devices: the same passphrase opens the same vault; a wrong one is empty; a new passphrase locks the other out; delete erases', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('vault');
  const reflection = 'The garden was quiet this morning.';
  const situation = 'you would not answer me for two days';

  // Device A: a reflection and a script.
  const a = await newDevice(browser, baseURL!);
  await openTool(a, ...JOURNEY);
  await unlockTool(a, email);
  await completeDayOne(a, reflection);
  await openTool(a, ...SCRIPTS);
  await unlockTool(a, email);
  await saveScript(a, situation);

  // Device B: a wrong passphrase opens an empty space that says so, says nothing of A's, and offers "Try again" first.
  const b = await newDevice(browser, baseURL!);
  await openTool(b, ...SCRIPTS);
  await unlockTool(b, email, 'a guess at her words', 'stay');
  await expect(b.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeFocused();
  await expect(b.getByText(emptySpaceTexts.notLost)).toBeVisible();
  await expect(b.getByText(situation)).toHaveCount(0);
  await expect(b.getByText(/wrong|incorrect|does not match|unlocked/i)).toHaveCount(0);
  await b.getByRole('button', { name: emptySpaceTexts.tryAgain }).click();
  await expect(b.getByText(vaultTexts.lockedTryAgain)).toBeVisible();

  // With the right one, B sees both.
  await unlockTool(b, email);
  await expect(b.getByRole('region', { name: 'Your saved scripts' }).getByRole('article').filter({ hasText: situation })).toBeVisible();
  await openTool(b, ...JOURNEY);
  await unlockTool(b, email);
  await expect(b.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1');

  // A changes the passphrase (keyboard only in the dialog).
  await openPrivacySettings(a);
  await a.getByRole('button', { name: 'Change passphrase' }).click();
  const dialog = a.getByRole('dialog', { name: 'Change your passphrase' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(a, 'change passphrase dialog');
  await expect(dialog.getByLabel('Current passphrase')).toBeFocused();
  await a.keyboard.type('river stones at dawn');
  await a.keyboard.press('Tab');
  await a.keyboard.type('new words for a new start');
  await a.keyboard.press('Tab');
  await a.keyboard.type('new words for a new start');
  const [rekey] = await Promise.all([
    a.waitForResponse((r) => r.url().endsWith('/api/vault/rekey')),
    a.keyboard.press('Enter'),
  ]);
  expect(rekey.status()).toBe(200);
  expect(rekey.request().postData()).not.toContain('new words');
  await expect(toast(a, 'Passphrase Changed')).toBeVisible();
  await expect(a.getByRole('region', { name: 'Your saved scripts' }).getByRole('article').filter({ hasText: situation })).toBeVisible();

  // B is locked out at its next step, and told why.
  await b.getByLabel('Your reflection for day 2').fill('Written on the other device.');
  await b.getByRole('button', { name: 'Complete Day' }).click();
  await expect(b.getByRole('heading', { level: 2, name: 'Unlock your journey' })).toBeVisible();
  await expect(b.getByText(vaultTexts.lockedElsewhere)).toBeVisible();
  await expectNoAxeViolations(b, 'gate after another device changed the passphrase');
  // The old passphrase now opens nothing; the new one opens everything.
  await unlockTool(b, email, undefined, 'stay');
  await expect(b.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeVisible();
  await b.getByRole('button', { name: emptySpaceTexts.tryAgain }).click();
  await unlockTool(b, email, 'new words for a new start');
  await expect(b.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1');

  // A deletes everything: B's next unlock finds nothing.
  await openPrivacySettings(a);
  await a.getByRole('button', { name: 'Delete my data' }).click();
  const [erased] = await Promise.all([
    a.waitForResponse((r) => r.url().endsWith('/api/vault') && r.request().method() === 'DELETE'),
    a.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click(),
  ]);
  expect(erased.status()).toBe(204);
  await expect(a.getByRole('heading', { level: 2, name: 'Unlock your scripts' })).toBeVisible();
  await openTool(b, ...SCRIPTS);
  await unlockTool(b, email, 'new words for a new start', 'stay');
  await expect(b.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeVisible();
  await a.context().close();
  await b.context().close();
});

test('moving between tools keeps the vault open; the quick exit drops the key, and Back shows the gate', async ({ browser, baseURL }) => {
  const page = await newDevice(browser, baseURL!);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const email = uniqueEmail('roam');
  await openTool(page, ...JOURNEY);
  await unlockTool(page, email);

  // Through the site's own links: the client router keeps this document, and the key with it.
  await page.getByRole('link', { name: 'Tools', exact: true }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  await page.getByRole('link', { name: /Boundary Script/ }).first().click();
  await expect(page).toHaveURL(/\/tools\/boundary-scripts$/);
  await expect(page.getByText('Your scripts are unlocked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock' })).toHaveCount(0);
  // The island hydrated over the prerendered gate with her vault open, and matched it (no React #418).
  expect(errors).toEqual([]);

  // The quick exit: the page forgets the key before it goes.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(siteConfig.quickExitUrl);
  await page.goBack();
  await waitForHydration(page);
  await expect(page.getByText('Your scripts are unlocked')).toHaveCount(0);
  await page.context().close();
});

test('unlock, privacy settings and lock work by keyboard alone; axe finds nothing in any state', async ({ browser, baseURL }) => {
  const page = await newDevice(browser, baseURL!);
  await openTool(page, ...SCRIPTS);
  await expectNoAxeViolations(page, 'vault gate');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(uniqueEmail('keys'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('river stones at dawn');
  const [opened] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'),
    page.keyboard.press('Enter'),
  ]);
  expect(opened.status()).toBe(200);
  // An empty space: its heading takes the focus; Tab reaches "Try again" first, then "Start a new private space".
  await expect(page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeFocused();
  await expectNoAxeViolations(page, 'empty space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: emptySpaceTexts.tryAgain })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: emptySpaceTexts.create })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your scripts are unlocked')).toBeFocused();

  const summary = page.getByText('Privacy settings', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const select = page.getByLabel('Lock automatically after');
  await expect(select).toHaveValue('15');
  // How much of her room she uses, under her settings: nothing yet.
  await expect(page.getByText(formatMessage(unlockedTexts.room, { used: '0 KB', max: '100 MB' }))).toBeVisible();
  await expectNoAxeViolations(page, 'vault privacy settings');
  // The first save into the new space: her passphrase once more, by keyboard, in the dialog.
  await select.selectOption('5');
  const repeat = page.getByRole('dialog', { name: newSpaceTexts.title });
  await expect(repeat.getByLabel(newSpaceTexts.label)).toBeFocused();
  await expectNoAxeViolations(page, 'the repeat at the first save into a new space');
  await page.keyboard.type('river stones at dawn');
  const [saved] = await Promise.all([vaultPut(page), page.keyboard.press('Enter')]);
  expect(saved.status()).toBe(201);
  await expect(toast(page, 'Setting Saved')).toBeVisible();

  await page.getByRole('button', { name: 'Lock' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Unlock your scripts' })).toBeFocused();
  await page.context().close();
});

/** The newest pg_dump under /usr/lib/postgresql/<version>/bin. */
function pgDumpPath(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_dump')))
    .sort((x, y) => Number.parseFloat(y) - Number.parseFloat(x))[0];
  return version === undefined ? undefined : join(root, version, 'bin', 'pg_dump');
}

/**
 * Everything the e2e server's database holds, as bytes: a pg_dump on the PostgreSQL leg
 * (E2E_DATABASE_URL), else every file of its data directory (the embedded PostgreSQL: heap and write-ahead log;
 * scripts/e2e-server.mjs keeps it in the temp directory, by port), the outbox left out.
 */
function storedBytes(baseURL: string): Buffer {
  if (process.env.E2E_DATABASE_URL) {
    return execFileSync(pgDumpPath() ?? 'pg_dump', ['--data-only', process.env.E2E_DATABASE_URL], { maxBuffer: 512 * 1024 * 1024 });
  }
  const dataDir = join(tmpdir(), `save-e2e-data-${new URL(baseURL).port}`);
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(join(dataDir, 'outbox')))
    .map((entry) => join(entry.parentPath, entry.name));
  return Buffer.concat(files.map((file) => readFileSync(file)));
}

test('what she types reaches the database sealed: what it stores holds neither her words nor her email', async ({ browser, baseURL }) => {
  const marker = `amber-kite-${Date.now()}-only-for-her`;
  const email = uniqueEmail('at-rest');
  const page = await newDevice(browser, baseURL!);
  await openTool(page, ...JOURNEY);
  await unlockTool(page, email);
  const day = await completeDayOne(page, `Reflection ${marker}`);
  await openTool(page, ...SCRIPTS);
  await unlockTool(page, email);
  await saveScript(page, `situation ${marker}`);

  const stored = storedBytes(baseURL!);
  // The search looks where the data is: the stored envelope of her day is there.
  const envelope = (day.request().postDataJSON() as { envelope: string }).envelope;
  expect(stored.includes(Buffer.from(envelope.slice(0, 64), 'utf8')), 'her sealed day, to show the search reads where records are').toBe(true);
  expect(stored.includes(Buffer.from(marker, 'utf8')), 'her words').toBe(false);
  // In any case (the words and the email are ASCII: one byte per letter).
  expect(stored.toString('latin1').toLowerCase().includes(email.toLowerCase()), 'her email').toBe(false);
  await page.context().close();
});
