/**
 * Photos in her records (issue 27 item 2, docs/decisions/0032): a record with two photos (a
 * smaller copy and the original) → thumbnails after unlock, sealed on the way and at rest (a
 * marker of the photo's bytes is in no file of the data directory), the pack draws the picture
 * with the digest of the bytes she kept, and the smaller copy has no location or phone data.
 * Her encrypted backup carries the photo (docs/decisions/0049): restored after "Delete my data", it
 * opens again byte for byte and is committed, so the day's purge of uncommitted files keeps it.
 * axe on each new state, in both languages.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { attachmentTexts } from '../core/content/attachments';
import * as spanishAttachments from '../locales/es/core/content/attachments';
import { journalTexts } from '../core/content/journal';
import * as spanish from '../locales/es/core/content/journal';
import { formatMessage } from '../core/message-format';
import { backupTexts } from '../core/content/vault-backup';
import * as spanishBackup from '../locales/es/core/content/vault-backup';
import * as spanishControls from '../locales/es/core/content/vault-controls';
import { readableSize } from '../app/lib/readable-size';
import { openDatabase } from '../server/db/client';
import { runningEmbeddedPostgres } from '../server/db/embedded-postgres';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import {
  confirmPlainExport,
  makeNewSpace,
  openPrivacySettings,
  openSpanishToolAndUnlock,
  openTool,
  toolPassphrase,
  uniqueEmail,
  unlockTool,
  vaultPut,
} from './helpers';

/** Screenshots for a person to look at, only when asked for (E2E_SCREENSHOTS_DIR, as helpers.ts's screenshotWidths). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test.describe.configure({ timeout: 300_000 });

const PATH = '/tools/journal';
const PHOTO = 'e2e/fixtures/photo-with-gps.jpg';
// Written into the fixture by e2e/fixtures/make-photo-with-gps.mjs.
const PHOTO_MARKER = 'PHOTO-MARKER-e2e-5b1c';
const PHONE_MAKE = 'MarkerPhone';
const photoBytes = readFileSync(PHOTO);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) pages.push((await (await doc.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** Every JPEG drawn in a PDF, as its bytes (pdf-lib stores a JPEG as a DCTDecode stream, byte for byte). */
function jpegsIn(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  for (let at = pdf.indexOf('/DCTDecode'); at !== -1; at = pdf.indexOf('/DCTDecode', at + 1)) {
    const start = pdf.indexOf('stream', at) + 'stream'.length;
    const body = pdf[start] === 0x0d ? start + 2 : start + 1;
    found.push(pdf.subarray(body, pdf.indexOf('endstream', body)).subarray(0, pdf.subarray(body, pdf.indexOf('endstream', body)).lastIndexOf(Buffer.from([0xff, 0xd9])) + 2));
  }
  return found;
}

/**
 * What the e2e server stored: every file of its data directory (scripts/e2e-server.mjs), the outbox
 * left out; or, when it runs on another PostgreSQL (E2E_DATABASE_URL), every sealed chunk and record
 * envelope in that database.
 */
async function storedBytes(baseURL: string): Promise<Buffer> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const chunks = await client.query<{ bytes: Buffer }>('select bytes from vault_file_chunks');
      const records = await client.query<{ envelope: string }>('select envelope from vault_records');
      return Buffer.concat([...chunks.rows.map((row) => row.bytes), ...records.rows.map((row) => Buffer.from(row.envelope))]);
    } finally {
      await client.end();
    }
  }
  const dataDir = join(tmpdir(), `save-e2e-data-${new URL(baseURL).port}`);
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(join(dataDir, 'outbox')))
    .map((entry) => join(entry.parentPath, entry.name));
  return Buffer.concat(files.map((file) => readFileSync(file)));
}

/** Picks the fixture photo with the form's own button, as she would. */
async function addPhoto(page: Page, button: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: button }).click()]);
  await chooser.setFiles(PHOTO);
}

