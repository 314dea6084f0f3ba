import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import pg from 'pg';
import { attachmentTexts } from '../core/content/attachments';
import { incidentCalendarTexts } from '../core/content/incident-calendar';
import { formatMessage } from '../core/message-format';
import { attachmentTexts as attachmentEs } from '../locales/es/core/content/attachments';
import { journalTexts } from '../core/content/journal';
import { sharedPageTexts, shareTexts } from '../core/content/share';
import { exitPlanPhases as exitPlanPhasesEs, exitPlanTexts as exitPlanEs } from '../locales/es/core/content/exit-plan';
import { sharedPageTexts as sharedPageEs, shareTexts as shareEs } from '../locales/es/core/content/share';
import { quickExitTexts as quickExitEs } from '../locales/es/core/content/quick-exit';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { answerNewSpaceRepeat, openSpanishToolAndUnlock, openTool, uniqueEmail, unlockTool, vaultPut } from './helpers';

// Unlocking and the code's key derivation are memory-hard, and axe runs on every state.
test.describe.configure({ timeout: 300_000 });

const MARKER = `SHAREMARK${Date.now().toString(36)}`;

type Seen = { url: string; body: string; headers: string };

/** Every request a context makes: its URL, body and headers, to look for the link's secret and the code. */
function recordRequests(context: BrowserContext): Seen[] {
  const seen: Seen[] = [];
  context.on('request', (request) => seen.push({ url: request.url(), body: request.postData() ?? '', headers: JSON.stringify(request.headers()) }));
  return seen;
}

/** Her journal, unlocked in a new space of hers (`label` names its email); answers every request her browser makes from the start. */
async function herJournal(page: Page, label: string): Promise<Seen[]> {
  const hers = recordRequests(page.context());
  await openTool(page, '/tools/journal', journalTexts.gateTitle);
  await unlockTool(page, uniqueEmail(label));
  return hers;
}

async function writeRecord(page: Page, date: string, what: string) {
  const form = page.getByRole('form', { name: journalTexts.write.title });
  await form.getByRole('checkbox', { name: journalTexts.write.markIncident }).check();
  await form.getByLabel(/The date it happened/).fill(date);
  await form.getByLabel('Where it happened (optional)').fill('At home');
  await form.getByLabel(/What happened/).fill(what);
  const [response] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(response.status()).toBe(201);
}

function sharePanel(page: Page) {
  return page.getByRole('region', { name: shareTexts.title });
}

/** Makes a link from her journal; answers the link, the code (null without one) and the ciphertext sent. */
async function makeLink(page: Page, options: { code: boolean; onceOnly: boolean; calendar?: boolean }) {
  const panel = sharePanel(page);
  if (options.calendar !== undefined) {
    const calendarBox = panel.getByRole('checkbox', { name: shareTexts.calendarLabel });
    if ((await calendarBox.isChecked()) !== options.calendar) await calendarBox.click();
  }
  const codeBox = panel.getByRole('checkbox', { name: shareTexts.codeLabel });
  if ((await codeBox.isChecked()) !== options.code) await codeBox.click();
  const onceBox = panel.getByRole('checkbox', { name: shareTexts.onceOnly });
  if ((await onceBox.isChecked()) !== options.onceOnly) await onceBox.click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/shares') && r.request().method() === 'POST'),
    panel.getByRole('button', { name: shareTexts.make }).click(),
  ]);
  expect(response.status()).toBe(201);
  const ciphertext = (response.request().postDataJSON() as { ciphertext: string }).ciphertext;
  const link = await panel.getByLabel(shareTexts.linkLabel).inputValue();
  expect(link).toMatch(/\/shared#1[cn][A-Za-z0-9_-]{43}$/);
  const said = options.code ? await panel.getByText(/^The code is \d{3} \d{3}\./).textContent() : null;
  const code = said
    ? said
        .match(/(\d{3}) (\d{3})/)!
        .slice(1)
        .join('')
    : null;
  return { link, code, ciphertext };
}

