import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** A toast on screen holding `text` (its title or description). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
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

/**
 * Fills the gate of a private tool and presses Unlock; resolves once her vault is open on the
 * page (the key is derived in the browser, then the session opens and her records are read).
 */
export async function unlockTool(page: Page, email: string, secret = toolPassphrase) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Private passphrase').fill(secret);
  const [session, records] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault/session') && r.request().method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/vault/records') && r.request().method() === 'GET'),
    page.getByRole('button', { name: 'Unlock' }).click(),
  ]);
  expect(session.status()).toBe(204);
  expect(records.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Your private space' })).toBeVisible({ timeout: 20_000 });
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
    page.getByRole('button', { name: /^(Unlock|Abrir)$/ }).click(),
  ]);
  expect(records.status()).toBe(200);
}

/** Opens the "Privacy settings" of the unlocked bar (lock time, change passphrase, delete my data). */
export async function openPrivacySettings(page: Page) {
  const summary = page.getByText('Privacy settings', { exact: true });
  if ((await page.locator('details:has(> summary:text-is("Privacy settings"))').getAttribute('open')) === null) await summary.click();
}

/** Waits for a record of her vault to be stored (PUT) and answers the server's response. */
export function vaultPut(page: Page) {
  return page.waitForResponse((r) => /\/api\/vault\/records\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PUT');
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