test('a record with photos: sealed on the way and at rest, thumbnails after unlock, the pack draws the picture with its digest, and the smaller copy keeps no location', async ({ page, baseURL }) => {
  const email = uniqueEmail('photos');
  await openTool(page, PATH, journalTexts.gateTitle);
  await unlockTool(page, email);
  const form = page.getByRole('form', { name: journalTexts.write.title });
  await form.getByRole('checkbox', { name: journalTexts.write.markIncident }).check();
  await form.getByLabel(/The date it happened/).fill('2026-11-20');
  await form.getByLabel(/What happened/).fill('He broke the bedroom door.');

  // Two copies of the same photo: the first kept as a smaller copy (the default), the second as the original.
  await expect(form.getByRole('group', { name: attachmentTexts.legend })).toContainText(attachmentTexts.intro);
  await addPhoto(page, attachmentTexts.choose);
  const choice = form.getByRole('group', { name: formatMessage(attachmentTexts.keepLegend, { name: 'photo-with-gps.jpg' }) });
  await expect(choice.getByRole('radio', { name: new RegExp(attachmentTexts.smaller.replace(/[()]/g, '\\$&')) })).toBeChecked();
  await expect(choice).toContainText(attachmentTexts.originalHint);
  await addPhoto(page, attachmentTexts.choose);
  await form.getByRole('group', { name: formatMessage(attachmentTexts.keepLegend, { name: 'photo-with-gps.jpg' }) }).nth(1).getByRole('radio', { name: attachmentTexts.original }).check();
  await expectNoAxeViolations(page, 'a record with two photos chosen');
  if (SHOTS) await form.getByRole('group', { name: attachmentTexts.legend }).screenshot({ path: `${SHOTS}/journal-photos-chosen-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  if (SHOTS) await form.getByRole('group', { name: attachmentTexts.legend }).screenshot({ path: `${SHOTS}/journal-photos-chosen-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  const chunks: Buffer[] = [];
  const commits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/vault/files/')) chunks.push(request.postDataBuffer() ?? Buffer.alloc(0));
    if (request.url().endsWith('/api/vault/files/commit')) commits.push(request.postData() ?? '');
  });
  const [saved] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(saved.status()).toBe(201);
  expect(chunks).toHaveLength(2);
  // Once the record is saved, its two files are committed (docs/decisions/0041): file ids only, never the record's.
  // (The journal's catch-up, run once when it first holds files, may send the same ids again.)
  await expect.poll(() => commits.length).toBeGreaterThanOrEqual(1);
  const committedIds = new Set<string>();
  for (const body of commits) {
    const committed = JSON.parse(body) as { fileIds: string[] };
    expect(Object.keys(committed)).toEqual(['fileIds']);
    for (const id of committed.fileIds) committedIds.add(id);
    expect(body).not.toContain(new URL(saved.url()).pathname.split('/').at(-1)!);
  }
  expect(committedIds.size).toBe(2);
  // Nothing of the photo leaves the browser readable: not the marker, not the phone, not the record's file names.
  for (const chunk of chunks) {
    expect(chunk.includes(PHOTO_MARKER)).toBe(false);
    expect(chunk.includes(PHONE_MAKE)).toBe(false);
  }
  expect(saved.request().postData()).not.toContain('photo-with-gps');

  const article = page.getByRole('region', { name: journalTexts.list.title }).getByRole('article').filter({ hasText: 'He broke the bedroom door.' });
  const thumbnails = article.getByRole('img', { name: formatMessage(attachmentTexts.thumbnailAlt, { name: 'photo-with-gps.jpg' }) });
  await expect(thumbnails).toHaveCount(2);

  // At rest: the sealed chunk is stored (the search reads where it is), the photo's marker nowhere.
  const stored = await storedBytes(baseURL!);
  expect(stored.includes(chunks[1]!.subarray(0, 48)), 'a sealed chunk, to show the search reads where files are').toBe(true);
  expect(stored.includes(PHOTO_MARKER)).toBe(false);

  // After a reload and unlock, the thumbnails show at once: they come from inside her record, no file fetched.
  await page.reload();
  await waitForHydration(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    // A file's chunks; the journal's commit of the files it names (ids only, docs/decisions/0041) fetches nothing.
    if (request.url().includes('/api/vault/files/') && request.url().includes('/chunks/')) fetched.push(request.url());
  });
  await unlockTool(page, email, toolPassphrase, 'stay');
  await expect(thumbnails).toHaveCount(2);
  expect(fetched).toEqual([]);
  await expectNoAxeViolations(page, 'a record with its thumbnails');
  // Opening one fetches it, unlocks it in her browser and shows it full size in a dialog; Escape closes it and the focus goes back.
  const openButton = article.getByRole('button', { name: formatMessage(attachmentTexts.open, { name: 'photo-with-gps.jpg' }) }).last();
  await openButton.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'photo-with-gps.jpg' });
  const full = viewer.getByRole('img', { name: formatMessage(attachmentTexts.thumbnailAlt, { name: 'photo-with-gps.jpg' }) });
  await expect(full).toBeVisible();
  await expect(viewer).toContainText(attachmentTexts.originalLabel);
  // The picture itself, unlocked here: the fixture's own 96 × 64 pixels, drawn at least that big (the thumbnail button shows it smaller).
  expect(await full.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([96, 64]);
  expect((await full.boundingBox())!.width).toBeGreaterThanOrEqual(96);
  expect(fetched.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'a photo opened full size');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journal-photos-open-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/journal-photos-open-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(openButton).toBeFocused();
  if (SHOTS) await article.screenshot({ path: `${SHOTS}/journal-photos-record-1280.png` });

  // The pack: both pictures drawn, each with the digest of the bytes she kept.
  const pack = page.locator('section').filter({ has: page.getByRole('heading', { name: journalTexts.pack.title }) });
  const [download] = await Promise.all([page.waitForEvent('download'), pack.getByRole('button', { name: journalTexts.pack.make }).click().then(() => confirmPlainExport(page))]);
  const pdf = readFileSync((await download.path())!);
  const text = await pdfText(new Uint8Array(pdf));
  expect(text).toContain(attachmentTexts.pack.heading);
  const jpegs = jpegsIn(pdf);
  expect(jpegs).toHaveLength(2);
  const original = jpegs.find((jpeg) => jpeg.equals(photoBytes));
  const smaller = jpegs.find((jpeg) => !jpeg.equals(photoBytes));
  expect(original, 'the original, byte for byte').toBeDefined();
  expect(text).toContain(sha256(photoBytes));
  expect(text).toContain(sha256(smaller!));
  // The smaller copy: no EXIF block at all, so no position, no time, no phone; the marker comment gone too.
  expect(smaller!.includes('Exif')).toBe(false);
  expect(smaller!.includes(PHONE_MAKE)).toBe(false);
  expect(smaller!.includes(PHOTO_MARKER)).toBe(false);
  expect(original!.includes('Exif')).toBe(true);

  // Deleting the record deletes its photos.
  await article.getByRole('button', { name: journalTexts.list.delete }).click();
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/vault/records/')),
    page.getByRole('alertdialog').getByRole('button', { name: journalTexts.deleteDialog.confirm }).click(),
  ]);
  expect(deletes.filter((path) => path.startsWith('/api/vault/files/'))).toHaveLength(2);
});

