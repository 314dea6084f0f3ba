import { communityMessages } from '../core/content/validation';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { uniqueEmail } from './helpers';

/**
 * Islands that hydrate when she reaches for them (`client:reach`, app/lib/directives/reach.ts):
 * their code is held back by the test while she uses the page's static markup, as on a slow
 * connection, to prove that nothing she typed, ticked, picked or pressed before React took over
 * is lost, and that the browser never sends a form by itself.
 */

/** Holds every request for the island's file (its idle prefetch included) until `release()`. */
async function holdIslandCode(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the island's directive says: 'waiting' for her, 'loading' its code, null once hydrated. */
const reachState = (page: Page, inside: string) => page.locator('astro-island', { has: page.locator(inside) }).first().getAttribute('reach');

test('signup: what she types, ticks and picks, and Join pressed, before the form hydrates are all sent once it has', async ({ page }) => {
  const release = await holdIslandCode(page, /\/assets\/signup-island\.[\w-]+\.js$/);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto('/signup');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const email = uniqueEmail('reach');

  await main.getByLabel(/^First name/).fill('Maya');
  await main.getByLabel(/^Last name/).fill('Test');
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Confirm email/).fill(email);
  await main.getByLabel(/^Phone/).fill('555-123-4567');
  await main.getByRole('group', { name: /interested in/ }).getByLabel('Workshops & Events').check();
  await main.getByRole('group', { name: /interested in/ }).getByLabel('One-on-One Coaching').check();
  await main.getByLabel(/^How did you hear/).selectOption('friend');
  await main.getByRole('button', { name: 'Join the Movement' }).click();

  // Still the static form: her press is held, nothing went anywhere, the page did not change.
  expect(await reachState(page, 'form')).toBe('loading');
  await expect(page).toHaveURL(/\/signup$/);
  expect(posts).toEqual([]);
  await expect(main.getByLabel(/^First name/)).toHaveValue('Maya');

  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/signup' && r.request().method() === 'POST'),
    release(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    firstName: 'Maya',
    lastName: 'Test',
    email,
    phone: '555-123-4567',
    interests: ['One-on-One Coaching', 'Workshops & Events'],
    howHeard: 'friend',
    // Her language, so what we send her is in it (issue 20).
    locale: 'en',
  });
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeFocused();
  expect(posts).toEqual(['/api/signup']);
});

test('signup: typing goes on while the form hydrates, and the rules then check what she typed', async ({ page }) => {
  const release = await holdIslandCode(page, /\/assets\/signup-island\.[\w-]+\.js$/);
  await page.goto('/signup');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const firstName = main.getByLabel(/^First name/);
  await firstName.pressSequentially('Ma');
  release();
  await firstName.pressSequentially('ya');
  await main.getByLabel(/^Email/).fill('not-an-email');
  await main.getByRole('button', { name: 'Join the Movement' }).click();
  await expect(main.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(firstName).toHaveValue('Maya');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel(/^Last name/)).toBeFocused();
});

test('community: the toggle pressed before it hydrates opens the form once it has', async ({ page }) => {
  const release = await holdIslandCode(page, /\/assets\/community-islands\.[\w-]+\.js$/);
  await page.goto('/community');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: communityMessages.toggleForm });
  await toggle.click();
  expect(await reachState(page, 'button')).toBe('loading');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Share with the community' });
  await expect(form).toBeVisible();
  // Pressed once: it stays open.
  await page.waitForTimeout(300);
  await expect(form).toBeVisible();
});

test.describe('when the form file cannot be fetched', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|Error hydrating/] });

  test('signup says so calmly in its place, and what she typed stays', async ({ page }) => {
    await page.route(/\/assets\/signup-island\.[\w-]+\.js$/, (route) => route.abort());
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signup');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByLabel(/^First name/).fill('Maya');
    await expect(main.getByRole('alert')).toContainText('This part of the page could not be loaded.');
    await expect(main.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(main.getByLabel(/^First name/)).toHaveValue('Maya');
    // Join does nothing rather than letting the browser send the form itself.
    await main.getByRole('button', { name: 'Join the Movement' }).click();
    // Time for a form post the browser would have started by itself (there must be none).
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await expect(main.getByRole('alert')).toContainText('This part of the page could not be loaded.');
    await expect(main.getByLabel(/^First name/)).toHaveValue('Maya');
  });
});
