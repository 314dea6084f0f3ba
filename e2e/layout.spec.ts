import { expect, test, waitForHydration } from './fixtures';

test.describe.configure({ mode: 'parallel' });

for (const width of [320, 390, 768, 1280]) {
  test(`the music button sits in the header bar at ${width} px, over no content`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const button = await page.getByRole('button', { name: 'Music player' }).boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(button).not.toBeNull();
    expect(header).not.toBeNull();
    expect(button!.y).toBeGreaterThanOrEqual(header!.y);
    expect(button!.y + button!.height).toBeLessThanOrEqual(header!.y + header!.height);
    expect(button!.x + button!.width).toBeLessThanOrEqual(width);
  });
}

test.describe('a part whose file cannot be fetched', () => {
  test.use({ viewport: { width: 390, height: 844 }, expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|Error hydrating/] });

  test('the phone menu says so calmly, keeps the page, and opens after Try again', async ({ page }) => {
    let block = true;
    await page.route(/\/assets\/mobile-menu\.[\w-]+\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.goto('/services');
    await waitForHydration(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('This part of the page could not be loaded. Please check your connection and try again.');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Shaped Around You' })).toBeVisible();
    block = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Crisis Support' })).toBeVisible();
  });

  test('an island says so in its own place and the page stays', async ({ page }) => {
    await page.route(/\/assets\/home-message-box-island\.[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('heading', { name: /message/i }).last();
    await form.scrollIntoViewIfNeeded();
    await expect(page.getByRole('alert')).toContainText('This part of the page could not be loaded.');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
