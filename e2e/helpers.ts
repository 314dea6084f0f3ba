import type { Page } from '@playwright/test';
import * as spaceEn from '../core/content/vault-space';
import * as spaceEs from '../locales/es/core/content/vault-space';
import { plainExportTexts as plainEn } from '../core/content/plain-export';
import { plainExportTexts as plainEs } from '../locales/es/core/content/plain-export';
import { expect, waitForHydration } from './fixtures';

/** A toast on screen holding `text` (its title or description). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}

/**
 * Full-page screenshots at a phone's and a desktop's width (`dir`/`name`-360.png and -1280.png),
 * for a person to look at; nothing when `dir` is unset (E2E_SCREENSHOTS_DIR not given).
 */
export async function screenshotWidths(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  for (const [width, height] of [
    [360, 740],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

let emailCounter = 0;
/** An email address no other test (nor another run on the same database) has used. */
export function uniqueEmail(tag: string): string {
  emailCounter += 1;
  return `maya.${tag}.${Date.now()}.${process.pid}.${emailCounter}@example.com`;
}

/** The passphrase the tool tests sign in with, unless a test gives another. */
export const toolPassphrase = 'river stones at dawn';

/** Opens a private tool's page and waits for its gate (heading: "Unlock your journey", ...). */
export async function openTool(page: Page, path: string, gateHeading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: gateHeading })).toBeVisible();
}