test('in Spanish: the photos section, its choice and its thumbnails speak Spanish, and axe finds nothing', async ({ page }) => {
  const es = spanish.journalTexts;
  const words = spanishAttachments.attachmentTexts;
  await page.goto(`/es${PATH}`);
  await waitForHydration(page);
  const gate = page.getByRole('form', { name: es.gateTitle });
  await gate.locator('input[type="email"]').fill(uniqueEmail('photos-es'));
  await gate.locator('input[autocomplete="current-password"]').fill(toolPassphrase);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'), gate.locator('button[type="submit"]').click()]);
  await makeNewSpace(page);
  const form = page.getByRole('form', { name: es.write.title });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('checkbox', { name: es.write.markIncident }).check();
  await form.getByLabel(spanish.incidentFields.happenedDate.label).fill('2026-11-20');
  await form.getByLabel(spanish.incidentFields.whatHappened.label).fill('Rompió la puerta del cuarto.');
  await addPhoto(page, words.choose);
  const choice = form.getByRole('group', { name: formatMessage(words.keepLegend, { name: 'photo-with-gps.jpg' }) });
  await expect(choice).toContainText(words.smallerHint);
  await expectNoAxeViolations(page, 'Spanish: a record with a photo chosen');
  const [saved] = await Promise.all([vaultPut(page), form.getByRole('button', { name: es.write.save }).click()]);
  expect(saved.status()).toBe(201);
  await expect(page.getByRole('img', { name: formatMessage(words.thumbnailAlt, { name: 'photo-with-gps.jpg' }) })).toHaveCount(1);
  await expectNoAxeViolations(page, 'Spanish: a record with its thumbnail');
});

