import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { journeyDays } from '../core/content/affirmations';
import { journalPrompts, journalTexts } from '../core/content/journal';
import { localDay, moodLabel, promptForJourneyDay } from '../core/journal-prompts';
import { formatMessage } from '../core/message-format';
import * as spanish from '../locales/es/core/content/journal';
import { journalFieldMessages } from '../core/content/validation';
import { journalFieldMessages as spanishFieldMessages } from '../locales/es/core/content/validation';
import { emptySpaceTexts, newSpaceTexts } from '../core/content/vault-space';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { openTool, toast, toolPassphrase, uniqueEmail, unlockTool, vaultPut, makeNewSpace, confirmPlainExport } from './helpers';

// Unlocking derives a key (memory-hard) and axe runs on every state: longer than a page test.
test.describe.configure({ timeout: 240_000 });

const PATH = '/tools/journal';
const GATE = journalTexts.gateTitle;
/** Screenshots for a person to look at, only when asked for (E2E_SCREENSHOTS_DIR, as helpers.ts's screenshotWidths). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

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

async function downloaded(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/journal-${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

function writeForm(page: Page) {
  return page.getByRole('form', { name: journalTexts.write.title });
}

function entries(page: Page) {
  return page.getByRole('region', { name: journalTexts.list.title });
}

/** Writes a plain entry and waits for the server to store it. */
async function writeEntry(page: Page, text: string, mood?: string) {
  const form = writeForm(page);
  if (mood) await form.getByRole('radio', { name: mood }).check();
  await form.getByLabel(journalTexts.write.textLabel).fill(text);
  const [response] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(response.status()).toBe(201);
  await expect(entries(page).getByText(text)).toBeVisible();
  return response;
}

/**
 * After a save she sees her record: in view, focused, with what the save said beside it (issue
 * 29.6: not the record pack below, not only a toast).
 */
async function expectHerRecord(page: Page, text: string, said: { title: string; description: string }) {
  const article = entries(page).getByRole('article').filter({ hasText: text }).first();
  await expect(article).toBeFocused();
  await expect(article.getByRole('status')).toHaveText(`${said.title}. ${said.description}`);
  await expect(article).toBeInViewport();
  return article;
}

/** Writes a dated record. */
async function writeRecord(page: Page, date: string, time: string, what: string, look = false) {
  const form = writeForm(page);
  const promptBox = form.getByRole('checkbox', { name: journalTexts.write.usePrompt });
  await expect(promptBox).toBeChecked();
  await form.getByRole('checkbox', { name: journalTexts.write.markIncident }).check();
  // Today's prompt goes with a dated record only if she ticks it; the date is hers to pick.
  await expect(promptBox).not.toBeChecked();
  await expect(form.getByLabel(/The date it happened/)).toHaveValue('');
  if (look) {
    // Saving with nothing written says what is missing, by the field, and keeps what she wrote.
    await form.getByLabel(/What happened/).fill('');
    await form.getByLabel('Where it happened (optional)').fill('At home');
    await form.getByRole('button', { name: journalTexts.write.save }).click();
    await expect(form.getByText(journalFieldMessages.dateInvalid)).toBeVisible();
    await expect(form.getByText(journalTexts.write.whatHappenedRequired)).toBeVisible();
    await expect(form.getByLabel(/The date it happened/)).toBeFocused();
    await expect(form.getByLabel('Where it happened (optional)')).toHaveValue('At home');
    await expectNoAxeViolations(page, 'the record form with missing fields');
    // "Today" is one tap away.
    await form.getByRole('button', { name: journalTexts.write.today, exact: true }).click();
    await expect(form.getByLabel(/The date it happened/)).toHaveValue(localDay(new Date()));
    await expect(form.getByText(journalFieldMessages.dateInvalid)).toHaveCount(0);
  }
  await form.getByLabel(/The date it happened/).fill(date);
  if (time) await form.getByLabel('The time it happened (optional)').fill(time);
  await form.getByLabel('Where it happened (optional)').fill('At home');
  await form.getByLabel(/What happened/).fill(what);
  if (look) {
    await expectNoAxeViolations(page, 'the record form filled');
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'record-form');
  }
  const [response] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(response.status()).toBe(201);
  // Sealed: neither her words nor the date she gave leave the browser.
  expect(response.request().postData()).not.toContain(what.slice(0, 12));
  expect(response.request().postData()).not.toContain(date);
  await expectHerRecord(page, what, journalTexts.saved);
  if (look) await shot(page, 'record-saved');
}