/** Either language's words of the empty space and of the repeat at the first save (issue 25). */
const either = (key: (texts: typeof spaceEn) => string) => new RegExp(`^(${[key(spaceEn), key(spaceEs as unknown as typeof spaceEn)].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
const emptySpaceHeading = either((texts) => texts.emptySpaceTexts.heading);
const startNewSpace = either((texts) => texts.emptySpaceTexts.create);
const repeatTitle = either((texts) => texts.newSpaceTexts.title);
const repeatLabel = either((texts) => texts.newSpaceTexts.label);
const repeatSubmit = either((texts) => texts.newSpaceTexts.submit);

/**
 * After an unlock: when the space is empty, she chooses "Start a new private space" (unless
 * `newSpace` is 'stay', to look at the empty space itself), and the repeat her first save asks
 * for is answered with the same passphrase whenever it shows (a test of the repeat itself
 * answers it by hand: newSpace 'by-hand').
 */
async function enterSpace(page: Page, secret: string, newSpace: 'create' | 'stay' | 'by-hand') {
  const bar = page.getByRole('region', { name: /^(Your private space|Tu espacio privado)$/ });
  const empty = page.getByRole('heading', { level: 2, name: emptySpaceHeading });
  await expect(bar.or(empty)).toBeVisible({ timeout: 20_000 });
  if (newSpace === 'stay' || !(await empty.isVisible())) return;
  await page.getByRole('button', { name: startNewSpace }).click();
  await expect(bar).toBeVisible();
  if (newSpace === 'create') {
    await page.addLocatorHandler(
      page.getByRole('dialog', { name: repeatTitle }),
      async (dialog) => {
        await dialog.getByLabel(repeatLabel).fill(secret);
        await dialog.getByRole('button', { name: repeatSubmit }).click();
      },
      { times: 1 },
    );
  }
}

/** Answers the repeat of a first save into a new space if it shows now (see enterSpace); a save already on its way is not held. */
async function answerRepeatIfAsked(page: Page, secret: string | undefined) {
  if (!secret) return;
  const dialog = page.getByRole('dialog', { name: repeatTitle });
  try {
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await dialog.getByLabel(repeatLabel).fill(secret);
    await dialog.getByRole('button', { name: repeatSubmit }).click();
  } catch {
    // Not asked (not a new space, or answered already): nothing to do.
  }
}

/** The passphrase each page unlocked a new space with, for the repeat of its first save. */
const newSpacePassphrases = new WeakMap<Page, string>();

/** For a save a test waits for by its own means: the repeat of a new space's first save is answered if it shows (never throws). */
export function answerNewSpaceRepeat(page: Page): Promise<void> {
  return answerRepeatIfAsked(page, newSpacePassphrases.get(page));
}

/** For a test that unlocked by its own steps: an empty space is made hers on purpose, its first save's repeat answered with `secret`. */
export async function makeNewSpace(page: Page, secret = toolPassphrase) {
  newSpacePassphrases.set(page, secret);
  await enterSpace(page, secret, 'create');
}

/**
 * Fills the gate of a private tool and presses Unlock; resolves once her vault is open on the
 * page (the key is derived in the browser, then the session opens and her records are read).
 * An empty space is made hers on purpose (see enterSpace).
 */
export async function unlockTool(page: Page, email: string, secret = toolPassphrase, newSpace: 'create' | 'stay' | 'by-hand' = 'create') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Private passphrase').fill(secret);
  const [session, records] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault/session') && r.request().method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'),
    page.getByRole('button', { name: 'Unlock' }).click(),
  ]);
  expect(session.status()).toBe(204);
  expect(records.status()).toBe(200);
  if (newSpace === 'create') newSpacePassphrases.set(page, secret);
  else newSpacePassphrases.delete(page);
  await enterSpace(page, secret, newSpace);
  return records;
}

/**
 * Opens a tool page of the Spanish site and unlocks her space there. The gate's own fields are
 * the vault's (translated with it), so they are found by either language's name.
 */
export async function openSpanishToolAndUnlock(page: Page, path: string, gateTitle: string, email: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: gateTitle })).toBeVisible();
  await page.getByLabel(/^(Email|Correo electrónico)/).fill(email);
  await page.getByLabel(/^(Private passphrase|Frase de acceso)/i).fill(toolPassphrase);
  const [records] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'),
    page.getByRole('button', { name: /^(Unlock|Desbloquear)$/ }).click(),
  ]);
  expect(records.status()).toBe(200);
  newSpacePassphrases.set(page, toolPassphrase);
  await enterSpace(page, toolPassphrase, 'create');
}

/** Opens the "Privacy settings" of the unlocked bar (lock time, change passphrase, delete my data). */
export async function openPrivacySettings(page: Page) {
  const summary = page.getByText('Privacy settings', { exact: true });
  if ((await page.locator('details:has(> summary:text-is("Privacy settings"))').getAttribute('open')) === null) await summary.click();
}

/** Waits for a record of her vault to be stored (PUT) and answers the server's response. */
export function vaultPut(page: Page) {
  const put = page.waitForResponse((r) => /\/api\/vault\/records\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PUT');
  // The first save into a new space asks for the passphrase once more before anything is sent.
  void answerRepeatIfAsked(page, newSpacePassphrases.get(page));
  return put;
}

/** Every text of an English module (its strings, and what its functions say for sample values), keys naming data left out. */
export function englishTextsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.length > 3 && /[a-z]{3}/.test(value)) into.add(value);
  } else if (typeof value === 'function') {
    try {
      englishTextsOf((value as (...args: unknown[]) => unknown)(2, 10, 'x', 3, 4), into);
    } catch {
      // A helper that needs a real argument (a date, a phase) says nothing of its own.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) englishTextsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!['id', 'path', 'level', 'price', 'status'].includes(key)) englishTextsOf(item, into);
  }
  return into;
}

/**
 * None of these English modules' texts is in the page's main content as a whole word or sentence
 * ("Moment" is not found in "Momento"); `ignore` lists ids and patterns that are not words she reads.
 */
export async function expectNoEnglishFrom(page: Page, modules: Record<string, unknown>[], ignore: readonly string[] = []) {
  const shown = await page.locator('main').innerText();
  const texts = new Set(modules.flatMap((module) => [...englishTextsOf(module)]));
  for (const skip of ignore) texts.delete(skip);
  const leaks = [...texts].filter((text) => new RegExp(`(?:^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}])`, 'u').test(shown));
  expect(leaks).toEqual([]);
}

/** Answers the warning before a plain file downloads (app/components/plain-export-confirm.tsx): "Download it". */
export async function confirmPlainExport(page: Page, language: 'en' | 'es' = 'en') {
  await page.getByRole('alertdialog').getByRole('button', { name: (language === 'es' ? plainEs : plainEn).confirm }).click();
}