/**
 * What the server keeps: the share links' and vault records' rows of the external PostgreSQL
 * when E2E_DATABASE_URL is set (as e2e/journal-photos.spec.ts), else every file of the embedded
 * server's data directory (outbox left out: it holds mail, not her data).
 */
async function storedBytes(baseURL: string): Promise<Buffer> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const links = await client.query<{ ciphertext: string | null }>('select ciphertext from share_links');
      const shared = await client.query<{ sealed: Buffer }>('select sealed from share_link_chunks');
      const chunks = await client.query<{ bytes: Buffer }>('select bytes from vault_file_chunks');
      const records = await client.query<{ envelope: string }>('select envelope from vault_records');
      return Buffer.concat([
        ...links.rows.map((row) => Buffer.from(row.ciphertext ?? '')),
        ...shared.rows.map((row) => row.sealed),
        ...chunks.rows.map((row) => row.bytes),
        ...records.rows.map((row) => Buffer.from(row.envelope)),
      ]);
    } finally {
      await client.end();
    }
  }
  const dataDir = join(tmpdir(), `save-e2e-data-${new URL(baseURL).port}`);
  const files = (await filesUnder(dataDir)).filter((file) => !file.startsWith(join(dataDir, 'outbox')));
  expect(files.length).toBeGreaterThan(0);
  const kept: Buffer[] = [];
  for (const file of files) if ((await stat(file)).size <= 200 * 1024 * 1024) kept.push(await readFile(file));
  return Buffer.concat(kept);
}

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