function entryArticle(page: Page, text: string) {
  return entries(page).getByRole('article').filter({ hasText: text });
}

async function editRecord(page: Page, match: string, field: RegExp, value: string, versions: number) {
  await entryArticle(page, match).getByRole('button', { name: 'Edit' }).click();
  const form = entries(page).getByRole('form');
  await form.getByLabel(field).fill(value);
  const [response] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(response.status()).toBe(200);
  await expect(entryArticle(page, match).getByRole('heading', { name: new RegExp(formatMessage(journalTexts.list.versions, { count: versions })) })).toBeVisible();
  await expectHerRecord(page, match, { ...journalTexts.savedVersion, description: formatMessage(journalTexts.savedVersion.description, { count: versions }) });
}

async function makePack(page: Page, records: string[], name: string) {
  const pack = page.getByRole('region', { name: journalTexts.pack.title }).or(page.locator('section').filter({ has: page.getByRole('heading', { name: journalTexts.pack.title }) }));
  // Every record starts chosen: she leaves out the others.
  for (const box of await pack.getByRole('checkbox').all()) {
    const name = (await box.getAttribute('aria-label')) ?? (await box.evaluate((element) => element.closest('label')?.textContent ?? ''));
    if (records.some((record) => name.includes(record))) await box.check();
    else await box.uncheck();
  }
  await pack.getByLabel(journalTexts.pack.nameLabel).fill(name);
  const [download] = await Promise.all([page.waitForEvent('download'), pack.getByRole('button', { name: journalTexts.pack.make }).click().then(() => confirmPlainExport(page))]);
  expect(download.suggestedFilename()).toMatch(/^notes-\d{4}-\d{2}-\d{2}\.pdf$/);
  return pdfText(new Uint8Array(await downloaded(download)));
}

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

