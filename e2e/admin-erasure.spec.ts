import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The admin of scripts/e2e-server.mjs.
const ADMIN_EMAIL = 'coach@e2e.example.org';
const ADMIN_PASSWORD = 'e2e console password 2026';

// Opening the console signed out asks who is signed in, and the server answers 401.
test.use({ expectedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

/** Presses Tab until `target` has focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** One booking, one message, one signup and one community post under this email, through the public API. */
async function seed(page: Page, baseURL: string, email: string): Promise<void> {
  const post = async (url: string, data: object) => {
    const response = await page.request.post(url, { data, headers: { origin: baseURL } });
    expect(response.status(), url).toBeLessThan(300);
  };
  await post('/api/bookings', {
    name: 'Nia Erase',
    email,
    phone: '555-0100',
    serviceType: 'consultation',
    preferredDateTime: new Date(Date.now() + 7 * 86400_000).toISOString(),
    notes: '',
  });
  await post('/api/contact', { name: 'Nia Erase', email, message: 'Please send details.', subject: 'Donation Inquiry', donationType: 'general_inquiry' });
  await post('/api/signup', { firstName: 'Nia', lastName: 'Erase', email, interests: [] });
  await post('/api/community/posts', { authorName: 'Nia', authorEmail: email, title: 'Hello', content: 'A first post.', category: 'support' });
}

test('the console finds and erases everything held about one email, keyboard only, after a confirmation that lists it', async ({ page, baseURL }) => {
  const email = `erase-${Date.now()}@e2e.example.org`;
  await seed(page, baseURL ?? '', email);

  // Sign in with the keyboard.
  await page.goto('/admin');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Sign in' });
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();

  // To the Privacy screen.
  await tabTo(page, page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Privacy' }));
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: 'Privacy' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Assessment results', { exact: true })).toBeVisible();
  await expect(page.getByText('Email files in the outbox', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/admin privacy');

  // Find what is held: nothing is erased yet.
  await tabTo(page, page.getByLabel('Her email'));
  await page.keyboard.type(email.toUpperCase());
  await page.keyboard.press('Enter');
  const held = page.getByText('Held under').locator('..');
  await expect(held.getByRole('listitem')).toHaveText(['1 booking', '1 message or donation inquiry', '1 signup', '1 community post']);

  // The confirmation says what will go; its safe choice has the focus, and keeps everything.
  const eraseButton = page.getByRole('button', { name: 'Erase all of this' });
  await tabTo(page, eraseButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Erase everything held about this email?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['1 booking', '1 message or donation inquiry', '1 signup', '1 community post']);
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page, '/admin privacy confirmation');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(eraseButton).toBeFocused();
  await expect(held.getByRole('listitem')).toHaveCount(4);

  // Erase: the answer says what was erased, and takes the focus.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Erase everything' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const outcome = page.getByText(`Erased for ${email.toUpperCase()}`, { exact: false }).locator('..');
  await expect(outcome.getByRole('listitem')).toHaveText(['1 booking', '1 message or donation inquiry', '1 signup', '1 community post']);
  await expect(outcome.locator('..')).toBeFocused();
  await expectNoAxeViolations(page, '/admin privacy erased');

  // Looking again finds nothing.
  await tabTo(page, page.getByLabel('Her email'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Nothing is held under ${email.toUpperCase()}.`, { exact: false })).toBeVisible();
});
