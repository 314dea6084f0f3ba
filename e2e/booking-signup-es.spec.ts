/**
 * The booking dialog, the signup and the upgrade page on the Spanish site (issue 20): in Spanish
 * with axe clean, and each request carries the page's language (locale 'es'), which the server
 * stores so her emails come in Spanish (server/notify tests read those emails). The words come
 * from the twins themselves.
 */
import pg from 'pg';
import type { Page } from '@playwright/test';
import { bookingDialogTexts, bookingServiceLabels, bookingToasts } from '../locales/es/core/content/booking';
import { footerTexts } from '../locales/es/core/content/shell';
import { signupFormTexts, signupMessages, signupWelcomeTexts } from '../locales/es/core/content/signup';
import { activateTexts, upgradeMessages, upgradePageTexts } from '../locales/es/core/content/upgrade-access';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { toast, uniqueEmail } from './helpers';

test.describe.configure({ timeout: 120_000 });

/** A date-time one week ahead in the datetime-local format. */
function nextWeek(): string {
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T14:30`;
}

async function storedLocale(table: 'bookings' | 'user_signups', email: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ locale: string }>(`select locale from ${table} where email = $1`, [email]);
    return rows[0]?.locale;
  } finally {
    await client.end();
  }
}

async function openBooking(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/es/');
  await waitForHydration(page);
  // The footer's button: at this width the Spanish header keeps its longer links in the menu.
  await page.getByRole('contentinfo').getByRole('button', { name: footerTexts.bookSession }).click();
  const dialog = page.getByRole('dialog', { name: bookingDialogTexts.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the booking dialog in Spanish: a missing field says so in Spanish, then a booking is sent with her language', async ({ page }) => {
  const dialog = await openBooking(page);
  await expect(dialog.getByRole('option')).toHaveText([bookingDialogTexts.chooseService, ...Object.values(bookingServiceLabels)]);
  await expectNoAxeViolations(page, 'Spanish booking dialog');

  await dialog.getByLabel(bookingDialogTexts.name, { exact: true }).fill('María Prueba');
  await dialog.getByRole('button', { name: bookingDialogTexts.submit }).click();
  await expect(toast(page, bookingToasts.missingTitle)).toContainText(bookingToasts.missingDescription);
  await expectNoAxeViolations(page, 'Spanish booking dialog, fields marked');

  const email = uniqueEmail('reserva');
  await dialog.getByLabel(bookingDialogTexts.email, { exact: true }).fill(email);
  await dialog.getByLabel(bookingDialogTexts.phone, { exact: true }).fill('555-123-4567');
  await dialog.getByLabel(bookingDialogTexts.service, { exact: true }).selectOption('consultation');
  await dialog.getByLabel(new RegExp(`^${bookingDialogTexts.dateTime}`)).fill(nextWeek());
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: bookingDialogTexts.submit }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ email, serviceType: 'consultation', locale: 'es' });
  await response.json();
  await expect(toast(page, bookingToasts.successTitle)).toContainText(bookingToasts.successDescription);
  await expect(page.getByRole('dialog', { name: bookingDialogTexts.title })).toHaveCount(0);
  if (process.env.E2E_DATABASE_URL) expect(await storedLocale('bookings', email)).toBe('es');
});

test('the signup in Spanish: checks said in Spanish, her language sent and stored, the welcome in Spanish', async ({ page }) => {
  await page.goto('/es/signup');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const main = page.getByRole('main');
  const email = uniqueEmail('registro');
  await main.getByLabel(new RegExp(`^${signupFormTexts.firstName}`)).fill('María');
  await main.getByLabel(new RegExp(`^${signupFormTexts.lastName}`)).fill('Prueba');
  await main.getByLabel(new RegExp(`^${signupFormTexts.email}`)).first().fill(email);
  await main.getByLabel(new RegExp(`^${signupFormTexts.confirmEmail}`)).fill(`otra.${email}`);
  await main.getByRole('button', { name: signupFormTexts.submit }).click();
  await expect(main.getByLabel(new RegExp(`^${signupFormTexts.confirmEmail}`))).toHaveAccessibleDescription(signupMessages.mismatch);
  await expectNoAxeViolations(page, 'Spanish signup, a field marked');

  await main.getByLabel(new RegExp(`^${signupFormTexts.confirmEmail}`)).fill(email);
  await main.getByRole('group', { name: signupFormTexts.interests }).getByLabel('Talleres y eventos').check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/signup' && r.request().method() === 'POST'),
    main.getByRole('button', { name: signupFormTexts.submit }).click(),
  ]);
  expect(response.status()).toBe(200);
  // The interest is sent by its stored (English) name; the language is hers.
  expect(response.request().postDataJSON()).toEqual({ firstName: 'María', lastName: 'Prueba', email, interests: ['Workshops & Events'], locale: 'es' });
  await expect(toast(page, signupMessages.successTitle)).toContainText(signupMessages.successDescription);
  const heading = main.getByRole('heading', { level: 1, name: signupWelcomeTexts.welcomeNamed('María') });
  await expect(heading).toBeFocused();
  await expect(main.getByRole('link', { name: signupWelcomeTexts.assessmentButton })).toHaveAttribute('href', '/es/assessment');
  await expect(main.getByRole('link', { name: signupWelcomeTexts.toolsButton })).toHaveAttribute('href', '/es/tools');
  await expectNoAxeViolations(page, 'Spanish signup welcome');
  if (process.env.E2E_DATABASE_URL) expect(await storedLocale('user_signups', email)).toBe('es');
});

test.describe('the upgrade page in Spanish', () => {
  test.use({ expectedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test('says everything in Spanish and sends her language with the access password', async ({ page }) => {
    await page.goto('/es/upgrade-access');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: upgradePageTexts.title })).toBeVisible();
    await expect(main.getByText(activateTexts.choosePackage)).toBeVisible();
    await expectNoAxeViolations(page, 'Spanish upgrade page');

    await main.getByRole('radio').first().check();
    await expect(main.getByLabel(new RegExp(`^${activateTexts.accessCode}`))).toHaveAttribute('type', 'password');
    await main.getByRole('button', { name: activateTexts.showAccessCode }).click();
    await expect(main.getByLabel(new RegExp(`^${activateTexts.accessCode}`))).toHaveAttribute('type', 'text');

    // Missing information: said in Spanish, nothing sent.
    await main.getByLabel(new RegExp(`^${activateTexts.email}`)).fill('maria@example.com');
    await main.getByRole('button', { name: activateTexts.submit }).click();
    await expect(toast(page, upgradeMessages.missingTitle)).toContainText(upgradeMessages.missingDescription);

    // The route allows 5 tries a minute from one address, which the English tests use: this
    // answer comes from a stand-in, and the server's Spanish answer is tested in its API test.
    let sent: unknown;
    await page.route('**/api/upgrade-access', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: upgradeMessages.wrongCode, message: upgradeMessages.wrongCode }) });
    });
    await main.getByLabel(new RegExp(`^${activateTexts.accessCode}`)).fill('NO-ES-EL-CODIGO');
    await main.getByRole('button', { name: activateTexts.submit }).click();
    await expect(toast(page, upgradeMessages.wrongCodeTitle)).toContainText(upgradeMessages.wrongCode);
    expect(sent).toEqual({ email: 'maria@example.com', accessLevel: 'tools_bundle', accessCode: 'NO-ES-EL-CODIGO', locale: 'es' });
    await expectNoAxeViolations(page, 'Spanish upgrade page, wrong password');
  });
});
