import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { somaticExplanation } from '../core/content/symptom-tracker';
import { emptySpaceTexts, newSpaceTexts } from '../core/content/vault-space';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { openTool, toast, toolPassphrase, uniqueEmail, unlockTool, vaultPut, confirmPlainExport } from './helpers';

/** Screenshots for a person to look at, only when asked for (E2E_SCREENSHOTS_DIR, as helpers.ts's screenshotWidths). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

// Unlocking derives a key (memory-hard) and axe runs on every state: longer than a page test.
test.describe.configure({ timeout: 240_000 });

const PATH = '/tools/symptom-tracker';
const GATE = 'Unlock your tracker';

async function openTracker(page: Page) {
  await openTool(page, PATH, GATE);
}

function logs(page: Page) {
  return page.getByRole('region', { name: 'Your logs' });
}

type LogInput = { symptom: string; intensity?: number; when?: string; moments?: string[]; own?: string; notes?: string };

/** Fills the form and saves; answers the server's response to the PUT. */
async function logSymptom(page: Page, input: LogInput) {
  const form = page.getByRole('region', { name: 'Log a symptom' });
  await form.getByLabel(/What did you feel in your body\?/).selectOption({ label: input.symptom });
  if (input.intensity !== undefined) await form.getByRole('slider', { name: 'How strong was it?' }).fill(String(input.intensity));
  if (input.when) await form.getByLabel(/When did you feel it\?/).fill(input.when);
  for (const moment of input.moments ?? []) await form.getByRole('checkbox', { name: moment }).check();
  if (input.own) await form.getByLabel('Something else (your own words)').fill(input.own);
  if (input.notes) await form.getByLabel(/Notes/).fill(input.notes);
  const [response] = await Promise.all([vaultPut(page), form.getByRole('button', { name: 'Save log' }).click()]);
  return response;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  // The standard fonts' data from the package, so pdfjs reads Helvetica text without a warning.
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/symptom-tracker-${name}.png`, fullPage: true });
}

test('log, change and delete a symptom; what is sent is sealed; a reload asks for the passphrase and it is all still there', async ({ page }) => {
  const email = uniqueEmail('symptoms');
  await page.setViewportSize({ width: 360, height: 780 });
  await openTracker(page);
  await expectNoAxeViolations(page, 'tracker gate');
  await shoot(page, 'gate-360');
  await unlockTool(page, email);

  await expect(logs(page).getByText('Nothing logged yet. What you log will be kept here, newest first.')).toBeVisible();
  await expect(page.getByRole('heading', { name: somaticExplanation.title })).toBeVisible();
  await expectNoAxeViolations(page, 'empty tracker');

  // Nothing is sent without a symptom.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/vault/records/') && request.method() !== 'GET') sent += 1;
  });
  await page.getByRole('button', { name: 'Save log' }).click();
  await expect(page.getByText('Please choose what you felt, or choose "In my own words".')).toBeVisible();
  expect(sent).toBe(0);
  await expectNoAxeViolations(page, 'symptom missing');

  const saved = await logSymptom(page, {
    symptom: 'Tight chest',
    intensity: 7,
    when: '2026-11-18T21:30',
    moments: ['A message or call from him'],
    own: 'Walking past the old flat',
    notes: 'Counted my breaths until it eased.',
  });
  expect(saved.status()).toBe(201);
  const body = saved.request().postData() ?? '';
  expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['baseVersion', 'envelope']);
  for (const word of ['chest', 'old flat', 'breaths', 'message', 'symptom']) expect(body.toLowerCase()).not.toContain(word);
  await expect(toast(page, 'Log Saved')).toBeVisible();
  const item = logs(page).getByRole('article', { name: 'Tight chest' });
  await expect(item).toContainText('7 out of 10, strong');
  await expect(item).toContainText('A message or call from him; Walking past the old flat');
  await expect(item).toContainText('Counted my breaths until it eased.');
  await expect(item).toContainText('Nov 18, 2026');
  await expectNoAxeViolations(page, 'one log');
  await shoot(page, 'one-log-360');

  // Change it: the same record, a new version.
  await item.getByRole('button', { name: 'Change' }).click();
  const edit = page.getByRole('region', { name: 'Change this log' });
  await expect(edit.getByRole('heading', { name: 'Change this log' })).toBeFocused();
  await expect(edit.getByRole('slider')).toHaveValue('7');
  await expectNoAxeViolations(page, 'changing a log');
  await edit.getByRole('slider').fill('4');
  await edit.getByLabel(/Notes/).fill('It eased after a walk.');
  const [changed] = await Promise.all([vaultPut(page), edit.getByRole('button', { name: 'Save changes' }).click()]);
  expect(changed.status()).toBe(200);
  expect(changed.request().postData()).not.toContain('walk');
  await expect(toast(page, 'Changes Saved')).toBeVisible();
  await expect(logs(page).getByRole('heading', { name: 'Your logs' })).toBeFocused();
  await expect(item).toContainText('4 out of 10, moderate');
  await expect(item).toContainText('It eased after a walk.');

  await logSymptom(page, { symptom: 'Headache', intensity: 5, when: '2026-11-19T08:00', moments: ['Money worries'] });
  await expect(logs(page).getByRole('article')).toHaveCount(2);
  // Newest first.
  await expect(logs(page).getByRole('article').first()).toHaveAccessibleName('Headache');

  // The key lived only in this page: a reload shows the gate, and unlocking brings it all back.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: GATE })).toBeVisible();
  await expect(page.getByText('It eased after a walk.')).toHaveCount(0);
  await unlockTool(page, email);
  await expect(logs(page).getByRole('article')).toHaveCount(2);
  await expect(logs(page).getByRole('article', { name: 'Tight chest' })).toContainText('It eased after a walk.');

  // Delete asks first; "Keep it" keeps it.
  const headache = logs(page).getByRole('article', { name: 'Headache' });
  await headache.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this log?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(headache).toBeVisible();
  await headache.getByRole('button', { name: 'Delete' }).click();
  const [deleted] = await Promise.all([
    page.waitForResponse((r) => /\/api\/vault\/records\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'DELETE'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete log' }).click(),
  ]);
  expect(deleted.status()).toBe(204);
  await expect(toast(page, 'Log Deleted')).toBeVisible();
  await expect(logs(page).getByRole('article')).toHaveCount(1);
  await page.reload();
  await waitForHydration(page);
  await unlockTool(page, email);
  await expect(logs(page).getByRole('article')).toHaveCount(1);
  await expect(logs(page).getByRole('article', { name: 'Headache' })).toHaveCount(0);
});

test('another browser with the same passphrase sees the same logs; a wrong passphrase sees none', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('symptoms-two');
  await openTracker(page);
  await unlockTool(page, email);
  expect((await logSymptom(page, { symptom: 'Trouble sleeping', intensity: 6, when: '2026-11-20T03:10', notes: 'Awake at three again.' })).status()).toBe(201);

  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await openTracker(second);
  const wrong = await unlockTool(second, email, 'not the right words');
  expect((await wrong.json()).records).toEqual([]);
  await expect(logs(second).getByText('Nothing logged yet. What you log will be kept here, newest first.')).toBeVisible();
  await expect(second.getByText('Awake at three again.')).toHaveCount(0);
  await expect(second.getByText(/wrong|incorrect|does not match/i)).toHaveCount(0);
  await expectNoAxeViolations(second, 'another passphrase: empty');

  await second.getByRole('button', { name: 'Lock' }).click();
  await expect(second.getByRole('heading', { level: 2, name: GATE })).toBeFocused();
  await unlockTool(second, email, toolPassphrase);
  await expect(logs(second).getByRole('article', { name: 'Trouble sleeping' })).toContainText('Awake at three again.');
  await other.close();
});

test('patterns: the chart has a table, moments and symptoms are counted together, and the report for her doctor downloads for the days she picks', async ({
  page,
}) => {
  const email = uniqueEmail('symptoms-report');
  await openTracker(page);
  await unlockTool(page, email);
  await logSymptom(page, { symptom: 'Headache', intensity: 4, when: '2026-11-03T08:15', moments: ['A raised voice'], notes: 'Lay down in the dark.' });
  await logSymptom(page, { symptom: 'Headache', intensity: 8, when: '2026-11-12T21:40', moments: ['A raised voice', 'Money worries'] });
  await logSymptom(page, { symptom: 'Racing heart', intensity: 9, when: '2026-11-20T18:05', moments: ['A raised voice'] });
  await logSymptom(page, { symptom: 'Tiredness', intensity: 3, when: '2026-10-20T12:00', notes: 'Outside the period.' });

  // The chart is drawn (Chart.js fetched from our own site) and has a table with the same figures.
  const overTime = page.getByRole('region', { name: 'Symptoms over time' });
  await expect(overTime.locator('[data-draw-state="drawn"]')).toBeVisible();
  await expect(overTime.getByRole('img')).toHaveAttribute('aria-label', /Nov 12, 2026: 8/);
  await overTime.getByText('Show as a table').click();
  const dayTable = overTime.getByRole('table', { name: 'All symptoms: each day you logged something' });
  await expect(dayTable.getByRole('row')).toHaveCount(5);
  await expect(dayTable.getByRole('row', { name: /Nov 20, 2026/ })).toContainText('Racing heart');
  await overTime.getByLabel('Show').selectOption('Headache');
  await expect(overTime.getByRole('table', { name: 'Headache: each day you logged something' }).getByRole('row')).toHaveCount(3);

  const together = page.getByRole('region', { name: 'Moments and symptoms logged together' }).getByRole('table');
  await expect(together.getByRole('row').nth(1)).toHaveText(/A raised voice\s*Headache\s*2/);
  await expect(page.getByText(/it does not mean one causes the other/)).toBeVisible();
  await expectNoAxeViolations(page, 'patterns with the table open');
  await page.setViewportSize({ width: 360, height: 780 });
  await shoot(page, 'patterns-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'patterns-1280');

  // The report: November only, notes left out, made on this device.
  const report = page.getByRole('region', { name: 'A report for your doctor or therapist' });
  await report.getByLabel('From').fill('2026-11-01');
  await report.getByLabel('To').fill('2026-11-30');
  await report.getByRole('checkbox', { name: 'Include my notes' }).uncheck();
  let sentWhileMaking = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET') sentWhileMaking += 1;
  });
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Make the report (PDF)' }).click().then(() => confirmPlainExport(page))]);
  expect(download.suggestedFilename()).toMatch(/^health-notes-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(report.getByRole('status')).toContainText('(3 logs) was made on this device as health-notes-');
  expect(sentWhileMaking).toBe(0);
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain('Period: Nov 1, 2026 to Nov 30, 2026');
  expect(text).toContain('3 logs in this period.');
  expect(text).toContain('Headache: logged 2 times, average intensity 6 of 10, highest 8');
  expect(text).toContain('Racing heart: logged 1 time, average intensity 9 of 10, highest 9');
  expect(text).toContain('A raised voice with Headache: 2 times');
  expect(text).toContain('Nov 3, 2026, 8:15 AM - Headache - intensity 4 of 10');
  expect(text).toContain('Nov 20, 2026, 6:05 PM - Racing heart - intensity 9 of 10');
  expect(text).toContain('They are not a diagnosis.');
  expect(text).not.toContain('Tiredness');
  expect(text).not.toContain('Lay down in the dark');

  // With her notes.
  await report.getByRole('checkbox', { name: 'Include my notes' }).check();
  const [withNotes] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Make the report (PDF)' }).click().then(() => confirmPlainExport(page))]);
  expect(await pdfText(new Uint8Array(await readFile((await withNotes.path())!)))).toContain('Notes: Lay down in the dark.');
  await expectNoAxeViolations(page, 'report made');
});

test('by keyboard alone: unlock, log a symptom with the 0-10 control, and delete it', async ({ page }) => {
  const email = uniqueEmail('symptoms-keys');
  await openTracker(page);
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(toolPassphrase);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'),
    page.keyboard.press('Enter'),
  ]);
  // An empty space: "Start a new private space" (after "Try again"), by keyboard.
  await expect(page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeFocused({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: emptySpaceTexts.create })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Your private space' })).toBeVisible({ timeout: 20_000 });

  // From the form's first field, by Tab and keys only.
  const select = page.getByLabel(/What did you feel in your body\?/);
  await page.getByRole('heading', { name: 'Log a symptom' }).focus();
  while (!(await select.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('tight-chest');
  await page.keyboard.press('Tab');
  const slider = page.getByRole('slider', { name: 'How strong was it?' });
  await expect(slider).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '7 out of 10, strong');
  // Past the time (the date and time field is several stops, one per part) to the first moment.
  const raisedVoice = page.getByRole('checkbox', { name: 'A raised voice' });
  for (let stops = 0; stops < 12 && !(await raisedVoice.evaluate((element) => element === document.activeElement)); stops += 1) await page.keyboard.press('Tab');
  await expect(raisedVoice).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'A raised voice' })).toBeChecked();
  const save = page.getByRole('button', { name: 'Save log' });
  while (!(await save.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  // The first save into the new space: her passphrase once more, typed into the dialog.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel(newSpaceTexts.label)).toBeFocused();
  await page.keyboard.type(toolPassphrase);
  const [saved] = await Promise.all([vaultPut(page), page.keyboard.press('Enter')]);
  expect(saved.status()).toBe(201);
  const item = logs(page).getByRole('article', { name: 'Tight chest' });
  await expect(item).toContainText('7 out of 10, strong');
  // The repeat's dialog gives focus back to the button that saved, once the save has run (and only
  // then does she move on: a key pressed before that would land where focus was going).
  await expect(save).toBeFocused();

  const remove = item.getByRole('button', { name: 'Delete' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Delete this log?' })).toBeVisible();
  // The dialog takes focus as it opens; Escape is for the dialog once it has it.
  await expect(page.getByRole('alertdialog').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog').locator(':focus')).toHaveCount(1);
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Delete log' });
  while (!(await confirm.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Log Deleted')).toBeVisible();
  await expect(logs(page).getByRole('heading', { name: 'Your logs' })).toBeFocused();
  await expect(logs(page).getByRole('article')).toHaveCount(0);
});
