import { siteConfig } from '../core/site-config';
import { expect, test, waitForHydration } from './fixtures';

const exitOrigin = new URL(siteConfig.quickExitUrl).origin;
test.use({ allowedOrigins: [exitOrigin] });

test.beforeEach(async ({ page }) => {
  // Answer for the neutral site ourselves: the tests never reach the real one.
  await page.route(`${exitOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Weather</title><p>Weather</p>' }));
});

test('the Exit this page button leaves at once and Back does not return here', async ({ page }) => {
  await page.goto('/');
  await page.goto('/crisis-support');
  await waitForHydration(page);
  await page.evaluate(() => sessionStorage.setItem('introSeen', 'true'));
  await page.getByRole('link', { name: /Exit this page/ }).first().click();
  await expect(page).toHaveURL(siteConfig.quickExitUrl);
  await page.goBack();
  // The crisis page was replaced in history: Back goes to the page before it.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('introSeen'))).toBeNull();
});

test('Esc leaves the site when no dialog is open', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(siteConfig.quickExitUrl);
});

test('Shift pressed three times leaves the site', async ({ page }) => {
  await page.goto('/resources');
  await waitForHydration(page);
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expect(page).toHaveURL(/\/resources$/);
  await page.keyboard.press('Shift');
  await expect(page).toHaveURL(siteConfig.quickExitUrl);
});

test('Esc inside the booking dialog closes the dialog and stays on the site', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Book a free consultation' }).click();
  // The form itself, not the stand-in shown while its code arrives (a key pressed as one replaces the other may be lost).
  await expect(page.getByRole('dialog', { name: 'Book Your Session' }).getByLabel(/^Name/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/services$/);
});

test('the quick exit works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.route(`${exitOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Weather</p>' }));
  await page.goto('/crisis-support');
  await page.getByRole('link', { name: /Exit this page/ }).first().click();
  await expect(page).toHaveURL(siteConfig.quickExitUrl);
  await context.close();
});

test('Shift three times while typing in a text box does not leave; outside a field it does', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const message = page.getByLabel('Your message');
  await message.click();
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift+I');
  await page.keyboard.type(' Am Okay');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expect(message).toHaveValue('I Am Okay');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // Out of the field, the same three presses leave.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expect(page).toHaveURL(siteConfig.quickExitUrl);
});

test('both Shift keys pressed together count once, and a screen reader hears it is leaving', async ({ page }) => {
  await page.goto('/resources');
  await waitForHydration(page);
  const both = async () => {
    await page.keyboard.down('ShiftLeft');
    await page.keyboard.down('ShiftRight');
    await page.keyboard.up('ShiftRight');
    await page.keyboard.up('ShiftLeft');
  };
  await both();
  await both();
  await expect(page.getByRole('status').filter({ hasText: 'Shift, press 1 more time to exit.' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/resources$/);
  await page.keyboard.press('Shift');
  // Said in the assertive region before the page goes.
  await expect(page.locator('#exit-this-page-leaving')).toHaveText('Leaving this page.');
  await expect(page).toHaveURL(siteConfig.quickExitUrl);
});