test('write, edit and delete entries; a dated record keeps its versions; the record pack carries each record\'s dates and digest', async ({ page }) => {
  // The longest journal test: three unlocks' worth of key derivation, two packs, axe on ten states.
  test.setTimeout(420_000);
  const email = uniqueEmail('journal');
  await openTool(page, PATH, GATE);
  await expectNoAxeViolations(page, 'journal gate');
  await shot(page, 'gate');
  await unlockTool(page, email);
  await expect(page.getByRole('heading', { level: 2, name: journalTexts.today.title })).toBeVisible();
  await expect(entries(page).getByText(journalTexts.list.empty)).toBeVisible();
  await expectNoAxeViolations(page, 'journal empty');

  // Create: what leaves the browser is sealed.
  const saved = await writeEntry(page, 'Walked by the river with my sister.', '4 Okay');
  const body = saved.request().postData() ?? '';
  expect(body).not.toContain('river');
  expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['baseVersion', 'envelope']);
  await expectHerRecord(page, 'Walked by the river with my sister.', journalTexts.saved);
  await expect(toast(page, journalTexts.saved.title)).toHaveCount(0);
  // A daily entry answers today's prompt unless she unticks it.
  await expect(entryArticle(page, 'Walked by the river')).toContainText(await page.locator('[data-prompt-id]').innerText());
  await expectNoAxeViolations(page, 'an entry just saved');

  // Edit a plain entry: its words change, no history.
  await entryArticle(page, 'Walked by the river').getByRole('button', { name: 'Edit' }).click();
  await expectNoAxeViolations(page, 'editing an entry');
  await entries(page).getByRole('form').getByLabel(journalTexts.write.textLabel).fill('Walked by the river with my sister. It rained.');
  await Promise.all([vaultPut(page), entries(page).getByRole('form').getByRole('button', { name: journalTexts.write.save }).click()]);
  await expect(entries(page).getByText('Walked by the river with my sister. It rained.')).toBeVisible();

  // Two dated records; the first is edited twice: three versions.
  await writeRecord(page, '2026-11-02', '21:30', 'He shouted and threw a mug at the wall.', true);
  await writeRecord(page, '2026-10-14', '', 'He followed me to the car.');
  await editRecord(page, 'threw a mug', /Who saw or heard it/, 'My neighbour', 2);
  await editRecord(page, 'threw a mug', /Injuries or damage/, 'A cut on my hand', 3);
  const mug = entryArticle(page, 'threw a mug');
  await mug.getByText(journalTexts.list.showHistory).click();
  const history = mug.getByRole('list', { name: journalTexts.list.historyTitle });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Version 1 of 3');
  await expect(history.getByRole('listitem').nth(0)).not.toContainText('My neighbour');
  await expect(history.getByRole('listitem').nth(2)).toContainText('A cut on my hand');
  await expect(history.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'a record with its history');
  await shot(page, 'entries');

  // Patterns: the mood table.
  await page.getByText(journalTexts.patterns.showTable).click();
  await expect(page.getByRole('table').getByText('4 Okay')).toBeVisible();
  await expect(page.locator('[data-draw-state="drawn"]')).toBeVisible();
  await expectNoAxeViolations(page, 'patterns with the table open');
  await page.setViewportSize({ width: 1280, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journal-entries-1280.png`, fullPage: true });

  // The record pack: both records, their dates, digests and the pack digest.
  const text = await makePack(page, ['2026-11-02', '2026-10-14'], 'Maya R.');
  expect(text).toContain('Prepared for: Maya R.');
  expect(text).toContain('Period of the records: Oct 14, 2026 to Nov 2, 2026');
  expect(text).toContain('When it happened: Nov 2, 2026 (2026-11-02) at 21:30');
  expect(text).toContain('When it happened: Oct 14, 2026 (2026-10-14), time not given');
  expect(text).toContain('Versions kept: 3');
  expect(text).toContain('Versions kept: 1');
  const expected = (content: Record<string, string>) =>
    sha256(JSON.stringify({ happenedDate: content.happenedDate, happenedTime: content.happenedTime, place: content.place, whatHappened: content.whatHappened, witnesses: content.witnesses, injuries: content.injuries, actionsTaken: content.actionsTaken }));
  const carDigest = expected({ happenedDate: '2026-10-14', happenedTime: '', place: 'At home', whatHappened: 'He followed me to the car.', witnesses: '', injuries: '', actionsTaken: '' });
  const mugDigest = expected({ happenedDate: '2026-11-02', happenedTime: '21:30', place: 'At home', whatHappened: 'He shouted and threw a mug at the wall.', witnesses: 'My neighbour', injuries: 'A cut on my hand', actionsTaken: '' });
  expect(text).toContain(carDigest);
  expect(text).toContain(mugDigest);
  expect(text).toContain(sha256(`${carDigest}\n${mugDigest}\n`));
  expect(text).toContain('depends on that court');
  await expect(page.getByText(/Your record pack of 2 records was saved to your downloads as notes-/)).toBeVisible();
  await expectNoAxeViolations(page, 'record pack made');

  // Editing a record changes its digest in the next pack.
  await editRecord(page, 'followed me to the car', /What you did afterwards/, 'Drove to the police station', 2);
  const again = await makePack(page, ['2026-10-14'], '');
  expect(again).toContain('Prepared for: No name given');
  // The earlier text's digest is there as version 1's; the pack's list of record digests has the new one.
  expect(again).not.toContain(`1. ${carDigest}`);
  expect(again).toContain(expected({ happenedDate: '2026-10-14', happenedTime: '', place: 'At home', whatHappened: 'He followed me to the car.', witnesses: '', injuries: '', actionsTaken: 'Drove to the police station' }));

  // Delete, after confirming.
  await entryArticle(page, 'It rained.').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: journalTexts.deleteDialog.title });
  const keep = dialog.getByRole('button', { name: journalTexts.deleteDialog.keep });
  const confirmDelete = dialog.getByRole('button', { name: journalTexts.deleteDialog.confirm });
  await expect(keep).toBeFocused();
  await expectNoAxeViolations(page, 'delete dialog');
  // The safe choice comes first: above on a phone, to the left on a wide screen.
  for (const [width, height] of [[360, 780], [1280, 900]] as const) {
    await page.setViewportSize({ width, height });
    const [safe, risky] = [(await keep.boundingBox())!, (await confirmDelete.boundingBox())!];
    if (width === 360) expect(safe.y + safe.height).toBeLessThanOrEqual(risky.y);
    else expect(safe.x + safe.width).toBeLessThanOrEqual(risky.x);
  }
  if (SHOTS) {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/journal-delete-dialog-360.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  const [deleted] = await Promise.all([
    page.waitForResponse((r) => /\/api\/vault\/records\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'DELETE'),
    dialog.getByRole('button', { name: journalTexts.deleteDialog.confirm }).click(),
  ]);
  expect(deleted.status()).toBe(204);
  await expect(entries(page).getByText('It rained.')).toHaveCount(0);
  await expect(entries(page).getByRole('heading', { level: 2, name: journalTexts.list.title })).toBeFocused();

  // Reload: the key is gone; unlocking again shows what is stored.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: GATE })).toBeVisible();
  await expect(page.getByText('threw a mug')).toHaveCount(0);
  await unlockTool(page, email);
  await expect(entries(page).getByText(formatMessage(journalTexts.list.count, { count: 2 }))).toBeVisible();
  await expect(entryArticle(page, 'threw a mug').getByRole('heading', { name: /3 versions/ })).toBeVisible();
  await expect(entries(page).getByText('It rained.')).toHaveCount(0);
});

test('another browser with the same passphrase sees the same entries; a wrong passphrase sees none', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('journal-second');
  await openTool(page, PATH, GATE);
  await unlockTool(page, email);
  await writeEntry(page, 'A quiet evening, just for me.', '5 Good');

  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await openTool(second, PATH, GATE);
  const wrong = await unlockTool(second, email, 'not the right words');
  expect((await wrong.json()).records).toEqual([]);
  await expect(entries(second).getByText(journalTexts.list.empty)).toBeVisible();
  await expect(second.getByText('A quiet evening')).toHaveCount(0);
  await second.getByRole('button', { name: 'Lock' }).click();
  await expect(second.getByRole('heading', { level: 2, name: GATE })).toBeFocused();
  await unlockTool(second, email);
  await expect(entries(second).getByText('A quiet evening, just for me.')).toBeVisible();
  await other.close();
});

test('a journey day opens an entry tied to it; the JSON file exported from one vault restores the journal in a fresh one', async ({ page }) => {
  const email = uniqueEmail('journal-export');
  await page.goto(`${PATH}?from=journey-day-3`);
  await waitForHydration(page);
  await unlockTool(page, email);
  await expect(page.getByText(journeyDays[2]!.affirmation)).toBeVisible();
  await expect(page.getByText(promptForJourneyDay(journalPrompts, 3).text)).toBeVisible();
  await writeEntry(page, 'My sister, and her kitchen table.');
  await expect(entries(page).getByText(formatMessage(journalTexts.list.fromJourney, { day: 3 }), { exact: false })).toBeVisible();
  await writeRecord(page, '2026-11-02', '21:30', 'He took my keys.');
  await editRecord(page, 'He took my keys.', /Who saw or heard it/, 'Nobody', 2);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: journalTexts.exportImport.json }).click().then(() => confirmPlainExport(page))]);
  expect(download.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await downloaded(download);
  const parsed = JSON.parse(file.toString('utf8')) as { entries: Array<{ incident?: { canonical: string; sha256: string } }> };
  const record = parsed.entries.find((entry) => entry.incident)!;
  // The file's own check: the canonical text hashes to the digest (what sha256sum would print).
  expect(sha256(record.incident!.canonical)).toBe(record.incident!.sha256);

  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: journalTexts.exportImport.pdf }).click().then(() => confirmPlainExport(page))]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await pdfText(new Uint8Array(await downloaded(pdfDownload)));
  expect(pdf).toContain('My sister, and her kitchen table.');
  expect(pdf).toContain('He took my keys.');

  // A fresh vault: import, then the same entries, the record with both versions.
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('heading', { level: 2, name: GATE })).toBeFocused();
  await unlockTool(page, uniqueEmail('journal-fresh'));
  await expect(entries(page).getByText(journalTexts.list.empty)).toBeVisible();
  await page.getByLabel(journalTexts.exportImport.importLabel).setInputFiles({ name: 'journal.json', mimeType: 'application/json', buffer: file });
  await expect(page.getByRole('status').filter({ hasText: '2 entries were added.' })).toBeVisible({ timeout: 20_000 });
  await expect(entries(page).getByText('My sister, and her kitchen table.')).toBeVisible();
  await expect(entryArticle(page, 'He took my keys.').getByRole('heading', { name: /2 versions/ })).toBeVisible();
  // Again: nothing twice.
  await page.getByLabel(journalTexts.exportImport.importLabel).setInputFiles({ name: 'journal.json', mimeType: 'application/json', buffer: file });
  await expect(page.getByRole('status').filter({ hasText: journalTexts.exportImport.importNothing })).toBeVisible({ timeout: 20_000 });
  await expect(entries(page).getByText(formatMessage(journalTexts.list.count, { count: 2 }))).toBeVisible();
  await expectNoAxeViolations(page, 'journal imported');
});

test('completing a journey day opens the journal on that day, still unlocked, and the entry keeps the day', async ({ browser, baseURL }) => {
  // A context of its own, like vault.spec.ts's walk between tools: a tool island hydrating into a
  // document whose vault is open logs React's hydration warning (#418; reported to the lead:
  // useVault's server snapshot is the open state), which the page fixture counts as an error.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openTool(page, '/tools/affirmations', 'Unlock your journey');
  await unlockTool(page, uniqueEmail('journal-journey'));
  await page.getByLabel('Your reflection for day 1').fill('Tea by the window.');
  await Promise.all([vaultPut(page), page.getByRole('button', { name: 'Complete Day' }).click()]);
  await page.getByRole('link', { name: 'Write more in your journal' }).click();
  await expect(page).toHaveURL(/\/tools\/journal\?from=journey-day-1$/);
  // The client router kept her vault open: no gate.
  await expect(page.getByText(formatMessage(journalTexts.today.journeyNote, { day: 1 }))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: GATE })).toHaveCount(0);
  await expect(page.getByText(journeyDays[0]!.affirmation)).toBeVisible();
  await expect(page.getByText(promptForJourneyDay(journalPrompts, 1).text)).toBeVisible();
  await writeEntry(page, 'It helped to start slowly.', '3 In between');
  await expect(entryArticle(page, 'It helped to start slowly.')).toContainText(formatMessage(journalTexts.list.fromJourney, { day: 1 }));
  await expect(entryArticle(page, 'It helped to start slowly.')).toContainText(promptForJourneyDay(journalPrompts, 1).text);
  // Once used, the link's day is gone from the address, and the page offers the day she is on now.
  await expect(page).toHaveURL(/\/tools\/journal$/);
  await expect(page.getByText(journalTexts.today.affirmationCaption)).toBeVisible();
  await expect(page.getByText(journeyDays[1]!.affirmation)).toBeVisible();
  await context.close();
});

/** Presses Tab until `target` has focus (at most `limit` times): the way she moves through the page by keyboard. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('an entry is written by keyboard alone', async ({ page }) => {
  // On a phone's width: after the save her record, not the form's end or the pack, is what she sees.
  await page.setViewportSize({ width: 360, height: 780 });
  await openTool(page, PATH, GATE);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(uniqueEmail('journal-keys'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('river stones at dawn');
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'), page.keyboard.press('Enter')]);
  // An empty space: "Start a new private space" (after "Try again"), by keyboard.
  await expect(page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeFocused({ timeout: 20_000 });
  await tabTo(page, page.getByRole('button', { name: emptySpaceTexts.create }));
  await page.keyboard.press('Enter');
  await expect(writeForm(page)).toBeVisible({ timeout: 20_000 });

  // The mood group starts on "Rather not say"; the arrows move to "3 In between".
  const form = writeForm(page);
  await tabTo(page, form.getByRole('radio', { name: journalTexts.write.moodNone }));
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '3 In between' })).toBeChecked();
  await tabTo(page, form.getByRole('checkbox', { name: 'calm' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'calm' })).toBeChecked();
  await tabTo(page, form.getByLabel(journalTexts.write.textLabel));
  await page.keyboard.type('Typed without a mouse.');
  // Past the record box to Save.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: journalTexts.write.markIncident })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: journalTexts.write.save })).toBeFocused();
  // The first save into the new space: her passphrase once more, typed into the dialog.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel(newSpaceTexts.label)).toBeFocused();
  await page.keyboard.type('river stones at dawn');
  await Promise.all([vaultPut(page), page.keyboard.press('Enter')]);
  await expect(entries(page).getByText('Typed without a mouse.')).toBeVisible();
  // Focus is on her record, so the next Tab reaches its Edit button.
  await expectHerRecord(page, 'Typed without a mouse.', journalTexts.saved);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journal-saved-view-360.png` });
  await expect(entries(page).getByText('Mood: 3 In between · Feelings: calm')).toBeVisible();

  // Edit, then delete it, by keyboard.
  await tabTo(page, entryArticle(page, 'Typed without a mouse.').getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog').getByRole('button', { name: journalTexts.deleteDialog.keep })).toBeFocused();
  await page.keyboard.press('Tab');
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'DELETE'), page.keyboard.press('Enter')]);
  await expect(entries(page).getByText(journalTexts.list.empty)).toBeVisible();
});