test('she shares two records with a code; her advocate, with no cookie of hers, opens them only with it; stop sharing and once-only end a link', async ({
  page,
  browser,
  baseURL,
}) => {
  const hers = await herJournal(page, 'share');
  await writeRecord(page, '2026-11-02', `${MARKER} first: he shouted and took my phone.`);
  await writeRecord(page, '2026-11-09', `${MARKER} second: he followed me to work.`);

  const panel = sharePanel(page);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('checkbox', { name: /first: he shouted/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /second: he followed/ })).toBeChecked();
  await expect(panel.getByRole('radio', { name: '7 days' })).toBeChecked();
  const { link, code, ciphertext } = await makeLink(page, { code: true, onceOnly: false, calendar: true });
  expect(code).toMatch(/^\d{6}$/);
  // Where the server keeps links is where we look (the ciphertext just sent is there), and her words are not.
  const stored = await storedBytes(baseURL!);
  expect(stored.includes(ciphertext.slice(0, 48)), 'the link’s ciphertext, to show the search reads where links are kept').toBe(true);
  expect(stored.includes(MARKER)).toBe(false);
  await expect(panel.getByTestId('share-link')).toHaveCount(1);
  await expect(panel.getByTestId('share-link')).toContainText(`${shareTexts.journal.listItem.replace('{count}', '2')}`);
  await expect(panel.getByTestId('share-link')).toContainText(shareTexts.notOpened);
  await expectNoAxeViolations(page, 'her share panel with a link made');

  // Her advocate: another browser context, with no cookie of hers.
  const advocate = await browser.newContext({ baseURL });
  const theirs = recordRequests(advocate);
  expect(await advocate.cookies()).toEqual([]);
  const reader = await advocate.newPage();
  const opens: string[] = [];
  reader.on('response', (response) => {
    if (response.url().endsWith('/api/shares/open')) opens.push(String(response.status()));
  });
  await reader.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await waitForHydration(reader);
  await expect(reader.getByRole('heading', { level: 1, name: sharedPageTexts.title })).toBeVisible();
  const robots = await reader.locator('meta[name="robots"]').getAttribute('content');
  expect(robots).toContain('noindex');
  // The link alone opens nothing: the page asks for the code and has asked the server for nothing.
  const codeField = reader.getByLabel(sharedPageTexts.codeLabel);
  await expect(codeField).toBeVisible();
  expect(opens).toEqual([]);
  await expect(reader.getByText(MARKER)).toHaveCount(0);
  await expectNoAxeViolations(reader, 'the shared page asking for the code');

  // Keyboard only: a wrong code, then the right one.
  await codeField.focus();
  await reader.keyboard.type(code === '000000' ? '111111' : '000000');
  await reader.keyboard.press('Enter');
  await expect(reader.getByRole('alert')).toHaveText(sharedPageTexts.cannotOpen);
  await expect(reader.getByText(MARKER)).toHaveCount(0);
  const field = reader.getByLabel(sharedPageTexts.codeLabel);
  await field.focus();
  await reader.keyboard.press('ControlOrMeta+a');
  await reader.keyboard.type(`${code!.slice(0, 3)} ${code!.slice(3)}`);
  await reader.keyboard.press('Enter');
  await expect(reader.getByRole('heading', { level: 3, name: /^Record 1:/ })).toBeVisible();
  await expect(reader.getByText(`${MARKER} first: he shouted and took my phone.`).first()).toBeVisible();
  await expect(reader.getByText(`${MARKER} second: he followed me to work.`).first()).toBeVisible();
  await expect(reader.getByText(/^Receipt: signed by this site on /)).toHaveCount(2);
  expect(opens).toEqual(['404', '200']);
  // The incident calendar she added: the journal's own calendar, both records in their month.
  await expect(reader.getByRole('heading', { level: 2, name: incidentCalendarTexts.calendarShared.title })).toBeVisible();
  await expect(reader.locator('[data-month="2026-11"] td').first()).toHaveText('2');
  await expect(reader.locator('[data-trend]')).toHaveCount(0);
  await expectNoAxeViolations(reader, 'the shared records');

  // "Check it": the verifier's check, in place.
  await reader.getByRole('button', { name: sharedPageTexts.check }).click();
  await expect(reader.getByTestId('share-check')).toHaveText(sharedPageTexts.checkAllGood);
  // "Download the record pack": the journal's pack, made in this browser.
  const [download] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('button', { name: sharedPageTexts.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // She stops sharing: the link says it cannot be opened, even with the right code.
  await page.getByRole('button', { name: shareTexts.stop }).click();
  await expect(panel.getByRole('status').filter({ hasText: shareTexts.stopped })).toBeVisible();
  await expect(panel.getByTestId('share-link')).toHaveCount(0);
  await reader.reload();
  await waitForHydration(reader);
  await reader.getByLabel(sharedPageTexts.codeLabel).fill(code!);
  await reader.getByRole('button', { name: sharedPageTexts.open }).click();
  await expect(reader.getByRole('alert')).toHaveText(sharedPageTexts.cannotOpen);

  // A once-only link without a code opens once, then never again; the Spanish page speaks Spanish.
  const once = await makeLink(page, { code: false, onceOnly: true });
  const onceReader = await advocate.newPage();
  await onceReader.goto(once.link.replace(/^https?:\/\/[^/]+/, '').replace('/shared#', '/es/shared#'));
  await waitForHydration(onceReader);
  await expect(onceReader.getByRole('heading', { level: 1, name: sharedPageEs.title })).toBeVisible();
  await expect(onceReader.getByText(`${MARKER} second: he followed me to work.`).first()).toBeVisible();
  await expect(onceReader.getByRole('button', { name: sharedPageEs.download })).toBeVisible();
  await expectNoAxeViolations(onceReader, 'the Spanish shared page');
  await onceReader.reload();
  await waitForHydration(onceReader);
  await expect(onceReader.getByRole('alert')).toHaveText(sharedPageEs.cannotOpen);
  await expect(onceReader.getByText(MARKER)).toHaveCount(0);

  // No request from either browser carried the link's secret or the code.
  const secrets = [link.split('#')[1]!, once.link.split('#')[1]!, link.split('#')[1]!.slice(2), code!, `${code!.slice(0, 3)} ${code!.slice(3)}`];
  for (const request of [...hers, ...theirs]) {
    for (const secret of secrets) {
      expect(`${request.url} ${request.body} ${request.headers}`, request.url).not.toContain(secret);
    }
  }
  // Nor did her words reach the server's storage (its files, or its database when external).
  expect((await storedBytes(baseURL!)).includes(MARKER)).toBe(false);
  await advocate.close();
});

test('in Spanish, by keyboard: she shares a part of her exit plan, and her advocate reads the step and the note in Spanish', async ({ page, browser, baseURL }) => {
  await openSpanishToolAndUnlock(page, '/es/tools/exit-plan', exitPlanEs.gateTitle, uniqueEmail('share-plan'));
  const safety = exitPlanPhasesEs[0]!;
  const step = safety.groups[0]!.steps[0]!;
  const section = page.getByRole('region', { name: safety.name });
  await section.getByRole('button', { name: new RegExp(`^${safety.name}`) }).click();
  void answerNewSpaceRepeat(page);
  await Promise.all([vaultPut(page), section.getByRole('checkbox', { name: step.text }).click()]);
  await section.getByRole('button', { name: /^Notas privadas/ }).click();
  const note = safety.notes[0]!;
  await section.getByLabel(note.label).fill(`${MARKER} Tía Begoña`);
  const noteForm = section.locator('form').filter({ has: page.getByLabel(note.label) });
  await Promise.all([vaultPut(page), noteForm.getByRole('button').first().click()]);

  const panel = page.getByRole('region', { name: shareEs.title });
  await panel.scrollIntoViewIfNeeded();
  const part = panel.getByRole('checkbox', { name: new RegExp(safety.name) });
  await expect(part).toBeChecked();
  await expectNoAxeViolations(page, 'the share panel on the Spanish exit plan');
  // Keyboard only: untick the one part (nothing chosen says so), tick it again, make the link.
  await part.focus();
  await page.keyboard.press('Space');
  await panel.getByRole('button', { name: shareEs.make }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Elige al menos uno para compartir.')).toBeVisible();
  await expect(part).toBeFocused();
  await page.keyboard.press('Space');
  await panel.getByRole('button', { name: shareEs.make }).focus();
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/shares') && r.request().method() === 'POST'), page.keyboard.press('Enter')]);
  expect(response.status()).toBe(201);
  const link = await panel.getByLabel(shareEs.linkLabel).inputValue();
  expect(link).toContain('/es/shared#1c');
  const code = (await panel.getByText(/^El código es \d{3} \d{3}\./).textContent())!.match(/(\d{3}) (\d{3})/)!.slice(1).join('');
  await expect(panel.getByTestId('share-link')).toContainText(shareEs.exitPlan.listItem.replace('{count}', '1'));
  await expect(panel.getByTestId('share-link')).toContainText(shareEs.notOpened);

  const advocate = await browser.newContext({ baseURL });
  const reader = await advocate.newPage();
  await reader.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await waitForHydration(reader);
  await reader.getByLabel(sharedPageEs.codeLabel).focus();
  await reader.keyboard.type(code);
  await reader.keyboard.press('Enter');
  await expect(reader.getByRole('heading', { level: 3, name: sharedPageEs.exitPlanTitle })).toBeVisible();
  await expect(reader.getByText(step.text)).toBeVisible();
  await expect(reader.getByText(note.label)).toBeVisible();
  await expect(reader.getByText(`${MARKER} Tía Begoña`)).toBeVisible();
  await expect(reader.getByRole('button', { name: sharedPageEs.download })).toHaveCount(0);
  await expectNoAxeViolations(reader, 'a shared exit plan in Spanish');

  // "Opened" reaches her list without a reload, within one calm poll of her list while she looks.
  await page.bringToFront();
  await expect(panel.getByTestId('share-link')).toContainText(shareEs.opened, { timeout: 40_000 });
  await advocate.close();
});

// Written into the fixture by e2e/fixtures/make-photo-with-gps.mjs (as e2e/journal-photos.spec.ts).
const PHOTO = 'e2e/fixtures/photo-with-gps.jpg';
const PHOTO_MARKER = 'PHOTO-MARKER-e2e-5b1c';
const photoBytes = readFileSync(PHOTO);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('she shares two records and a photo with a code; her advocate opens it with the code in Spanish and sees the photo, byte for byte, in the pack and the check', async ({
  page,
  browser,
  baseURL,
}) => {
  const hers = await herJournal(page, 'share-photo');
  await writeRecord(page, '2026-11-12', `${MARKER} he pushed me.`);
  // The second record keeps the photo as the original, so its bytes (and the marker inside them) travel as they are.
  const form = page.getByRole('form', { name: journalTexts.write.title });
  await form.getByRole('checkbox', { name: journalTexts.write.markIncident }).check();
  await form.getByLabel(/The date it happened/).fill('2026-11-20');
  await form.getByLabel(/What happened/).fill(`${MARKER} he broke the door.`);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), form.getByRole('button', { name: attachmentTexts.choose }).click()]);
  await chooser.setFiles(PHOTO);
  await form.getByRole('radio', { name: attachmentTexts.original }).check();
  const [saved] = await Promise.all([vaultPut(page), form.getByRole('button', { name: journalTexts.write.save }).click()]);
  expect(saved.status()).toBe(201);

  // Her choice, on by default, says what the photo adds.
  const panel = sharePanel(page);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('checkbox', { name: shareTexts.filesLabel })).toBeChecked();
  await expect(panel.getByTestId('share-files-hint')).toHaveText(formatMessage(shareTexts.filesHint, { count: 1, size: `${Math.round(photoBytes.length / 1024)} KB` }));
  await expectNoAxeViolations(page, 'her share panel offering the photo');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/shares') && r.request().method() === 'POST'),
    panel.getByRole('button', { name: shareTexts.make }).click(),
  ]);
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON() as { files: { attachmentId: string; chunks: string[] }[] };
  expect(sent.files).toHaveLength(1);
  const sealedChunk = Buffer.from(sent.files[0]!.chunks[0]!, 'base64url');
  expect(sealedChunk.includes(PHOTO_MARKER)).toBe(false);
  // Her list says what the link carries, the photo too.
  await expect(panel.getByTestId('share-link')).toContainText(`${formatMessage(shareTexts.journal.listItem, { count: 2 })}, ${formatMessage(shareTexts.listFiles, { count: 1 })}`);
  const link = await panel.getByLabel(shareTexts.linkLabel).inputValue();
  const code = (await panel.getByText(/^The code is \d{3} \d{3}\./).textContent())!.match(/(\d{3}) (\d{3})/)!.slice(1).join('');
  // At rest: the link's sealed chunk is where the search reads (so it reads where share files are kept); the photo's marker is nowhere.
  const stored = await storedBytes(baseURL!);
  expect(stored.includes(sealedChunk.subarray(0, 48)), 'the sealed chunk just sent').toBe(true);
  expect(stored.includes(PHOTO_MARKER)).toBe(false);

  // Her advocate, in another browser context, with no cookie of hers, on the Spanish page, by keyboard.
  const advocate = await browser.newContext({ baseURL, acceptDownloads: true });
  // The page's CSP lets no script fetch a blob: address, so the test keeps each Blob the page hands to an <img>.
  await advocate.addInitScript(() => {
    const made = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = create(blob);
      if (blob instanceof Blob) made.set(url, blob);
      return url;
    };
    (window as unknown as { blobOf: (url: string) => Blob | undefined }).blobOf = (url) => made.get(url);
  });
  const theirs = recordRequests(advocate);
  const reader = await advocate.newPage();
  await reader.goto(link.replace(/^https?:\/\/[^/]+/, '').replace('/shared#', '/es/shared#'));
  await waitForHydration(reader);
  await reader.getByLabel(sharedPageEs.codeLabel).focus();
  await reader.keyboard.type(code);
  await reader.keyboard.press('Enter');
  await expect(reader.getByRole('heading', { level: 3, name: /^Registro 2:/ })).toBeVisible();
  const thumbnail = reader.getByRole('button', { name: formatMessage(attachmentEs.open, { name: 'photo-with-gps.jpg' }) });
  await expect(thumbnail.getByRole('img', { name: formatMessage(attachmentEs.thumbnailAlt, { name: 'photo-with-gps.jpg' }) })).toBeVisible();
  await expectNoAxeViolations(reader, 'the Spanish shared page with a photo');

  // The full picture in the site's Dialog, opened from the keyboard: exactly her bytes.
  await thumbnail.focus();
  await reader.keyboard.press('Enter');
  const dialog = reader.getByRole('dialog');
  const picture = dialog.getByRole('img', { name: formatMessage(attachmentEs.thumbnailAlt, { name: 'photo-with-gps.jpg' }) });
  await expect(picture).toBeVisible();
  const digest = await picture.evaluate(async (img: HTMLImageElement) => {
    const bytes = await (window as unknown as { blobOf: (url: string) => Blob }).blobOf(img.src).arrayBuffer();
    return [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
  expect(digest).toBe(sha256(photoBytes));
  await expectNoAxeViolations(reader, 'the shared photo in the dialog');
  await reader.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumbnail).toBeFocused();

  // "Check it": the photo's bytes against the digest its receipt signs, with the records'.
  await reader.getByRole('button', { name: sharedPageEs.check }).click();
  await expect(reader.getByTestId('share-check')).toHaveText(sharedPageEs.checkAllGoodFiles);
  // The record pack prints the photo as it is, with its digest.
  const [download] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('button', { name: sharedPageEs.download }).click()]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.includes(photoBytes.subarray(200, 400)), 'the photo’s bytes drawn in the pack').toBe(true);
  await expectNoAxeViolations(reader, 'the Spanish shared page after the check');

  // A server that changes one byte of the photo's chunk spoils that photo only: the records, the
  // thumbnail (inside the sealed bundle) and the page stay; the picture and the check say so calmly.
  const tampered = await advocate.newPage();
  await tampered.route('**/api/shares/open', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { files: { chunks: string[] }[] };
    const bytes = Buffer.from(body.files[0]!.chunks[0]!, 'base64url');
    bytes[40] = bytes[40]! ^ 1;
    body.files[0]!.chunks[0] = bytes.toString('base64url');
    await route.fulfill({ response: answer, json: body });
  });
  await tampered.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await waitForHydration(tampered);
  await tampered.getByLabel(sharedPageTexts.codeLabel).fill(code);
  await tampered.getByRole('button', { name: sharedPageTexts.open }).click();
  await expect(tampered.getByText(`${MARKER} he broke the door.`).first()).toBeVisible();
  await tampered.getByRole('button', { name: formatMessage(attachmentTexts.open, { name: 'photo-with-gps.jpg' }) }).click();
  await expect(tampered.getByRole('dialog')).toContainText(attachmentTexts.unreadable);
  await tampered.keyboard.press('Escape');
  await tampered.getByRole('button', { name: sharedPageTexts.check }).click();
  await expect(tampered.getByTestId('share-check')).toContainText(formatMessage(sharedPageTexts.checkFiles, { total: 1, matching: 0, failed: 1, unsigned: 0 }));
  await expectNoAxeViolations(tampered, 'a shared photo that could not be read');

  // No request from either browser carried the link's secret or the code.
  const fragment = link.split('#')[1]!;
  for (const request of [...hers, ...theirs]) {
    for (const secret of [fragment, fragment.slice(2), code, `${code.slice(0, 3)} ${code.slice(3)}`]) {
      expect(`${request.url} ${request.body} ${request.headers}`, request.url).not.toContain(secret);
    }
  }
  expect((await storedBytes(baseURL!)).includes(PHOTO_MARKER)).toBe(false);
  await advocate.close();
});

test.describe('a link that cannot be opened', () => {
  // The browser logs the 404 of a link that opens nothing by itself.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('the shared page without a link, or with a damaged one, says one calm sentence in either language', async ({ page }) => {
    await page.goto('/shared');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText(sharedPageTexts.noLink);
    await expectNoAxeViolations(page, 'the shared page without a link');
    await page.goto('/es/shared#1nAAAA');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText(sharedPageEs.noLink);
    // A link that was never made: the same sentence as a stopped one, nothing more.
    await page.goto(`/es/shared#1n${'A'.repeat(43)}`);
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText(sharedPageEs.cannotOpen);
    await expectNoAxeViolations(page, 'the Spanish shared page that cannot open');
    // The quick exit is there, as on every page.
    await expect(page.getByRole('link', { name: quickExitEs.button, exact: true })).toBeVisible();
  });
});
