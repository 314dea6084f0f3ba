import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { exitPlanPhases, exitPlanTexts } from '../core/content/exit-plan';
import { stepsOf } from '../core/exit-plan-steps';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { answerNewSpaceRepeat, openTool, toolPassphrase, uniqueEmail, unlockTool, vaultPut, confirmPlainExport } from './helpers';

// Unlocking derives a key (memory-hard) and axe runs on every state: longer than a page test.
test.describe.configure({ timeout: 240_000 });

const GATE = exitPlanTexts.gateTitle;
const TOTAL = exitPlanPhases.reduce((sum, phase) => sum + stepsOf(phase).length, 0);
const SAFETY_TOTAL = stepsOf(exitPlanPhases[0]!).length;
const STAYING_TOTAL = stepsOf(exitPlanPhases[5]!).length;
/** Screenshots for a person to look at, only when asked for (E2E_SCREENSHOTS_DIR, as helpers.ts's screenshotWidths). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

function phase(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/** Opens a phase by its heading's button (closed at first). */
async function openPhase(page: Page, name: string): Promise<Locator> {
  const section = phase(page, name);
  const toggle = section.getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return section;
}

async function openNotes(section: Locator) {
  const toggle = section.getByRole('button', { name: /^Private notes/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Ticks (or unticks) a step and waits for the server's answer; answers the request. */
async function tick(page: Page, section: Locator, step: RegExp) {
  const box = section.getByRole('checkbox', { name: step });
  void answerNewSpaceRepeat(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/api\/vault\/records\/[0-9a-f-]{36}$/.test(r.url()) && ['PUT', 'DELETE'].includes(r.request().method())),
    box.click(),
  ]);
  expect(response.ok()).toBe(true);
  return response;
}

async function saveNote(page: Page, section: Locator, label: string, text: string) {
  const field = section.getByLabel(label);
  await field.fill(text);
  // A locator given to `has` is looked up inside the form, so it starts from the page, not the section.
  const form = section.locator('form').filter({ has: page.getByLabel(label) });
  void answerNewSpaceRepeat(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/api\/vault\/records\/[0-9a-f-]{36}$/.test(r.url()) && ['PUT', 'DELETE'].includes(r.request().method())),
    form.getByRole('button', { name: 'Save note' }).click(),
  ]);
  expect(response.ok()).toBe(true);
  await expect(form.getByRole('status')).toHaveText('Saved');
  return response;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The PDF's text, in reading order, and its title. */
async function pdfText(path: string): Promise<{ text: string; title: unknown }> {
  const doc = await getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await doc.getMetadata()) as { info: { Title?: unknown } };
  await doc.destroy();
  return { text: pages.join(' ').replace(/\s+/g, ' '), title: info.Title };
}

/** Sets up a plan (two steps, a note) in a browser of its own, then closes it. */
async function planElsewhere(browser: Browser, baseURL: string, email: string, note: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openTool(page, '/tools/exit-plan', GATE);
  await unlockTool(page, email);
  const safety = await openPhase(page, 'Safety Planning');
  await tick(page, safety, /Agree on a code word/);
  const staying = await openPhase(page, 'Staying safer while you stay');
  await tick(page, staying, /Keep your phone charged/);
  await openNotes(safety);
  await saveNote(page, safety, 'Code words and what they mean', note);
  await context.close();
}

