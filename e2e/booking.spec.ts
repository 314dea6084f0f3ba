import pg from 'pg';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/** A date-time one week ahead in the datetime-local format. */
function nextWeek(): string {
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  date.setHours(14, 30, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T14:30`;
}

async function openFromNav(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Session' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a booking with a missing field is not sent and says what is wrong', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/bookings')) sent += 1;
  });
  const dialog = await openFromNav(page);
  await expectNoAxeViolations(page, 'booking dialog');
  await dialog.getByLabel('Name').fill('Maya Test');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Missing Information' });
  await expect(toast).toContainText('Please fill in all required fields.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Maya Test');
  expect(sent).toBe(0);
});

test('a complete booking is stored as pending, then the dialog closes and resets', async ({ page }) => {
  const dialog = await openFromNav(page);
  const email = `booking-${Date.now()}@example.com`;
  await dialog.getByLabel('Name').fill('Maya Test');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('555-123-4567');
  await dialog.getByLabel(/Service/).selectOption('individual');
  await dialog.getByLabel(/Preferred date and time/i).fill(nextWeek());
  await dialog.getByLabel(/Notes/).fill('Evenings are easier for me.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Schedule Session' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ status: 'pending', serviceType: 'individual' });
  await expect(page.getByText('Booking Submitted Successfully!')).toBeVisible();
  await expect(page.getByText('We will contact you within 24 hours to confirm your appointment.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Book Your Session' })).toHaveCount(0);

  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('select name, phone, service_type, status, notes from bookings where email = $1', [email]);
    await client.end();
    expect(rows).toEqual([
      { name: 'Maya Test', phone: '555-123-4567', service_type: 'individual', status: 'pending', notes: 'Evenings are easier for me.' },
    ]);
  }

  await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('');
});

test.describe('when the server fails', () => {
  test.use({ expectedConsoleErrors: [/status of 503 \(Service Unavailable\)/] });

  test('the dialog stays open with the values kept', async ({ page }) => {
    await page.route('**/api/bookings', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down"}' }),
    );
    const dialog = await openFromNav(page);
    await dialog.getByLabel('Name').fill('Maya Test');
    await dialog.getByLabel('Email').fill('maya@example.com');
    await dialog.getByLabel('Phone').fill('555-123-4567');
    await dialog.getByLabel(/Service/).selectOption('consultation');
    await dialog.getByLabel(/Preferred date and time/i).fill(nextWeek());
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(page.getByText('Failed to submit booking. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('maya@example.com');
    await expect(dialog.getByRole('button', { name: 'Schedule Session' })).toBeEnabled();
  });
});

test('a page can open the dialog with its service chosen, by keyboard alone', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Book a free consultation' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book Your Session' });
  await expect(dialog.getByLabel(/Service/)).toHaveValue('consultation');
  await expect(dialog.getByLabel(/Preferred date and time/i)).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  for (const label of ['Name', 'Email', 'Phone']) await expect(dialog.getByLabel(label)).toHaveAttribute('required', '');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('type', 'tel');
});