test('a PDF kept with a record opens from the list: unlocked in her browser, after the plain-file warning, byte for byte the file she attached', async ({ page }) => {
  const pdfFile = 'public/books/sis-i-get-it.pdf';
  const pdfBytes = readFileSync(pdfFile);
  await openTool(page, PATH, journalTexts.gateTitle);
  await unlockTool(page, uniqueEmail('photos-pdf'));
  const form = page.getByRole('form', { name: journalTexts.write.title });
  await form.getByRole('checkbox', { name: journalTexts.write.markIncident }).check();
  await form.getByLabel(/The date it happened/).fill('2026-11-21');
  await form.getByLabel(/What happened/).fill('He sent me the letter again.');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: attachmentTexts.choose }).click()]);
  await chooser.setFiles(pdfFile);
  await expect(form).toContainText(attachmentTexts.pdfKept);
  const [saved] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(saved.status()).toBe(201);

  const article = page.getByRole('region', { name: journalTexts.list.title }).getByRole('article').filter({ hasText: 'He sent me the letter again.' });
  const sent: string[] = [];
  page.on('request', (request) => {
    // The commit of the saved record's file (and the journal's catch-up) carries ids only and may still be on its way.
    if (request.method() !== 'GET' && !request.url().endsWith('/api/vault/files/commit')) sent.push(new URL(request.url()).pathname);
  });
  await article.getByRole('button', { name: formatMessage(attachmentTexts.openPdf, { name: 'sis-i-get-it.pdf' }) }).click();
  // The one warning before a plain file: "Not now" downloads nothing.
  const warning = page.getByRole('alertdialog');
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page, 'a PDF about to be saved');
  await warning.getByRole('button', { name: 'Not now' }).click();
  await expect(warning).toBeHidden();
  await article.getByRole('button', { name: formatMessage(attachmentTexts.openPdf, { name: 'sis-i-get-it.pdf' }) }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), confirmPlainExport(page)]);
  expect(download.suggestedFilename()).toBe('sis-i-get-it.pdf');
  expect(readFileSync((await download.path())!).equals(pdfBytes)).toBe(true);
  await expect(article.getByRole('status').filter({ hasText: 'sis-i-get-it.pdf' })).toHaveText(formatMessage(attachmentTexts.pdfDownloaded, { name: 'sis-i-get-it.pdf' }));
  await expectNoAxeViolations(page, 'a PDF saved from the list');
  // Opening sent nothing: the chunks were fetched (GET) and unlocked here.
  expect(sent).toEqual([]);
});

/**
 * How many chunks of `fileId` the e2e server's database holds committed and still pending. The
 * day's purge (docs/decisions/0041) deletes exactly the pending ones once a day old and keeps the
 * committed (server/retention/purge.test.ts, on a test clock). It is not run here: in the one
 * database every e2e worker shares it would also delete another test's upload caught between its
 * chunks and its commit.
 */
async function chunksOf(baseURL: string, fileId: string): Promise<{ committed: number; pending: number }> {
  const dataDir = join(tmpdir(), `save-e2e-data-${new URL(baseURL).port}`);
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const connection = databaseUrl ? undefined : runningEmbeddedPostgres(dataDir);
  const handle = await openDatabase({ databaseUrl, connection, poolSize: 1 });
  const count = async (committed: boolean) =>
    Number(
      (await handle.pool.query<{ n: string }>(`select count(*) as n from vault_file_chunks where file_id = $1 and committed_at is ${committed ? 'not ' : ''}null`, [fileId])).rows[0]!.n,
    );
  try {
    return { committed: await count(true), pending: await count(false) };
  } finally {
    await handle.close();
  }
}