test('the safety check first; steps ticked and unticked, notes written, edited and emptied, all sealed; reload asks again and keeps them', async ({ page }) => {
  const email = uniqueEmail('exitplan');
  await openTool(page, '/tools/exit-plan', GATE);
  const check = page.getByRole('region', { name: exitPlanTexts.safeNow.title });
  await expect(check).toContainText('press Esc, or press Shift three times');
  await expect(check.getByRole('link', { name: exitPlanTexts.safeNow.linkText })).toHaveAttribute('href', '/staying-safer');
  // It comes before the gate on the page.
  const checkBox = (await check.boundingBox())!;
  const gateBox = (await page.getByRole('heading', { level: 2, name: GATE }).boundingBox())!;
  expect(checkBox.y).toBeLessThan(gateBox.y);
  await expectNoAxeViolations(page, 'exit plan gate');
  await shoot(page, 'exit-plan-gate');

  await unlockTool(page, email);
  await expect(page.getByText(`0 of ${TOTAL} steps done`)).toBeVisible();
  for (const track of exitPlanPhases) await expect(phase(page, track.name)).toBeVisible();
  await expectNoAxeViolations(page, 'exit plan unlocked, phases closed');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vault/records/') && request.method() === 'PUT') sent.push(request.postData() ?? '');
  });

  const safety = await openPhase(page, 'Safety Planning');
  await expect(safety.getByRole('heading', { name: 'Emergency contacts' })).toBeVisible();
  await expect(safety.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await expect(safety.getByRole('link', { name: 'Call 1-800-799-7233' })).toBeVisible();
  const created = await tick(page, safety, /Agree on a code word/);
  expect(created.status()).toBe(201);
  await expect(safety.getByText(/^Saved\. Done /)).toBeVisible();
  await tick(page, safety, /Learn by heart the numbers/);
  await expect(safety.getByText(`2 of ${SAFETY_TOTAL} steps done`)).toBeVisible();
  await expect(page.getByText(`2 of ${TOTAL} steps done`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `2 of ${TOTAL} steps done` })).toHaveAttribute('aria-valuenow', '2');

  // Notes are hidden until she opens them.
  await expect(safety.getByLabel('People I can call')).toHaveCount(0);
  await openNotes(safety);
  await saveNote(page, safety, 'People I can call', 'Aunt Rosalind 555 0142');
  await saveNote(page, safety, 'A safe place I can go', 'The library on Elm, then the bus');
  await expectNoAxeViolations(page, 'safety phase open with notes');

  const staying = await openPhase(page, 'Staying safer while you stay');
  await tick(page, staying, /Keep your phone charged/);
  await expect(staying.getByText(`1 of ${STAYING_TOTAL} steps done`)).toBeVisible();
  await shoot(page, 'exit-plan-open');

  // Edit a note; untick a step (its record is deleted); empty a note (deleted).
  await saveNote(page, safety, 'People I can call', 'Aunt Rosalind, and Dee from work');
  const unticked = await tick(page, safety, /Learn by heart the numbers/);
  expect(unticked.request().method()).toBe('DELETE');
  await expect(safety.getByText(`1 of ${SAFETY_TOTAL} steps done`)).toBeVisible();
  const emptied = await saveNote(page, safety, 'A safe place I can go', '');
  expect(emptied.request().method()).toBe('DELETE');
  await expectNoAxeViolations(page, 'after edits');

  // Nothing she wrote, no step or phase name, left the browser: only sealed envelopes.
  expect(sent.length).toBe(6);
  for (const body of sent) {
    expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['baseVersion', 'envelope']);
    // Her words and the plan's names, each long enough that random ciphertext never spells it
    // (a three-letter 'Dee' turned up in a base64url envelope about once in twenty runs).
    expect(body).not.toMatch(/Rosalind|Dee from work|library|code-word|phone-ready|safety|staying|exit-plan/i);
  }
  // Her note is not in the page title.
  await expect(page).toHaveTitle(/Exit Strategy Planner/);
  expect(await page.title()).not.toMatch(/Rosalind/);

  // Her key lived only in this page: a reload asks again; the plan is as she left it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: GATE })).toBeVisible();
  await expect(page.getByText('Aunt Rosalind')).toHaveCount(0);
  await unlockTool(page, email);
  await expect(page.getByText(`2 of ${TOTAL} steps done`)).toBeVisible();
  const again = await openPhase(page, 'Safety Planning');
  await expect(again.getByRole('checkbox', { name: /Agree on a code word/ })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: /Learn by heart the numbers/ })).not.toBeChecked();
  await expect(page.getByText('Aunt Rosalind, and Dee from work')).toHaveCount(0);
  await openNotes(again);
  await expect(again.getByLabel('People I can call')).toHaveValue('Aunt Rosalind, and Dee from work');
  await expect(again.getByLabel('A safe place I can go')).toHaveValue('');
});

test('another browser with the same passphrase sees the same plan; a wrong passphrase sees nothing of it', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('exitplan2');
  await planElsewhere(browser, baseURL!, email, 'Blue umbrella means come now');

  await openTool(page, '/tools/exit-plan', GATE);
  const wrong = await unlockTool(page, email, 'not the right words');
  expect((await wrong.json()).records).toEqual([]);
  await expect(page.getByText(`0 of ${TOTAL} steps done`)).toBeVisible();
  const empty = await openPhase(page, 'Safety Planning');
  await openNotes(empty);
  await expect(empty.getByLabel('Code words and what they mean')).toHaveValue('');
  await expect(page.getByText(/wrong|incorrect|does not match/i)).toHaveCount(0);
  await expectNoAxeViolations(page, 'an empty plan under another passphrase');

  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('heading', { level: 2, name: GATE })).toBeFocused();
  await unlockTool(page, email, toolPassphrase);
  await expect(page.getByText(`2 of ${TOTAL} steps done`)).toBeVisible();
  const safety = await openPhase(page, 'Safety Planning');
  await expect(safety.getByRole('checkbox', { name: /Agree on a code word/ })).toBeChecked();
  await openNotes(safety);
  await expect(safety.getByLabel('Code words and what they mean')).toHaveValue('Blue umbrella means come now');
  const staying = await openPhase(page, 'Staying safer while you stay');
  await expect(staying.getByRole('checkbox', { name: /Keep your phone charged/ })).toBeChecked();
});

