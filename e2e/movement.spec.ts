import pg from 'pg';
import type { Page } from '@playwright/test';
import { siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';

async function openForm(page: Page) {
  await page.goto('/movement');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Get Donation Information' });
  // The form is an island hydrated near the screen: what is typed before that would be lost.
  await waitForIsland(page, region.locator('form'));
  return region;
}

/** Counts the requests the page makes to /api/contact. */
function countContactRequests(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') sent += 1;
  });
  return () => sent;
}

/** A toast on screen (role alert when destructive, a list item otherwise) holding `text`. */
const toastWith = (page: Page, text: string | RegExp) => page.locator('[data-slot="toast"]').filter({ hasText: text });

type Form = Awaited<ReturnType<typeof openForm>>;
const nameField = (form: Form) => form.getByLabel(/^Name/);
const emailField = (form: Form) => form.getByLabel(/^Email/);
const messageField = (form: Form) => form.getByLabel(/^Message/);
const interestField = (form: Form) => form.getByLabel(/^Donation interest/);

async function fillRequired(form: Form, email = 'maya@example.com') {
  await nameField(form).fill('Maya Test');
  await emailField(form).fill(email);
  await messageField(form).fill('I would like to give every month. How do I start?');
}

test('the page shows the tiers, the impact figures and the other ways to support', async ({ page }) => {
  await page.goto('/movement');
  const why = page.getByRole('region', { name: 'Why Donate' });
  await expect(why.getByRole('listitem')).toHaveText([
    /^\$10\s*Support a sister in crisis$/,
    /^\$25\s*Fund HeartWork training$/,
    /^\$100\s*Help build recovery centers$/,
    /^\$500\s*Sponsor a full recovery journey$/,
  ]);
  const impact = page.getByRole('region', { name: 'Our Impact' });
  for (const value of ['10,000+', '89.5%', '67.8%']) await expect(impact.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get Donation Information' })).toContainText('Cash App, Zelle or PayPal');

  const wealth = page.getByRole('link', { name: /wealth-building community/ });
  await expect(wealth).toHaveAttribute('href', siteConfig.external.wealthCommunityUrl);
  await expect(wealth).toHaveAttribute('target', '_blank');
  await expect(wealth).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'Email us about volunteering' })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.contactEmail}?subject=Volunteer%20Opportunities`,
  );
  await expect(page.locator('figure blockquote')).toBeVisible();
});

test('required fields carry an asterisk the form explains, and the browser required attribute', async ({ page }) => {
  const form = await openForm(page);
  await expect(form).toContainText('Fields marked with an asterisk (*) are required.');
  for (const field of [nameField(form), emailField(form), messageField(form)]) await expect(field).toHaveAttribute('required', '');
  await expect(emailField(form)).toHaveAttribute('type', 'email');
  await expect(interestField(form)).not.toHaveAttribute('required', '');
  await expectNoAxeViolations(page, 'donation form idle');
});

test('missing fields give the Missing Information toast, mark the fields, and send nothing', async ({ page }) => {
  const sent = countContactRequests(page);
  const form = await openForm(page);
  await nameField(form).fill('Maya Test');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = toastWith(page, 'Missing Information');
  await expect(toast).toBeVisible();
  await expect(toast.getByText('Please fill out all required fields.', { exact: true })).toBeVisible();
  await expect(emailField(form)).toHaveAttribute('aria-invalid', 'true');
  await expect(messageField(form)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(form)).toBeFocused();
  await expect(nameField(form)).toHaveValue('Maya Test');
  expect(sent()).toBe(0);
  await expectNoAxeViolations(page, 'donation form with missing fields');
});

test('a complete inquiry is stored as a Donation Inquiry, then all four fields are cleared', async ({ page }) => {
  const form = await openForm(page);
  const email = `donation-${Date.now()}@example.com`;
  await fillRequired(form, email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ subject: 'Donation Inquiry', donationType: 'general_inquiry', email });
  const toast = toastWith(page, 'Message Sent!');
  await expect(toast.getByText('Message Sent!', { exact: true })).toBeVisible();
  await expect(toast).toContainText('Our team will be in touch soon.');
  for (const field of [nameField(form), emailField(form), messageField(form), interestField(form)]) await expect(field).toHaveValue('');
  await expectNoAxeViolations(page, 'donation form after success');

  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('select name, subject, message, donation_type from contact_submissions where email = $1', [email]);
    await client.end();
    expect(rows).toEqual([
      {
        name: 'Maya Test',
        subject: 'Donation Inquiry',
        message: 'I would like to give every month. How do I start?',
        donation_type: 'general_inquiry',
      },
    ]);
  }
});

test('while sending the button reads Sending... and is disabled', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let body: unknown;
  await page.route('**/api/contact', async (route) => {
    body = route.request().postDataJSON();
    await released;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
  });
  const form = await openForm(page);
  await fillRequired(form);
  await interestField(form).selectOption('save_centers');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  // The button changes as the request is made: wait for it to reach the stand-in server.
  await expect.poll(() => body).toMatchObject({ donationType: 'save_centers', subject: 'Donation Inquiry' });
  await expectNoAxeViolations(page, 'donation form while sending');
  release();
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test.describe('when the server fails', () => {
  test.use({ expectedConsoleErrors: [/status of 500 \(Internal Server Error\)/] });

  test('the Error toast shows and every value is kept', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong on our side."}' }),
    );
    const form = await openForm(page);
    await fillRequired(form);
    await interestField(form).selectOption('full_journey');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = toastWith(page, 'Failed to send message. Please try again.');
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(nameField(form)).toHaveValue('Maya Test');
    await expect(emailField(form)).toHaveValue('maya@example.com');
    await expect(messageField(form)).toHaveValue('I would like to give every month. How do I start?');
    await expect(interestField(form)).toHaveValue('full_journey');
    await expect(page.getByText('Message Sent!', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'donation form after a failure');
  });
});