test('in Spanish: the journal speaks Spanish from the gate to both PDFs and the files, and keeps every accent she writes', async ({ page }) => {
  const es = spanish.journalTexts;
  await page.goto(`/es${PATH}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: es.gateTitle })).toBeVisible();
  // The gate's own words are the vault's: reached by what the fields are, not by their labels.
  const gate = page.getByRole('form', { name: es.gateTitle });
  await gate.locator('input[type="email"]').fill(uniqueEmail('journal-es'));
  await gate.locator('input[autocomplete="current-password"]').fill(toolPassphrase);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'),
    gate.locator('button[type="submit"]').click(),
  ]);
  await makeNewSpace(page);
  const form = page.getByRole('form', { name: es.write.title });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: es.today.title })).toBeVisible();
  await expect(page.getByRole('button', { name: es.today.anotherPrompt })).toBeVisible();
  const list = page.getByRole('region', { name: es.list.title });
  await expect(list.getByText(es.list.empty)).toBeVisible();

  // An entry: a Spanish mood and feeling, her accented words.
  const words = 'Caminé junto al río con mi hermana. ¡Qué alivio, niña!';
  await form.getByRole('radio', { name: `4 ${moodLabel(spanish.moodLevels, 4)}` }).check();
  await form.getByRole('checkbox', { name: 'tranquila' }).check();
  await form.getByLabel(es.write.textLabel).fill(words);
  const [saved] = await Promise.all([vaultPut(page), form.getByRole('button', { name: es.write.save }).click()]);
  expect(saved.status()).toBe(201);
  const savedArticle = list.getByRole('article').filter({ hasText: words });
  await expect(savedArticle).toBeFocused();
  await expect(savedArticle.getByRole('status')).toHaveText(`${es.saved.title}. ${es.saved.description}`);
  await expect(list.getByText(words)).toBeVisible();
  await expect(list.getByText(`${formatMessage(es.about.mood, { value: 4, word: moodLabel(spanish.moodLevels, 4) }, 'es-US')} · ${formatMessage(es.about.feelings, { words: 'tranquila' }, 'es-US')}`)).toBeVisible();

  // A dated record, with a missing field said in Spanish first.
  await form.getByRole('checkbox', { name: es.write.markIncident }).check();
  await expect(form.getByRole('checkbox', { name: es.write.usePrompt })).not.toBeChecked();
  await expect(form.getByLabel(spanish.incidentFields.happenedDate.label)).toHaveValue('');
  await form.getByRole('button', { name: es.write.save }).click();
  await expect(form.getByText(spanishFieldMessages.dateInvalid)).toBeVisible();
  await expect(form.getByText(es.write.whatHappenedRequired)).toBeVisible();
  await form.getByRole('button', { name: es.write.today, exact: true }).click();
  await expect(form.getByLabel(spanish.incidentFields.happenedDate.label)).toHaveValue(localDay(new Date()));
  await form.getByLabel(spanish.incidentFields.happenedDate.label).fill('2026-11-02');
  await form.getByLabel(spanish.incidentFields.happenedTime.label, { exact: true }).fill('21:30');
  const what = 'Gritó y tiró una taza contra la pared; ¿por qué? Mi pingüino de peluche se rompió.';
  await form.getByLabel(spanish.incidentFields.whatHappened.label).fill(what);
  await expectNoAxeViolations(page, 'the Spanish record form filled');
  const [record] = await Promise.all([vaultPut(page), form.getByRole('button', { name: es.write.save }).click()]);
  expect(record.status()).toBe(201);
  await expect(list.getByText(what)).toBeVisible();
  await expect(list.getByText(es.list.incidentBadge)).toBeVisible();
  await expect(list.getByText('2 nov 2026 (2026-11-02) a las 21:30').first()).toBeVisible();
  await page.getByText(es.patterns.showTable).click();
  await expect(page.getByRole('table').getByText(`4 ${moodLabel(spanish.moodLevels, 4)}`)).toBeVisible();
  await expectNoAxeViolations(page, 'the Spanish journal with entries');
  // None of the English journal's words on the Spanish page.
  const main = await page.locator('main').innerText();
  for (const english of [journalTexts.write.title, journalTexts.list.title, journalTexts.patterns.title, journalTexts.pack.title, journalTexts.exportImport.title, journalTexts.today.promptCaption, 'Mood:', 'time not given']) {
    expect(main).not.toContain(english);
  }
  await shot(page, 'es-entries');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journal-es-entries-1280.png`, fullPage: true });

  // The record pack: Spanish words, her name and words with every accent.
  const pack = page.locator('section').filter({ has: page.getByRole('heading', { name: es.pack.title }) });
  await pack.getByRole('checkbox', { name: /2026-11-02/ }).check();
  await pack.getByLabel(es.pack.nameLabel).fill('María José Núñez');
  const [packDownload] = await Promise.all([page.waitForEvent('download'), pack.getByRole('button', { name: es.pack.make }).click().then(() => confirmPlainExport(page, 'es'))]);
  expect(packDownload.suggestedFilename()).toMatch(/^notas-\d{4}-\d{2}-\d{2}\.pdf$/);
  const packText = await pdfText(new Uint8Array(await downloaded(packDownload)));
  expect(packText).toContain('Preparado para: María José Núñez');
  expect(packText).toContain('Cuándo pasó: 2 nov 2026 (2026-11-02) a las 21:30');
  expect(packText).toContain(what);
  expect(packText).toContain(es.pdf.howToCheckTitle);
  expect(packText).not.toContain(es.pdf.unencodable.slice(0, 40));
  expect(packText).not.toContain('Prepared for');

  // Her journal as a PDF and as a file: Spanish names and words; the file's field names are the same in both languages.
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: es.exportImport.pdf }).click().then(() => confirmPlainExport(page, 'es'))]);
  expect(pdfDownload.suggestedFilename()).toMatch(/^diario-\d{4}-\d{2}-\d{2}\.pdf$/);
  const journalPdf = await pdfText(new Uint8Array(await downloaded(pdfDownload)));
  expect(journalPdf).toContain(es.pdf.journalTitle);
  expect(journalPdf).toContain(words);
  expect(journalPdf).toContain(formatMessage(es.about.mood, { value: 4, word: moodLabel(spanish.moodLevels, 4) }, 'es-US'));
  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: es.exportImport.json }).click().then(() => confirmPlainExport(page, 'es'))]);
  expect(jsonDownload.suggestedFilename()).toMatch(/^diario-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse((await downloaded(jsonDownload)).toString('utf8')) as { format: string; entries: Array<{ text: string; feelings: string[]; incident?: { canonical: string; sha256: string } }> };
  expect(file.format).toBe('save-sisterhood-journal');
  expect(file.entries.find((entry) => entry.text === words)?.feelings).toEqual(['tranquila']);
  const dated = file.entries.find((entry) => entry.incident)!;
  expect(sha256(dated.incident!.canonical)).toBe(dated.incident!.sha256);
  await expect(page.getByText(formatMessage(es.exportImport.downloaded, { fileName: jsonDownload.suggestedFilename() }, 'es-US'))).toBeVisible();
});

