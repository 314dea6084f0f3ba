/**
 * Issue 25, items 1-2: nothing that opens her space is ever sent, with every request the browser
 * sends recorded (URL and body); an empty space says it is empty and offers "Try again" first; a
 * new space is made on purpose, and its first save asks for the passphrase once more, a mismatch
 * saving and sending nothing; the old-account move is offered by a quiet link and sends nothing
 * until she asks. In English and in Spanish, with axe on every new state.
 */
import type { Page, Request } from '@playwright/test';
import * as englishSpace from '../core/content/vault-space';
import { emptySpaceTexts, moveOldTexts, newSpaceTexts, strengthTexts } from '../core/content/vault-space';
import * as spanishSpace from '../locales/es/core/content/vault-space';
import { affirmationsGateTexts } from '../locales/es/core/content/affirmations-gate';
import { vaultGateLabels } from '../locales/es/core/content/vault';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { expectNoEnglishFrom, openTool, uniqueEmail, unlockTool, vaultPut } from './helpers';

test.describe.configure({ timeout: 240_000 });

const JOURNEY = ['/tools/affirmations', 'Unlock your journey'] as const;

/** Every request this page sends: method, URL and body, as they leave the browser. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`));
  return sent;
}

/** Every way a text may travel: as typed, lower-cased, URL-encoded (both kinds of space), JSON-escaped. */
/** The requests to our API among them (a page may fetch its own code files meanwhile: those carry nothing of hers). */
function toApi(sent: readonly string[]): string[] {
  return sent.filter((request) => new URL(request.split(/\s/)[1]!).pathname.startsWith('/api/'));
}

function formsOf(text: string): string[] {
  const forms = [text, text.toLowerCase(), encodeURIComponent(text), encodeURIComponent(text).replace(/%20/g, '+'), JSON.stringify(text).slice(1, -1)];
  return [...new Set(forms)];
}

function leaksOf(sent: readonly string[], secrets: Record<string, string>): string[] {
  return Object.entries(secrets).flatMap(([name, secret]) =>
    formsOf(secret)
      .filter((form) => sent.some((request) => request.includes(form)))
      .map((form) => `${name} as ${form}`),
  );
}

test('creating a space, a first save with the repeat, a wrong passphrase, lock, unlock, delete and a new empty unlock: no request holds her passphrase, a wrong one or her email', async ({
  page,
}) => {
  const email = uniqueEmail('never-sent');
  const passphrase = 'lantern harbor velvet orchard';
  const wrong = 'lantern harbour velvet orchard';
  const sent = recordRequests(page);
  await openTool(page, ...JOURNEY);

  // Creating a space: empty, said so, made on purpose.
  await unlockTool(page, email, passphrase, 'stay');
  await expect(page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeFocused();
  await expect(page.getByText('Your journey is unlocked')).toHaveCount(0);
  await page.getByRole('button', { name: emptySpaceTexts.create }).click();
  await expect(page.getByText('Your journey is unlocked')).toBeFocused();

  // The first save asks for the passphrase once more; a mismatch saves nothing and sends nothing.
  await page.getByLabel('Your reflection for day 1').fill('The first thing I kept here.');
  await page.getByRole('button', { name: 'Complete Day' }).click();
  const repeat = page.getByRole('dialog', { name: newSpaceTexts.title });
  await expect(repeat.getByLabel(newSpaceTexts.label)).toBeFocused();
  const before = sent.length;
  await repeat.getByLabel(newSpaceTexts.label).fill(wrong);
  await repeat.getByRole('button', { name: newSpaceTexts.submit }).click();
  await expect(repeat.getByText(newSpaceTexts.differs)).toBeVisible({ timeout: 20_000 });
  await expect(repeat.getByLabel(newSpaceTexts.label)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'a mismatched repeat');
  expect(toApi(sent.slice(before))).toEqual([]);

  // The right one: saved.
  await repeat.getByLabel(newSpaceTexts.label).fill(passphrase);
  const [saved] = await Promise.all([vaultPut(page), repeat.getByRole('button', { name: newSpaceTexts.submit }).click()]);
  expect(saved.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'You completed day 1' })).toBeVisible();

  // Lock; a wrong passphrase opens an empty space (Try again); the right one opens hers.
  await page.getByRole('button', { name: 'Lock' }).click();
  await unlockTool(page, email, wrong, 'stay');
  await expect(page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeVisible();
  await page.getByRole('button', { name: emptySpaceTexts.tryAgain }).click();
  await unlockTool(page, email, passphrase);
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1');

  // Delete, then the same email and passphrase open a new, empty space.
  await page.getByText('Privacy settings', { exact: true }).click();
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const [erased] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/vault') && r.request().method() === 'DELETE'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click(),
  ]);
  expect(erased.status()).toBe(204);
  await unlockTool(page, email, passphrase, 'stay');
  await expect(page.getByRole('heading', { level: 2, name: emptySpaceTexts.heading })).toBeVisible();

  // What the server received: locators, envelopes, and nothing of hers.
  expect(sent.some((request) => request.includes('/api/vault/session'))).toBe(true);
  expect(sent.some((request) => request.startsWith('POST') && request.includes('/api/vault/migration'))).toBe(false);
  expect(leaksOf(sent, { passphrase, 'wrong passphrase': wrong, email })).toEqual([]);
});

