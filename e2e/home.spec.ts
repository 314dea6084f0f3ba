import pg from 'pg';
import type { Page } from '@playwright/test';
import { homeAffirmations } from '../core/content/home-affirmations';
import { siteConfig } from '../core/site-config';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';
import { toast } from './helpers';

const guides = [
  { title: 'Sis, I Get It', href: '/books/sis-i-get-it.pdf' },
  { title: 'Am I Living in S.A.V.E.?', href: '/books/am-i-living-in-save.pdf' },
];

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

/** Counts the requests the page makes to /api/contact. */
function countContactRequests(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') sent += 1;
  });
  return () => sent;
}

const messageBox = (page: Page) => page.getByRole('region', { name: 'Send us a message' });

test('the hero leads to the assessment and to the booking dialog', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('link', { name: 'Take the free assessment' })).toHaveAttribute('href', '/assessment');
  await page.getByRole('button', { name: 'Book a free consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Session' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Service/)).toHaveValue('consultation');
});

test('the affirmation is the same in the prerendered page and changes on each click', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(homeAffirmations[0]!.replace(/'/g, '&#x27;'));
  await openHome(page);
  const line = page.locator('[data-affirmation]');
  await expect(line).toHaveText(homeAffirmations[0]!);
  await expect(page.locator('[aria-live="polite"]').filter({ has: line })).toHaveCount(1);
  // The card, on screen (its button is handled by the page's own small script).
  await waitForIsland(page, page.getByRole('button', { name: 'New affirmation' }));
  let previous = homeAffirmations[0]!;
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole('button', { name: 'New affirmation' }).click();
    await expect(line).not.toHaveText(previous);
    const current = (await line.textContent()) ?? '';
    expect(homeAffirmations).toContain(current);
    previous = current;
  }
});

test('the two free guides are plain download links to PDFs that the server serves', async ({ page, request }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Free guides' });
  for (const guide of guides) {
    const link = section.getByRole('link', { name: `Download ${guide.title}` });
    await expect(link).toHaveAttribute('href', guide.href);
    await expect(link).toHaveAttribute('download', /\.pdf$/);
    await expect(link).toHaveAccessibleDescription(/^PDF, \d+ KB, \d+ pages$/);
    const response = await request.get(guide.href);
    expect(response.status(), guide.href).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await expect(section).toContainText('A downloaded file stays on this device');
});

test('the four-step path, the headline statistics, the statistics link and the partner link', async ({ page }) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'You are far from alone' });
  for (const value of ['41%', '47.1%', '$104K', '18 months']) await expect(stats.getByText(value, { exact: true })).toBeVisible();
  await expect(stats).toContainText('Research figures on intimate partner violence in the United States.');
  await expect(stats.getByRole('link', { name: 'See more statistics' })).toHaveAttribute('href', '/statistics');
  const partner = page.getByRole('region', { name: 'Our partner community' }).getByRole('link');
  await expect(partner).toHaveAttribute('href', siteConfig.external.partnerCommunityUrl);
  await expect(partner).toHaveAttribute('target', '_blank');
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  const path = page.getByRole('region', { name: 'The path from survival to sovereignty' });
  await expect(path.getByRole('listitem')).toHaveText([/Step 1: Recognition/, /Step 2: Recovery/, /Step 3: Reclamation/, /Step 4: Thriving/]);
});

test('a blank message is ignored: nothing is sent and nothing is said', async ({ page }) => {
  const sent = countContactRequests(page);
  await openHome(page);
  const box = messageBox(page);
  // The message box is an island that hydrates when seen.
  await waitForIsland(page, box.getByRole('button', { name: 'Send message' }));
  await box.getByLabel('Your name').fill('Maya');
  await box.getByLabel('Your message').fill('    ');
  await box.getByLabel('Your message').press('Enter');
  await box.getByRole('button', { name: 'Send message' }).click();
  await page.waitForTimeout(500);
  expect(sent()).toBe(0);
  await expect(toast(page, /Message Sent|Error/)).toHaveCount(0);
});

test('Enter sends the message, which is stored, then the toast says so and the message is cleared', async ({ page }) => {
  await openHome(page);
  const box = messageBox(page);
  // The message box is an island that hydrates when seen.
  await waitForIsland(page, box.getByRole('button', { name: 'Send message' }));
  const email = `home-${Date.now()}@example.com`;
  await box.getByLabel('Your name').fill('Maya');
  await box.getByLabel('Email for our reply').fill(email);
  await box.getByLabel('Your message').fill('I would like to talk to someone about my situation.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST'),
    box.getByLabel('Your message').press('Enter'),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: 'Maya',
    email,
    message: 'I would like to talk to someone about my situation.',
    subject: 'Home page message',
  });
  const shown = toast(page, 'Message Sent');
  await expect(shown.getByText('Message Sent', { exact: true })).toBeVisible();
  await expect(shown.getByText("We'll get back to you shortly. For immediate support, call 1-800-799-SAFE.", { exact: true })).toBeVisible();
  await expect(box.getByLabel('Your message')).toHaveValue('');
  await expect(box.getByLabel('Your name')).toHaveValue('Maya');
  await expectNoAxeViolations(page, 'home after sending a message');

  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('select name, subject, message, donation_type from contact_submissions where email = $1', [email]);
    await client.end();
    expect(rows).toEqual([
      { name: 'Maya', subject: 'Home page message', message: 'I would like to talk to someone about my situation.', donation_type: 'general_inquiry' },
    ]);
  }
});

test('a message without a name or with a wrong email is not sent and says which field', async ({ page }) => {
  const sent = countContactRequests(page);
  await openHome(page);
  const box = messageBox(page);
  // The message box is an island that hydrates when seen.
  await waitForIsland(page, box.getByRole('button', { name: 'Send message' }));
  await box.getByLabel('Email for our reply').fill('maya@');
  await box.getByLabel('Your message').fill('Hello');
  await box.getByRole('button', { name: 'Send message' }).click();
  await expect(box.getByText('Please enter your name.')).toBeVisible();
  await expect(box.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(box.getByLabel('Your name')).toBeFocused();
  expect(sent()).toBe(0);
  await expectNoAxeViolations(page, 'home message box with errors');
});

test.describe('when the server fails', () => {
  test.use({ expectedConsoleErrors: [/status of 500 \(Internal Server Error\)/] });

  test('the message box says so and keeps the text', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong on our side."}' }),
    );
    await openHome(page);
    const box = messageBox(page);
    await waitForIsland(page, box.getByRole('button', { name: 'Send message' }));
    await box.getByLabel('Your name').fill('Maya');
    await box.getByLabel('Email for our reply').fill('maya@example.com');
    await box.getByLabel('Your message').fill('Please do not lose this.');
    await box.getByRole('button', { name: 'Send message' }).click();
    const shown = toast(page, 'Failed to send message. Please try again.');
    await expect(shown).toBeVisible();
    await expect(shown.getByText('Error', { exact: true })).toBeVisible();
    await expect(box.getByLabel('Your message')).toHaveValue('Please do not lose this.');
    await expect(page.getByText('Message Sent', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'home after a failed message');
  });
});