test('signed receipts: a record edited twice → the pack holds every version, digest, receipt and page number; /verify accepts its companion file and names the record changed in a tampered one', async ({ page }) => {
  // Only a digest ever goes to the receipt route.
  const receiptBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/receipts')) receiptBodies.push(request.postData() ?? '');
  });
  await openTool(page, PATH, GATE);
  await unlockTool(page, uniqueEmail('journal-receipts'));
  await writeRecord(page, '2026-11-02', '21:30', 'He shouted and threw a mug at the wall.');
  await editRecord(page, 'threw a mug', /Who saw or heard it/, 'My neighbour', 2);
  await editRecord(page, 'threw a mug', /Injuries or damage/, 'A cut on my hand', 3);
  await expect(entries(page).getByText(journalTexts.receipts.noReceiptYet)).toHaveCount(0);
  expect(receiptBodies).toHaveLength(3);
  for (const body of receiptBodies) expect(Object.keys(JSON.parse(body) as object)).toEqual(['digest']);

  const text = await makePack(page, ['2026-11-02'], '');
  // Both older texts, whole; what changed, in words; every version's digest and receipt; page numbers.
  expect(text).toContain('Version 1 of 3');
  expect(text).toContain('Version 3 of 3');
  expect(text).toContain('Who saw or heard it: Not given Injuries or damage: Not given');
  expect(text).toContain('Who saw or heard it: My neighbour Injuries or damage: Not given');
  expect(text).toContain('Who saw or heard it: added "My neighbour".');
  expect(text).toContain('Injuries or damage: added "A cut on my hand".');
  const content = { happenedDate: '2026-11-02', happenedTime: '21:30', place: 'At home', whatHappened: 'He shouted and threw a mug at the wall.', witnesses: '', injuries: '', actionsTaken: '' };
  const d1 = sha256(JSON.stringify(content));
  const d2 = sha256(JSON.stringify({ ...content, witnesses: 'My neighbour' }));
  const d3 = sha256(JSON.stringify({ ...content, witnesses: 'My neighbour', injuries: 'A cut on my hand' }));
  for (const digest of [d1, d2, d3]) expect(text).toContain(digest);
  expect(text.match(/Receipt: signed by the site at/g)).toHaveLength(3);
  expect(text).not.toContain(journalTexts.pdf.noReceipt);
  const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(3);
  for (let n = 1; n <= pages; n += 1) expect(text).toContain(`Page ${n} of ${pages}`);
  await expectNoAxeViolations(page, 'record pack made, companion offered');

  // The companion file, offered beside the PDF.
  const [companionDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Save the companion file/ }).click()]);
  expect(companionDownload.suggestedFilename()).toMatch(/^notes-\d{4}-\d{2}-\d{2}\.json$/);
  const manifest = (await downloaded(companionDownload)).toString('utf8');

  // /verify, offline-minded: nothing is sent when the file is checked.
  await page.goto('/verify');
  await waitForHydration(page);
  await expectNoAxeViolations(page, '/verify before a file');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  const field = page.getByLabel('The companion file (.json)');
  await field.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from(manifest) });
  await expect(page.getByText('1 of 1 records are unchanged since the site signed them.')).toBeVisible();
  await expect(page.locator('[data-status="checked"]')).toHaveCount(1);
  await expectNoAxeViolations(page, '/verify with an untouched file');

  // One character changed in the first version: that record is named as changed.
  const tampered = manifest.replace('threw a mug', 'threw a cup');
  expect(tampered).not.toBe(manifest);
  await field.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from(tampered) });
  await expect(page.getByText('0 of 1 records are unchanged since the site signed them.')).toBeVisible();
  const changed = page.locator('[data-status="changed"]');
  await expect(changed.getByRole('heading', { name: 'Record 1' })).toBeVisible();
  await expect(changed.getByText(/^Changed\./)).toBeVisible();
  await expectNoAxeViolations(page, '/verify with a tampered file');

  // Not a companion file at all: a calm sentence, nothing sent.
  await field.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await expect(page.getByRole('alert')).toHaveText(/not a record pack's companion file/);
  await expectNoAxeViolations(page, '/verify with another file');
  expect(sent).toEqual([]);

  // The same in Spanish.
  await page.goto('/es/verify');
  await waitForHydration(page);
  await expectNoAxeViolations(page, '/es/verify before a file');
  await page.getByLabel('El archivo complementario (.json)').setInputFiles({ name: 'notas.json', mimeType: 'application/json', buffer: Buffer.from(tampered) });
  await expect(page.getByText('0 de 1 registros no han cambiado desde que el sitio los firmó.')).toBeVisible();
  await expect(page.locator('[data-status="changed"]').getByRole('heading', { name: 'Registro 1' })).toBeVisible();
  await expectNoAxeViolations(page, '/es/verify with a tampered file');
});