test('the printable plan: a warning first, her notes left out unless she asks, the text checked', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('exitplanpdf');
  await planElsewhere(browser, baseURL!, email, 'Blue umbrella means come now');
  await openTool(page, '/tools/exit-plan', GATE);
  await unlockTool(page, email);

  const printable = page.getByRole('region', { name: exitPlanTexts.printable.title });
  await expect(printable).toContainText(exitPlanTexts.printable.warning);
  const include = printable.getByRole('checkbox', { name: exitPlanTexts.printable.includeNotes });
  await expect(include).not.toBeChecked();
  await expectNoAxeViolations(page, 'printable plan');

  const requestsWhileMaking: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('blob:')) requestsWhileMaking.push(request.url());
  });
  const [withoutNotes] = await Promise.all([page.waitForEvent('download'), printable.getByRole('button', { name: exitPlanTexts.printable.make }).click().then(() => confirmPlainExport(page))]);
  expect(withoutNotes.suggestedFilename()).toMatch(/^plan-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(printable.getByRole('status')).toHaveText(exitPlanTexts.printable.made);
  // Made in the browser: nothing but our own scripts (the PDF library) was fetched; nothing went to the API or another site.
  for (const url of requestsWhileMaking) {
    expect(url.startsWith(`${baseURL!}/assets/`) && url.endsWith('.js'), url).toBe(true);
  }
  const plain = await pdfText((await withoutNotes.path())!);
  expect(plain.title).toBe('My plan');
  expect(plain.text).toContain(`2 of ${TOTAL} steps done`);
  expect(plain.text).toContain(`Safety Planning (1 of ${SAFETY_TOTAL} steps done)`);
  expect(plain.text).toContain(`Staying safer while you stay (1 of ${STAYING_TOTAL} steps done)`);
  expect(plain.text).toMatch(/\[Done\] Agree on a code word/);
  expect(plain.text).toMatch(/\[To do\] Choose one or two people you trust/);
  expect(plain.text).toContain('Call 1-800-799-7233'.replace('Call', 'call'));
  expect(plain.text).not.toContain('Blue umbrella');
  await expectNoAxeViolations(page, 'plan made');

  await include.check();
  const [withNotes] = await Promise.all([page.waitForEvent('download'), printable.getByRole('button', { name: exitPlanTexts.printable.make }).click().then(() => confirmPlainExport(page))]);
  const full = await pdfText((await withNotes.path())!);
  expect(full.text).toContain('My notes Code words and what they mean Blue umbrella means come now');
  expect(full.text).toMatch(/\[Done\] Keep your phone charged/);
});

test('by keyboard alone: open a phase, tick a step, open the notes, write and save one', async ({ page }) => {
  const email = uniqueEmail('exitplankeys');
  await openTool(page, '/tools/exit-plan', GATE);
  await unlockTool(page, email);
  await expect(page.getByText(`0 of ${TOTAL} steps done`)).toBeVisible();

  const toggle = phase(page, 'Healing and Recovery').getByRole('button', { name: /^Healing and Recovery/ });
  for (let presses = 0; presses < 60 && !(await toggle.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const first = phase(page, 'Healing and Recovery').getByRole('checkbox', { name: /Name one person or group/ });
  await expect(first).toBeFocused();
  const [stored] = await Promise.all([vaultPut(page), page.keyboard.press('Space')]);
  expect(stored.status()).toBe(201);
  await expect(first).toBeChecked();
  await expect(phase(page, 'Healing and Recovery').getByText(/^Saved/)).toBeVisible();

  const notes = phase(page, 'Healing and Recovery').getByRole('button', { name: /^Private notes/ });
  for (let presses = 0; presses < 20 && !(await notes.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(notes).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('What helps me')).toBeFocused();
  await page.keyboard.type('Warm tea and the park bench');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save note' })).toBeFocused();
  const [note] = await Promise.all([vaultPut(page), page.keyboard.press('Enter')]);
  expect(note.status()).toBe(201);
  await expect(phase(page, 'Healing and Recovery').getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectNoAxeViolations(page, 'keyboard flow');
});
