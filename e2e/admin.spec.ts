import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from '@playwright/test';
import { adminMessages } from '../core/content/api-messages';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIsland } from './fixtures';

// The admin and the outbox of scripts/e2e-server.mjs.
const ADMIN_EMAIL = 'coach@e2e.example.org';
const ADMIN_PASSWORD = 'e2e console password 2026';
const outboxDir = join(tmpdir(), `save-e2e-data-${process.env.E2E_PORT ?? 4317}`, 'outbox');

// Opening the console signed out asks who is signed in, and the server answers 401.
test.use({ expectedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

async function signIn(page: Page) {
  await page.goto('/admin');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(ADMIN_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
}

/** The emails written to the outbox for this address, parsed, once there are `count` of them. */
async function emailsTo(address: string, count: number): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir).catch(() => [] as string[]);
        const mails = await Promise.all(files.filter((file) => file.endsWith('.eml')).map(async (file) => simpleParser(await readFile(join(outboxDir, file)))));
        found = mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

test('the console is private: noindex, not linked, and only the right password opens it', async ({ page, request }) => {
  const answer = await request.get('/admin');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await request.get('/api/admin/bookings').then((response) => response.status())).toBe(401);

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('a[href*="admin"]')).toHaveCount(0);

  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, '/admin sign-in');

  // Keyboard only: type, then Enter.
  await form.getByLabel('Email').focus();
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the password at all');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: adminMessages.wrongCredentials })).toBeVisible();
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();

  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN_EMAIL}`)).toBeVisible();
  await expectNoAxeViolations(page, '/admin today');

  // Still signed in after a reload; when the session ends, the next screen asks her to sign in again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'save_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
  await page.context().clearCookies();
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Signups' }).click();
  await expect(page.getByRole('alert').filter({ hasText: adminMessages.sessionEnded })).toBeVisible();
  await signIn(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test.describe('on a phone', () => {
  // A coach in London; the client below is in New York.
  test.use({ viewport: { width: 360, height: 800 }, timezoneId: 'Europe/London' });

  test('every screen fits the phone, passes axe, and says so when a list is empty; resources can be added and deleted', async ({ page }) => {
    // Seven screens, each with an axe run: more than a minute on a busy two-core machine.
    test.slow();
    await signIn(page);
    const sections = page.getByRole('navigation', { name: 'Console sections' });
    for (const screen of ['Bookings', 'Messages', 'Signups', 'Community', 'Resources', 'Assessments', 'Today']) {
      await sections.getByRole('link', { name: screen }).click();
      await expect(page.getByRole('heading', { level: 2, name: screen, exact: true })).toBeFocused();
      await expect(sections.getByRole('link', { name: screen })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectNoAxeViolations(page, `/admin ${screen} on a phone`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(360);
    }

    // A filter that matches nothing says so, and offers the way back (nothing else completes bookings).
    await sections.getByRole('link', { name: 'Bookings' }).click();
    await page.getByLabel('Status').selectOption('completed');
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();
    await expectNoAxeViolations(page, 'an empty list');
    await page.getByRole('button', { name: 'Show every booking' }).click();
    await expect(page.getByLabel('Status')).toHaveValue('');

    await sections.getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('button', { name: 'Add a resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a resource' });
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(dialog.getByText('Please give the resource a title.')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectNoAxeViolations(page, 'the resource form with its errors');
    const title = `Budget worksheet ${Date.now().toString(36)}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A one-page worksheet for your first month on your own.');
    await dialog.getByLabel('Address').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(dialog.getByText(/Please give a path on this site/)).toBeVisible();
    await dialog.getByLabel('Address').fill('/books/budget.pdf');
    await expect(dialog.getByLabel('Language')).toHaveValue('en');
    await dialog.getByLabel('Language').selectOption('es');
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await expect(dialog).toHaveCount(0);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('/books/budget.pdf')).toBeVisible();
    await expect(card.getByText('/es/resources')).toBeVisible();
    await card.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
  });

  test('confirming a booking emails her a calendar invitation in her time zone, and the lists download', async ({ page, request }) => {
    const email = `client-${Date.now()}@example.org`;
    const name = `Rosa ${Date.now().toString(36)}`;
    const booked = await request.post('/api/bookings', {
      data: {
        name,
        email,
        phone: '555-123-4567',
        serviceType: 'consultation',
        preferredDateTime: '2030-03-05T15:00:00.000Z',
        timeZone: 'America/New_York',
      },
    });
    expect(booked.status()).toBe(201);
    // The team hears of it, without her details.
    const { id } = (await booked.json()) as { id: number };
    let notice: ParsedMail | undefined;
    await expect
      .poll(async () => {
        notice = (await emailsTo('team@e2e.example.org', 1)).find((mail) => mail.subject === `New booking request #${id}`);
        return notice !== undefined;
      })
      .toBe(true);
    expect(notice?.text).toContain('Free Consultation (30 min)');
    expect(notice?.text).not.toContain(email);
    expect(notice?.text).not.toContain(name);

    await signIn(page);
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Bookings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bookings' })).toBeFocused();
    await page.getByLabel('Status').selectOption('pending');
    const card = page.getByRole('article', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Her time: Tue, 10:00 AM EST (America/New York)')).toBeVisible();
    await expectNoAxeViolations(page, '/admin bookings on a phone');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await card.getByRole('button', { name: `Confirm the booking of ${name}` }).click();
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Booking confirmed' })).toBeVisible();
    // Confirmed: it leaves the pending list.
    await expect(card).toHaveCount(0);
    await page.getByLabel('Status').selectOption('confirmed');
    await expect(page.getByRole('article', { name: new RegExp(name) }).getByText(/Her calendar invitation (is waiting for the outbox|is in the outbox), not sent\./)).toBeVisible();
    // No SMTP_URL here: the console says so instead of "sent".
    await expect(page.getByText('Emails are in the outbox, not sent', { exact: false })).toBeVisible();

    const [invitation] = await emailsTo(email, 1);
    expect(invitation?.subject).toBe('Your appointment is confirmed');
    expect(invitation?.text).toContain('Tuesday, March 5, 2030 at 10:00 AM Eastern Standard Time');
    const ics = invitation?.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20300305T150000Z');
    expect(ics).toContain('SUMMARY:Appointment');

    await page.getByRole('link', { name: 'Today' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Bookings \(every booking, CSV\)$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF"ID","Requested","Status"')).toBe(true);
    expect(csv).toContain(`"${email}"`);
  });

  test('approving a post puts it on the community page, after the sample posts', async ({ page, request }) => {
    const title = `Approved in the console ${Date.now().toString(36)}`;
    const created = await request.post('/api/community/posts', {
      data: { isAnonymous: true, title, content: 'Three months without checking his moods first.', category: 'success-story' },
    });
    expect(created.status()).toBe(201);

    await signIn(page);
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Community' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Anonymous (no name or email was kept)')).toBeVisible();
    await expectNoAxeViolations(page, '/admin community on a phone');
    await card.getByRole('button', { name: `Approve “${title}”` }).click();
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Post approved' })).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.goto('/community');
    await waitForHydration(page);
    // The approved posts are an island hydrated (and loaded) when the end of the samples is near.
    await waitForIsland(page, page.locator('[data-approved-posts]'));
    const approved = page.getByRole('region', { name: 'From the community' });
    await expect(approved.getByRole('heading', { name: title })).toBeVisible();
    // After the four samples, in the page's order.
    const headings = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(headings.indexOf(title)).toBeGreaterThanOrEqual(4);
  });
});
