/**
 * Issue 25, item 4: "Save an encrypted backup" downloads one file of her space that holds nothing
 * readable of hers; after her space is erased, "Restore a backup" in another browser (the same
 * email and passphrase) brings her entries back. axe on the new states.
 */
import { readFile } from 'node:fs/promises';
import { backupTexts } from '../core/content/vault-backup';
import { formatMessage } from '../core/message-format';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openPrivacySettings, openTool, toolPassphrase, uniqueEmail, unlockTool, vaultPut } from './helpers';

test.describe.configure({ timeout: 240_000 });

const MARKER = 'violet-lantern-she-kept-this';

test('an encrypted backup holds nothing readable and restores her entries in another browser', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('backup');
  await openTool(page, '/tools/affirmations', 'Unlock your journey');
  await unlockTool(page, email);
  await page.getByLabel('Your reflection for day 1').fill(MARKER);
  const [saved] = await Promise.all([vaultPut(page), page.getByRole('button', { name: 'Complete Day' }).click()]);
  expect(saved.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'You completed day 1' })).toBeVisible();

  // The backup: one discreet file of envelopes, nothing of hers readable in it.
  await openPrivacySettings(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: backupTexts.save }).click()]);
  expect(download.suggestedFilename()).toMatch(/^notes-backup-\d{4}-\d{2}-\d{2}\.backup$/);
  const filePath = (await download.path())!;
  const text = await readFile(filePath, 'utf8');
  for (const readable of [MARKER, 'journey', 'reflection', email, toolPassphrase]) expect(text).not.toContain(readable);
  // No photos here: the header line and nothing after it (docs/decisions/0049).
  expect(text.indexOf('\n')).toBe(text.length - 1);
  const file = JSON.parse(text) as { format: string; version: number; records: unknown[]; files: unknown[] };
  expect(file).toMatchObject({ format: 'save-sisterhood-vault-backup', version: 2, files: [] });
  expect(file.records).toHaveLength(1);
  await expect(page.getByText(formatMessage(backupTexts.saving, { fileName: download.suggestedFilename(), size: `${Math.max(1, Math.round(Buffer.byteLength(text) / 1024))} KB` }))).toBeVisible();
  await expectNoAxeViolations(page, 'the backup controls');

  // Her space erased: nothing on the server any more.
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const [erased] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault') && r.request().method() === 'DELETE'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click(),
  ]);
  expect(erased.status()).toBe(204);

  // Another browser, the same email and passphrase: an empty space, made hers, and the backup restored.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await openTool(other, '/tools/affirmations', 'Unlock your journey');
  await unlockTool(other, email);
  await openPrivacySettings(other);
  const [restored] = await Promise.all([vaultPut(other), other.getByLabel(backupTexts.restoreLabel).setInputFiles(filePath)]);
  expect(restored.status()).toBe(201);
  await expect(other.getByText(backupTexts.restoredOne)).toBeVisible();
  await expect(other.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1');
  await expectNoAxeViolations(other, 'a restored backup');

  // The same file again adds nothing twice.
  await other.getByLabel(backupTexts.restoreLabel).setInputFiles(filePath);
  await expect(other.getByText(backupTexts.restoredNothing)).toBeVisible();
  await context.close();
});
