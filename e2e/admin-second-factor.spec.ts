import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminMessages } from '../core/content/api-messages';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The second admin of scripts/e2e-server.mjs: the other specs sign in as the first, at the same
// time, and must never be asked for a code.
const EMAIL = 'security@e2e.example.org';
const PASSWORD = 'e2e security password 2026';

// Opening the console signed out asks who is signed in (401); asking for the code is a 401 too,
// and a wrong code while setting up is a 400.
// (One pattern: Playwright would read a second element of the array as the option's settings.)
test.use({ expectedConsoleErrors: [/status of (401 \(Unauthorized\)|400 \(Bad Request\))/] });

/** The code her authenticator app shows, computed with the library the server uses. */
function codeFor(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/** Email and password, typed, then Enter: keyboard only. */
async function typeCredentials(page: Page) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').focus();
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
}

/** The console stays on the screen in its address (Security here) after signing in again. */
function signedIn(page: Page) {
  return page.getByText(`Signed in as ${EMAIL}`);
}

async function signOut(page: Page) {
  // Focus and Enter on the button in one step: the console re-draws after a change of its
  // settings, and a focus taken just before could land on a button that is then replaced.
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/admin/logout') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Sign out' }).press('Enter'),
  ]);
  expect(answer.status()).toBeLessThan(300);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
}

/** Signs in with a code: asked for once the password is right, typed into the focused field. */
async function signInWithCode(page: Page, code: string) {
  await typeCredentials(page);
  await expect(page.getByRole('alert').filter({ hasText: adminMessages.codeNeeded })).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('an admin turns on two-step sign-in with the keyboard, signs in with an app code and with a recovery code once, and turns it off', async ({ page }) => {
  // Several sign-ins (each a scrypt) and six axe runs.
  test.slow();
  await page.goto('/admin');
  await waitForHydration(page);
  await typeCredentials(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Security' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeFocused();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await expectNoAxeViolations(page, '/admin security, off');

  // Tab from the heading to the one button of the screen.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Set up two-step sign-in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'Set up two-step sign-in' })).toBeFocused();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // Drawn by our server: a data address, no request anywhere.
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
  const secret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, '/admin security, set up');

  // Her password, then a wrong code first: said next to the field.
  await page.getByLabel('Your password').focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  const field = page.getByLabel('Code from the app');
  await expect(field).toBeFocused();
  const now = Date.now();
  const near = new Set([-30_000, 0, 30_000, 60_000].map((offset) => codeFor(secret, now + offset)));
  const wrong = ['000000', '111111', '222222', '333333', '444444'].find((code) => !near.has(code)) ?? '555555';
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: adminMessages.wrongCode })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '/admin security, wrong code');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(codeFor(secret, Date.now()));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 3, name: 'Save your recovery codes' })).toBeFocused();
  const recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  await expectNoAxeViolations(page, '/admin security, recovery codes');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'I have saved them' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  await expect(page.getByText('You have 10 recovery codes left.', { exact: false })).toBeVisible();
  // Shown once: a reload shows the status, never the codes again.
  await page.reload();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  await expect(page.getByText(recoveryCodes[0] ?? 'none')).toHaveCount(0);
  await expectNoAxeViolations(page, '/admin security, on');

  // Signing in now asks for the code. The code of the next step: this step's was just used.
  await signOut(page);
  await typeCredentials(page);
  await expect(page.getByRole('alert').filter({ hasText: adminMessages.codeNeeded })).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page, '/admin sign-in, code asked');
  await page.keyboard.type(codeFor(secret, Date.now() + 30_000));
  await page.keyboard.press('Enter');
  await expect(signedIn(page)).toBeVisible();

  // A recovery code signs in once.
  const [first = '', second = ''] = recoveryCodes;
  await signOut(page);
  await signInWithCode(page, first);
  await expect(signedIn(page)).toBeVisible();
  await signOut(page);
  await signInWithCode(page, first);
  await expect(page.getByRole('alert').filter({ hasText: adminMessages.wrongCode })).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page, '/admin sign-in, wrong code');
  await page.keyboard.type(second);
  await page.keyboard.press('Enter');
  await expect(signedIn(page)).toBeVisible();

  // Turned off with a code; signing in asks only for the password again.
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Security' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have 8 recovery codes left.', { exact: false })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).focus();
  await page.keyboard.type(recoveryCodes[2] ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await signOut(page);
  await typeCredentials(page);
  await expect(signedIn(page)).toBeVisible();
});
