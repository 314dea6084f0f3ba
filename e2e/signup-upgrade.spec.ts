import { signupMessages } from '../core/content/signup';
import { upgradeMessages } from '../core/content/upgrade-access';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { screenshotWidths, toast, uniqueEmail } from './helpers';

// The e2e server runs with NODE_ENV=test, so it uses the development codes (server/config.ts).
const TOOLS_CODE = 'TOOLS-DEV-2026';
const EDUCATOR_CODE = 'EDUCATOR-DEV-2026';
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Counts requests to one API path, to prove nothing was sent. */
function countRequests(page: Page, path: string) {
  const counter = { sent: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) counter.sent += 1;
  });
  return counter;
}

async function signUpThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/signup', { data: { firstName: 'Maya', lastName: 'Test', email, interests: [] } });
  expect(response.status()).toBe(200);
}

async function openSignup(page: Page) {
  await page.goto('/signup');
  await waitForHydration(page);
  return page.getByRole('main');
}

async function fillSignup(page: Page, email: string, confirm = email) {
  const main = page.getByRole('main');
  await main.getByLabel(/^First name/).fill('Maya');
  await main.getByLabel(/^Last name/).fill('Test');
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Confirm email/).fill(confirm);
}

test.describe('signup', () => {
  test('missing and invalid fields are shown inline and nothing is sent', async ({ page }) => {
    const requests = countRequests(page, '/api/signup');
    const main = await openSignup(page);
    await expectNoAxeViolations(page, 'signup form');
    await main.getByRole('button', { name: 'Join the Movement' }).click();
    await expect(main.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel(/^First name/)).toBeFocused();
    await expect(main.getByLabel(/^First name/)).toHaveAccessibleDescription('Please enter your first name.');
    await expect(main.getByLabel(/^Last name/)).toHaveAccessibleDescription('Please enter your last name.');
    await expect(main.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter your email address.');
    await expect(main.getByLabel(/^Confirm email/)).toHaveAccessibleDescription(signupMessages.invalidConfirm);
    await expectNoAxeViolations(page, 'signup form with errors');

    await fillSignup(page, 'not-an-email', 'also-not');
    await main.getByRole('button', { name: 'Join the Movement' }).click();
    await expect(main.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(main.getByLabel(/^Confirm email/)).toHaveAccessibleDescription('Invalid email address');
    expect(requests.sent).toBe(0);
  });

  test("a confirm email that differs says 'Email addresses don't match' and nothing is sent", async ({ page }) => {
    const requests = countRequests(page, '/api/signup');
    const main = await openSignup(page);
    await fillSignup(page, 'maya@example.com', 'maya@example.org');
    await main.getByRole('button', { name: 'Join the Movement' }).click();
    const confirm = main.getByLabel(/^Confirm email/);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription("Email addresses don't match");
    await expect(main.getByLabel(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests.sent).toBe(0);
  });

  test('a complete signup is stored, then a welcome screen replaces the form for good', async ({ page }) => {
    const email = uniqueEmail('signup');
    const main = await openSignup(page);
    await fillSignup(page, email);
    await main.getByLabel(/^Phone/).fill('555-123-4567');
    await main.getByRole('group', { name: /interested in/ }).getByLabel('Workshops & Events').check();
    await main.getByRole('group', { name: /interested in/ }).getByLabel('One-on-One Coaching').check();
    await main.getByLabel(/^How did you hear/).selectOption('therapy-bot');
    await screenshotWidths(page, SHOTS, 'signup-form');

    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/signup' && r.request().method() === 'POST'),
      main.getByRole('button', { name: 'Join the Movement' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).not.toHaveProperty('confirmEmail');
    expect(sent).toEqual({
      firstName: 'Maya',
      lastName: 'Test',
      email,
      phone: '555-123-4567',
      interests: ['One-on-One Coaching', 'Workshops & Events'],
      howHeard: 'therapy-bot',
      locale: 'en',
    });

    await expect(toast(page, signupMessages.successTitle)).toContainText(signupMessages.successDescription);
    const heading = main.getByRole('heading', { level: 1, name: 'Welcome, Maya' });
    await expect(heading).toBeFocused();
    await expect(main.getByRole('link', { name: 'Take the assessment' })).toHaveAttribute('href', '/assessment');
    await expect(main.getByRole('link', { name: 'Explore the tools' })).toHaveAttribute('href', '/tools');
    await expect(main.getByRole('button', { name: 'Join the Movement' })).toHaveCount(0);
    await expect(main.locator('form')).toHaveCount(0);
    await expectNoAxeViolations(page, 'signup welcome');
    await screenshotWidths(page, SHOTS, 'signup-welcome');

    if (process.env.E2E_DATABASE_URL) {
      const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(
        'select first_name, last_name, phone, interests, how_heard, access_level from user_signups where email = $1',
        [email],
      );
      await client.end();
      expect(rows).toEqual([
        {
          first_name: 'Maya',
          last_name: 'Test',
          phone: '555-123-4567',
          interests: ['One-on-One Coaching', 'Workshops & Events'],
          how_heard: 'therapy-bot',
          access_level: 'free',
        },
      ]);
    }

    await main.getByRole('link', { name: 'Explore the tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('an email that already signed up sees the same welcome as a new one (a stranger learns nothing; she gets an email)', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('again');
    await signUpThroughApi(request, email);
    const main = await openSignup(page);
    await fillSignup(page, email.toUpperCase());
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/signup' && r.request().method() === 'POST'),
      main.getByRole('button', { name: 'Join the Movement' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ email });
    await expect(toast(page, signupMessages.successTitle)).toContainText(signupMessages.successDescription);
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeFocused();
    await expect(main.locator('form')).toHaveCount(0);
    await expectNoAxeViolations(page, 'signup welcome, known email');

    if (process.env.E2E_DATABASE_URL) {
      const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(
        `select s.id, (select count(*)::int from notifications n where n.signup_id = s.id and n.kind = 'signup_exists') as notices
           from user_signups s where s.email = $1`,
        [email],
      );
      await client.end();
      expect(rows).toEqual([{ id: expect.any(Number), notices: 1 }]);
    }
  });
});

/*
 * The upgrade route allows 5 requests a minute from one address; this file sends exactly 5
 * (wrong code, tools code for the educator level, unknown email, and the two right codes).
 */
test.describe('upgrade access', () => {
  async function openUpgrade(page: Page, packageName: RegExp) {
    await page.goto('/upgrade-access');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: packageName }).check();
    return main;
  }

  async function activate(page: Page, email: string, code: string) {
    const main = page.getByRole('main');
    await main.getByLabel(/^Email/).fill(email);
    await main.getByLabel(/^Access password/).fill(code);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upgrade-access'),
      main.getByRole('button', { name: 'Activate Access' }).click(),
    ]);
    return response;
  }

  test('the page: two packages, accreditation, buy links, contact email; fields only after choosing', async ({ page }) => {
    await page.goto('/upgrade-access');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('radio')).toHaveCount(2);
    await expect(main.getByLabel(/^Access password/)).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'About accreditation' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'hello@savesisterhood.org' })).toHaveAttribute('href', 'mailto:hello@savesisterhood.org');
    for (const link of await main.getByRole('link', { name: /^Buy the/ }).all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expectNoAxeViolations(page, 'upgrade page');

    // Keyboard: focus the first radio, arrow to the second; the fields appear for it.
    await main.getByRole('radio', { name: /Tools Bundle/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('radio', { name: /Educator Package/ })).toBeChecked();
    await expect(main.getByRole('heading', { name: 'Activate the Educator Package' })).toBeVisible();
    await expect(main.getByLabel(/^Access password/)).toHaveAttribute('type', 'password');
    await main.getByRole('button', { name: 'Show access password' }).click();
    await expect(main.getByLabel(/^Access password/)).toHaveAttribute('type', 'text');
    await expectNoAxeViolations(page, 'upgrade page, package chosen');
    await main.getByRole('button', { name: 'Show access password' }).click();
    await screenshotWidths(page, SHOTS, 'upgrade-selected');
  });

  test('missing information: the toast, and nothing is sent', async ({ page }) => {
    const requests = countRequests(page, '/api/upgrade-access');
    const main = await openUpgrade(page, /Tools Bundle/);
    await main.getByLabel(/^Email/).fill('maya@example.com');
    await main.getByRole('button', { name: 'Activate Access' }).click();
    await expect(toast(page, upgradeMessages.missingTitle)).toContainText(upgradeMessages.missingDescription);
    await expectNoAxeViolations(page, 'upgrade missing information');
    expect(requests.sent).toBe(0);
  });

  test.describe('a wrong code', () => {
    test.use({ expectedConsoleErrors: [/status of 403 \(Forbidden\)/] });

    test("answers 'Invalid Password', also for the tools code on the educator level", async ({ page }) => {
      const email = uniqueEmail('wrong-code');
      await openUpgrade(page, /Tools Bundle/);
      expect((await activate(page, email, 'NOT-THE-CODE')).status()).toBe(403);
      await expect(toast(page, upgradeMessages.wrongCodeTitle)).toContainText(upgradeMessages.wrongCode);
      await expectNoAxeViolations(page, 'upgrade invalid password');

      await page.getByRole('main').getByRole('radio', { name: /Educator Package/ }).check();
      expect((await activate(page, email, TOOLS_CODE)).status()).toBe(403);
      await expect(toast(page, upgradeMessages.wrongCodeTitle)).toContainText(upgradeMessages.wrongCode);
      expect(await page.evaluate(() => ({ ...sessionStorage }))).not.toHaveProperty('access_educator');
    });
  });

  test('an email that never signed up is activated all the same (a code holder learns nothing about who signed up)', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await openUpgrade(page, /Tools Bundle/);
    expect((await activate(page, email, TOOLS_CODE)).status()).toBe(200);
    await expect(toast(page, upgradeMessages.successTitle)).toContainText(upgradeMessages.successDescription.tools_bundle);
    await expectNoAxeViolations(page, 'upgraded without a signup');

    if (process.env.E2E_DATABASE_URL) {
      const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
      await client.connect();
      const { rows } = await client.query('select access_level from user_signups where email = $1', [email]);
      await client.end();
      expect(rows).toEqual([{ access_level: 'tools_bundle' }]);
    }
  });

  for (const { level, packageName, code, flag, description, destination } of [
    {
      level: 'tools_bundle',
      packageName: /Tools Bundle/,
      code: TOOLS_CODE,
      flag: 'access_tools',
      description: upgradeMessages.successDescription.tools_bundle,
      destination: /\/tools$/,
    },
    {
      level: 'educator',
      packageName: /Educator Package/,
      code: EDUCATOR_CODE,
      flag: 'access_educator',
      description: upgradeMessages.successDescription.educator,
      destination: /\/services$/,
    },
  ] as const) {
    test(`the right ${level} code upgrades, sets this tab's flags, and goes on after 1.5 s`, async ({ page, request }) => {
      const email = uniqueEmail(`upgrade-${level}`);
      await signUpThroughApi(request, email);
      await openUpgrade(page, packageName);
      const response = await activate(page, email, code);
      const startedAt = Date.now();
      expect(response.status()).toBe(200);
      await expect(toast(page, upgradeMessages.successTitle)).toContainText(description);
      await expect(page.getByRole('main').getByText(/Taking you to the (tools|services) page now\./)).toBeVisible();
      const flags = await page.evaluate(() => ({ ...sessionStorage }));
      expect(flags).toMatchObject({ [flag]: 'true', access_email: email });
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('access_')))).toEqual([]);
      await expectNoAxeViolations(page, `upgraded to ${level}`);

      await expect(page).toHaveURL(destination, { timeout: 10_000 });
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1400);

      if (process.env.E2E_DATABASE_URL) {
        const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
        await client.connect();
        const { rows } = await client.query('select access_level from user_signups where email = $1', [email]);
        await client.end();
        expect(rows).toEqual([{ access_level: level }]);
      }
    });
  }
});

test('no access code, and no code variable name, is shipped to the browser', () => {
  const clientDir = resolve(process.env.CLIENT_DIR ?? join(process.env.BUILD_DIR ?? 'build', 'client'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(clientDir);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const offenders: string[] = [];
  for (const file of files) {
    let content = readFileSync(file);
    if (file.endsWith('.br')) content = brotliDecompressSync(content);
    else if (file.endsWith('.gz')) content = gunzipSync(content);
    const text = content.toString('latin1');
    for (const secret of [TOOLS_CODE, EDUCATOR_CODE, 'ACCESS_CODE']) {
      if (text.includes(secret)) offenders.push(`${file}: ${secret}`);
    }
  }
  expect(offenders).toEqual([]);
});