test('password1 cannot make a new space: refused calmly at the repeat, nothing saved or sent; "Suggest one" gives five words that can', async ({ page }) => {
  const sent = recordRequests(page);
  await openTool(page, ...JOURNEY);
  await unlockTool(page, uniqueEmail('weak'), 'password1', 'by-hand');
  await page.getByLabel('Your reflection for day 1').fill('Not to be kept under an easy passphrase.');
  await page.getByRole('button', { name: 'Complete Day' }).click();
  const repeat = page.getByRole('dialog', { name: newSpaceTexts.title });
  const before = sent.length;
  await repeat.getByLabel(newSpaceTexts.label).fill('password1');
  await repeat.getByRole('button', { name: newSpaceTexts.submit }).click();
  await expect(repeat.getByText(strengthTexts.weakNewSpace)).toBeVisible({ timeout: 20_000 });
  expect(toApi(sent.slice(before))).toEqual([]);
  await repeat.getByRole('button', { name: newSpaceTexts.cancel }).click();
  await page.getByRole('button', { name: 'Lock' }).click();

  // "Suggest one": five words, shown; that passphrase makes a space.
  await page.getByRole('button', { name: 'Suggest one' }).click();
  const field = page.getByLabel('Private passphrase');
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveValue(/^\S+( \S+){4}$/);
  await expectNoAxeViolations(page, 'a suggested passphrase at the gate');
  const suggestion = await field.inputValue();
  await unlockTool(page, uniqueEmail('suggested'), suggestion);
  await page.getByLabel('Your reflection for day 1').fill('Kept under five random words.');
  const [saved] = await Promise.all([vaultPut(page), page.getByRole('button', { name: 'Complete Day' }).click()]);
  expect(saved.status()).toBe(201);
  expect(leaksOf(sent, { suggestion, weak: 'password1' })).toEqual([]);
});

test('the old-account move is a quiet link that says what it sends, and sends nothing until she asks', async ({ page }) => {
  const sent = recordRequests(page);
  const email = uniqueEmail('old-tools');
  await openTool(page, ...JOURNEY);
  await unlockTool(page, email, undefined, 'stay');
  const link = page.getByRole('button', { name: /^I used the tools before November 28, 2026: bring my old entries here$/ });
  await expect(link).toBeVisible();
  await link.click();
  const panel = page.getByRole('region', { name: moveOldTexts.title });
  await expect(panel.getByText(moveOldTexts.explain)).toBeVisible();
  await expect(panel.getByText(/^You can do this until [A-Z][a-z]+ \d{1,2}, \d{4}\./)).toBeVisible();
  await expectNoAxeViolations(page, 'the old-account move');
  await panel.getByRole('button', { name: moveOldTexts.cancel }).click();
  await expect(link).toBeVisible();
  expect(sent.some((request) => request.startsWith('POST') && request.includes('/api/vault/migration'))).toBe(false);
  expect(leaksOf(sent, { email, passphrase: 'river stones at dawn' })).toEqual([]);
});

test('in Spanish: the empty space, the repeat at the first save and the move, with no English and nothing for axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const sent = recordRequests(page);
  const email = uniqueEmail('espacio');
  await page.goto('/es/tools/affirmations');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: affirmationsGateTexts.gateTitle })).toBeVisible();
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Frase de acceso/i).fill('río piedras al amanecer');
  await page.getByRole('button', { name: vaultGateLabels.unlock, exact: true }).click();

  const space = spanishSpace.emptySpaceTexts;
  await expect(page.getByRole('heading', { level: 2, name: space.heading })).toBeFocused({ timeout: 20_000 });
  await expect(page.getByText(space.notLost)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Usé las herramientas antes del 28 de noviembre de 2026: traer aquí mis entradas anteriores$/ })).toBeVisible();
  await expectNoEnglishFrom(page, [englishSpace]);
  await expectNoAxeViolations(page, 'Spanish empty space');
  await page.getByRole('button', { name: spanishSpace.moveOldTexts.link.replace('{date}', '28 de noviembre de 2026') }).click();
  await expect(page.getByText(spanishSpace.moveOldTexts.explain)).toBeVisible();
  await expectNoAxeViolations(page, 'Spanish old-account move');

  await page.getByRole('button', { name: space.create }).click();
  await page.getByLabel(/^Tu reflexión del día 1/i).fill('Lo primero que guardo aquí.');
  await page.getByRole('button', { name: /^Completar (el )?día$/i }).click();
  const repeat = page.getByRole('dialog', { name: spanishSpace.newSpaceTexts.title });
  await expect(repeat.getByLabel(spanishSpace.newSpaceTexts.label)).toBeFocused();
  await expectNoEnglishFrom(page, [englishSpace]);
  await expectNoAxeViolations(page, 'Spanish repeat');
  await repeat.getByLabel(spanishSpace.newSpaceTexts.label).fill('río piedras al atardecer');
  await repeat.getByRole('button', { name: spanishSpace.newSpaceTexts.submit }).click();
  await expect(repeat.getByText(spanishSpace.newSpaceTexts.differs)).toBeVisible({ timeout: 20_000 });
  expect(leaksOf(sent, { email, passphrase: 'río piedras al amanecer', 'wrong passphrase': 'río piedras al atardecer' })).toEqual([]);
});