test('her backup carries her photo: after "Delete my data" it restores into a new space, opens full size again byte for byte, and is committed, so a day’s purge keeps it', async ({ page, baseURL }) => {
  const email = uniqueEmail('backup-photo');
  await openTool(page, PATH, journalTexts.gateTitle);
  await unlockTool(page, email);
  const form = page.getByRole('form', { name: journalTexts.write.title });
  await form.getByRole('checkbox', { name: journalTexts.write.markIncident }).check();
  await form.getByLabel(/The date it happened/).fill('2026-11-22');
  await form.getByLabel(/What happened/).fill('He threw my phone at the wall.');
  await addPhoto(page, attachmentTexts.choose);
  await form.getByRole('group', { name: formatMessage(attachmentTexts.keepLegend, { name: 'photo-with-gps.jpg' }) }).getByRole('radio', { name: attachmentTexts.original }).check();
  const [saved] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(saved.status()).toBe(201);
  const thumbnail = page.getByRole('img', { name: formatMessage(attachmentTexts.thumbnailAlt, { name: 'photo-with-gps.jpg' }) });
  await expect(thumbnail).toHaveCount(1);

  // The backup, keyboard only: the panel says about how big it will be, then the file's size.
  await openPrivacySettings(page);
  const panel = page.getByRole('region', { name: backupTexts.title });
  const [sizeBefore, sizeAfter] = backupTexts.size.split('{size}');
  await expect(panel.getByText(new RegExp(`^${sizeBefore}\\d+ KB${sizeAfter!.replace('.', '\\.')}$`))).toBeVisible();
  await panel.getByRole('button', { name: backupTexts.save }).focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^notes-backup-\d{4}-\d{2}-\d{2}\.backup$/);
  const filePath = (await download.path())!;
  const backup = readFileSync(filePath);
  // Her photo's sealed chunk is in it, nothing of it readable: not the marker, not the phone, not its name or her words.
  for (const readable of [PHOTO_MARKER, PHONE_MAKE, 'photo-with-gps', 'He threw', email]) expect(backup.includes(readable)).toBe(false);
  const headerEnd = backup.indexOf(0x0a);
  const header = JSON.parse(backup.subarray(0, headerEnd).toString('utf8')) as { version: number; files: Array<{ fileId: string; chunks: number[] }> };
  expect(header.version).toBe(2);
  expect(header.files).toHaveLength(1);
  expect(backup.length - headerEnd - 1).toBe(header.files[0]!.chunks.reduce((sum, size) => sum + size, 0));
  await expect(panel.getByRole('status')).toHaveText(formatMessage(backupTexts.saving, { fileName: download.suggestedFilename(), size: readableSize(backup.length, 'en-US') }));
  await expectNoAxeViolations(page, 'a backup with a photo saved');
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/backup-panel-1280.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/backup-panel-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // "Delete my data": the record and its photo are gone from the server.
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const [erased] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault') && r.request().method() === 'DELETE'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click(),
  ]);
  expect(erased.status()).toBe(204);

  // A new space with the same email and passphrase, on another tool's page (so the journal's own catch-up commits nothing):
  // the backup restores her record and sends her photo back, then commits it.
  await openTool(page, '/tools/affirmations', 'Unlock your journey');
  await unlockTool(page, email);
  await openPrivacySettings(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname.replace(/[0-9a-f-]{36}/g, 'id').replace(/chunks\/\d+$/, 'chunks/n')}`);
  });
  const restorePanel = page.getByRole('region', { name: backupTexts.title });
  const [committed] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault/files/commit')),
    restorePanel.getByLabel(backupTexts.restoreLabel).setInputFiles(filePath),
  ]);
  expect(committed.status()).toBe(200);
  // The file keeps its id (it is inside her restored record): the one the backup carried.
  expect(committed.request().postDataJSON()).toEqual({ fileIds: [header.files[0]!.fileId] });
  await expect(restorePanel.getByRole('status')).toHaveText(`${backupTexts.restoredOne} ${formatMessage(backupTexts.restoredFilesToo, { count: 1 })}`);
  expect(sent).toEqual(['POST /api/vault/files/held', 'PUT /api/vault/files/id/chunks/n', 'PUT /api/vault/records/id', 'POST /api/vault/files/commit']);
  await expectNoAxeViolations(page, 'a backup with a photo restored');
  // The same file again adds nothing and sends no chunk (only the commit again, which makes good a file left pending).
  sent.length = 0;
  await restorePanel.getByLabel(backupTexts.restoreLabel).setInputFiles(filePath);
  await expect(restorePanel.getByRole('status')).toHaveText(backupTexts.restoredNothing);
  expect(sent).toEqual(['POST /api/vault/files/held', 'POST /api/vault/files/commit']);

  // The restore committed it: the day's purge, which deletes only uploads never committed, keeps it.
  expect(await chunksOf(baseURL!, header.files[0]!.fileId)).toEqual({ committed: 1, pending: 0 });
  await openTool(page, PATH, journalTexts.gateTitle);
  await unlockTool(page, email, toolPassphrase, 'stay');
  const article = page.getByRole('region', { name: journalTexts.list.title }).getByRole('article').filter({ hasText: 'He threw my phone at the wall.' });
  const openButton = article.getByRole('button', { name: formatMessage(attachmentTexts.open, { name: 'photo-with-gps.jpg' }) });
  await openButton.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'photo-with-gps.jpg' });
  const full = viewer.getByRole('img', { name: formatMessage(attachmentTexts.thumbnailAlt, { name: 'photo-with-gps.jpg' }) });
  await expect(full).toBeVisible();
  expect(await full.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([96, 64]);
  await page.keyboard.press('Escape');
  await expect(openButton).toBeFocused();

  // Byte for byte: the pack draws the original photo exactly as she attached it (its digest is the fixture's).
  const pack = page.locator('section').filter({ has: page.getByRole('heading', { name: journalTexts.pack.title }) });
  const [packDownload] = await Promise.all([page.waitForEvent('download'), pack.getByRole('button', { name: journalTexts.pack.make }).click().then(() => confirmPlainExport(page))]);
  const jpegs = jpegsIn(readFileSync((await packDownload.path())!));
  expect(jpegs.map(sha256)).toEqual([sha256(photoBytes)]);
});

test('in Spanish: the backup panel says its size, saves a file with the photo and restores nothing twice, and axe finds nothing', async ({ page }) => {
  const es = spanish.journalTexts;
  const words = spanishAttachments.attachmentTexts;
  const texts = spanishBackup.backupTexts;
  await openSpanishToolAndUnlock(page, `/es${PATH}`, es.gateTitle, uniqueEmail('backup-photo-es'));
  const form = page.getByRole('form', { name: es.write.title });
  await form.getByRole('checkbox', { name: es.write.markIncident }).check();
  await form.getByLabel(spanish.incidentFields.happenedDate.label).fill('2026-11-20');
  await form.getByLabel(spanish.incidentFields.whatHappened.label).fill('Rompió la puerta del cuarto.');
  await addPhoto(page, words.choose);
  const [saved] = await Promise.all([vaultPut(page), form.getByRole('button', { name: es.write.save }).click()]);
  expect(saved.status()).toBe(201);
  await expect(page.getByRole('img', { name: formatMessage(words.thumbnailAlt, { name: 'photo-with-gps.jpg' }) })).toHaveCount(1);

  await page.getByText(spanishControls.unlockedTexts.settings, { exact: true }).click();
  const panel = page.getByRole('region', { name: texts.title });
  await expect(panel).toContainText(texts.intro);
  const [sizeBefore] = texts.size.split('{size}');
  await expect(panel.getByText(new RegExp(`^${sizeBefore}\\d+ KB`))).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: texts.save }).click()]);
  const size = readFileSync((await download.path())!).length;
  await expect(panel.getByRole('status')).toHaveText(formatMessage(texts.saving, { fileName: download.suggestedFilename(), size: readableSize(size, 'es') }));
  await expectNoAxeViolations(page, 'Spanish: a backup with a photo saved');
  await panel.getByLabel(texts.restoreLabel).setInputFiles((await download.path())!);
  await expect(panel.getByRole('status')).toHaveText(texts.restoredNothing);
  await expectNoAxeViolations(page, 'Spanish: the same backup restored again');
});
